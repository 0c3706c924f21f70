import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql } from './client';
import { asStaff, cancelOrder, NOT_STAFF, orderPlaced } from './fixtures';

// Every expected figure below is worked out by hand from the fixtures, never by the code under test.

const SALES = graphql(`
  query SalesFiguresTest($from: String!, $to: String!) {
    adminSalesFigures(from: $from, to: $to) {
      from to averageOrder returnsRate
      amounts { orders subtotal shipping taxes total invoices cancelled returns refunds refunded }
      byPaymentMethod { paymentMethod amounts { orders total cancelled refunded } }
      series { day amounts { orders total } }
      byCategory { id name units net }
      topProducts { id name units net }
    }
  }
`);

const SUMMARY = graphql(`
  query AccountantSummaryTest($month: String!) {
    adminAccountantSummary(month: $month) {
      month orders taxable vat shipping total invoicesRequested refunds refunded
      refundedTaxable refundedVat
    }
  }
`);

const CSV = graphql(`
  query AccountantCsvTest($month: String!) { adminAccountantCsv(month: $month) }
`);

interface Fixture {
  id: string;
  /** When it was placed, in UTC. */
  at: string;
  method: 'bonifico' | 'contrassegno' | 'ritiro' | 'online';
  line: { productId: number; quantity: number; unitPrice: number };
  shipping: number;
  taxes: number;
  invoice?: string;
}

/** An order as placing it leaves it, written straight to D1 so its instant can be chosen. */
function orderStatements(order: Fixture) {
  const at = Date.parse(order.at);
  const subtotal = order.line.quantity * order.line.unitPrice;
  const total = subtotal + order.shipping + order.taxes;
  return [
    env.DB.prepare(
      `INSERT INTO orders (id, number, access_token, idempotency_key, request_digest, status,
         payment_method, email, first_name, last_name, phone, street, postal_code, city, province,
         invoice_tax_code, invoice_company, invoice_sdi_code, subtotal, shipping, taxes, total,
         created_at_ms, updated_at_ms)
       VALUES (?1, 'RL-' || ?1, 'token-' || ?1, 'key-' || ?1, 'digest', 'pagato', ?2,
         'anna.conti@example.it', 'Anna', 'Conti', '333 1', 'Via Po 1', '10121', 'Torino', 'TO',
         ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10)`,
    ).bind(
      order.id,
      order.method,
      order.invoice ?? null,
      order.invoice ? 'Conti Srl' : null,
      order.invoice ? 'M5UXCR1' : null,
      subtotal,
      order.shipping,
      order.taxes,
      total,
      at,
    ),
    env.DB.prepare(
      `INSERT INTO order_lines (order_id, position, product_id, name, brand, image, unit_price,
         quantity, line_total, stock_taken)
       VALUES (?, 0, ?, 'Prodotto', 'Marca', '/p.svg', ?, ?, ?, 1)`,
    ).bind(order.id, order.line.productId, order.line.unitPrice, order.line.quantity, subtotal),
  ];
}

// March 2026: the clocks go forward on Sunday the 29th (23 hours, UTC+2 from 01:00 UTC).
const ORDERS: Fixture[] = [
  // 23:30 in Rome on the 29th, already summer time: the 29th. 27.900 × 22% = 6.138,00.
  {
    id: 'a',
    at: '2026-03-29T21:30:00Z',
    method: 'bonifico',
    shipping: 0,
    taxes: 6138,
    line: { productId: 6, quantity: 1, unitPrice: 27900 },
  },
  // 10,25 € × 22% = 2,255 → 2,26 half-up; under 100 € so 15 € shipping: 27,51 €.
  {
    id: 'b',
    at: '2026-03-29T08:00:00Z',
    method: 'contrassegno',
    shipping: 1500,
    taxes: 226,
    line: { productId: 7, quantity: 1, unitPrice: 1025 },
  },
  // Placed on the 29th, then cancelled: no sale, one cancellation; its invoice counts nowhere.
  {
    id: 'c',
    at: '2026-03-29T10:00:00Z',
    method: 'bonifico',
    shipping: 0,
    taxes: 11000,
    line: { productId: 1, quantity: 1, unitPrice: 50000 },
    invoice: 'CNTNNA80A41L219X',
  },
  // 00:30 in Rome on the 30th: not the 29th. 2 × 279 € = 558 €, IVA 122,76 €.
  {
    id: 'd',
    at: '2026-03-29T22:30:00Z',
    method: 'bonifico',
    shipping: 0,
    taxes: 12276,
    line: { productId: 6, quantity: 2, unitPrice: 27900 },
    invoice: '04827150964',
  },
  // 23:30 in Rome on the 28th, still winter time (UTC+1). 699 € × 22% = 153,78 €.
  {
    id: 'e',
    at: '2026-03-28T22:30:00Z',
    method: 'online',
    shipping: 0,
    taxes: 15378,
    line: { productId: 5, quantity: 1, unitPrice: 69900 },
  },
  // 1 April: another month.
  {
    id: 'f',
    at: '2026-04-01T08:00:00Z',
    method: 'ritiro',
    shipping: 0,
    taxes: 22,
    line: { productId: 6, quantity: 1, unitPrice: 100 },
  },
];

async function seedMarch() {
  await env.DB.batch([
    ...ORDERS.flatMap(orderStatements),
    env.DB.prepare(`UPDATE orders SET status = 'annullato' WHERE id = 'c'`),
    // Order b's return: asked at 15:00 and refunded at 18:00 in Rome on the 29th, its product
    // with IVA: 10,25 + 2,26 = 12,51 €.
    env.DB.prepare(
      `INSERT INTO order_returns (id, number, order_id, status, statement, created_at_ms, updated_at_ms)
       VALUES ('ret-b', 'RS-1', 'b', 'richiesto', 'Recedo', ?1, ?1)`,
    ).bind(Date.parse('2026-03-29T13:00:00Z')),
    env.DB.prepare(
      `UPDATE order_returns SET status = 'rimborsato', refund_amount = 1251, updated_at_ms = ?
       WHERE id = 'ret-b'`,
    ).bind(Date.parse('2026-03-29T16:00:00Z')),
  ]);
}

describe("a period's sales", () => {
  it('counts the Rome day of 23 hours: refunds, a cancelled order, IVA rounding', async () => {
    await seedMarch();
    const { adminSalesFigures: sales } = dataOf(
      await gql(SALES, { from: '2026-03-29', to: '2026-03-29' }, asStaff()),
    );
    expect(sales.amounts).toEqual({
      orders: 2,
      subtotal: 27900 + 1025,
      shipping: 1500,
      taxes: 6138 + 226,
      total: 34038 + 2751,
      invoices: 0,
      cancelled: 1,
      returns: 1,
      refunds: 1,
      refunded: 1251,
    });
    // 367,89 € over 2 orders = 183,945 → 183,95 half-up.
    expect(sales.averageOrder).toBe(18395);
    expect(sales.returnsRate).toBe(0.5);
    expect(sales.byPaymentMethod).toEqual([
      {
        paymentMethod: 'BONIFICO',
        amounts: { orders: 1, total: 34038, cancelled: 1, refunded: 0 },
      },
      {
        paymentMethod: 'CONTRASSEGNO',
        amounts: { orders: 1, total: 2751, cancelled: 0, refunded: 1251 },
      },
    ]);
    expect(sales.byCategory).toEqual([
      { id: 'accessori', name: 'Accessori', units: 1, net: 27900 },
      { id: 'smartwatch', name: 'Smartwatch', units: 1, net: 1025 },
    ]);
    expect(sales.topProducts.map((p) => [p.id, p.units, p.net])).toEqual([
      ['6', 1, 27900],
      ['7', 1, 1025],
    ]);
  });

  it('gives a series per Rome day, each order on the day it was placed in Rome', async () => {
    await seedMarch();
    const { adminSalesFigures: sales } = dataOf(
      await gql(SALES, { from: '2026-03-28', to: '2026-03-31' }, asStaff()),
    );
    expect(sales.series).toEqual([
      { day: '2026-03-28', amounts: { orders: 1, total: 85278 } },
      { day: '2026-03-29', amounts: { orders: 2, total: 36789 } },
      { day: '2026-03-30', amounts: { orders: 1, total: 68076 } },
    ]);
    expect(sales.topProducts.map((p) => [p.id, p.units, p.net])).toEqual([
      ['6', 3, 83700],
      ['5', 1, 69900],
      ['7', 1, 1025],
    ]);
  });

  it('counts a 25-hour day whole: 23:30 in Rome on 25 October is still the 25th', async () => {
    await env.DB.batch([
      ...orderStatements({
        id: 'late',
        at: '2026-10-25T22:30:00Z',
        method: 'ritiro',
        shipping: 0,
        taxes: 22,
        line: { productId: 6, quantity: 1, unitPrice: 100 },
      }),
      ...orderStatements({
        id: 'early',
        at: '2026-10-24T22:30:00Z',
        method: 'ritiro',
        shipping: 0,
        taxes: 22,
        line: { productId: 6, quantity: 1, unitPrice: 100 },
      }),
    ]);
    const { adminSalesFigures: sales } = dataOf(
      await gql(SALES, { from: '2026-10-25', to: '2026-10-25' }, asStaff()),
    );
    expect(sales.amounts.orders).toBe(2);
    expect(sales.series.map((day) => day.day)).toEqual(['2026-10-25']);
  });

  it('says nothing was sold in an empty period', async () => {
    const { adminSalesFigures: sales } = dataOf(
      await gql(SALES, { from: '2026-01-01', to: '2026-01-31' }, asStaff()),
    );
    expect(sales.amounts.orders).toBe(0);
    expect(sales.averageOrder).toBe(0);
    expect(sales.returnsRate).toBeNull();
    expect(sales.series).toEqual([]);
  });

  it('follows an order placed through the shop, and its cancellation', async () => {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());
    const before = dataOf(await gql(SALES, { from: today, to: today }, asStaff()));
    expect(before.adminSalesFigures.amounts.orders).toBe(0);
    const order = await orderPlaced([{ productId: '6', quantity: 1 }]);
    const after = dataOf(await gql(SALES, { from: today, to: today }, asStaff()));
    // 279 € + 22% = 340,38 €, no shipping above 100 €.
    expect(after.adminSalesFigures.amounts).toMatchObject({
      orders: 1,
      subtotal: 27900,
      total: 34038,
    });
    dataOf(await cancelOrder(order.id, 'IN_ATTESA_DI_PAGAMENTO'));
    const cancelled = dataOf(await gql(SALES, { from: today, to: today }, asStaff()));
    expect(cancelled.adminSalesFigures.amounts).toMatchObject({
      orders: 0,
      total: 0,
      cancelled: 1,
    });
    expect(cancelled.adminSalesFigures.topProducts).toEqual([]);
  });

  it('refuses a period that is none, in Italian, and anyone but staff', async () => {
    const bad = await gql(SALES, { from: '2026-02-30', to: '2026-03-01' }, asStaff());
    expect(codes(bad.body)).toEqual(['BAD_USER_INPUT']);
    expect(bad.body.errors?.[0]?.message).toBe('Indica una data valida nel formato AAAA-MM-GG.');
    const long = await gql(SALES, { from: '2025-01-01', to: '2026-03-01' }, asStaff());
    expect(long.body.errors?.[0]?.message).toBe('Puoi chiedere al massimo 366 giorni alla volta.');
    for (const { who, code } of NOT_STAFF()) {
      const { body } = await gql(SALES, { from: '2026-03-01', to: '2026-03-31' }, who);
      expect(codes(body)).toEqual([code]);
    }
  });
});

describe("the accountant's summary", () => {
  it("adds up a month's sales and parts its refunds into taxable and IVA", async () => {
    await seedMarch();
    const { adminAccountantSummary: march } = dataOf(
      await gql(SUMMARY, { month: '2026-03' }, asStaff()),
    );
    expect(march).toEqual({
      month: '2026-03',
      orders: 4,
      taxable: 27900 + 1025 + 55800 + 69900,
      vat: 6138 + 226 + 12276 + 15378,
      shipping: 1500,
      total: 34038 + 2751 + 68076 + 85278,
      invoicesRequested: 1,
      refunds: 1,
      refunded: 1251,
      // 12,51 € / 1,22 = 10,254 → 10,25 taxable, 2,26 IVA.
      refundedTaxable: 1025,
      refundedVat: 226,
    });
  });

  it('exports it as CSV with the invoices asked for, never a cancelled order', async () => {
    await seedMarch();
    const { adminAccountantCsv: csv } = dataOf(await gql(CSV, { month: '2026-03' }, asStaff()));
    const lines = csv.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'voce,imponibile,iva,totale',
      'Vendite (prodotti),1546.25,340.18,1886.43',
      'Spedizioni,15.00,0.00,15.00',
      'Rimborsi (da sottrarre),10.25,2.26,12.51',
    ]);
    expect(lines.slice(5)).toEqual([
      'numero,data,intestatario,cf_piva,codice_sdi,pec,imponibile,spedizione,iva,totale',
      'RL-d,2026-03-30 00:30,Conti Srl,04827150964,M5UXCR1,,558.00,0.00,122.76,680.76',
    ]);
    const audit = await env.DB.prepare(
      `SELECT action, entity_id FROM admin_audit WHERE action = 'export.accountant'`,
    ).first();
    expect(audit).toEqual({ action: 'export.accountant', entity_id: '2026-03' });
  });

  it('refuses a month that is none, in Italian', async () => {
    const { body } = await gql(SUMMARY, { month: '2026-13' }, asStaff());
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.message).toBe('Indica un mese valido nel formato AAAA-MM.');
  });
});
