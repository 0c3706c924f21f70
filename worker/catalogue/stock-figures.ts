import { and, asc, count, inArray, isNull, sql } from 'drizzle-orm';
import { products, productVariants } from '../../schema/db/catalogue';
import { stockAlerts } from '../../schema/db/stock-alerts';
import { LOW_STOCK_THRESHOLD } from '../../schema/rules/figures';
import type { Database } from '../db';

/** How many products low on stock the figures name, fewest units first. */
export const LOW_STOCK_LISTED = 20;

const low = sql.raw(String(LOW_STOCK_THRESHOLD));
// Written out, not bound, so SQLite sees they are the conditions of the low-stock indexes.
const productLow = sql`${products.archivedAtMs} IS NULL AND ${products.stock} <= ${low}`;
const variantLow = sql`${productVariants.stock} <= ${low}`;

const split = (stock: typeof products.stock | typeof productVariants.stock) => ({
  out: sql<number>`coalesce(sum(${stock} = 0), 0)`.mapWith(Number),
  low: sql<number>`coalesce(sum(${stock} > 0), 0)`.mapWith(Number),
});

/**
 * The stock's figures now (docs/product.md#numeri): only the products and variants at or under
 * the threshold are read, through indexes that hold nothing else, and the back-in-stock requests
 * still waiting through their status index. The catalogue records no cost price, so there is no
 * stock value at cost.
 */
export async function stockFigures(db: Database) {
  const [productCounts, variantCounts, lowest, alerts] = await Promise.all([
    db.select(split(products.stock)).from(products).where(productLow).get(),
    db.select(split(productVariants.stock)).from(productVariants).where(variantLow).get(),
    db
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(productLow)
      .orderBy(asc(products.stock), asc(products.id))
      .limit(LOW_STOCK_LISTED),
    db
      .select({ n: count() })
      .from(stockAlerts)
      .where(
        and(
          inArray(stockAlerts.status, ['in_attesa', 'da_inviare']),
          isNull(stockAlerts.withdrawnAtMs),
        ),
      )
      .get(),
  ]);
  return {
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    productsOutOfStock: productCounts?.out ?? 0,
    productsLowOnStock: productCounts?.low ?? 0,
    variantsOutOfStock: variantCounts?.out ?? 0,
    variantsLowOnStock: variantCounts?.low ?? 0,
    lowestStock: lowest,
    stockAlertsWaiting: alerts?.n ?? 0,
  };
}
