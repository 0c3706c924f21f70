import { asc, between, desc, eq, sql, sum } from 'drizzle-orm';
import { categories, products } from '../../schema/db/catalogue';
import { salesDays, salesProducts } from '../../schema/db/figures';
import { averageCents, shareOf } from '../../schema/rules/figures';
import { checkedPeriod } from '../admin/figures-period';
import type { Database } from '../db';

/** How many products "top products" lists. */
export const TOP_PRODUCTS = 10;
/** The most categories the figures name: more than the shop will ever have. */
export const CATEGORIES_LISTED = 100;

const total = (column: Parameters<typeof sum>[0]) => sum(column).mapWith(Number);

const AMOUNTS = {
  orders: total(salesDays.orders),
  subtotal: total(salesDays.subtotal),
  shipping: total(salesDays.shipping),
  taxes: total(salesDays.taxes),
  total: total(salesDays.total),
  invoices: total(salesDays.invoices),
  cancelled: total(salesDays.cancelled),
  returns: total(salesDays.returns),
  refunds: total(salesDays.refunds),
  refunded: total(salesDays.refunded),
};

export type SalesAmounts = { [K in keyof typeof AMOUNTS]: number };

const inPeriod = (from: string, to: string) => between(salesDays.day, from, to);

/**
 * The sales of a period of Rome days from the daily figures (docs/product.md#numeri): each query
 * reads at most one row per day and payment method, or per day and product sold.
 */
export async function salesFigures(db: Database, fromDay: string, toDay: string) {
  const { from, to } = checkedPeriod(fromDay, toDay);
  const soldInPeriod = between(salesProducts.day, from, to);
  // A cancellation leaves a product's day at zero units: nothing sold, nothing listed.
  const sold = sql`sum(${salesProducts.units}) > 0`;
  const units = sql<number>`sum(${salesProducts.units})`.as('units');
  const net = sql<number>`sum(${salesProducts.net})`.as('net');
  // Added up first, then named: each category and each of the top products is looked up once.
  const perCategory = db
    .select({ categoryId: products.categoryId, units, net })
    .from(salesProducts)
    .innerJoin(products, eq(products.id, salesProducts.productId))
    .where(soldInPeriod)
    .groupBy(products.categoryId)
    .having(sold)
    .as('per_category');
  const topSold = db
    .select({ productId: salesProducts.productId, units, net })
    .from(salesProducts)
    .where(soldInPeriod)
    .groupBy(salesProducts.productId)
    .having(sold)
    .orderBy(desc(net), desc(units), asc(salesProducts.productId))
    .limit(TOP_PRODUCTS)
    .as('top_sold');
  const [methods, series, byCategory, top] = await Promise.all([
    db
      .select({ paymentMethod: salesDays.paymentMethod, ...AMOUNTS })
      .from(salesDays)
      .where(inPeriod(from, to))
      .groupBy(salesDays.paymentMethod)
      .orderBy(asc(salesDays.paymentMethod)),
    db
      .select({ day: salesDays.day, ...AMOUNTS })
      .from(salesDays)
      .where(inPeriod(from, to))
      .groupBy(salesDays.day)
      .orderBy(asc(salesDays.day)),
    db
      .select({
        id: categories.id,
        name: categories.name,
        units: sql<number>`${perCategory.units}`.mapWith(Number),
        net: sql<number>`${perCategory.net}`.mapWith(Number),
      })
      .from(perCategory)
      .innerJoin(categories, eq(categories.id, perCategory.categoryId))
      .orderBy(desc(perCategory.net), asc(categories.position))
      .limit(CATEGORIES_LISTED),
    db
      .select({
        id: products.id,
        name: products.name,
        units: sql<number>`${topSold.units}`.mapWith(Number),
        net: sql<number>`${topSold.net}`.mapWith(Number),
      })
      .from(topSold)
      .innerJoin(products, eq(products.id, topSold.productId))
      .orderBy(desc(topSold.net), desc(topSold.units), asc(products.id)),
  ]);
  const all = sumOf(methods);
  return {
    from,
    to,
    ...all,
    averageOrder: averageCents(all.total, all.orders),
    returnsRate: shareOf(all.returns, all.orders),
    byPaymentMethod: methods,
    series,
    byCategory,
    topProducts: top,
  };
}

/** The period's amounts: the payment methods' added up, zero when nothing was sold. */
function sumOf(rows: readonly SalesAmounts[]): SalesAmounts {
  const sums = Object.fromEntries(Object.keys(AMOUNTS).map((key) => [key, 0])) as SalesAmounts;
  for (const row of rows) {
    for (const key of Object.keys(AMOUNTS) as (keyof SalesAmounts)[]) sums[key] += row[key];
  }
  return sums;
}
