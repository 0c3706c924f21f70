import { ALL_CATEGORIES, type ProductSort } from '../../schema/rules/catalogue';

/** The product store's state as the URL carries it: ?category=laptop&sort=price-low&q=apple */
export interface ListingState {
  category: string;
  sort: ProductSort;
  search: string;
}

export const SORT_OPTIONS: readonly { value: string; sort: ProductSort; label: string }[] = [
  { value: 'name', sort: 'NAME', label: 'Nome' },
  { value: 'price-low', sort: 'PRICE_LOW', label: 'Prezzo crescente' },
  { value: 'price-high', sort: 'PRICE_HIGH', label: 'Prezzo decrescente' },
];

const MAX_SEARCH_LENGTH = 100;

export function readListingState(params: URLSearchParams): ListingState {
  const sortValue = params.get('sort');
  const sort = SORT_OPTIONS.find((option) => option.value === sortValue)?.sort ?? 'NAME';
  return {
    category: params.get('category') || ALL_CATEGORIES,
    sort,
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
  };
}

/** The query string for a state, leaving defaults out so shared links stay short. */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.category !== ALL_CATEGORIES) params.set('category', state.category);
  const sort = SORT_OPTIONS.find((option) => option.sort === state.sort);
  if (sort && sort.sort !== 'NAME') params.set('sort', sort.value);
  if (state.search.trim()) params.set('q', state.search.trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}
