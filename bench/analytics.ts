/**
 * `BENCH_MODES=analytics`: the staff's figures (docs/product.md#numeri) over a month of 50,000
 * generated orders, each query asked once with the D1 stats header, its rows read and statements
 * held against the bound docs/product.md states. A staff identity needs the Auth Emulator's
 * unsigned tokens, so this server alone runs as development.
 */
import { D1_STATS_HEADER, type D1Stats } from '../schema/d1-stats.ts';
import { romeDaysSpan } from '../schema/rules/rome-days.ts';
import { emulatorToken } from '../tests/worker/identity.ts';
import { generatedOrdersSql } from './order-generator.ts';
import { serveCatalogue } from './serve.ts';

const ANALYTICS_ORDERS = 50_000;
const DAYS = 31;
const METHODS = 4;
const PRODUCTS = 8;
const STAFF = { uid: 'bench-staff', email: 'bench-staff@negozio.test' };

/** docs/product.md#numeri: the rows each figure may read at most, for a month. */
const BOUNDS = {
  sales: 3 * DAYS * METHODS + 5 * DAYS * PRODUCTS + 50,
  accountant: DAYS * METHODS + 1,
  // Twice the month's invoices (one order in ten: its index entry, then its row or its sort) and
  // the summary's rows.
  accountantCsv: (2 * ANALYTICS_ORDERS) / 10 + DAYS * METHODS + 100,
  repairs: 100,
  stock: 100,
};

const QUERIES: { name: keyof typeof BOUNDS; query: string }[] = [
  {
    name: 'sales',
    query: `{ adminSalesFigures(from: "2026-03-01", to: "2026-03-31") {
      amounts { orders total refunded } averageOrder returnsRate
      byPaymentMethod { paymentMethod amounts { total } } series { day amounts { total } }
      byCategory { id net } topProducts { id net } } }`,
  },
  {
    name: 'accountant',
    query: '{ adminAccountantSummary(month: "2026-03") { orders taxable vat } }',
  },
  { name: 'accountantCsv', query: '{ adminAccountantCsv(month: "2026-03") }' },
  {
    name: 'repairs',
    query: `{ adminRepairFigures(from: "2026-03-01", to: "2026-03-31") {
      requests estimatesSent timeToReady { repairs } openByState { repairs } } }`,
  },
  { name: 'stock', query: '{ adminStockFigures { productsOutOfStock stockAlertsWaiting } }' },
];

interface AnalyticsFigure {
  name: string;
  stats: D1Stats;
  bound: number;
}

export async function measureAnalytics(): Promise<AnalyticsFigure[]> {
  const { fromMs } = romeDaysSpan('2026-03-01', '2026-03-31');
  console.log(`\nThe figures: ${ANALYTICS_ORDERS} orders in March 2026, preparing a fresh D1…`);
  const server = await serveCatalogue(PRODUCTS, {
    data: generatedOrdersSql(ANALYTICS_ORDERS, fromMs, DAYS),
    bindings: { ENVIRONMENT: 'development', AUTH_EMULATOR: 'true', ADMIN_EMAILS: STAFF.email },
  });
  try {
    const figures: AnalyticsFigure[] = [];
    for (const { name, query } of QUERIES) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${emulatorToken(STAFF)}`,
          [D1_STATS_HEADER]: '1',
        },
        body: JSON.stringify({ query }),
      });
      const body = (await response.json()) as { errors?: { message: string }[] };
      if (body.errors) throw new Error(`${name}: ${JSON.stringify(body.errors)}`);
      const stats = JSON.parse(response.headers.get(D1_STATS_HEADER) ?? 'null') as D1Stats;
      figures.push({ name, stats, bound: BOUNDS[name] });
    }
    return figures;
  } finally {
    await server.dispose();
  }
}

/** The figures as a table, and whether each stayed within its bound. */
export function formatAnalytics(figures: readonly AnalyticsFigure[]): string {
  const lines = figures.map(
    ({ name, stats, bound }) =>
      `  ${name.padEnd(14)} ${String(stats.statements).padStart(3)} statements ${String(
        stats.rowsRead,
      ).padStart(7)} rows read (bound ${bound}) ${stats.rowsRead <= bound ? 'ok' : 'OVER'}`,
  );
  return [`Staff figures at ${ANALYTICS_ORDERS} orders a month:`, ...lines].join('\n');
}
