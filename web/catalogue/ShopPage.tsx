import { useEffect, useId, useState } from 'react';
import { useQuery } from 'urql';
import { Link, useSearchParams } from 'wouter';
import { ALL_CATEGORIES } from '../../schema/rules/catalogue';
import { useUrl } from '../app/location';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { useLatest } from '../ui/useLatest';
import { CategoryIcon } from './CategoryIcon';
import { type ListingState, listingSearch, readListingState, SORT_OPTIONS } from './listing-params';
import { ProductCardFragment } from './ProductCard';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

const ShopListingQuery = graphql(
  `
    query ShopListing($category: ID, $search: String, $sort: ProductSort) {
      categories {
        id
        name
        icon
      }
      products(category: $category, search: $search, sort: $sort) {
        id
        ...ProductCard
      }
    }
  `,
  [ProductCardFragment],
);

const SEARCH_DELAY_MS = 300;

function countLabel(count: number): string {
  return count === 1 ? '1 prodotto' : `${count} prodotti`;
}

/** The one listing behind /shop, /product-lists and /category-pages; its state is the URL. */
export function ShopPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useUrl();
  const state = readListingState(params);
  const [text, setText] = useState(state.search);
  const searchId = useId();

  const [result, reexecute] = useQuery({
    query: ShopListingQuery,
    variables: { category: state.category, search: state.search || null, sort: state.sort },
  });
  const data = useLatest(result.data);

  const navigate = (next: Partial<ListingState>, replace = false) =>
    setParams(listingSearch({ ...state, ...next }).slice(1), { replace });

  // The URL can change under the box (back button, a link): follow it.
  useEffect(
    () => setText((typed) => (typed.trim() === state.search ? typed : state.search)),
    [state.search],
  );

  // Typing searches the server after a pause, replacing the history entry instead of adding one.
  useEffect(() => {
    if (text.trim() === state.search) return;
    const timer = setTimeout(() => navigate({ search: text }, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const isResults = pathname === '/category-pages' && state.search !== '';
  const title = isResults ? `Risultati per “${state.search}”` : 'Shop';
  const categories = data?.categories ?? [];
  const products = data?.products ?? [];
  const hasFilters = state.category !== ALL_CATEGORIES || state.search !== '';

  return (
    <Container className="py-10">
      <PageMeta
        title={title}
        description="Smartphone, laptop, tablet, accessori, smartwatch e gaming: dispositivi nuovi e ricondizionati, testati nel nostro laboratorio e garantiti 12 mesi."
      />
      <PageHeader
        title={title}
        intro="Ogni dispositivo è controllato nel nostro laboratorio prima della spedizione e coperto da 12 mesi di garanzia."
      />

      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <search className="block w-full md:max-w-md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              navigate({ search: text });
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
                maxLength={100}
                placeholder="Nome, marca o caratteristica"
                onChange={(event) => setText(event.target.value)}
                className="h-11 w-full rounded-full border border-slate-300 bg-white pr-4 pl-12 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
              />
            </div>
          </form>
        </search>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          Ordina per
          <select
            value={SORT_OPTIONS.find((option) => option.sort === state.sort)?.value}
            onChange={(event) =>
              navigate({
                sort: SORT_OPTIONS.find((o) => o.value === event.target.value)?.sort ?? 'NAME',
              })
            }
            className="h-11 rounded-full border border-slate-300 bg-white px-4 text-base text-ink outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      <nav aria-label="Categorie" className="relative -mx-4 mt-6 overflow-x-auto px-4 pb-2">
        <ul className="flex min-w-max gap-2">
          {[{ id: ALL_CATEGORIES, name: 'Tutti', icon: '' }, ...categories].map((category) => {
            const active = category.id === state.category;
            return (
              <li key={category.id}>
                <Link
                  to={`${pathname}${listingSearch({ ...state, category: category.id })}`}
                  aria-current={active ? 'page' : undefined}
                  className={`inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors ${
                    active
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400'
                  }`}
                >
                  {category.icon ? <CategoryIcon icon={category.icon} className="size-4" /> : null}
                  {category.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {/* The grid's heading: its cards are h3s, so the outline stays h1, h2, h3. */}
      <h2 aria-live="polite" className="mt-4 mb-4 h-5 text-sm font-normal text-slate-600">
        {data ? countLabel(products.length) : 'Caricamento dei prodotti…'}
      </h2>

      {result.error && !data ? (
        <ErrorState
          title="Non siamo riusciti a caricare i prodotti"
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        />
      ) : !data ? (
        <ProductGridSkeleton />
      ) : products.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <Icon name="search" className="mx-auto size-8 text-slate-400" />
          <h2 className="mt-3 text-lg font-semibold">Nessun prodotto trovato</h2>
          <p className="mt-1 text-slate-600">Prova con un'altra parola o togli qualche filtro.</p>
          {hasFilters ? (
            <Link to={pathname} className={`${buttonStyles.secondary} mt-5`}>
              Mostra tutti i prodotti
            </Link>
          ) : null}
        </div>
      ) : (
        <div className={result.fetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <ProductGrid products={products} label="Prodotti" eagerCount={4} />
        </div>
      )}
    </Container>
  );
}
