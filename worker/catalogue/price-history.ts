import { and, asc, eq, gte, isNull, lte, max, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { productPriceChanges } from '../../schema/db/catalogue';
import { OMNIBUS_WINDOW_MS, type PriceChange } from '../../schema/rules/omnibus';
import { type Database, inJsonList } from '../db';

/**
 * What the Omnibus rule needs to judge a price taking effect at `atMs`
 * (docs/product.md#prices-and-discounts): the changes of each series `rows` picks in the 30 days
 * before, and the last one before them (the price in effect when the window opens), oldest first.
 * A series is a product's own (variant_id null) or one variant's. One statement on the indexes.
 */
function changesBefore(db: Database, rows: SQL | undefined, atMs: number) {
  const windowStart = atMs - OMNIBUS_WINDOW_MS;
  const earlier = alias(productPriceChanges, 'earlier');
  const lastBeforeWindow = db
    .select({ at: max(earlier.changedAtMs) })
    .from(earlier)
    .where(
      and(
        eq(earlier.productId, productPriceChanges.productId),
        sql`${earlier.variantId} IS ${productPriceChanges.variantId}`,
        lte(earlier.changedAtMs, windowStart),
      ),
    );
  return db
    .select({
      productId: productPriceChanges.productId,
      variantId: productPriceChanges.variantId,
      price: productPriceChanges.price,
      changedAtMs: productPriceChanges.changedAtMs,
    })
    .from(productPriceChanges)
    .where(
      and(
        rows,
        gte(productPriceChanges.changedAtMs, sql`coalesce((${lastBeforeWindow}), ${windowStart})`),
      ),
    )
    .orderBy(asc(productPriceChanges.changedAtMs), asc(productPriceChanges.id));
}

/** The product's own series: its cheapest variant's price, which Product.originalPrice judges. */
export async function priceChangesBefore(
  db: Database,
  productId: number,
  atMs: number,
): Promise<PriceChange[]> {
  const { products } = await priceSeriesBefore(
    db,
    { productIds: [productId], variantIds: [] },
    atMs,
  );
  return products.get(productId) ?? [];
}

/** The series of some products (their own) and some variants, by id, each list bound as JSON. */
export async function priceSeriesBefore(
  db: Database,
  named: { productIds: readonly number[]; variantIds: readonly number[] },
  atMs: number,
): Promise<{ products: Map<number, PriceChange[]>; variants: Map<number, PriceChange[]> }> {
  const series = {
    products: new Map<number, PriceChange[]>(named.productIds.map((id) => [id, []])),
    variants: new Map<number, PriceChange[]>(named.variantIds.map((id) => [id, []])),
  };
  if (named.productIds.length + named.variantIds.length === 0) return series;
  const rows = await changesBefore(
    db,
    or(
      and(
        isNull(productPriceChanges.variantId),
        inJsonList(productPriceChanges.productId, named.productIds),
      ),
      inJsonList(productPriceChanges.variantId, named.variantIds),
    ),
    atMs,
  );
  for (const { productId, variantId, price, changedAtMs } of rows) {
    const change = { price, changedAtMs };
    if (variantId === null) series.products.get(productId)?.push(change);
    else series.variants.get(variantId)?.push(change);
  }
  return series;
}
