import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { generatedOrdersSql } from '../../bench/order-generator';
import type { D1Stats } from '../../schema/d1-stats';
import { romeDaysSpan } from '../../schema/rules/rome-days';
import { graphql } from '../../web/graphql';
import { dataOf, gql } from './client';
import { asStaff } from './fixtures';

/** Orders placed in March 2026 (bench/order-generator.ts). */
const ORDERS = 10_000;
const DAYS = 31;
const METHODS = 4;
const MEASURED = { headers: { ...asStaff().headers, 'x-d1-stats': '1' } };

const SALES = graphql(`
  query SalesScaleTest($from: String!, $to: String!) {
    adminSalesFigures(from: $from, to: $to) {
      amounts { orders subtotal shipping taxes total cancelled }
      byPaymentMethod { paymentMethod amounts { orders } }
      series { day amounts { total } }
      byCategory { id units net }
      topProducts { id units net }
    }
  }
`);

const SUMMARY = graphql(`
  query AccountantScaleTest($month: String!) {
    adminAccountantSummary(month: $month) { orders taxable vat total invoicesRequested }
  }
`);

beforeEach(async () => {
  const { fromMs } = romeDaysSpan('2026-03-01', '2026-03-31');
  await env.DB.batch(
    generatedOrdersSql(ORDERS, fromMs, DAYS).map((statement) => env.DB.prepare(statement)),
  );
});

const statsOf = (headers: Headers) => JSON.parse(headers.get('x-d1-stats') ?? '{}') as D1Stats;

describe(`the figures at ${ORDERS.toLocaleString('it-IT')} orders a month`, () => {
  it('match the orders themselves, read straight from them (the reference)', async () => {
    const { fromMs, untilMs } = romeDaysSpan('2026-03-01', '2026-03-31');
    const reference = await env.DB.prepare(
      `SELECT count(*) AS orders, sum(subtotal) AS subtotal, sum(shipping) AS shipping,
         sum(taxes) AS taxes, sum(total) AS total
       FROM orders WHERE created_at_ms >= ? AND created_at_ms < ? AND status <> 'annullato'`,
    )
      .bind(fromMs, untilMs)
      .first();
    const { adminSalesFigures: sales } = dataOf(
      await gql(SALES, { from: '2026-03-01', to: '2026-03-31' }, asStaff()),
    );
    expect(sales.amounts).toMatchObject(reference ?? {});
    expect(sales.amounts.orders + sales.amounts.cancelled).toBe(ORDERS);
    expect(sales.series).toHaveLength(DAYS);
    expect(sales.byCategory.reduce((units, c) => units + c.units, 0)).toBe(sales.amounts.orders);
  });

  it("read a month's sales in rows bounded by days, methods and products, not orders", async () => {
    const { headers } = await gql(SALES, { from: '2026-03-01', to: '2026-03-31' }, MEASURED);
    const stats = statsOf(headers);
    // docs/product.md#numeri: 3 × days × methods (the totals by method, sorted, and the chart)
    // + 5 × product-days (by category: each row, its product and the sort; the top products: each
    // row and the sort) + the categories and products named. D1 counts a sorted row twice.
    const productDays = DAYS * 8;
    expect(stats.statements).toBe(4);
    expect(stats.rowsRead).toBeLessThanOrEqual(3 * DAYS * METHODS + 5 * productDays + 50);
    expect(stats.rowsRead).toBeLessThan(ORDERS / 5);
  });

  it("read a month's summary in one row per day and method", async () => {
    const { headers, body } = await gql(SUMMARY, { month: '2026-03' }, MEASURED);
    expect(body.data?.adminAccountantSummary.invoicesRequested).toBeGreaterThan(0);
    const stats = statsOf(headers);
    expect(stats.statements).toBe(1);
    expect(stats.rowsRead).toBeLessThanOrEqual(DAYS * METHODS + 1);
  });
});
