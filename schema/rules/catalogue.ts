/** The catalogue's filtering, searching and sorting rules, shared by the Worker and the browser. */

export const ALL_CATEGORIES = 'all';

export type ProductSort = 'NAME' | 'PRICE_LOW' | 'PRICE_HIGH';
export const PRODUCT_SORTS: readonly ProductSort[] = ['NAME', 'PRICE_LOW', 'PRICE_HIGH'];

/** Lower case without accents, so "Cuffie" finds "cuffie" and "perche" finds "perché". */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function containsNormalized(haystacks: readonly string[], needle: string): boolean {
  return haystacks.some((text) => normalizeText(text).includes(needle));
}

interface Searchable {
  name: string;
  brand: string;
  description: string;
}

/** The shop's search: a case-insensitive substring of name, brand or description. */
export function searchProducts<P extends Searchable>(products: readonly P[], text: string): P[] {
  const needle = normalizeText(text);
  if (!needle) return [...products];
  return products.filter((p) => containsNormalized([p.name, p.brand, p.description], needle));
}

interface QuickMatchable {
  name: string;
  brand: string;
  category: string;
}

/** The header searches: a case-insensitive substring of name, brand or category, capped. */
export function quickMatch<P extends QuickMatchable>(
  products: readonly P[],
  text: string,
  limit: number,
): P[] {
  const needle = normalizeText(text);
  if (!needle) return [];
  return products
    .filter((p) => containsNormalized([p.name, p.brand, p.category], needle))
    .slice(0, limit);
}

export function isAllCategories(category: string | null | undefined): boolean {
  return !category || category === ALL_CATEGORIES;
}

export function filterByCategory<P extends { categoryId: string }>(
  products: readonly P[],
  category: string | null | undefined,
): P[] {
  if (isAllCategories(category)) return [...products];
  return products.filter((p) => p.categoryId === category);
}

const italianCollator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

/** Sorts a copy: names as an Italian reader expects (case ignored), prices both ways; ties by id. */
export function sortProducts<P extends { id: number; name: string; price: number }>(
  products: readonly P[],
  sort: ProductSort,
): P[] {
  const byName = (a: P, b: P) => italianCollator.compare(a.name, b.name) || a.id - b.id;
  const compare: Record<ProductSort, (a: P, b: P) => number> = {
    NAME: byName,
    PRICE_LOW: (a, b) => a.price - b.price || byName(a, b),
    PRICE_HIGH: (a, b) => b.price - a.price || byName(a, b),
  };
  return [...products].sort(compare[sort]);
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

/** The ranked products, best-selling first. */
export function bestsellerOrder<P extends Ranked>(catalogue: readonly P[]): P[] {
  return catalogue.filter((p) => p.bestsellerRank !== null).sort(byRank);
}

/**
 * Products to suggest beside one: the same category first, then the bestsellers of the others,
 * never the product itself.
 */
export function relatedProducts<P extends Ranked & { categoryId: string }>(
  product: P,
  catalogue: readonly P[],
  limit: number,
): P[] {
  const others = catalogue.filter((p) => p.id !== product.id);
  const sameCategory = others.filter((p) => p.categoryId === product.categoryId).sort(byRank);
  const rest = others.filter((p) => p.categoryId !== product.categoryId).sort(byRank);
  return [...sameCategory, ...rest].slice(0, limit);
}

/** At or below this many units a product page says "Solo N disponibili". */
export const LOW_STOCK_THRESHOLD = 5;

export type StockState = 'available' | 'low' | 'out';

export function stockState(product: { inStock: boolean; stock: number }): StockState {
  if (!product.inStock || product.stock <= 0) return 'out';
  return product.stock <= LOW_STOCK_THRESHOLD ? 'low' : 'available';
}
