import { sql } from 'drizzle-orm';
import { products, productVariants } from '../../schema/db/catalogue';
import type { Cents } from '../../schema/rules/money';
import { type PriceChange, repricedReference } from '../../schema/rules/omnibus';
import { type Database, inJsonList } from '../db';
import { priceSeriesBefore } from './price-history';

/** A product's new cheapest price, or a variant's new price, by its id. */
export interface NewPrice {
  id: number;
  price: Cents;
}

/**
 * What every price writer adds to its batch, after the statements that write the prices
 * (docs/product.md#prices-and-discounts): the struck price of each product whose own (cheapest)
 * price changes and of each variant whose price changes, judged by the rule over its own series as
 * it stood before the write, at `atMs`, the time the write dates its prices with. Read in one
 * statement; written in one per table, each list bound as one JSON value.
 */
export async function struckPriceWrites(
  db: Database,
  repriced: { products: readonly NewPrice[]; variants: readonly NewPrice[] },
  atMs: number,
) {
  const series = await priceSeriesBefore(
    db,
    {
      productIds: repriced.products.map(({ id }) => id),
      variantIds: repriced.variants.map(({ id }) => id),
    },
    atMs,
  );
  const references = (prices: readonly NewPrice[], of: Map<number, PriceChange[]>) =>
    JSON.stringify(
      prices.map(({ id, price }) => ({
        id,
        reference: repricedReference(of.get(id) ?? [], price, atMs),
      })),
    );
  const productRefs = references(repriced.products, series.products);
  const variantRefs = references(repriced.variants, series.variants);
  const referenceOf = (refs: string, id: unknown) =>
    sql`(SELECT r.value ->> 'reference' FROM json_each(${refs}) AS r WHERE r.value ->> 'id' = ${id})`;
  return [
    db
      .update(products)
      .set({ originalPrice: referenceOf(productRefs, products.id) })
      .where(
        inJsonList(
          products.id,
          repriced.products.map(({ id }) => id),
        ),
      ),
    db
      .update(productVariants)
      .set({ originalPrice: referenceOf(variantRefs, productVariants.id) })
      .where(
        inJsonList(
          productVariants.id,
          repriced.variants.map(({ id }) => id),
        ),
      ),
  ] as const;
}
