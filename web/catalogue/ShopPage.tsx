import { useEffect, useId, useState } from 'react';
import { useQuery } from 'urql';
import { Link, useSearchParams } from 'wouter';
import { SHOP_INTRO } from '../../schema/page-copy';
import { ALL_CATEGORIES } from '../../schema/rules/catalogue';
import { findPriceRange, LISTING_PAGE_SIZE } from '../../schema/rules/catalogue-filters';
import { MAX_SEARCH_LENGTH, searchWords } from '../../schema/rules/search';
import { PAGE_HEADS } from '../../schema/seo';
import { useUrl } from '../app/location';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { Sheet } from '../ui/Sheet';
import { useLatest } from '../ui/useLatest';
import { CategoryIcon } from './CategoryIcon';
import { ListingFacetsFragment, ListingFilters } from './ListingFilters';
import { ListingPager, ListingPagerFragment } from './ListingPager';
import {
  activeFilterCount,
  type ListingState,
  listingSearch,
  listingSort,
  listingVariables,
  readListingState,
  refine,
  sortOptions,
  withoutFilters,
} from './listing-params';
import { formatCount, productCount } from './listing-text';
import { ProductCardFragment } from './ProductCard';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

const ShopListingQuery = graphql(
  `
    query ShopListing(
      $search: String
      $filter: ProductFilter
      $sort: ProductSort
      $first: Int
      $after: String
      $last: Int
      $before: String
    ) {
      categories {
        id
        icon
      }
      catalogue(
        search: $search
        filter: $filter
        sort: $sort
        first: $first
        after: $after
        last: $last
        before: $before
      ) {
        nodes {
          id
          ...ProductCard
        }
        totalCount
        ...ListingPager
        facets {
          categories {
            value
            label
            count
          }
          ...ListingFacets
        }
      }
    }
  `,
  [ProductCardFragment, ListingPagerFragment, ListingFacetsFragment],
);

const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = LISTING_PAGE_SIZE.default;

const CHIP =
  'inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors lg:h-10';

/** The chosen filters, each with a way to drop it, and "Rimuovi filtri" for all of them. */
function ActiveFilters({ state, pathname }: { state: ListingState; pathname: string }) {
  const chosen: { label: string; next: ListingState }[] = [];
  if (state.availableOnly) {
    chosen.push({ label: 'Solo disponibili', next: refine(state, { availableOnly: false }) });
  }
  if (state.priceRange) {
    const label = findPriceRange(state.priceRange)?.label ?? state.priceRange;
    chosen.push({ label, next: refine(state, { priceRange: null }) });
  }
  if (state.brand) chosen.push({ label: state.brand, next: refine(state, { brand: null }) });
  if (chosen.length === 0) return null;
  return (
    <ul aria-label="Filtri attivi" className="mb-4 flex flex-wrap items-center gap-2">
      {chosen.map((filter) => (
        <li key={filter.label}>
          <Link
            to={`${pathname}${listingSearch(filter.next)}`}
            aria-label={`Togli il filtro ${filter.label}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100 lg:min-h-8"
          >
            {filter.label} <Icon name="close" className="size-4" />
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={`${pathname}${listingSearch(withoutFilters(state))}`}
          className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline lg:min-h-8"
        >
          Rimuovi filtri
        </Link>
      </li>
    </ul>
  );
}

/** The one listing behind /shop, /product-lists and /category-pages; its state is the URL. */
export function ShopPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useUrl();
  const address = params.toString();
  // The site's navigation changes the address only once the next page's code is ready, a moment
  // after the click: until then the listing shows the state asked for, so a radio or a select
  // does not spring back to its old value first.
  const [asked, setAsked] = useState<{ from: string; state: ListingState } | null>(null);
  // Forgotten once the address moves (there, or anywhere else by Back), so it never outlives it.
  if (asked && asked.from !== address) setAsked(null);
  const state = asked && asked.from === address ? asked.state : readListingState(params);
  const [text, setText] = useState(state.search);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const searchId = useId();

  const [result, reexecute] = useQuery({
    query: ShopListingQuery,
    variables: listingVariables(state, PAGE_SIZE),
  });
  const data = useLatest(result.data);

  const navigate = (next: ListingState, replace = false) => {
    setAsked({ from: address, state: next });
    setParams(listingSearch(next).slice(1), { replace });
  };

  // The URL can change under the box (back button, a link): follow it.
  useEffect(
    () => setText((typed) => (typed.trim() === state.search ? typed : state.search)),
    [state.search],
  );

  // Typing searches the server after a pause, replacing the history entry instead of adding one.
  useEffect(() => {
    if (text.trim() === state.search) return;
    const timer = setTimeout(
      () => navigate(refine(state, { search: text.trim() }), true),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  });

  // Punctuation alone searches for nothing: the listing is the whole shop (worker/catalogue/listing-input.ts).
  const isResults = pathname === '/category-pages' && searchWords(state.search).length > 0;
  const title = isResults ? `Risultati per “${state.search}”` : PAGE_HEADS.shop.title;
  const listing = data?.catalogue;
  const products = listing?.nodes ?? [];
  const icons = new Map(data?.categories.map((c) => [c.id, c.icon]));
  const categoryFacets = listing?.facets.categories ?? [];
  const everyCategory = categoryFacets.reduce((total, c) => total + c.count, 0);
  const filterCount = activeFilterCount(state);
  const hasAnything = state.search !== '' || state.category !== ALL_CATEGORIES || filterCount > 0;
  const refused = result.error?.graphQLErrors.find(
    (error) => error.extensions?.code === 'BAD_USER_INPUT',
  );

  const filters = listing ? (
    <ListingFilters state={state} facets={listing.facets} onChange={(next) => navigate(next)} />
  ) : null;

  return (
    <Container className="py-10">
      <PageMeta title={title} description={PAGE_HEADS.shop.description} />
      <PageHeader title={title} intro={SHOP_INTRO} />

      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <search className="block w-full md:max-w-md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              navigate(refine(state, { search: text.trim() }));
            }}
          >
            <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700">
              Cerca nel negozio
            </label>
            <div className="relative">
              <Icon
                name="search"
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
              />
              <input
                id={searchId}
                type="search"
                value={text}
                maxLength={MAX_SEARCH_LENGTH}
                placeholder="Nome, marca o caratteristica"
                onChange={(event) => setText(event.target.value)}
                className="h-11 w-full rounded-full border border-slate-300 bg-white pr-4 pl-12 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
              />
            </div>
          </form>
        </search>
        <div className="flex items-end gap-3">
          <button
            type="button"
            onClick={() => setFiltersOpen(true)}
            className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50 lg:hidden"
          >
            Filtri
            {filterCount > 0 ? (
              <span className="flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs leading-5 text-white">
                <span className="sr-only">: </span>
                {filterCount}
                <span className="sr-only">{filterCount === 1 ? ' attivo' : ' attivi'}</span>
              </span>
            ) : null}
          </button>
          <label className="flex flex-1 items-center gap-2 text-sm font-medium text-slate-700">
            <span className="shrink-0">Ordina per</span>
            <select
              value={sortOptions(state).find((o) => o.sort === listingSort(state))?.value}
              onChange={(event) =>
                navigate(
                  refine(state, {
                    sort:
                      sortOptions(state).find((o) => o.value === event.target.value)?.sort ?? null,
                  }),
                )
              }
              className="h-11 w-full rounded-full border border-slate-300 bg-white px-4 text-base text-ink outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
            >
              {sortOptions(state).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <nav aria-label="Categorie" className="relative -mx-4 mt-6 overflow-x-auto px-4 pb-2">
        <ul className="flex min-w-max gap-2">
          {[{ value: ALL_CATEGORIES, label: 'Tutti', count: everyCategory }, ...categoryFacets].map(
            (category) => {
              const active = category.value === state.category;
              const icon = icons.get(category.value);
              const content = (
                <>
                  {icon ? <CategoryIcon icon={icon} className="size-4" /> : null}
                  <span className="sr-only">
                    {category.label}, {productCount(category.count)}
                  </span>
                  <span aria-hidden="true">{category.label}</span>
                  <span
                    aria-hidden="true"
                    className={`text-xs tabular-nums ${active ? 'text-brand-100' : 'text-slate-500'}`}
                  >
                    {formatCount(category.count)}
                  </span>
                </>
              );
              return (
                <li key={category.value}>
                  {category.count === 0 && !active ? (
                    <span
                      aria-disabled="true"
                      className={`${CHIP} border-slate-200 bg-slate-50 text-slate-400`}
                    >
                      {content}
                    </span>
                  ) : (
                    <Link
                      to={`${pathname}${listingSearch(refine(state, { category: category.value }))}`}
                      aria-current={active ? 'page' : undefined}
                      className={`${CHIP} ${
                        active
                          ? 'border-brand-600 bg-brand-600 text-white'
                          : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400'
                      }`}
                    >
                      {content}
                    </Link>
                  )}
                </li>
              );
            },
          )}
        </ul>
      </nav>

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

          {refused && !result.data ? (
            <div
              role="alert"
              className="rounded-2xl border border-amber-200 bg-amber-50 px-6 py-10 text-center"
            >
              <p className="text-slate-700">{refused.message}</p>
              <Link
                to={`${pathname}${listingSearch({ ...state, cursor: null })}`}
                className={`${buttonStyles.secondary} mt-5`}
              >
                Torna alla prima pagina
              </Link>
            </div>
          ) : result.error && !data ? (
            <ErrorState
              title="Non siamo riusciti a caricare i prodotti"
              onRetry={() => reexecute({ requestPolicy: 'network-only' })}
            />
          ) : !listing ? (
            <ProductGridSkeleton />
          ) : products.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              <Icon name="search" className="mx-auto size-8 text-slate-400" />
              <h2 className="mt-3 text-lg font-semibold">Nessun prodotto trovato</h2>
              <p className="mt-1 text-slate-600">
                Prova con un'altra parola o togli qualche filtro.
              </p>
              {hasAnything ? (
                <Link to={pathname} className={`${buttonStyles.secondary} mt-5`}>
                  Mostra tutti i prodotti
                </Link>
              ) : null}
            </div>
          ) : (
            <div
              className={result.fetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}
            >
              <ProductGrid products={products} label="Prodotti" eagerCount={4} />
              <ListingPager
                state={state}
                pathname={pathname}
                shown={products.length}
                pageSize={PAGE_SIZE}
                page={listing}
              />
            </div>
          )}
        </div>
      </div>

      <Sheet
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        label="Filtri"
        side="right"
        className="lg:hidden"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <h2 className="text-lg font-semibold">Filtri</h2>
            <button
              type="button"
              onClick={() => setFiltersOpen(false)}
              aria-label="Chiudi filtri"
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
            >
              <Icon name="close" className="size-6" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{filters}</div>
          <div className="flex items-center gap-3 border-t border-slate-200 px-4 py-3">
            <button
              type="button"
              disabled={filterCount === 0}
              onClick={() => navigate(withoutFilters(state))}
              className={`${buttonStyles.secondary} px-4 whitespace-nowrap`}
            >
              Rimuovi filtri
            </button>
            <button
              type="button"
              onClick={() => setFiltersOpen(false)}
              className={`${buttonStyles.primary} flex-1 px-4 whitespace-nowrap`}
            >
              {listing ? `Mostra ${productCount(listing.totalCount)}` : 'Mostra i prodotti'}
            </button>
          </div>
        </div>
      </Sheet>
    </Container>
  );
}
