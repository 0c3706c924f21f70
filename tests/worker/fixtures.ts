/**
 * What the Worker tests need again and again: who is asking, a valid order and a way to place it,
 * staff editing a product, rows the public forms would have left, and a look at the database.
 * Each helper goes through the Worker as a client would, except the `seed*` ones, which write
 * D1 directly the way an earlier request (or another isolate) would have.
 */
import { env } from 'cloudflare:workers';
import type { ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';
import { vi } from 'vitest';
import seed from '../../migrations/data/catalogue.json';
import { CATALOGUE_CSV_HEADER } from '../../schema/rules/catalogue-csv';
import { linkExpiryAfterEmail } from '../../schema/rules/repair-links';
import { graphql } from '../../web/graphql';
import { gql, type Sent, send } from './client';
import { ADMIN, CUSTOMER, OTHER_CUSTOMER, signedIn } from './identity';

// --- Who is asking ---------------------------------------------------------------------------

/** A fresh token on every call: tests that fake the clock still get one valid at that time. */
export const asStaff = () => signedIn(ADMIN);
export const asCustomer = () => signedIn(CUSTOMER);
export const asOtherCustomer = () => signedIn(OTHER_CUSTOMER);

/**
 * Everyone a staff field refuses, and how (docs/product.md#access): a visitor is asked to sign
 * in, a signed-in customer is told the field is for staff.
 */
export const NOT_STAFF = () => [
  { who: {}, code: 'UNAUTHENTICATED', message: 'Accedi per continuare.' },
  {
    who: asCustomer(),
    code: 'FORBIDDEN',
    message: 'Questa funzione è riservata al personale del negozio.',
  },
];

/**
 * A client address no other request has used. The rate limiters' buckets are keyed by it and
 * outlive a test (isolated storage resets D1, not the limiters), so a test that is not about
 * limits asks from a new address each time; the run id keeps test files apart too.
 */
const runId = crypto.randomUUID().slice(0, 8);
let clients = 0;
export const newClientAddress = () => `test-${runId}-${++clients}`;
export const fromNewClient = () => ({ headers: { 'cf-connecting-ip': newClientAddress() } });

/**
 * The local rate limiters count per wall-clock minute: Miniflare empties their buckets when the
 * minute of the isolate's `Date.now()` turns. A test that fills a limit stops that clock for its
 * run, so every request falls in one window however long the test takes, and nobody waits for a
 * minute to turn. The setup file (tests/worker/setup.ts) starts the clock again after each test.
 */
export function inOneRateWindow(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
}

/** Enough for a test that fills a limit one request after the other (inOneRateWindow). */
export const RATE_WINDOW_TIMEOUT_MS = 45_000;

// --- Orders ----------------------------------------------------------------------------------

/** A line of PlaceOrderInput; the fixtures fill in the product's colour and size. */
export type OrderLine = Omit<PlaceOrderInput['lines'][number], 'color' | 'size'> &
  Partial<Pick<PlaceOrderInput['lines'][number], 'color' | 'size'>>;

/**
 * A line as the product page makes it: the seeded product's first colour and size, unless the
 * line names its own (null included).
 */
function withOptions(line: OrderLine): PlaceOrderInput['lines'][number] {
  const product = seed.products.find((p) => String(p.id) === line.productId);
  return { color: product?.colors[0]?.name ?? null, size: product?.sizes[0] ?? null, ...line };
}

let buyers = 0;
/**
 * An e-mail no other order has used: the per-e-mail limits (open unpaid orders, orders a minute)
 * outlive a test like the per-client ones.
 */
export const newBuyerEmail = () => `giulia.bianchi.${runId}.${++buyers}@example.it`;

/** The checkout's placeOrder; tests that read more of the PlacedOrder send their own document. */
const PLACE_ORDER = graphql(`
  mutation Place($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) { accessToken order { id number } }
  }
`);

export type PlaceOrderInput = VariablesOf<typeof PLACE_ORDER>['input'];
export type PaymentMethod = PlaceOrderInput['paymentMethod'];

/** A valid PlaceOrderInput (a new guest paying by bank transfer), with the given lines. */
export function orderInput(
  lines: OrderLine[],
  overrides: Partial<PlaceOrderInput> = {},
): PlaceOrderInput {
  return {
    email: newBuyerEmail(),
    firstName: 'Giulia',
    lastName: 'Bianchi',
    phone: '+39 333 123 4567',
    shippingAddress: { street: 'Via Roma 10', postalCode: '20121', city: 'Milano', province: 'MI' },
    paymentMethod: 'BONIFICO',
    acceptTerms: true,
    lines: lines.map(withOptions),
    ...overrides,
  };
}

let keys = 0;
/** An idempotency key no other submission has used, as the checkout makes one per submission. */
export const idempotencyKey = () => `test-key-${runId}-${++keys}-abcdefgh`;

/**
 * placeOrder as the checkout sends it. By default from a new client address with a fresh key;
 * `document` is a placeOrder mutation reading back more of the PlacedOrder than PLACE_ORDER.
 */
export function placeOrder<Result = ResultOf<typeof PLACE_ORDER>>(
  input: PlaceOrderInput,
  options: {
    key?: string;
    headers?: Record<string, string>;
    document?: TadaDocumentNode<Result, VariablesOf<typeof PLACE_ORDER>>;
  } = {},
): Promise<Sent<Result>> {
  const { key = idempotencyKey(), document = PLACE_ORDER } = options;
  return gql(
    document as TadaDocumentNode<Result, VariablesOf<typeof PLACE_ORDER>>,
    { input, key },
    { headers: { 'cf-connecting-ip': newClientAddress(), ...options.headers } },
  );
}

/** An order that must go through (a step on the way to what a test is about): its id and token. */
export async function orderPlaced(
  lines: OrderLine[],
  options: {
    input?: Partial<PlaceOrderInput>;
    key?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{ id: string; number: string; accessToken: string }> {
  const { body } = await placeOrder(orderInput(lines, options.input), options);
  const placed = body.data?.placeOrder;
  if (body.errors || !placed) throw new Error(`the order was refused: ${JSON.stringify(body)}`);
  return { ...placed.order, accessToken: placed.accessToken };
}

const ADVANCE_ORDER = graphql(`
  mutation A($id: ID!, $from: OrderStatus!, $status: OrderStatus!) {
    adminAdvanceOrder(id: $id, from: $from, status: $status) { status }
  }
`);

type OrderStatus = VariablesOf<typeof ADVANCE_ORDER>['status'];

/** Staff move an order on from the state they saw it in; `status` is where it goes. */
export function advanceOrder(id: string, from: OrderStatus, status: OrderStatus) {
  return gql(ADVANCE_ORDER, { id, from, status }, asStaff());
}

const CANCEL_ORDER = graphql(`
  mutation C($id: ID!, $from: OrderStatus!) { adminCancelOrder(id: $id, from: $from) { status } }
`);

/** Staff cancel an order they saw in state `from`. */
export function cancelOrder(id: string, from: OrderStatus) {
  return gql(CANCEL_ORDER, { id, from }, asStaff());
}

// --- The shop module -------------------------------------------------------------------------

/** Each seed product's price and struck price as catalogue.json has them, by product id. */
export const SEEDED_PRICES = seed.products.map((p) => ({
  id: String(p.id),
  price: p.price,
  originalPrice: p.originalPrice ?? null,
}));

/** A valid AdminProductInput for product 1 (iPhone 15 Pro), re-priced at 1.199,00. */
export const PRODUCT_EDIT = {
  price: '1.199,00',
  stock: 3,
  inStock: true,
  description: 'Telaio in titanio, chip A17 Pro, ricondizionato e garantito 12 mesi.',
  colors: [{ name: 'Titanio naturale', hex: '#8f8a81' }],
  sizes: ['128GB', '256GB'],
};

/** The shop module's save; tests that read more of the product send their own document. */
const EDIT_PRODUCT = graphql(`
  mutation Edit($id: ID!, $input: AdminProductInput!, $seenStock: Int!) {
    adminUpdateProduct(id: $id, input: $input, seenStock: $seenStock) { id }
  }
`);

/** The save as the shop module reads back a price edit: the price and the struck price. */
export const EDIT_PRODUCT_PRICES = graphql(`
  mutation Edit($id: ID!, $input: AdminProductInput!, $seenStock: Int!) {
    adminUpdateProduct(id: $id, input: $input, seenStock: $seenStock) { price originalPrice }
  }
`);

/** The save as the shop module reads back a stock edit: the stock and the price. */
export const EDIT_PRODUCT_STOCK = graphql(`
  mutation Edit($id: ID!, $input: AdminProductInput!, $seenStock: Int!) {
    adminUpdateProduct(id: $id, input: $input, seenStock: $seenStock) { stock price }
  }
`);

type EditProduct = VariablesOf<typeof EDIT_PRODUCT>;

/**
 * Staff save the shop module's form for a product: PRODUCT_EDIT with the given changes, over the
 * stock they saw (by default the stock it has now). `document` is an adminUpdateProduct mutation
 * reading back more than EDIT_PRODUCT.
 */
export async function editProduct<Result = ResultOf<typeof EDIT_PRODUCT>>(
  id: string,
  // originalPrice: the deprecated input field, which the Worker refuses unless null.
  changes: Partial<EditProduct['input']> = {},
  options: {
    document?: TadaDocumentNode<Result, EditProduct>;
    as?: { headers: Record<string, string> };
    seenStock?: number;
  } = {},
): Promise<Sent<Result>> {
  return gql(
    (options.document ?? EDIT_PRODUCT) as TadaDocumentNode<Result, EditProduct>,
    {
      id,
      input: { ...PRODUCT_EDIT, ...changes },
      seenStock: options.seenStock ?? (await stockOf(id)),
    },
    options.as ?? asStaff(),
  );
}

/** The served product page, its head and first paint, over a stand-in index.html. */
export async function servedProductPage(id: string) {
  const index =
    '<!doctype html><html lang="it"><head><title>RiparoLab</title></head>' +
    '<body><div id="root"></div></body></html>';
  const assets = {
    async fetch(input: RequestInfo | URL) {
      const { pathname } = new URL(input instanceof Request ? input.url : input);
      return pathname === '/'
        ? new Response(index, { headers: { 'content-type': 'text/html' } })
        : new Response('Not Found', { status: 404 });
    },
  } as unknown as Fetcher;
  const response = await send(new Request(`https://shop.test/product-overview/${id}`), {
    ...env,
    ASSETS: assets,
  });
  return response.text();
}

/** The product's JSON-LD in a served page: a Product, or a ProductGroup of its variants. */
export function productJsonLdOf(html: string) {
  return JSON.parse(
    html.match(
      /<script type="application\/ld\+json"[^>]*>(\{"@context[^<]*"@type":"Product[^<]*)<\/script>/,
    )?.[1] ?? 'null',
  );
}

/** The offer in a served page's JSON-LD: a Product's own, or its first variant's. */
export function productOffer(html: string) {
  const data = productJsonLdOf(html);
  return data['@type'] === 'ProductGroup' ? data.hasVariant[0].offers : data.offers;
}

// --- What the public forms send, and the rows they leave ---------------------------------------

/** A valid QuoteRequestInput, as /preventivo sends it. */
export const QUOTE_REQUEST = {
  name: "Niccolò D'Amico",
  email: 'niccolo@example.it',
  phone: '+39 345 000 1122',
  deviceCategory: 'SMARTPHONE' as const,
  brand: 'Apple',
  model: 'iPhone 12',
  problem: 'La batteria si scarica in poche ore e il telefono si spegne al 30%.',
  privacy: true,
};

/** A valid ShippingFormInput, as /modulo-spedizione sends it. */
export const SHIPPING_FORM = {
  senderName: 'Elena Russo',
  street: 'Via Etnea 100',
  postalCode: '95131',
  city: 'Catania',
  province: 'CT',
  phone: '095 123456',
  email: 'elena.russo@example.it',
  device: 'MacBook Pro 14" 2021',
  problem: 'Non si accende dopo che è caduto del caffè sulla tastiera.',
  codLock: '00000',
  acceptRules: true,
};

/** Chiara's home, a valid SavedAddressInput: the province typed in lower case (saved as TO). */
export const HOME_ADDRESS = {
  label: 'Casa',
  firstName: 'Chiara',
  lastName: 'Rinaldi',
  phone: '333 1234567',
  street: 'Via Garibaldi 7',
  postalCode: '10122',
  city: 'Torino',
  province: 'to',
};

/** A quote request in list_preventivo, as /preventivo leaves it: Sara's cracked iPad. */
export async function seedQuote(id = 'q1', createdAtMs = Date.now()) {
  await env.DB.prepare(
    `INSERT INTO list_preventivo (id, number, name, email, phone, device_category, brand, model, problem, privacy_consent_at_ms, status, created_at_ms)
     VALUES (?, ?, 'Sara Fontana', 'sara.fontana@example.it', '333 222 1111', 'tablet', 'Apple', 'iPad 9', 'Vetro rotto in un angolo', ?, 'nuova', ?)`,
  )
    .bind(id, `PRV-2026-${id.replace(/\D/g, '').padStart(6, '0')}`, createdAtMs, createdAtMs)
    .run();
}

/** A shipping form in list_module_assist, as /modulo-spedizione leaves it. */
export async function seedShippingForm(id = 's1') {
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO list_module_assist (id, number, sender_name, street, postal_code, city, province, phone, email, device, problem, cod_lock, rules_accepted_at_ms, status, created_at_ms)
     VALUES (?, 'SPD-2026-000001', 'Marco Greco', 'Via Roma 1', '90133', 'Palermo', 'PA', '091 111', 'marco.greco@example.it', 'Switch OLED', 'Joy-Con sinistro non risponde', '00000', ?, 'nuova', ?)`,
  )
    .bind(id, now, now)
    .run();
}

/** Luca's Galaxy S21, opened at the counter: what /stato-riparazione looks up. */
export const REPAIR = { id: 'r1', code: 'RIP-7KQ2M9XD', email: 'luca.gallo@example.it' };

/**
 * A repair in list_repair, Luca's by default, with the timeline events given (oldest first, the
 * first when it was opened, each a second after the last, the last one now less a second); its
 * links open it as after an e-mail at its last change.
 */
export async function seedRepair(
  repair: Partial<typeof REPAIR> & { status?: string } = {},
  timeline: { status: string; note?: string }[] = [],
) {
  const { id, code, email, status } = { ...REPAIR, status: 'in_diagnosi', ...repair };
  const opened = Date.now() - 1000 * timeline.length;
  const updated = opened + 1000 * Math.max(0, timeline.length - 1);
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO list_repair (id, code, customer_name, email, phone, device, problem, status, source, created_at_ms, updated_at_ms, link_expires_at_ms)
       VALUES (?, ?, 'Luca Gallo', ?, '333', 'Galaxy S21', 'Schermo nero', ?, 'banco', ?, ?, ?)`,
    ).bind(id, code, email, status, opened, updated, linkExpiryAfterEmail(updated)),
    ...timeline.map((event, i) =>
      env.DB.prepare(
        'INSERT INTO repair_events (repair_id, status, note, created_at_ms) VALUES (?, ?, ?, ?)',
      ).bind(id, event.status, event.note ?? null, opened + 1000 * i),
    ),
  ]);
}

// --- A look at the database ------------------------------------------------------------------

/** The stock on hand of a product, -1 when there is no such product. */
export async function stockOf(productId: number | string): Promise<number> {
  const row = await env.DB.prepare('SELECT stock FROM products WHERE id = ?')
    .bind(Number(productId))
    .first<{ stock: number }>();
  return row?.stock ?? -1;
}

/** How many rows a table holds (those matching `where`, a trusted SQL condition, if given). */
export async function rowCount(table: string, where = '1 = 1'): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).first<{
    n: number;
  }>();
  return row?.n ?? -1;
}

const CATALOGUE_PAGE = graphql(`
  query CataloguePageFixture($after: ID) { adminCatalogueCsv(after: $after) { csv } }
`);

/** The catalogue file's header and one product's rows, as the staff's export writes them. */
export async function catalogueRows(productId: string): Promise<string[]> {
  const after = productId === '1' ? null : String(Number(productId) - 1);
  const { body } = await gql(CATALOGUE_PAGE, { after }, asStaff());
  const rows = body.data?.adminCatalogueCsv.csv.split('\n') ?? [];
  return [CATALOGUE_CSV_HEADER.join(','), ...rows.filter((row) => row.startsWith(`${productId},`))];
}
