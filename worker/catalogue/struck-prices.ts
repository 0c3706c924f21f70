import { sql } from 'drizzle-orm';
import { productVariants } from '../../schema/db/catalogue';
import type { Cents } from '../../schema/rules/money';
import { repricedReference } from '../../schema/rules/omnibus';
import { type Database, inJsonList } from '../db';
import { priceSeriesBefore } from './price-history';

/** A variant's new price, by its id. */
export interface NewPrice {
  id: number;
  price: Cents;
}

/**
 * What every price writer adds to its batch, after the statements that write the prices
 * (docs/product.md#prices-and-discounts): the struck price of each variant whose price changes,
 * judged by the rule over its own series as it stood before the write, at `atMs`, the time the
 * write dates its prices with. The product's follows its cheapest variant's (migration 0047's
 * triggers). Read in one statement; written in one, the list bound as one JSON value.
 */
export async function struckPriceWrites(db: Database, repriced: readonly NewPrice[], atMs: number) {
  const { variants: series } = await priceSeriesBefore(
    db,
    { productIds: [], variantIds: repriced.map(({ id }) => id) },
    atMs,
  );
  const references = JSON.stringify(
    repriced.map(({ id, price }) => ({
      id,
      reference: repricedReference(series.get(id) ?? [], price, atMs),
    })),
  );
  // In a list: a query returned bare from an async function would be awaited, so run, here.
  return [
    db
      .update(productVariants)
      .set({
        originalPrice: sql`(SELECT r.value ->> 'reference' FROM json_each(${references}) AS r WHERE r.value ->> 'id' = ${productVariants.id})`,
      })
      .where(
        inJsonList(
          productVariants.id,
          repriced.map(({ id }) => id),
        ),
      ),
  ] as const;
}
