/**
 * The listing's filters and pages (docs/product.md#catalogue): shared by the Worker, which
 * applies them, and the browser, which keeps them in the URL.
 */
import { PRODUCT_CONDITION, type ProductCondition } from '../vocabulary';

export interface PriceRange {
  id: string;
  label: string;
  /** Euro cents before IVA, as prices are shown: from `min` included to `max` excluded. */
  min: number;
  max: number | null;
}

/**
 * Fixed ranges rather than typed amounts, so their counts come from a summary table: the
 * migration's triggers (migrations/0009_catalogue_search.sql) spell the same boundaries.
 */
export const PRICE_RANGES: readonly PriceRange[] = [
  { id: 'fino-100', label: 'Fino a 100 €', min: 0, max: 10_000 },
  { id: '100-300', label: 'Da 100 a 300 €', min: 10_000, max: 30_000 },
  { id: '300-600', label: 'Da 300 a 600 €', min: 30_000, max: 60_000 },
  { id: '600-1000', label: 'Da 600 a 1.000 €', min: 60_000, max: 100_000 },
  { id: 'oltre-1000', label: 'Oltre 1.000 €', min: 100_000, max: null },
];

export function priceRangeOf(price: number): PriceRange {
  const range = PRICE_RANGES.find((r) => price >= r.min && (r.max === null || price < r.max));
  // Prices are never negative (a CHECK on products), so the first range always starts at 0.
  return range ?? (PRICE_RANGES[0] as PriceRange);
}

export function findPriceRange(id: string | null | undefined): PriceRange | undefined {
  return PRICE_RANGES.find((range) => range.id === id);
}

/** Whether a shopper can buy it now: the same test as the stock badge's "out". */
export function isAvailable(product: { inStock: boolean; stock: number }): boolean {
  return product.inStock && product.stock > 0;
}

/** A listing page holds this many products unless a client asks otherwise, and never more than the max. */
export const LISTING_PAGE_SIZE = { default: 24, max: 48 } as const;

/**
 * `products(...)`, the contract's unpaged list, returns at most this many: a client that wants the
 * rest pages through `catalogue(...)`.
 */
export const PRODUCTS_LIST_LIMIT = 100;

/** A search keeps at most this many matches, the closest first; a shopper narrows from there. */
export const SEARCH_MATCH_LIMIT = 1_000;

/** The header's two searches show this many matches. */
export const HEADER_SEARCH_LIMIT = { desktop: 8, mobile: 6 } as const;

/** What a listing is narrowed to; null is "any". */
export interface ListingFilter {
  category: string | null;
  brand: string | null;
  priceRange: PriceRange | null;
  availableOnly: boolean;
  /** New, refurbished or used (docs/product.md#condition-and-grades). */
  condition: ProductCondition | null;
  /** Variants' sizes, any of them (docs/product.md#filtro-per-versione); empty is "any". */
  sizes: readonly string[];
}

export const NO_FILTER: ListingFilter = {
  category: null,
  brand: null,
  priceRange: null,
  availableOnly: false,
  condition: null,
  sizes: [],
};

/** Products sharing one value of every filter, and how many they are. */
export interface FacetGroup {
  categoryId: string;
  brand: string;
  priceRange: string;
  available: boolean;
  condition: ProductCondition;
  /** The sizes the group's products come in, and those of them that can be bought now. */
  sizes: readonly string[];
  availableSizes: readonly string[];
  products: number;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface Facets {
  categories: FacetValue[];
  brands: FacetValue[];
  priceRanges: FacetValue[];
  conditions: FacetValue[];
  /** The variants' sizes, ordered as sizeOrder sorts them. */
  sizes: FacetValue[];
  available: number;
  /** Products under every filter. */
  total: number;
}

type Dimension = 'category' | 'brand' | 'priceRange' | 'available' | 'condition' | 'size';

/**
 * The sizes by which a group matches the size filter: with "Disponibili", only sizes that can be
 * bought now, so a product sold out in 256GB but not in 128GB is not listed under 256GB.
 */
const matchingSizes = (group: Omit<FacetGroup, 'products'>, availableOnly: boolean) =>
  availableOnly ? group.availableSizes : group.sizes;

function passes(
  group: Omit<FacetGroup, 'products'>,
  filter: ListingFilter,
  ignoring: Dimension | null,
): boolean {
  return (
    (ignoring === 'category' || !filter.category || group.categoryId === filter.category) &&
    (ignoring === 'brand' || !filter.brand || group.brand === filter.brand) &&
    (ignoring === 'priceRange' ||
      !filter.priceRange ||
      group.priceRange === filter.priceRange.id) &&
    (ignoring === 'available' || !filter.availableOnly || group.available) &&
    (ignoring === 'condition' || !filter.condition || group.condition === filter.condition) &&
    (ignoring === 'size' ||
      filter.sizes.length === 0 ||
      matchingSizes(group, filter.availableOnly).some((size) => filter.sizes.includes(size)))
  );
}

/** Whether products of this group are in the listing. */
export const passesFilter = (group: Omit<FacetGroup, 'products'>, filter: ListingFilter) =>
  passes(group, filter, null);

/** The brand filter lists the commonest brands, and the chosen one. */
export const MAX_BRAND_FACETS = 40;

const sum = (groups: readonly FacetGroup[]) => groups.reduce((n, g) => n + g.products, 0);

/** How many products of these groups are in the listing. */
export const listedCount = (groups: readonly FacetGroup[], filter: ListingFilter) =>
  sum(groups.filter((g) => passesFilter(g, filter)));

/**
 * Whether a page filtered by size walks the sizes' own index rather than the sort's
 * (docs/product.md#filtro-per-versione): the filter that keeps fewer products leads, so a page
 * reads past few products it does not show. The sizes chosen (buyable, with "Disponibili") against
 * every other filter together, both counted from the summary rows.
 */
export function sizesLead(groups: readonly FacetGroup[], filter: ListingFilter): boolean {
  const bySizes = listedCount(groups, {
    ...NO_FILTER,
    sizes: filter.sizes,
    availableOnly: filter.availableOnly,
  });
  return bySizes < sum(groups.filter((g) => passes(g, filter, 'size')));
}

const byCountThenName = (a: FacetValue, b: FacetValue) =>
  b.count - a.count || a.label.localeCompare(b.label, 'it');

/**
 * The counts beside each filter value: how many products choosing that value would show, keeping
 * the search and the other filters (so a shopper can switch brand without first clearing one).
 */
export function facetCounts(
  groups: readonly FacetGroup[],
  filter: ListingFilter,
  categories: readonly { id: string; name: string }[],
): Facets {
  const without = (dimension: Dimension) => groups.filter((g) => passes(g, filter, dimension));
  const forCategory = without('category');
  const forBrand = without('brand');
  const forPrice = without('priceRange');
  const forCondition = without('condition');
  const sizeCounts = new Map<string, number>(filter.sizes.map((size) => [size, 0]));
  for (const group of without('size')) {
    for (const size of matchingSizes(group, filter.availableOnly)) {
      sizeCounts.set(size, (sizeCounts.get(size) ?? 0) + group.products);
    }
  }
  const chosenBrands = filter.brand ? [filter.brand] : [];
  const brandCounts = new Map<string, number>(chosenBrands.map((brand) => [brand, 0]));
  for (const group of forBrand) {
    brandCounts.set(group.brand, (brandCounts.get(group.brand) ?? 0) + group.products);
  }
  const brands = shownValues(brandCounts, chosenBrands, MAX_BRAND_FACETS, byCountThenName);
  return {
    categories: categories.map((c) => ({
      value: c.id,
      label: c.name,
      count: sum(forCategory.filter((g) => g.categoryId === c.id)),
    })),
    brands,
    priceRanges: PRICE_RANGES.map((range) => ({
      value: range.id,
      label: range.label,
      count: sum(forPrice.filter((g) => g.priceRange === range.id)),
    })),
    conditions: PRODUCT_CONDITION.values.map((condition) => ({
      value: PRODUCT_CONDITION.toApi(condition),
      label: PRODUCT_CONDITION.label(condition),
      count: sum(forCondition.filter((g) => g.condition === condition)),
    })),
    sizes: shownValues(sizeCounts, filter.sizes, MAX_SIZE_FACETS, (a, b) =>
      sizeOrder(a.value, b.value),
    ),
    // Choosing "Disponibili" also narrows the chosen sizes to those that can be bought.
    available: listedCount(groups, { ...filter, availableOnly: true }),
    total: listedCount(groups, filter),
  };
}

/**
 * The sizes filter lists at most this many values, the most common (a listing rarely spans more
 * than a dozen); the listing's read stays within its cost (worker/graphql/cost.ts).
 */
export const MAX_SIZE_FACETS = 20;

/**
 * The chosen values and the most common others, `most` at most, in `order`: a chosen value stays
 * listed however rare, inside the cap the listing's cost counts (worker/graphql/cost.ts).
 */
function shownValues(
  counts: ReadonlyMap<string, number>,
  chosen: readonly string[],
  most: number,
  order: (a: FacetValue, b: FacetValue) => number,
) {
  const values = [...counts].map(([value, count]) => ({ value, label: value, count }));
  const isChosen = (value: FacetValue) => chosen.includes(value.value);
  return [
    ...values.filter(isChosen),
    ...values.filter((value) => !isChosen(value)).sort(byCountThenName),
  ]
    .slice(0, most)
    .sort(order);
}

/** A listing is narrowed to at most this many sizes at once, each at most this long. */
export const MAX_SIZE_FILTERS = 12;
export const MAX_SIZE_LENGTH = 40;

const CAPACITY = /^(\d+(?:[.,]\d+)?)\s*(GB|TB)$/i;
const LENGTH = /^(\d+(?:[.,]\d+)?)\s*(mm|cm|")$/i;
const BYTES: Record<string, number> = { gb: 1, tb: 1024 };

/** A storage size in GB, a length as written, else null: what sizes sort by before their name. */
function sizeMeasure(size: string): number | null {
  const capacity = CAPACITY.exec(size.trim());
  if (capacity) {
    return (
      Number((capacity[1] as string).replace(',', '.')) *
      (BYTES[(capacity[2] as string).toLowerCase()] ?? 1)
    );
  }
  const length = LENGTH.exec(size.trim());
  return length ? Number((length[1] as string).replace(',', '.')) : null;
}

/** Sizes in the order a shopper reads them: 64GB, 128GB, 1TB; 41mm, 45mm; then the rest by name. */
export function sizeOrder(a: string, b: string): number {
  const [ma, mb] = [sizeMeasure(a), sizeMeasure(b)];
  if (ma !== null && mb !== null && ma !== mb) return ma - mb;
  if (ma !== null && mb === null) return -1;
  if (ma === null && mb !== null) return 1;
  return a.localeCompare(b, 'it', { numeric: true });
}
