import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql, rawGql } from './client';
import {
  asStaff,
  catalogueRows,
  EDIT_PRODUCT_STOCK,
  editProduct,
  fromNewClient,
  NOT_STAFF,
  orderPlaced,
  PRODUCT_EDIT,
  QUOTE_REQUEST,
  rowCount,
  seedQuote,
  seedRepair,
  seedShippingForm,
  stockOf,
} from './fixtures';

const asAdmin = asStaff();

/** An order that went through, for staff to work on. */
const placedOrderOf = async (productId: string, quantity: number) =>
  (await orderPlaced([{ productId, quantity }])).id;

/** Every admin operation, as a client would send it, with what it needs to exist first. */
const OPERATIONS: {
  name: string;
  query: string;
  variables?: () => Promise<Record<string, unknown>>;
  writes?: boolean;
}[] = [
  { name: 'adminCounts', query: '{ adminCounts { newQuotes } }' },
  { name: 'adminQuoteRequests', query: '{ adminQuoteRequests { total } }' },
  {
    name: 'adminQuoteRequest',
    query: 'query Q($id: ID!) { adminQuoteRequest(id: $id) { id } }',
    variables: async () => ({ id: 'q1' }),
  },
  { name: 'adminShippingForms', query: '{ adminShippingForms { total } }' },
  { name: 'adminShippingForm', query: '{ adminShippingForm(id: "s1") { id } }' },
  { name: 'adminRepairs', query: '{ adminRepairs { total } }' },
  { name: 'adminRepair', query: '{ adminRepair(id: "x") { id } }' },
  { name: 'adminOrders', query: '{ adminOrders { total } }' },
  { name: 'adminOrder', query: '{ adminOrder(id: "x") { id } }' },
  { name: 'adminNewsletter', query: '{ adminNewsletter { total } }' },
  { name: 'adminNewsletterCsv', query: '{ adminNewsletterCsv }' },
  { name: 'adminAuditLog', query: '{ adminAuditLog { total } }' },
  { name: 'adminLatestAudit', query: '{ adminLatestAudit { id } }' },
  { name: 'adminProducts', query: '{ adminProducts { id } }' },
  { name: 'adminProductPage', query: '{ adminProductPage { total } }' },
  { name: 'adminCatalogueCsv', query: '{ adminCatalogueCsv { after } }' },
  {
    name: 'adminPreviewCatalogueCsv',
    query: 'mutation P($csv: String!) { adminPreviewCatalogueCsv(csv: $csv) { created } }',
    variables: async () => ({ csv: (await catalogueRows('6')).join('\n') }),
  },
  {
    name: 'adminImportCatalogueCsv',
    writes: true,
    query: 'mutation I($csv: String!) { adminImportCatalogueCsv(csv: $csv) { written } }',
    variables: async () => ({ csv: (await catalogueRows('6')).join('\n') }),
  },
  {
    name: 'adminCreateRepair',
    writes: true,
    query: 'mutation C($input: AdminRepairInput!) { adminCreateRepair(input: $input) { id code } }',
    variables: async () => ({
      input: {
        customerName: 'Luca Gallo',
        email: 'luca@example.it',
        phone: '333 123 4567',
        device: 'Pixel 7',
        problem: 'Non carica più',
      },
    }),
  },
  {
    name: 'adminCreateRepairFromQuote',
    writes: true,
    query: 'mutation C($id: ID!) { adminCreateRepairFromQuote(quoteRequestId: $id) { id } }',
    variables: async () => ({ id: 'q1' }),
  },
  {
    name: 'adminCreateRepairFromShippingForm',
    writes: true,
    query: 'mutation C($id: ID!) { adminCreateRepairFromShippingForm(shippingFormId: $id) { id } }',
    variables: async () => ({ id: 's1' }),
  },
  {
    name: 'adminUpdateRepairStatus',
    writes: true,
    query:
      'mutation U($id: ID!) { adminUpdateRepairStatus(id: $id, status: IN_DIAGNOSI, note: "Controllo") { id } }',
    variables: async () => {
      await seedRepair({ id: 'r9', code: 'RIP-ABCDEFGH', status: 'ricevuto' });
      return { id: 'r9' };
    },
  },
  {
    name: 'adminRevokeRepairLinks',
    writes: true,
    query: 'mutation R($id: ID!) { adminRevokeRepairLinks(id: $id) { id linksExpireAt } }',
    variables: async () => {
      await seedRepair({ id: 'r9', code: 'RIP-ABCDEFGH', status: 'ricevuto' });
      return { id: 'r9' };
    },
  },
  {
    name: 'adminSetRepairShipment',
    writes: true,
    query:
      'mutation S($id: ID!) { adminSetRepairShipment(repairId: $id, direction: RITORNO, carrier: DHL, trackingNumber: "1234567891") { id } }',
    variables: async () => {
      await seedRepair({ id: 'r9', code: 'RIP-ABCDEFGH', status: 'pronto_per_il_ritiro' });
      return { id: 'r9' };
    },
  },
  {
    name: 'adminSetRequestStatus',
    writes: true,
    query:
      'mutation S($id: ID!) { adminSetRequestStatus(kind: PREVENTIVO, id: $id, status: ARCHIVIATA) }',
    variables: async () => ({ id: 'q1' }),
  },
  {
    name: 'adminAdvanceOrder',
    writes: true,
    query:
      'mutation A($id: ID!) { adminAdvanceOrder(id: $id, from: IN_ATTESA_DI_PAGAMENTO, status: PAGATO) { id } }',
    variables: async () => ({ id: await placedOrderOf('6', 1) }),
  },
  {
    name: 'adminCancelOrder',
    writes: true,
    query:
      'mutation A($id: ID!) { adminCancelOrder(id: $id, from: IN_ATTESA_DI_PAGAMENTO) { id } }',
    variables: async () => ({ id: await placedOrderOf('6', 1) }),
  },
  {
    name: 'adminUpdateProduct',
    writes: true,
    query:
      'mutation U($input: AdminProductInput!, $seen: Int!) { adminUpdateProduct(id: "1", input: $input, seenStock: $seen) { id } }',
    variables: async () => ({ input: PRODUCT_EDIT, seen: await stockOf(1) }),
  },
];

describe('every admin operation', () => {
  for (const operation of OPERATIONS) {
    it(`${operation.name} is refused signed out and as a customer, and done for staff`, async () => {
      await seedQuote();
      await seedShippingForm();
      const variables = (await operation.variables?.()) ?? {};
      const auditBefore = await rowCount('admin_audit');
      for (const { who, code, message } of NOT_STAFF()) {
        const { body } = await rawGql(operation.query, variables, who);
        expect(codes(body)).toEqual([code]);
        expect(body.errors?.[0]?.message).toBe(message);
      }
      expect(await rowCount('admin_audit')).toBe(auditBefore);
      const { body } = await rawGql(operation.query, variables, asAdmin);
      expect(body.errors).toBeUndefined();
      if (operation.writes) expect(await rowCount('admin_audit')).toBe(auditBefore + 1);
    });
  }
});

describe('repairs from the counter and from requests', () => {
  it('converts a quote request, hands out the code, and the customer sees each new state', async () => {
    await seedQuote();
    const created = await gql(
      graphql(
        'mutation { adminCreateRepairFromQuote(quoteRequestId: "q1") { id code device email } }',
      ),
      undefined,
      asAdmin,
    );
    const repair = dataOf(created).adminCreateRepairFromQuote;
    expect(repair.code).toMatch(/^RIP-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(repair).toMatchObject({
      device: 'Tablet Apple iPad 9',
      email: 'sara.fontana@example.it',
    });
    expect(
      await env.DB.prepare("SELECT status, repair_id FROM list_preventivo WHERE id = 'q1'").first(),
    ).toEqual({
      status: 'convertita',
      repair_id: repair.id,
    });
    const again = await gql(
      graphql('mutation { adminCreateRepairFromQuote(quoteRequestId: "q1") { id } }'),
      undefined,
      asAdmin,
    );
    expect(codes(again.body)).toEqual(['CONFLICT']);

    await gql(
      graphql(
        'mutation U($id: ID!) { adminUpdateRepairStatus(id: $id, status: PRONTO_PER_IL_RITIRO, note: "Schermo sostituito e collaudato") { id } }',
      ),
      { id: repair.id },
      asAdmin,
    );
    const seen = await gql(
      graphql(
        'query R($code: String!) { repairStatus(code: $code, email: "sara.fontana@example.it") { status timeline { status note } } }',
      ),
      { code: repair.code },
      { headers: { 'cf-connecting-ip': '203.0.113.7' } },
    );
    expect(seen.body.data?.repairStatus).toEqual({
      status: 'PRONTO_PER_IL_RITIRO',
      timeline: [
        { status: 'RICEVUTO', note: null },
        { status: 'PRONTO_PER_IL_RITIRO', note: 'Schermo sostituito e collaudato' },
      ],
    });
    const log = await gql(graphql('{ adminLatestAudit { action summary } }'), undefined, asAdmin);
    expect(log.body.data?.adminLatestAudit.map((entry) => entry.action)).toEqual([
      'repair.status',
      'repair.create',
    ]);
    expect(log.body.data?.adminLatestAudit[0]?.summary).toContain(
      'Ricevuto → Pronto per il ritiro',
    );
  });

  it('checks a walk-in repair like any form', async () => {
    const { body } = await gql(
      graphql('mutation C($input: AdminRepairInput!) { adminCreateRepair(input: $input) { id } }'),
      { input: { customerName: '', email: 'x', phone: '1', device: 'Pixel', problem: 'ok' } },
      asAdmin,
    );
    expect(body.errors?.[0]?.extensions.fields).toMatchObject({
      customerName: 'Il campo non deve essere vuoto.',
      email: 'Email non e valido',
    });
    expect(await rowCount('list_repair')).toBe(0);
  });
});

describe('orders', () => {
  it('move forward only, with tracking when shipped, and cancelling returns the stock once', async () => {
    const id = await placedOrderOf('3', 2);
    expect(await stockOf(3)).toBe(3);
    const skip = await gql(
      graphql(
        'mutation A($id: ID!) { adminAdvanceOrder(id: $id, from: IN_ATTESA_DI_PAGAMENTO, status: CONSEGNATO) { id } }',
      ),
      { id },
      asAdmin,
    );
    expect(skip.body.errors).toBeUndefined();
    const back = await gql(
      graphql(
        'mutation A($id: ID!) { adminAdvanceOrder(id: $id, from: CONSEGNATO, status: PAGATO) { id } }',
      ),
      { id },
      asAdmin,
    );
    expect(codes(back.body)).toEqual(['BAD_USER_INPUT']);

    const other = await placedOrderOf('3', 2);
    await gql(
      graphql(
        'mutation A($id: ID!) { adminAdvanceOrder(id: $id, from: IN_ATTESA_DI_PAGAMENTO, status: SPEDITO, trackingNumber: "BRT123456") { id } }',
      ),
      { id: other },
      asAdmin,
    );
    const shipped = await gql(
      graphql('query O($id: ID!) { adminOrder(id: $id) { status trackingNumber } }'),
      { id: other },
      asAdmin,
    );
    expect(shipped.body.data?.adminOrder).toEqual({
      status: 'SPEDITO',
      trackingNumber: 'BRT123456',
    });
    expect(await stockOf(3)).toBe(1);

    const third = await placedOrderOf('3', 1);
    expect(await stockOf(3)).toBe(0);
    const [first, second] = await Promise.all([
      gql(
        graphql(
          'mutation C($id: ID!) { adminCancelOrder(id: $id, from: IN_ATTESA_DI_PAGAMENTO, note: "Cliente irraggiungibile") { status } }',
        ),
        { id: third },
        asAdmin,
      ),
      gql(
        graphql(
          'mutation C($id: ID!) { adminCancelOrder(id: $id, from: IN_ATTESA_DI_PAGAMENTO) { status } }',
        ),
        { id: third },
        asAdmin,
      ),
    ]);
    expect([first.body.errors, second.body.errors].filter(Boolean)).toHaveLength(1);
    expect(await stockOf(3)).toBe(1);
    const delivered = await gql(
      graphql('mutation C($id: ID!) { adminCancelOrder(id: $id, from: CONSEGNATO) { status } }'),
      { id },
      asAdmin,
    );
    expect(codes(delivered.body)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('the shop module', () => {
  it('edits a product and the shop shows it at once', async () => {
    const { body } = await editProduct('1', {}, { document: EDIT_PRODUCT_STOCK });
    expect(body.data).toEqual({ adminUpdateProduct: { price: 119900, stock: 3 } });
    const shop = await gql(graphql('{ product(id: "1") { price originalPrice stock sizes } }'));
    expect(shop.body.data?.product).toEqual({
      price: 119900,
      // Lowered from 1.299,00, its price on record (docs/product.md#prices-and-discounts).
      originalPrice: 129900,
      stock: 3,
      sizes: ['128GB', '256GB'],
    });
    const totals = await gql(
      graphql('{ cartTotals(lines: [{ productId: "1", quantity: 5 }]) { subtotal } }'),
    );
    expect(totals.body.data?.cartTotals.subtotal).toBe(3 * 119900);
  });

  it('refuses a bad edit field by field and changes nothing', async () => {
    const { body } = await editProduct('1', {
      price: 'gratis',
      stock: -1,
      description: 'corta',
      colors: [{ name: 'Blu', hex: 'blu' }],
      sizes: [],
    });
    expect(body.errors?.[0]?.extensions.fields).toEqual({
      price: 'Scrivi il prezzo in euro, ad esempio 1.299,00.',
    });
    const second = await editProduct('1', {
      stock: -1,
      description: 'corta',
      colors: [{ name: 'Blu', hex: 'blu' }],
      sizes: [],
    });
    expect(Object.keys(second.body.errors?.[0]?.extensions.fields ?? {}).sort()).toEqual([
      'colors',
      'description',
      'sizes',
      'stock',
    ]);
    expect(await stockOf(1)).toBe(12);
    expect(await rowCount('admin_audit')).toBe(0);
  });
});

describe('lists', () => {
  it('come newest first, a capped page at a time, with search and state filters', async () => {
    for (let i = 1; i <= 60; i++) await seedQuote(`q${i}`, 1_000_000 + i);
    const { body } = await gql(
      graphql('{ adminQuoteRequests(size: 500) { items { id } total size pageCount } }'),
      undefined,
      asAdmin,
    );
    expect(body.data?.adminQuoteRequests).toMatchObject({ total: 60, size: 50, pageCount: 2 });
    expect(body.data?.adminQuoteRequests.items[0]?.id).toBe('q60');
    const second = await gql(
      graphql('{ adminQuoteRequests(page: 2, size: 50) { items { id } } }'),
      undefined,
      asAdmin,
    );
    expect(second.body.data?.adminQuoteRequests.items.map((q) => q.id)).toEqual([
      'q10',
      'q9',
      'q8',
      'q7',
      'q6',
      'q5',
      'q4',
      'q3',
      'q2',
      'q1',
    ]);
    const search = await gql(
      graphql('{ adminQuoteRequests(search: "000042") { total } }'),
      undefined,
      asAdmin,
    );
    expect(search.body.data?.adminQuoteRequests.total).toBe(1);
    const percent = await gql(
      graphql('{ adminQuoteRequests(search: "%") { total } }'),
      undefined,
      asAdmin,
    );
    expect(percent.body.data?.adminQuoteRequests.total).toBe(0);
    const archived = await gql(
      graphql('{ adminQuoteRequests(status: ARCHIVIATA) { total } }'),
      undefined,
      asAdmin,
    );
    expect(archived.body.data?.adminQuoteRequests.total).toBe(0);
  });

  it('search a literal substring, ASCII case aside, of up to 100 characters', async () => {
    // 61 characters, 62 bytes: over the 50 bytes D1 allows a LIKE pattern.
    const name = 'Maria Grazia Benedetta Niccolò Fontanarosa della Gherardesca';
    const sent = await gql(
      graphql('mutation ($input: QuoteRequestInput!) { requestQuote(input: $input) { id } }'),
      { input: { ...QUOTE_REQUEST, name } },
      fromNewClient(),
    );
    expect(sent.body.errors).toBeUndefined();
    const found = async (search: string) => {
      const { body } = await gql(
        graphql('query ($search: String) { adminQuoteRequests(search: $search) { total } }'),
        { search },
        asAdmin,
      );
      expect(body.errors).toBeUndefined();
      return body.data?.adminQuoteRequests.total;
    };
    expect(await found(name.toUpperCase())).toBe(1);
    expect(await found(name.replace('Grazia', 'Gr_zia'))).toBe(0);
    expect(await found(name.replace('Grazia', 'Gr%'))).toBe(0);
    expect(await found(`${name} ${'è'.repeat(100 - name.length - 1)}`)).toBe(0);
  });

  it('export the newsletter as CSV', async () => {
    await env.DB.prepare(
      "INSERT INTO list_newsletter (email, consent_at_ms, created_at_ms) VALUES ('a@example.it', 0, 1), ('b@example.it', 0, 2)",
    ).run();
    const { body } = await gql(graphql('{ adminNewsletterCsv }'), undefined, asAdmin);
    expect(body.data?.adminNewsletterCsv).toBe(
      'email,consenso\nb@example.it,1970-01-01T00:00:00.000Z\na@example.it,1970-01-01T00:00:00.000Z',
    );
  });
});
