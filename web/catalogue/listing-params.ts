import { ALL_CATEGORIES, type ProductSort } from '../../schema/rules/catalogue';
import {
  findPriceRange,
  MAX_SIZE_FILTERS,
  MAX_SIZE_LENGTH,
} from '../../schema/rules/catalogue-filters';
import { type ApiValueOf, PRODUCT_CONDITION } from '../../schema/vocabulary';

/** Where the page starts: after or before a cursor pageInfo handed out; null is the first page. */
type ListingCursor = { after: string } | { before: string } | null;

/**
 * The listing's whole state as the URL carries it, defaults left out:
 * ?q=apple&category=laptop&marca=Apple&prezzo=600-1000&disponibili=1&condizione=ricondizionato&versione=128GB&versione=256GB&sort=price-low&dopo=…
 */
export interface ListingState {
  search: string;
  category: string;
  brand: string | null;
  /** An id of PRICE_RANGES. */
  priceRange: string | null;
  availableOnly: boolean;
  /** As the API names it; the URL spells it as stored (docs/product.md#condition-and-grades). */
  condition: ApiValueOf<typeof PRODUCT_CONDITION> | null;
  /** Variants' sizes, any of them (docs/product.md#filtro-per-versione); empty is any size. */
  sizes: readonly string[];
  /** null is the default: RELEVANCE with a search, NAME without. */
  sort: ProductSort | null;
  cursor: ListingCursor;
}

export const DEFAULT_LISTING: ListingState = {
  search: '',
  category: ALL_CATEGORIES,
  brand: null,
  priceRange: null,
  availableOnly: false,
  condition: null,
  sizes: [],
  sort: null,
  cursor: null,
};

interface SortOption {
  value: string;
  sort: ProductSort;
  label: string;
}

const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'relevance', sort: 'RELEVANCE', label: 'Rilevanza' },
  { value: 'name', sort: 'NAME', label: 'Nome' },
  { value: 'price-low', sort: 'PRICE_LOW', label: 'Prezzo crescente' },
  { value: 'price-high', sort: 'PRICE_HIGH', label: 'Prezzo decrescente' },
];

/** The sorts a shopper can pick: relevance only means something with a search. */
export function sortOptions(state: ListingState): readonly SortOption[] {
  return state.search ? SORT_OPTIONS : SORT_OPTIONS.filter((option) => option.sort !== 'RELEVANCE');
}

/** The order the products come in, as the Worker applies it (docs/product.md#catalogue). */
export function listingSort(state: ListingState): ProductSort {
  if (!state.search) return state.sort === 'RELEVANCE' || !state.sort ? 'NAME' : state.sort;
  return state.sort ?? 'RELEVANCE';
}

// The same bounds the Worker checks, so a hand-edited URL degrades to the defaults, not an error.
const MAX_SEARCH_LENGTH = 100;
const MAX_CATEGORY_LENGTH = 40;
const MAX_BRAND_LENGTH = 80;
const MAX_CURSOR_LENGTH = 512;

const bounded = (value: string | null, max: number) =>
  value && value.length <= max ? value : null;

function readCursor(params: URLSearchParams): ListingCursor {
  const after = bounded(params.get('dopo'), MAX_CURSOR_LENGTH);
  if (after) return { after };
  const before = bounded(params.get('prima'), MAX_CURSOR_LENGTH);
  return before ? { before } : null;
}

function conditionOf(text: string | null): ListingState['condition'] {
  return text && PRODUCT_CONDITION.has(text) ? PRODUCT_CONDITION.toApi(text) : null;
}

/** The sizes of a URL, each once, within the Worker's bounds; a hand-edited excess is dropped. */
function sizesOf(params: URLSearchParams): string[] {
  const sizes = params.getAll('versione').filter((size) => bounded(size, MAX_SIZE_LENGTH));
  return [...new Set(sizes)].slice(0, MAX_SIZE_FILTERS);
}

export function readListingState(params: URLSearchParams): ListingState {
  const search = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const sortValue = params.get('sort');
  const sort = SORT_OPTIONS.find((option) => option.value === sortValue)?.sort ?? null;
  return {
    search,
    category: bounded(params.get('category'), MAX_CATEGORY_LENGTH) ?? ALL_CATEGORIES,
    brand: bounded(params.get('marca'), MAX_BRAND_LENGTH),
    priceRange: findPriceRange(params.get('prezzo'))?.id ?? null,
    availableOnly: params.get('disponibili') === '1',
    condition: conditionOf(params.get('condizione')),
    sizes: sizesOf(params),
    sort: sort && sort === listingSort({ ...DEFAULT_LISTING, search }) ? null : sort,
    cursor: readCursor(params),
  };
}

/** The query string for a state ("" for the defaults), so shared links stay short. */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set('q', search);
  if (state.category !== ALL_CATEGORIES) params.set('category', state.category);
  if (state.brand) params.set('marca', state.brand);
  if (state.priceRange) params.set('prezzo', state.priceRange);
  if (state.availableOnly) params.set('disponibili', '1');
  if (state.condition) params.set('condizione', PRODUCT_CONDITION.fromApi(state.condition));
  for (const size of state.sizes) params.append('versione', size);
  const sort = listingSort({ ...state, search });
  if (sort !== listingSort({ ...DEFAULT_LISTING, search })) {
    params.set('sort', SORT_OPTIONS.find((option) => option.sort === sort)?.value ?? '');
  }
  if (state.cursor && 'after' in state.cursor) params.set('dopo', state.cursor.after);
  if (state.cursor && 'before' in state.cursor) params.set('prima', state.cursor.before);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The state after a shopper changes a search, filter or sort: back to the first page, since a
 * cursor belongs to one list.
 */
export function refine(state: ListingState, change: Partial<Omit<ListingState, 'cursor'>>) {
  return { ...state, ...change, cursor: null };
}

/**
 * How many filters of the panel narrow the list (the category has its own tabs): the "Filtri"
 * button shows it and "Rimuovi filtri" clears them.
 */
export function activeFilterCount(state: ListingState): number {
  return (
    Number(state.brand !== null) +
    Number(state.priceRange !== null) +
    Number(state.availableOnly) +
    Number(state.condition !== null) +
    state.sizes.length
  );
}

export function withoutFilters(state: ListingState): ListingState {
  return refine(state, {
    brand: null,
    priceRange: null,
    availableOnly: false,
    condition: null,
    sizes: [],
  });
}

/** The sizes after a shopper ticks or unticks one. */
export function toggleSize(state: ListingState, size: string, chosen: boolean): ListingState {
  const others = state.sizes.filter((s) => s !== size);
  return refine(state, { sizes: chosen ? [...others, size] : others });
}

/** The listing's variables for `catalogue(...)`. */
export function listingVariables(state: ListingState, pageSize: number) {
  const cursor = state.cursor;
  return {
    search: state.search || null,
    filter: {
      category: state.category,
      brand: state.brand,
      priceRange: state.priceRange,
      availableOnly: state.availableOnly,
      condition: state.condition,
      sizes: state.sizes.length > 0 ? [...state.sizes] : null,
    },
    sort: listingSort(state),
    ...(cursor && 'before' in cursor
      ? { last: pageSize, before: cursor.before }
      : { first: pageSize, after: cursor?.after ?? null }),
  };
}
