import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../schema/db/catalogue';

/**
 * The units some lines take or give back, per product, for one statement over every product:
 * the units bound as one JSON object, since D1 binds at most 100 values a statement and an order
 * holds up to 100 lines (docs/product.md#orders).
 */
export function productUnits(lines: readonly { productId: number; quantity: number }[]): {
  ids: number[];
  /** The units of the product a statement is at (`products.id`). */
  unitsOf: SQL<number>;
} {
  const units = new Map<number, number>();
  for (const line of lines) {
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  const json = JSON.stringify(Object.fromEntries(units));
  return {
    ids: [...units.keys()],
    unitsOf: sql<number>`json_extract(${json}, '$."' || ${products.id} || '"')`,
  };
}
