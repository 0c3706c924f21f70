/**
 * The catalogue's rules, shared by the Worker and the browser: sorting, related products and stock
 * (docs/product.md#catalogue). Searching is in search.ts, filters and pages in
 * catalogue-filters.ts, the staff's product edits in product-edit.ts.
 */

export const ALL_CATEGORIES = 'all';

/** RELEVANCE, closest match first, applies to a search; without one it orders like NAME. */
export type ProductSort = 'NAME' | 'PRICE_LOW' | 'PRICE_HIGH' | 'RELEVANCE';
export const PRODUCT_SORTS: readonly ProductSort[] = [
  'NAME',
  'PRICE_LOW',
  'PRICE_HIGH',
  'RELEVANCE',
];

/** Lower case without accents, so "Cuffie" finds "cuffie" and "perche" finds "perché". */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function isAllCategories(category: string | null | undefined): boolean {
  return !category || category === ALL_CATEGORIES;
}

/**
 * Names compared as the database's indexes order them (SQLite's NOCASE): the letters A to Z
 * without case, so iPad and iPhone sit among the I's, not after XPS.
 */
export function compareNames(a: string, b: string): number {
  const x = a.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const y = b.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return x < y ? -1 : x > y ? 1 : 0;
}

type Sortable = { id: number; name: string; price: number };

/**
 * How a listing orders products under each sort but RELEVANCE (a search's own closeness, in
 * search-matches.ts): names as above, prices both ways; ties by id, reversed with the price, so
 * PRICE_HIGH is exactly PRICE_LOW backwards.
 */
export const PRODUCT_ORDER: Record<
  Exclude<ProductSort, 'RELEVANCE'>,
  (a: Sortable, b: Sortable) => number
> = {
  NAME: (a, b) => compareNames(a.name, b.name) || a.id - b.id,
  PRICE_LOW: (a, b) => a.price - b.price || a.id - b.id,
  PRICE_HIGH: (a, b) => b.price - a.price || b.id - a.id,
};

/** Sorts a copy as a listing page does (PRODUCT_ORDER); RELEVANCE keeps the given order. */
export function sortProducts<P extends Sortable>(products: readonly P[], sort: ProductSort): P[] {
  return sort === 'RELEVANCE' ? [...products] : [...products].sort(PRODUCT_ORDER[sort]);
}

/** Product ids are positive integers; "3" and " 3 " are product 3, "3a" or "-1" are nothing. */
export function parseProductId(id: string | number): number | null {
  const text = String(id).trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number.parseInt(text, 10);
  return value > 0 ? value : null;
}

type Ranked = { id: number; bestsellerRank: number | null };

/** Best-selling first; unranked products after, by id. */
function byRank(a: Ranked, b: Ranked): number {
  return (
    (a.bestsellerRank ?? Number.MAX_SAFE_INTEGER) - (b.bestsellerRank ?? Number.MAX_SAFE_INTEGER) ||
    a.id - b.id
  );
}

/** A product page suggests four related products; a client may ask for up to twelve. */
export const RELATED_LIMIT = { default: 4, max: 12 } as const;

/**
 * Products to suggest beside one: the same category first, then the bestsellers of the others,
 * never the product itself.
 */
export function relatedProducts<P extends Ranked & { categoryId: string }>(
  product: { id: number; categoryId: string },
  catalogue: readonly P[],
  limit: number,
): P[] {
  const others = catalogue.filter((p) => p.id !== product.id);
  const sameCategory = others.filter((p) => p.categoryId === product.categoryId).sort(byRank);
  const rest = others.filter((p) => p.categoryId !== product.categoryId).sort(byRank);
  return [...sameCategory, ...rest].slice(0, limit);
}

/**
 * For each category, the products a page of that category may suggest, in order: its own best
 * then the others' (relatedProducts for a product not among them), one more than `limit` in case
 * the product itself is one of them. What a product page reads beside its product before it
 * knows the product's category (docs/product.md#catalogue).
 */
export function relatedPicksByCategory<P extends Ranked & { categoryId: string }>(
  catalogue: readonly P[],
  limit: number,
): Record<string, number[]> {
  const categories = new Set(catalogue.map((p) => p.categoryId));
  return Object.fromEntries(
    [...categories].map((categoryId) => [
      categoryId,
      relatedProducts({ id: 0, categoryId }, catalogue, limit + 1).map((p) => p.id),
    ]),
  );
}

/** At or below this many units a product page says "Solo N disponibili". */
const LOW_STOCK_THRESHOLD = 5;

export type StockState = 'available' | 'low' | 'out';

export function stockState(product: { inStock: boolean; stock: number }): StockState {
  if (!product.inStock || product.stock <= 0) return 'out';
  return product.stock <= LOW_STOCK_THRESHOLD ? 'low' : 'available';
}
