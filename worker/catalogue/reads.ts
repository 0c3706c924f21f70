import { asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type ProductRow, products } from '../../schema/db/catalogue';
import { relatedProducts } from '../../schema/rules/catalogue';
import { PRODUCTS_LIST_LIMIT } from '../../schema/rules/catalogue-filters';
import type { Database } from '../db';

/**
 * The catalogue's point reads: each one indexed statement, whatever the catalogue's size
 * (docs/product.md#catalogue).
 */

export function productById(db: Database, id: number): Promise<ProductRow | undefined> {
  return db.select().from(products).where(eq(products.id, id)).get();
}

/** D1 binds at most 100 values a statement; a cart holds far fewer lines. */
const MAX_IDS = 100;

export async function productsByIds(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ProductRow>> {
  const wanted = [...new Set(ids)].slice(0, MAX_IDS);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(products).where(inArray(products.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The home page's list: the ranked products, best-selling first, as many as `products` gives. */
export function bestsellers(db: Database): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(isNotNull(products.bestsellerRank))
    .orderBy(asc(products.bestsellerRank), asc(products.id))
    .limit(PRODUCTS_LIST_LIMIT);
}

/**
 * Beside one product: at most `limit` candidates from each of the rule's four groups (its category
 * ranked and unranked, the others ranked and unranked), each an indexed range, then the rule
 * (relatedProducts) picks and orders them.
 */
export async function related(
  db: Database,
  product: ProductRow,
  limit: number,
): Promise<ProductRow[]> {
  if (limit === 0) return [];
  const group = (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) =>
    sql`SELECT id FROM (SELECT id FROM products WHERE ${where} ORDER BY ${order} LIMIT ${limit})`;
  const same = sql`category_id = ${product.categoryId} AND id <> ${product.id}`;
  const other = sql`category_id <> ${product.categoryId}`;
  const candidates = sql.join(
    [
      group(sql`${same} AND bestseller_rank IS NOT NULL`, sql`bestseller_rank, id`),
      group(sql`${same} AND bestseller_rank IS NULL`, sql`id`),
      group(sql`${other} AND bestseller_rank IS NOT NULL`, sql`bestseller_rank, id`),
      group(sql`${other} AND bestseller_rank IS NULL`, sql`id`),
    ],
    sql` UNION ALL `,
  );
  const rows = await db.select().from(products).where(sql`${products.id} IN (${candidates})`);
  return relatedProducts(product, rows, limit);
}
