import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../schema/rules/invoices';
import { EXPORT_MESSAGES } from '../../schema/rules/order-export';
import { graphql } from '../../web/graphql';
import { codes, gql } from './client';
import {
  asStaff,
  NOT_STAFF,
  orderInput,
  type PlaceOrderInput,
  placeOrder,
  rowCount,
} from './fixtures';

const LINES = [{ productId: '6', quantity: 1 }];

const COMPANY = {
  kind: 'AZIENDA' as const,
  taxCode: 'IT 04827150964',
  companyName: 'Rossi Riparazioni S.r.l.',
  sdiCode: 'm5uxcr1',
  billingAddress: { street: 'Via Dante 3', postalCode: '00184', city: 'Roma', province: 'rm' },
};

const PLACE_WITH_INVOICE = graphql(`
  mutation Place($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) {
      order {
        id number
        invoice {
          kind name taxCode companyName sdiCode pec billingSameAsShipping
          billingAddress { street postalCode city province }
        }
      }
    }
  }
`);

function place(invoice: PlaceOrderInput['invoice'], overrides: Partial<PlaceOrderInput> = {}) {
  return placeOrder(orderInput(LINES, { invoice, ...overrides }), {
    document: PLACE_WITH_INVOICE,
  });
}

async function storedInvoice() {
  return env.DB.prepare(
    `SELECT invoice_tax_code, invoice_company, invoice_sdi_code, invoice_pec,
            billing_street, billing_postal_code, billing_city, billing_province FROM orders`,
  ).first();
}

/** Today in the shop's time zone, as the export's range names days. */
const romeToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());

const exportCsv = (from: string, to: string, who: Record<string, unknown> = asStaff()) =>
  gql(
    graphql('query Export($from: String!, $to: String!) { adminOrdersCsv(from: $from, to: $to) }'),
    { from, to },
    who,
  );

describe('invoices at checkout', () => {
  it('stores a company invoice with its SDI code and a different billing address', async () => {
    const { body } = await place(COMPANY);
    expect(body.errors).toBeUndefined();
    expect(body.data?.placeOrder.order.invoice).toEqual({
      kind: 'AZIENDA',
      name: 'Rossi Riparazioni S.r.l.',
      taxCode: '04827150964',
      companyName: 'Rossi Riparazioni S.r.l.',
      sdiCode: 'M5UXCR1',
      pec: null,
      billingSameAsShipping: false,
      billingAddress: { street: 'Via Dante 3', postalCode: '00184', city: 'Roma', province: 'RM' },
    });
    expect(await storedInvoice()).toEqual({
      invoice_tax_code: '04827150964',
      invoice_company: 'Rossi Riparazioni S.r.l.',
      invoice_sdi_code: 'M5UXCR1',
      invoice_pec: null,
      billing_street: 'Via Dante 3',
      billing_postal_code: '00184',
      billing_city: 'Roma',
      billing_province: 'RM',
    });
  });

  it('refuses a company without SDI code or PEC, naming both, and writes nothing', async () => {
    const { sdiCode: _sdi, ...withoutCode } = COMPANY;
    const { body } = await place(withoutCode);
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.extensions.fields).toEqual({
      invoiceSdiCode: INVOICE_MESSAGES.companyRecipient,
    });
    expect(await rowCount('orders')).toBe(0);
    expect(await rowCount('order_lines')).toBe(0);
  });

  it('takes a company reached by PEC only, with "0000000" as its code', async () => {
    const { body } = await place({
      ...COMPANY,
      sdiCode: null,
      pec: 'Amministrazione@PEC.rossi.it',
      billingAddress: null,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.placeOrder.order.invoice).toMatchObject({
      sdiCode: '0000000',
      pec: 'amministrazione@pec.rossi.it',
      billingSameAsShipping: true,
    });
  });

  it('stores "0000000" for a private customer who gives neither, billed at the shipping address', async () => {
    const { body } = await place({ kind: 'PRIVATO', taxCode: 'rssmra85t10a562s' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.placeOrder.order.invoice).toEqual({
      kind: 'PRIVATO',
      name: 'Giulia Bianchi',
      taxCode: 'RSSMRA85T10A562S',
      companyName: null,
      sdiCode: '0000000',
      pec: null,
      billingSameAsShipping: true,
      billingAddress: {
        street: 'Via Roma 10',
        postalCode: '20121',
        city: 'Milano',
        province: 'MI',
      },
    });
    expect(await storedInvoice()).toMatchObject({
      invoice_sdi_code: '0000000',
      billing_street: null,
      billing_province: null,
    });
  });

  it('refuses a malformed SDI code or PEC and a bad billing address, and writes nothing', async () => {
    const { body } = await place({
      kind: 'PRIVATO',
      taxCode: 'RSSMRA85T10A562S',
      sdiCode: 'M5-XCR1',
      pec: 'rossi.pec.it',
      billingAddress: { street: 'Via Dante 3', postalCode: '184', city: 'Roma', province: 'XX' },
    });
    expect(body.errors?.[0]?.extensions.fields).toEqual({
      invoiceSdiCode: INVOICE_MESSAGES.sdiCode,
      invoicePec: INVOICE_MESSAGES.pec,
      billingPostalCode: 'Il CAP deve avere 5 cifre.',
      billingProvince: 'Inserisci la sigla di una provincia italiana (es. MI).',
    });
    expect(await rowCount('orders')).toBe(0);
  });

  it('reads a partita IVA as a company when the kind is left out', async () => {
    const { body } = await place({ taxCode: '04827150964', companyName: 'Studio Rossi' });
    expect(body.errors?.[0]?.extensions.fields).toEqual({
      invoiceSdiCode: INVOICE_MESSAGES.companyRecipient,
    });
    const person = await place({ taxCode: 'RSSMRA85T10A562S' });
    expect(person.body.data?.placeOrder.order.invoice?.kind).toBe('PRIVATO');
  });

  it('refuses a person with a partita IVA, and a company without its ragione sociale', async () => {
    const person = await place({ kind: 'PRIVATO', taxCode: '04827150964' });
    expect(person.body.errors?.[0]?.extensions.fields).toEqual({
      invoiceTaxCode: INVOICE_MESSAGES.personalCode,
    });
    const company = await place({ ...COMPANY, companyName: null });
    expect(company.body.errors?.[0]?.extensions.fields).toEqual({
      invoiceCompany: 'Il campo non deve essere vuoto.',
    });
    expect(await rowCount('orders')).toBe(0);
  });

  it('has no invoice on an order without one', async () => {
    const { body } = await place(null);
    expect(body.data?.placeOrder.order.invoice).toBeNull();
    expect(await storedInvoice()).toEqual({
      invoice_tax_code: null,
      invoice_company: null,
      invoice_sdi_code: null,
      invoice_pec: null,
      billing_street: null,
      billing_postal_code: null,
      billing_city: null,
      billing_province: null,
    });
  });
});

describe('the staff export of orders', () => {
  it("lists the range's orders, oldest first, with totals and invoice details", async () => {
    const first = await place(COMPANY);
    const second = await place(null, { firstName: '=Anna', paymentMethod: 'CONTRASSEGNO' });
    const tablet = await placeOrder(
      orderInput([{ productId: '5', quantity: 1 }], { invoice: null, raeeTakeBack: true }),
    );
    expect(tablet.body.errors).toBeUndefined();
    const today = romeToday();
    const { body } = await exportCsv(today, today);
    expect(body.errors).toBeUndefined();
    const lines = body.data?.adminOrdersCsv.split('\n') ?? [];
    expect(lines[0]).toBe(
      'numero,data,stato,pagamento,cliente,email,subtotale,spedizione,iva,totale,fattura,' +
        'intestatario,cf_piva,codice_sdi,pec,indirizzo_fatturazione,cap_fatturazione,' +
        'citta_fatturazione,provincia_fatturazione,ritiro_raee',
    );
    expect(lines).toHaveLength(4);
    const cells = (line: string | undefined) => (line ?? '').split(',');
    const company = cells(lines[1]);
    expect(company[0]).toBe(first.body.data?.placeOrder.order.number);
    expect(company[1]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));
    expect(company.slice(2, 4)).toEqual(['In attesa di pagamento', 'Bonifico bancario']);
    expect(company.slice(6)).toEqual([
      '279.00',
      '0.00',
      '61.38',
      '340.38',
      'Azienda o professionista',
      'Rossi Riparazioni S.r.l.',
      '04827150964',
      'M5UXCR1',
      '',
      'Via Dante 3',
      '00184',
      'Roma',
      'RM',
      'no',
    ]);
    const plain = cells(lines[2]);
    expect(plain[0]).toBe(second.body.data?.placeOrder.order.number);
    // A name a spreadsheet would run as a formula opens as text.
    expect(plain[4]).toBe("'=Anna Bianchi");
    expect(plain.slice(10)).toEqual([...Array(9).fill(''), 'no']);
    // A tablet with the take-back asked for: the courier has an old device to collect.
    expect(cells(lines[3]).at(-1)).toBe('sì');
    // Customers' data leaving the shop is on the record, under the staff member who took it.
    expect(
      await env.DB.prepare(
        `SELECT actor_email, entity_id, summary FROM admin_audit WHERE action = 'export.orders'`,
      ).all(),
    ).toMatchObject({
      results: [
        {
          actor_email: expect.stringContaining('@'),
          entity_id: `${today}..${today}`,
          summary: `Esportati 3 ordini dal ${today} al ${today}`,
        },
      ],
    });
  });

  it('leaves out the orders outside the range', async () => {
    await place(COMPANY);
    const { body } = await exportCsv('2020-01-01', '2020-01-31');
    expect(body.data?.adminOrdersCsv.split('\n')).toHaveLength(1);
  });

  it('refuses a bad range in Italian', async () => {
    const reversed = await exportCsv('2026-03-02', '2026-03-01');
    expect(codes(reversed.body)).toEqual(['BAD_USER_INPUT']);
    expect(reversed.body.errors?.[0]?.message).toBe(EXPORT_MESSAGES.order);
    const long = await exportCsv('2024-01-01', '2025-06-01');
    expect(long.body.errors?.[0]?.message).toBe(EXPORT_MESSAGES.span);
    const malformed = await exportCsv('1/3/2026', '2026-03-01');
    expect(malformed.body.errors?.[0]?.message).toBe(EXPORT_MESSAGES.date);
    expect(await rowCount('admin_audit', `action = 'export.orders'`)).toBe(0);
  });

  it('opens as text in Excel in Italian, which splits the file on semicolons', async () => {
    const { body: placed } = await place(
      {
        ...COMPANY,
        companyName: 'Rossi;=1+1 S.r.l.',
        billingAddress: { ...COMPANY.billingAddress, street: 'Via Roma 1;@SUM(A1)' },
      },
      { lastName: 'Bianchi; -2+3' },
    );
    expect(placed.errors).toBeUndefined();
    const today = romeToday();
    const csv = (await exportCsv(today, today)).body.data?.adminOrdersCsv ?? '';
    expect(csv).toContain('Rossi;');
    // Such a reader ignores the quotes, which do not start its cells: each piece is a cell.
    for (const cell of csv.split(/;|\r\n|\n|\r/)) {
      expect(cell.replace(/^[ \t"]*/, '')).not.toMatch(/^[=+\-@]/);
    }
  });

  it('is for staff only', async () => {
    await place(COMPANY);
    const today = romeToday();
    for (const { who, code } of NOT_STAFF()) {
      const { body } = await exportCsv(today, today, who);
      expect(codes(body)).toEqual([code]);
      expect(body.data?.adminOrdersCsv).toBeUndefined();
    }
  });
});
