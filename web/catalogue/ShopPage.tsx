import { useState } from 'react';
import { SHOP_INTRO } from '../../schema/page-copy';
import { ALL_CATEGORIES } from '../../schema/rules/catalogue';
import { searchWords } from '../../schema/rules/search';
import { PAGE_HEADS } from '../../schema/seo';
import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { ActiveFilters } from './ActiveFilters';
import { CategoryNav } from './CategoryNav';
import { FiltersSheet } from './FiltersSheet';
import { ListingFilters } from './ListingFilters';
import { activeFilterCount, withoutFilters } from './listing-params';
import { productCount } from './listing-text';
import { ShopResults } from './ShopResults';
import { ShopSearchBox } from './ShopSearchBox';
import { ShopSortAndFilters } from './ShopSortAndFilters';
import { useListingState } from './useListingState';
import { useShopListing } from './useShopListing';

/** The one listing behind /shop, /product-lists and /category-pages; its state is the URL. */
export function ShopPage() {
  const { state, pathname, text, setText, go, submitSearch } = useListingState();
  const { listing, icons, refused, failed, pageFailed, fetching, retry } = useShopListing(state);
  const [filtersOpen, setFiltersOpen] = useState(false);

  // Punctuation alone searches for nothing: the listing is the whole shop (worker/catalogue/listing-input.ts).
  const isResults = pathname === '/category-pages' && searchWords(state.search).length > 0;
  const title = isResults ? `Risultati per “${state.search}”` : PAGE_HEADS.shop.title;
  const filterCount = activeFilterCount(state);
  const filters = listing ? (
    <ListingFilters state={state} facets={listing.facets} onChange={(next) => go(next)} />
  ) : null;

  return (
    <Container className="py-10">
      <PageMeta title={title} description={PAGE_HEADS.shop.description} />
      <PageHeader title={title} intro={SHOP_INTRO} />

      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <ShopSearchBox text={text} onType={setText} onSubmit={submitSearch} />
        <ShopSortAndFilters
          state={state}
          filterCount={filterCount}
          onOpenFilters={() => setFiltersOpen(true)}
          onChange={(next) => go(next)}
        />
      </div>

      <CategoryNav
        state={state}
        pathname={pathname}
        facets={listing?.facets.categories ?? []}
        icons={icons}
      />

      <div className="mt-4 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filtri" className="hidden lg:block">
          {filters}
        </aside>

        <div>
          {/* The grid's heading: its cards are h3s, so the outline stays h1, h2, h3. */}
          <h2 aria-live="polite" className="mb-4 h-5 text-sm font-normal text-slate-600">
            {listing ? productCount(listing.totalCount) : 'Caricamento dei prodotti…'}
          </h2>
          <ActiveFilters state={state} pathname={pathname} />
          <ShopResults
            state={state}
            pathname={pathname}
            listing={listing}
            refused={refused}
            failed={failed}
            pageFailed={pageFailed}
            fetching={fetching}
            narrowed={state.search !== '' || state.category !== ALL_CATEGORIES || filterCount > 0}
            onRetry={retry}
          />
        </div>
      </div>

      <FiltersSheet
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        filters={filters}
        filterCount={filterCount}
        onClear={() => go(withoutFilters(state))}
        total={listing?.totalCount}
      />
    </Container>
  );
}
