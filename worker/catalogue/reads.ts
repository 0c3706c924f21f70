import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { categories, type ProductRow, products } from '../../schema/db/catalogue';
import { PRODUCTS_LIST_LIMIT } from '../../schema/rules/catalogue-filters';
import { type Database, inJsonList } from '../db';

/**
 * A product on sale, not archived (docs/product.md#archived-products). Every shop read names it:
 * the listing's indexes hold only such products (migrations/0033), and SQLite uses them only
 * for a read that says so.
 */
export const onSale = isNull(products.archivedAtMs);

/** A product a shopper may still put in a cart: known and not archived. */
export function forSale(product: ProductRow | undefined): ProductRow | undefined {
  return product?.archivedAtMs == null ? product : undefined;
}

/**
 * The catalogue's point reads: each one indexed statement, whatever the catalogue's size
 * (docs/product.md#catalogue).
 */

export function productById(db: Database, id: number): Promise<ProductRow | undefined> {
  return db.select().from(products).where(eq(products.id, id)).get();
}

export async function productsByIds(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ProductRow>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(products).where(inJsonList(products.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A product and, in the same statement, the products its page may suggest: `picks` names them
 * for each category (relatedPicksByCategory) and the product's own category picks its list. One
 * round trip to D1 for a product page instead of two.
 */
export function productWithPicks(
  db: Database,
  id: number,
  picks: Record<string, number[]>,
): Promise<ProductRow[]> {
  const picked = sql`SELECT pick.value FROM json_each(${JSON.stringify(picks)}) AS category, json_each(category.value) AS pick WHERE category.key = (SELECT ${products.categoryId} FROM ${products} WHERE ${products.id} = ${id})`;
  return db
    .select()
    .from(products)
    .where(sql`${products.id} IN (SELECT ${id} UNION ALL ${picked})`);
}

/** The home page's list: the ranked products, best-selling first, as many as `products` gives. */
export function bestsellers(db: Database): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(isNotNull(products.bestsellerRank), onSale))
    .orderBy(asc(products.bestsellerRank), asc(products.id))
    .limit(PRODUCTS_LIST_LIMIT);
}

/** What relatedProducts ranks a product by. */
export type RankedProduct = Pick<ProductRow, 'id' | 'categoryId' | 'bestsellerRank'>;

/**
 * What every product's related products are picked from (relatedProducts): the best `limit + 1`
 * of each category by bestseller rank, ranked and unranked apart. Whatever
 * the product, its category's best and the best of the others are among them, so one statement
 * serves any number of products. Each category's two groups are an indexed range (products_category_rank_idx) of
 * at most `limit + 1` rows: the rows read grow with the categories, never with the catalogue, and
 * the two groups are two terms of a compound SELECT whatever the number of categories (D1 allows
 * five).
 */
export function relatedCandidates(db: Database, limit: number): Promise<ProductRow[]> {
  const best = (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) =>
    sql`SELECT best.id FROM ${categories} JOIN ${products} AS best ON best.id IN (SELECT q.id FROM ${products} AS q WHERE q.category_id = ${categories.id} AND q.archived_at_ms IS NULL AND ${where} ORDER BY ${order} LIMIT ${limit + 1})`;
  const candidates = sql.join(
    [
      best(sql`q.bestseller_rank IS NOT NULL`, sql`q.bestseller_rank, q.id`),
      best(sql`q.bestseller_rank IS NULL`, sql`q.id`),
    ],
    sql` UNION ALL `,
  );
  return db.select().from(products).where(sql`${products.id} IN (${candidates})`);
}
