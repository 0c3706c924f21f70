import { PAGE_HEADS } from '../../schema/seo';
import { PageMeta } from '../ui/PageMeta';
import { HomeBestsellers, HomeCategories, HomeTrust } from './HomeCatalogue';
import { HomeHero } from './HomeHero';
import { HomeServices } from './HomeServices';
import { useHome } from './useHome';

export function HomePage() {
  const { categories, ...products } = useHome();
  return (
    <>
      <PageMeta {...PAGE_HEADS.home} />
      <HomeHero />
      <HomeServices />
      <HomeCategories categories={categories} />
      <HomeBestsellers {...products} />
      <HomeTrust />
    </>
  );
}
