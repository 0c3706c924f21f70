import { and, asc, eq, gte, lte, max, sql } from 'drizzle-orm';
import { productPriceChanges } from '../../schema/db/catalogue';
import { OMNIBUS_WINDOW_MS, type PriceChange } from '../../schema/rules/omnibus';
import type { Database } from '../db';

/**
 * What the Omnibus rule needs to judge a price taking effect at `atMs`
 * (docs/product.md#prices-and-discounts): the product's price changes of the 30 days before, and
 * the last one before them (the price in effect when the window opens). One statement on the
 * (product_id, changed_at_ms) index, oldest first.
 */
export function priceChangesBefore(
  db: Database,
  productId: number,
  atMs: number,
): Promise<PriceChange[]> {
  const windowStart = atMs - OMNIBUS_WINDOW_MS;
  const lastBeforeWindow = db
    .select({ at: max(productPriceChanges.changedAtMs) })
    .from(productPriceChanges)
    .where(
      and(
        eq(productPriceChanges.productId, productId),
        lte(productPriceChanges.changedAtMs, windowStart),
      ),
    );
  return db
    .select({ price: productPriceChanges.price, changedAtMs: productPriceChanges.changedAtMs })
    .from(productPriceChanges)
    .where(
      and(
        eq(productPriceChanges.productId, productId),
        gte(productPriceChanges.changedAtMs, sql`coalesce((${lastBeforeWindow}), ${windowStart})`),
      ),
    )
    .orderBy(asc(productPriceChanges.changedAtMs), asc(productPriceChanges.id));
}
