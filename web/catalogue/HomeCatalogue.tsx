import { Link } from 'wouter';
import { FREE_SHIPPING_THRESHOLD, formatWholeEuro } from '../../schema/rules/money';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { ErrorState } from '../ui/ErrorState';
import { Icon, type IconName } from '../ui/Icon';
import { CategoryIcon } from './CategoryIcon';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import type { HomeData } from './useHome';

/** Six tiles hold the categories' place while they load. */
const CATEGORY_PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Every category as a tile into the shop. */
export function HomeCategories({ categories }: Pick<HomeData, 'categories'>) {
  return (
    <section className="below-fold bg-white py-14" aria-labelledby="categorie">
      <Container>
        <h2 id="categorie" className="text-2xl font-bold sm:text-3xl">
          Categorie
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {categories
            ? categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={`/shop?category=${category.id}`}
                    className="flex h-28 flex-col items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-slate-50 font-semibold text-ink transition-colors hover:border-brand-300 hover:bg-brand-50"
                  >
                    <CategoryIcon icon={category.icon} className="size-8 text-brand-700" />
                    {category.name}
                  </Link>
                </li>
              ))
            : CATEGORY_PLACEHOLDERS.map((key) => (
                <li
                  key={key}
                  aria-hidden="true"
                  className="h-28 animate-pulse rounded-2xl bg-slate-100"
                />
              ))}
        </ul>
      </Container>
    </section>
  );
}

/** The bestsellers, or why they are not there. */
export function HomeBestsellers({ bestsellers, failed, retry }: Omit<HomeData, 'categories'>) {
  return (
    <Container className="below-fold py-14">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 className="text-2xl font-bold sm:text-3xl">I più venduti</h2>
        <Link to="/shop" className={buttonStyles.ghost}>
          Vedi tutto lo shop <Icon name="chevronRight" className="size-4" />
        </Link>
      </div>
      {failed ? (
        <ErrorState title="Non siamo riusciti a caricare i prodotti" onRetry={retry} />
      ) : bestsellers ? (
        <ProductGrid products={bestsellers} label="I più venduti" />
      ) : (
        <ProductGridSkeleton />
      )}
    </Container>
  );
}

const TRUST: { icon: IconName; title: string; text: string }[] = [
  { icon: 'shield', title: 'Garanzia 12 mesi', text: 'Su riparazioni e dispositivi venduti.' },
  {
    icon: 'truck',
    title: 'Spedizione gratuita',
    text: `Per ordini superiori a ${formatWholeEuro(FREE_SHIPPING_THRESHOLD)} in tutta Italia.`,
  },
  {
    icon: 'lab',
    title: 'Testati in laboratorio',
    text: 'Ogni dispositivo supera i nostri controlli.',
  },
  {
    icon: 'chat',
    title: 'Assistenza vera',
    text: 'Tecnici raggiungibili in negozio e su WhatsApp.',
  },
];

/** Why choose the shop. */
export function HomeTrust() {
  return (
    <section
      className="below-fold border-t border-slate-200 bg-white py-12"
      aria-label="Perché sceglierci"
    >
      <Container>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST.map((point) => (
            <li key={point.title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
                <Icon name={point.icon} className="size-6" />
              </span>
              <div>
                <p className="font-semibold">{point.title}</p>
                <p className="text-sm text-slate-600">{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
