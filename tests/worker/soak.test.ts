import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
import { type CatalogueEntry, priceCart, type RequestedLine } from '../../schema/rules/cart-totals';
import { type NumberSeries, numbering } from '../../schema/rules/numbering';
import { overGuestCodUnits, TIMED_METHODS } from '../../schema/rules/order-limits';
import { orderTotals } from '../../schema/rules/orders';
import { PAYMENT_METHOD, type PaymentMethod } from '../../schema/vocabulary';
import type { StripeStandIn } from '../../scripts/stripe-stand-in/api';
import { type GraphQLBody, graphqlPost, send } from './client';
import { QUOTE_REQUEST, orderInput as validOrderInput } from './fixtures';
import { emulatorToken } from './identity';
import { postEvent, sessionIdOf, stripeStandIn } from './stripe';

/*
 * Soak: 1,000 mixed requests from 20 concurrent clients, then a full consistency check of what
 * the database holds against what the clients were told, after Stripe's word (on the stand-in) on
 * every order paid online. It has its own command,
 * `npm run test:soak` (vitest.soak.config.ts), and `npm test` runs it after the Worker tests.
 * Nothing in it waits on the clock: every count it checks is exact on every run.
 */

const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 50;
const TOTAL_REQUESTS = CLIENTS * REQUESTS_PER_CLIENT;

/** wrangler.toml, FORMS_RATE_LIMIT: 10 per client and action (per 60 s). */
const FORMS_LIMIT = 10;

/** The first clients send more quote requests than the limit allows; the others stay under it. */
const HEAVY_CLIENTS = 5;
const HEAVY_QUOTES = 14;
const LIGHT_QUOTES = 4;
/** The last clients are signed in, so their orders must carry their uid. */
const SIGNED_IN_FROM = 15;

/** Stocked well above what 1,000 requests can buy, so these orders must all be accepted. */
const PLENTIFUL = [1, 2, 3, 5, 6] as const;
const PLENTIFUL_STOCK = 2000;
/** XPS 13: 5 units for 40 single-unit attempts, sent by all clients at about the same time. */
const SCARCE = { productId: 4, stock: 5, attemptsPerClient: 2 } as const;
/** Galaxy Watch: 6 units for 20 two-unit attempts, each bundled with a plentiful line. */
const SCARCE_PAIR = { productId: 7, stock: 6, quantity: 2, companion: 6 } as const;
/** Where the contested orders sit in every client's plan, so the clients collide on them. */
const CONTESTED_SLOTS = [4, 5, 18] as const;
const OUT_OF_STOCK_PRODUCT = 8;
const ONLINE: PaymentMethod = 'online';
/** About one order in ten, paid online: enough to race, few enough to keep the soak's time. */
const ONLINE_SHARE = 0.1;
const UNKNOWN_PRODUCT = 999;

const KINDS = [
  'products',
  'search',
  'product',
  'categories',
  'cartTotals',
  'requestQuote',
  'placeOrder',
  'replay',
] as const;
type Kind = (typeof KINDS)[number];

// --- Documents -------------------------------------------------------------------------------

const PRODUCTS = `query Products($search: String) {
  products(search: $search) { id name price inStock stock category { id } }
}`;
const PRODUCT = `query Product($id: ID!) { product(id: $id) { id name price inStock stock } }`;
const CATEGORIES = `query Categories { categories { id name } }`;
const CART_TOTALS = `query Totals($lines: [CartLineInput!]!) {
  cartTotals(lines: $lines) { itemCount subtotal shipping taxes total lines { productId status } }
}`;
const QUOTE = `mutation Quote($input: QuoteRequestInput!) { requestQuote(input: $input) { id number } }`;
const PLACE = `mutation Place($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) {
    accessToken
    paymentUrl
    order {
      id number paymentMethod subtotal shipping taxes total
      lines { productId quantity unitPrice lineTotal }
    }
  }
}`;

interface ProductView {
  id: string;
  stock: number;
}
interface TotalsView {
  itemCount: number;
  subtotal: number;
  shipping: number;
  taxes: number;
  total: number;
  lines: { productId: string; status: string }[];
}
interface OrderView {
  id: string;
  number: string;
  paymentMethod: string;
  subtotal: number;
  shipping: number;
  taxes: number;
  total: number;
  lines: { productId: string; quantity: number; unitPrice: number; lineTotal: number }[];
}
interface PlacedView {
  placeOrder: { accessToken: string; paymentUrl: string | null; order: OrderView } | null;
}

// --- The plan ----------------------------------------------------------------------------------

interface Client {
  index: number;
  headers: Record<string, string>;
  uid: string | null;
  /** The Worker's bindings for this run (see soakBindings). */
  bindings: Env;
}

interface OrderAttempt {
  key: string;
  client: Client;
  /**
   * Each order is a shopper of its own (e-mail and IPv6 /64) on the client's connection: the
   * caps on open unpaid orders per e-mail and per client would otherwise refuse a client's
   * sixth transfer, and which one that is depends on how the contested orders fared.
   */
  shopper: { email: string; headers: Record<string, string> };
  /** Contested attempts may be refused for stock; every other attempt must be accepted. */
  contested: boolean;
  paymentMethod: PaymentMethod;
  invoice: boolean;
  lines: RequestedLine[];
}

type Op =
  | { kind: 'products' }
  | { kind: 'search'; term: string }
  | { kind: 'product'; id: number }
  | { kind: 'categories' }
  | { kind: 'cartTotals'; lines: RequestedLine[] }
  | { kind: 'requestQuote' }
  /** `after`: the same submission again once answered; `together`: a double click. */
  | { kind: 'placeOrder'; attempt: OrderAttempt; replay: 'none' | 'after' | 'together' };

const requestsOf = (op: Op) => (op.kind === 'placeOrder' && op.replay !== 'none' ? 2 : 1);

/** A small seeded generator (mulberry32): the same plan on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = int(0, i);
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  };
  return { next, int, pick, shuffle };
}
type Random = ReturnType<typeof seeded>;

const line = (productId: number, quantity: number): RequestedLine => ({
  productId,
  quantity,
  color: null,
  size: null,
});

/** One to two distinct plentiful products, one to three units each. */
function plentifulLines(random: Random): RequestedLine[] {
  const products = random.shuffle([...PLENTIFUL]).slice(0, random.int(1, 2));
  return products.map((id) => line(id, random.int(1, 3)));
}

function makeClient(index: number, run: string, bindings: Env): Client {
  // A fresh /64 per client and per run (the rate-limit key): the real limiters' buckets outlive
  // a test.
  const headers: Record<string, string> = {
    'cf-connecting-ip': `2001:db8:${run}:${index + 1}::1`,
  };
  if (index < SIGNED_IN_FROM) return { index, headers, uid: null, bindings };
  const uid = `soak-${index}`;
  headers.authorization = `Bearer ${emulatorToken({ uid, email: `${uid}@negozio.test` })}`;
  return { index, headers, uid, bindings };
}

let shoppers = 0;

function attempt(
  client: Client,
  random: Random,
  lines: RequestedLine[],
  contested: boolean,
): OrderAttempt {
  const shopper = ++shoppers;
  const [, , run] = (client.headers['cf-connecting-ip'] ?? '').split(':');
  return {
    // As the checkout does: a fresh random UUID per submission.
    key: crypto.randomUUID(),
    client,
    shopper: {
      email: `cliente.${client.index}.${shopper}@example.it`,
      headers: {
        ...client.headers,
        'cf-connecting-ip': `2001:db8:${run}:${(0x1000 + shopper).toString(16)}::1`,
      },
    },
    contested,
    // As the checkout lets a guest choose: cash on delivery only up to its units; online for a
    // few, each settled by Stripe's word afterwards (settleOnline).
    paymentMethod:
      random.next() < ONLINE_SHARE
        ? ONLINE
        : random.pick(TIMED_METHODS.filter((method) => !overGuestCodUnits(method, lines, false))),
    invoice: random.next() < 0.2,
    lines,
  };
}

/** Exactly REQUESTS_PER_CLIENT requests, mixed, with the contested orders at fixed slots. */
function planFor(client: Client): Op[] {
  const random = seeded(1000 + client.index);
  const ops: Op[] = [];
  const repeat = (count: number, make: () => Op) => {
    for (let i = 0; i < count; i++) ops.push(make());
  };
  repeat(5, () => ({ kind: 'products' }));
  repeat(5, () => ({
    kind: 'search',
    term: random.pick(['iphone', 'Galaxy', 'apple', 'pro', 'zzz']),
  }));
  repeat(6, () => ({ kind: 'product', id: random.int(1, 8) }));
  repeat(4, () => ({ kind: 'categories' }));
  repeat(8, () => {
    const lines = plentifulLines(random);
    if (random.next() < 0.3) lines.push(line(OUT_OF_STOCK_PRODUCT, 1));
    if (random.next() < 0.2) lines.push(line(UNKNOWN_PRODUCT, 2));
    return { kind: 'cartTotals', lines };
  });
  repeat(client.index < HEAVY_CLIENTS ? HEAVY_QUOTES : LIGHT_QUOTES, () => ({
    kind: 'requestQuote',
  }));
  const order = (replay: 'none' | 'after' | 'together'): Op => ({
    kind: 'placeOrder',
    attempt: attempt(client, random, plentifulLines(random), false),
    replay,
  });
  ops.push(order('after'));
  if (client.index >= HEAVY_CLIENTS) ops.push(order('together'));

  const contested: Op[] = [
    ...Array.from(
      { length: SCARCE.attemptsPerClient },
      (): Op => ({
        kind: 'placeOrder',
        attempt: attempt(client, random, [line(SCARCE.productId, 1)], true),
        replay: 'none',
      }),
    ),
    {
      kind: 'placeOrder',
      attempt: attempt(
        client,
        random,
        [line(SCARCE_PAIR.companion, 1), line(SCARCE_PAIR.productId, SCARCE_PAIR.quantity)],
        true,
      ),
      replay: 'none',
    },
  ];
  const used = [...ops, ...contested].reduce((sum, op) => sum + requestsOf(op), 0);
  repeat(REQUESTS_PER_CLIENT - used, () => order('none'));

  const plan = random.shuffle(ops);
  CONTESTED_SLOTS.forEach((slot, i) => {
    const op = contested[i];
    if (op) plan.splice(slot, 0, op);
  });
  return plan;
}

// --- Talking to the Worker ---------------------------------------------------------------------

interface Exchange<T> {
  kind: Kind;
  status: number;
  text: string;
  body: GraphQLBody<T> | null;
}

function parseBody<T>(text: string): GraphQLBody<T> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as GraphQLBody<T>) : null;
  } catch {
    return null;
  }
}

async function post<T>(
  kind: Kind,
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  headers = client.headers,
): Promise<Exchange<T>> {
  const response = await send(graphqlPost({ query, variables }, headers), client.bindings);
  const text = await response.text();
  return { kind, status: response.status, text, body: parseBody<T>(text) };
}

const FIRST_NAMES = ['Giulia', 'Marco', 'Chiara', 'Luca', 'Sara', 'Paolo', 'Elena', 'Davide'];

/** The valid order input, from this client's own person and address. */
function orderInput(attempt: OrderAttempt) {
  const n = attempt.client.index;
  // Without colour and size: the fixture gives each line its product's first ones.
  const lines = attempt.lines.map((l) => ({
    productId: String(l.productId),
    quantity: l.quantity,
  }));
  return validOrderInput(lines, {
    email: attempt.shopper.email,
    firstName: FIRST_NAMES[n % FIRST_NAMES.length],
    shippingAddress: {
      street: `Via Roma ${n + 1}`,
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
    },
    paymentMethod: PAYMENT_METHOD.toApi(attempt.paymentMethod),
    ...(attempt.invoice
      ? { invoice: { taxCode: 'IT04827150964', companyName: 'Studio', sdiCode: 'M5UXCR1' } }
      : {}),
  });
}

function quoteInput(client: Client, sequence: number) {
  return {
    ...QUOTE_REQUEST,
    name: `${FIRST_NAMES[client.index % FIRST_NAMES.length]} Russo`,
    email: `preventivo.${client.index}@example.it`,
    model: `iPhone ${12 + (sequence % 4)}`,
  };
}

// --- Recording what happened -------------------------------------------------------------------

interface Accepted {
  attempt: OrderAttempt;
  id: string;
  number: string;
  accessToken: string;
  paymentUrl: string | null;
}

interface Catalogue {
  entries: Map<number, CatalogueEntry>;
  initialStock: Map<number, number>;
  categories: number;
}

class Soak {
  readonly requests = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  readonly problems: string[] = [];
  readonly accepted: Accepted[] = [];
  readonly refused: OrderAttempt[] = [];
  /** Refusals that lost the race at commit (the CHECK on stock_taken), not at the first read. */
  refusedAtCommit = 0;
  readonly quotes: { client: number; id: string; number: string }[] = [];
  readonly quotesSent = new Array<number>(CLIENTS).fill(0);
  readonly rateLimited = new Array<number>(CLIENTS).fill(0);
  lowestStockSeen = Number.POSITIVE_INFINITY;
  /** The state Stripe's word left each online order in, by its id. */
  readonly settled = new Map<string, 'pagato' | 'annullato'>();

  constructor(readonly catalogue: Catalogue) {}

  problem(exchange: Exchange<unknown>, client: Client, detail: string) {
    this.problems.push(
      `${exchange.kind} from client ${client.index}: ${detail} — ${exchange.text.slice(0, 300)}`,
    );
  }

  /**
   * The answer's data, or its one error code when that code is expected here; anything else
   * (another status, invalid JSON, an unexpected code, no data) is a problem.
   */
  read<T>(
    exchange: Exchange<T>,
    client: Client,
    expectedCodes: readonly string[] = [],
  ): { data: T | null; code: string | null; message: string } {
    this.requests[exchange.kind] += 1;
    const none = { data: null, code: null, message: '' };
    if (exchange.status !== 200) {
      this.problem(exchange, client, `HTTP ${exchange.status}`);
      return none;
    }
    const { body } = exchange;
    if (!body) {
      this.problem(exchange, client, 'not a JSON object');
      return none;
    }
    const errors = body.errors ?? [];
    const first = errors[0];
    if (first) {
      const code = first.extensions?.code ?? '(no code)';
      if (errors.length > 1 || !expectedCodes.includes(code)) {
        this.problem(exchange, client, `unexpected error ${code}`);
        return none;
      }
      return { data: null, code, message: first.message };
    }
    if (!body.data) {
      this.problem(exchange, client, 'no data and no errors');
      return none;
    }
    return { data: body.data, code: null, message: '' };
  }

  sawStock(products: readonly ProductView[]) {
    for (const product of products) {
      this.lowestStockSeen = Math.min(this.lowestStockSeen, product.stock);
    }
  }
}

// --- Running one client ------------------------------------------------------------------------

async function browse(op: Op, client: Client, soak: Soak) {
  if (op.kind === 'products' || op.kind === 'search') {
    const variables = op.kind === 'search' ? { search: op.term } : {};
    const exchange = await post<{ products: ProductView[] }>(op.kind, client, PRODUCTS, variables);
    const { data } = soak.read(exchange, client);
    if (!data) return;
    soak.sawStock(data.products);
    if (op.kind === 'products' && data.products.length !== soak.catalogue.entries.size) {
      soak.problem(exchange, client, `${data.products.length} products listed`);
    }
  } else if (op.kind === 'product') {
    const exchange = await post<{ product: ProductView | null }>(op.kind, client, PRODUCT, {
      id: String(op.id),
    });
    const { data } = soak.read(exchange, client);
    if (!data) return;
    if (data.product?.id !== String(op.id)) soak.problem(exchange, client, 'wrong product');
    else soak.sawStock([data.product]);
  } else if (op.kind === 'categories') {
    const exchange = await post<{ categories: unknown[] }>(op.kind, client, CATEGORIES, {});
    const { data } = soak.read(exchange, client);
    if (data && data.categories.length !== soak.catalogue.categories) {
      soak.problem(exchange, client, `${data.categories.length} categories`);
    }
  }
}

async function cartTotals(lines: RequestedLine[], client: Client, soak: Soak) {
  const exchange = await post<{ cartTotals: TotalsView }>('cartTotals', client, CART_TOTALS, {
    lines: lines.map((l) => ({ ...l, productId: String(l.productId) })),
  });
  const { data } = soak.read(exchange, client);
  if (!data) return;
  // The shared pricing rules over the starting catalogue: plentiful stock never caps these lines.
  const expected = priceCart(lines, (line) => soak.catalogue.entries.get(line.productId));
  const { lines: got, ...totals } = data.cartTotals;
  const statuses = got.map((l) => l.status);
  if (
    JSON.stringify(totals) !== JSON.stringify({ ...expected.totals }) ||
    JSON.stringify(statuses) !== JSON.stringify(expected.lines.map((l) => l.status))
  ) {
    soak.problem(exchange, client, `totals differ from ${JSON.stringify(expected.totals)}`);
  }
}

async function requestQuote(client: Client, soak: Soak) {
  const sequence = soak.quotesSent[client.index] ?? 0;
  soak.quotesSent[client.index] = sequence + 1;
  const exchange = await post<{ requestQuote: { id: string; number: string } }>(
    'requestQuote',
    client,
    QUOTE,
    { input: quoteInput(client, sequence) },
  );
  const { data, code } = soak.read(exchange, client, ['TOO_MANY_REQUESTS']);
  if (data) soak.quotes.push({ client: client.index, ...data.requestQuote });
  if (code) soak.rateLimited[client.index] = (soak.rateLimited[client.index] ?? 0) + 1;
}

/** What the pricing rules say an accepted attempt costs. */
function expectedTotals(attempt: OrderAttempt, catalogue: Catalogue) {
  const lines = attempt.lines.map((l) => ({
    price: catalogue.entries.get(l.productId)?.price ?? Number.NaN,
    quantity: l.quantity,
  }));
  const { itemCount: _items, ...totals } = orderTotals(lines, attempt.paymentMethod);
  return totals;
}

async function placeOrder(
  attempt: OrderAttempt,
  replay: 'none' | 'after' | 'together',
  soak: Soak,
) {
  const { client } = attempt;
  const variables = { input: orderInput(attempt), key: attempt.key };
  const { headers } = attempt.shopper;
  const exchanges =
    replay === 'together'
      ? await Promise.all([
          post<PlacedView>('placeOrder', client, PLACE, variables, headers),
          post<PlacedView>('replay', client, PLACE, variables, headers),
        ])
      : [await post<PlacedView>('placeOrder', client, PLACE, variables, headers)];
  if (replay === 'after')
    exchanges.push(await post<PlacedView>('replay', client, PLACE, variables, headers));

  const answers = exchanges.map((exchange) =>
    soak.read(exchange, client, attempt.contested ? ['OUT_OF_STOCK'] : []),
  );
  const [first] = answers;
  if (!first || (!first.data && !first.code)) return; // already a problem
  const placed = first.data?.placeOrder;
  if (!placed) {
    soak.refused.push(attempt);
    if (first.message.startsWith('Uno o più prodotti')) soak.refusedAtCommit += 1;
    return;
  }
  // Every copy of one submission gets the same order, the same secret and the same number.
  exchanges.forEach((exchange, i) => {
    const again = answers[i]?.data?.placeOrder;
    if (
      again?.order.id !== placed.order.id ||
      again.accessToken !== placed.accessToken ||
      again.order.number !== placed.order.number
    ) {
      soak.problem(exchange, client, `replay differs from order ${placed.order.id}`);
    }
  });
  const { lines: _lines, ...got } = placed.order;
  const want = expectedTotals(attempt, soak.catalogue);
  if (
    got.subtotal !== want.subtotal ||
    got.shipping !== want.shipping ||
    got.taxes !== want.taxes ||
    got.total !== want.total
  ) {
    soak.problem(exchanges[0] as Exchange<unknown>, client, `totals ${JSON.stringify(want)}`);
  }
  soak.accepted.push({
    attempt,
    id: placed.order.id,
    number: placed.order.number,
    accessToken: placed.accessToken,
    paymentUrl: placed.paymentUrl,
  });
}

async function runClient(client: Client, plan: readonly Op[], soak: Soak) {
  for (const op of plan) {
    if (op.kind === 'cartTotals') await cartTotals(op.lines, client, soak);
    else if (op.kind === 'requestQuote') await requestQuote(client, soak);
    else if (op.kind === 'placeOrder') await placeOrder(op.attempt, op.replay, soak);
    else await browse(op, client, soak);
  }
}

/**
 * Stripe's word on every online order once the clients are done: alternately paid and expired
 * (its page closed unpaid), each event delivered twice at once, as Stripe retries, all orders
 * together. Each must move its order once: an expiry restocks once, a payment takes nothing more.
 */
async function settleOnline(soak: Soak, stripe: StripeStandIn) {
  const online = soak.accepted.filter((order) => order.attempt.paymentMethod === ONLINE);
  await Promise.all(
    online.map(async (order, i) => {
      const session = sessionIdOf(order.paymentUrl ?? '');
      const paid = i % 2 === 0;
      const event = paid ? await stripe.pay(session) : await stripe.expire(session);
      const answers = await Promise.all([postEvent(event), postEvent(event)]);
      if (answers.some((answer) => answer.status !== 200)) {
        soak.problems.push(`webhook for ${order.number}: ${answers.map((a) => a.status)}`);
      }
      soak.settled.set(order.id, paid ? 'pagato' : 'annullato');
    }),
  );
}

// --- The database ------------------------------------------------------------------------------

async function all<T>(query: string): Promise<T[]> {
  return (await env.DB.prepare(query).all<T>()).results;
}

/** Lots of stock everywhere except the contested products, then a snapshot of the catalogue. */
async function prepareCatalogue(): Promise<Catalogue> {
  await env.DB.batch([
    env.DB.prepare(`UPDATE products SET stock = ? WHERE id IN (${PLENTIFUL.join(',')})`).bind(
      PLENTIFUL_STOCK,
    ),
    env.DB.prepare('UPDATE products SET stock = ? WHERE id = ?').bind(
      SCARCE.stock,
      SCARCE.productId,
    ),
    env.DB.prepare('UPDATE products SET stock = ? WHERE id = ?').bind(
      SCARCE_PAIR.stock,
      SCARCE_PAIR.productId,
    ),
  ]);
  const rows = await all<{ id: number; price: number; in_stock: number; stock: number }>(
    'SELECT id, price, in_stock, stock FROM products',
  );
  const [categories] = await all<{ n: number }>('SELECT COUNT(*) AS n FROM categories');
  return {
    entries: new Map(
      rows.map((r) => [r.id, { price: r.price, inStock: r.in_stock === 1, stock: r.stock }]),
    ),
    initialStock: new Map(rows.map((r) => [r.id, r.stock])),
    categories: categories?.n ?? 0,
  };
}

/** Numbers like RL-2026-000123, unique, and 1..n with no gap: no failed write burned one. */
function expectSequential(series: NumberSeries, rows: { number: string; created_at_ms: number }[]) {
  const sequence = rows.map(({ number, created_at_ms }) => {
    const { prefix } = numbering(series, new Date(created_at_ms));
    expect(number).toMatch(new RegExp(`^${prefix}\\d{6}$`));
    return Number(number.slice(prefix.length));
  });
  expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
  expect(sequence.sort((a, b) => a - b)).toEqual(rows.map((_, i) => i + 1));
}

async function expectCounter(series: NumberSeries, count: number) {
  const { counter } = numbering(series, new Date());
  const [row] = await all<{ value: number }>(
    `SELECT value FROM counters WHERE name = '${counter}'`,
  );
  expect(row?.value ?? 0).toBe(count);
}

interface OrderRow {
  id: string;
  number: string;
  idempotency_key: string;
  owner_uid: string | null;
  status: string;
  payment_method: PaymentMethod;
  subtotal: number;
  shipping: number;
  taxes: number;
  total: number;
  created_at_ms: number;
}
interface LineRow {
  order_id: string;
  product_id: number;
  unit_price: number;
  quantity: number;
  line_total: number;
  stock_taken: number;
}

async function expectOrdersConsistent(soak: Soak) {
  const orders = await all<OrderRow>('SELECT * FROM orders');
  const lines = await all<LineRow>('SELECT * FROM order_lines ORDER BY order_id, position');
  const events = await all<{ order_id: string; n: number }>(
    'SELECT order_id, COUNT(*) AS n FROM order_events GROUP BY order_id',
  );

  // One row per accepted submission, the one its client was told about; none for a refusal.
  const byKey = new Map(orders.map((o) => [o.idempotency_key, o]));
  expect(orders).toHaveLength(soak.accepted.length);
  for (const { attempt, id, number } of soak.accepted) {
    expect(byKey.get(attempt.key)).toMatchObject({
      id,
      number,
      payment_method: attempt.paymentMethod,
      owner_uid: attempt.client.uid,
    });
  }
  for (const attempt of soak.refused) expect(byKey.has(attempt.key)).toBe(false);
  expectSequential('order', orders);
  await expectCounter('order', orders.length);

  // Each order's lines are the ones asked for, priced from the catalogue, totalled by the rules.
  const linesOf = Map.groupBy(lines, (l) => l.order_id);
  for (const { attempt, id } of soak.accepted) {
    const written = linesOf.get(id) ?? [];
    expect(written.map((l) => [l.product_id, l.quantity])).toEqual(
      attempt.lines.map((l) => [l.productId, l.quantity]),
    );
    for (const l of written) {
      expect(l.unit_price).toBe(soak.catalogue.entries.get(l.product_id)?.price);
      expect(l.line_total).toBe(l.unit_price * l.quantity);
      expect(l.stock_taken).toBe(1);
    }
  }
  expect(lines).toHaveLength(soak.accepted.reduce((n, a) => n + a.attempt.lines.length, 0));
  for (const order of orders) {
    const priced = (linesOf.get(order.id) ?? []).map((l) => ({
      price: l.unit_price,
      quantity: l.quantity,
    }));
    const { itemCount: _items, ...want } = orderTotals(priced, order.payment_method);
    expect({ id: order.id, ...want }).toEqual({
      id: order.id,
      subtotal: order.subtotal,
      shipping: order.shipping,
      taxes: order.taxes,
      total: order.total,
    });
  }
  // Placed, and for an online order the one move Stripe's word made.
  expect(events).toHaveLength(orders.length);
  for (const event of events) {
    expect({ id: event.order_id, n: event.n }).toEqual({
      id: event.order_id,
      n: soak.settled.has(event.order_id) ? 2 : 1,
    });
  }
  for (const order of orders) {
    expect({ id: order.id, status: order.status }).toEqual({
      id: order.id,
      status: soak.settled.get(order.id) ?? order.status,
    });
  }
  const [recorded] = await all<{ n: number }>('SELECT COUNT(*) AS n FROM payment_events');
  expect(recorded?.n).toBe(soak.settled.size);

  // Stock: what was there, less what accepted (not cancelled) orders took; never below zero.
  const live = new Set(orders.filter((o) => o.status !== 'annullato').map((o) => o.id));
  const taken = new Map<number, number>();
  for (const l of lines) {
    if (live.has(l.order_id)) taken.set(l.product_id, (taken.get(l.product_id) ?? 0) + l.quantity);
  }
  const stock = await all<{ id: number; stock: number }>('SELECT id, stock FROM products');
  for (const product of stock) {
    const initial = soak.catalogue.initialStock.get(product.id) ?? Number.NaN;
    expect({ id: product.id, stock: product.stock }).toEqual({
      id: product.id,
      stock: initial - (taken.get(product.id) ?? 0),
    });
    expect(product.stock).toBeGreaterThanOrEqual(0);
  }
}

async function expectQuotesConsistent(soak: Soak) {
  const rows = await all<{ id: string; number: string; created_at_ms: number }>(
    'SELECT id, number, created_at_ms FROM list_preventivo',
  );
  // One row per accepted request, the one its client was told about; none when rate-limited.
  expect(rows.map((r) => `${r.id} ${r.number}`).sort()).toEqual(
    soak.quotes.map((q) => `${q.id} ${q.number}`).sort(),
  );
  expectSequential('quote', rows);
  await expectCounter('quote', rows.length);

  for (let client = 0; client < CLIENTS; client++) {
    const sent = soak.quotesSent[client] ?? 0;
    const accepted = soak.quotes.filter((q) => q.client === client).length;
    expect(accepted + (soak.rateLimited[client] ?? 0)).toBe(sent);
    // Up to the limit and no further: the whole run is one window (see soakBindings).
    expect(accepted).toBe(Math.min(sent, FORMS_LIMIT));
  }
}

// --- The bindings --------------------------------------------------------------------------------

/**
 * A rate limiter with wrangler.toml's limit and no clock: it counts every call for a key.
 * The local FORMS_RATE_LIMIT counts in fixed one-minute windows, so a run that straddled two got
 * a fresh allowance halfway, and the quote counts were exact only if the test first slept until a
 * new window began. With this one they are exact on every run, without waiting. (The real
 * binding's limit has its own test, in repairs.test.ts.)
 */
function limiterWithoutClock(limit: number): RateLimit {
  const calls = new Map<string, number>();
  return {
    async limit({ key }) {
      const count = (calls.get(key) ?? 0) + 1;
      calls.set(key, count);
      return { success: count <= limit };
    },
  };
}

/**
 * The test environment's bindings, the forms' limiter replaced. Orders keep the real one: no
 * client sends more than ORDERS_RATE_LIMIT's 20 in a minute, so no window edge can refuse one.
 */
const soakBindings = (): Env => ({ ...env, FORMS_RATE_LIMIT: limiterWithoutClock(FORMS_LIMIT) });

// --- The test ----------------------------------------------------------------------------------

it('stays consistent under 1,000 mixed requests from 20 concurrent clients', async () => {
  const soak = new Soak(await prepareCatalogue());
  const stripe = stripeStandIn();
  const run = crypto.randomUUID().slice(0, 4);
  const bindings = soakBindings();
  const clients = Array.from({ length: CLIENTS }, (_, i) => makeClient(i, run, bindings));
  const plans = clients.map(planFor);
  expect(plans.flat().reduce((n, op) => n + requestsOf(op), 0)).toBe(TOTAL_REQUESTS);

  const started = Date.now();
  await Promise.all(clients.map((client, i) => runClient(client, plans[i] ?? [], soak)));
  await settleOnline(soak, stripe);
  const elapsed = Date.now() - started;

  const attempted = plans.flat().filter((op) => op.kind === 'placeOrder').length;
  const rateLimited = soak.rateLimited.reduce((a, b) => a + b, 0);
  console.log(
    `soak: ${TOTAL_REQUESTS} requests from ${CLIENTS} clients in ${elapsed} ms\n` +
      `  by kind: ${KINDS.map((k) => `${k} ${soak.requests[k]}`).join(', ')}\n` +
      `  orders: ${attempted} attempted, ${soak.accepted.length} accepted, ` +
      `${soak.refused.length} refused for stock (${soak.refusedAtCommit} at commit)\n` +
      `  quotes: ${soak.quotes.length} accepted, ${rateLimited} rate-limited\n` +
      `  online: ${soak.settled.size} settled by Stripe's word`,
  );

  // Every request answered 200 with JSON, and only the expected refusals.
  expect(soak.problems).toEqual([]);
  expect(Object.values(soak.requests).reduce((a, b) => a + b, 0)).toBe(TOTAL_REQUESTS);
  expect(soak.lowestStockSeen).toBeGreaterThanOrEqual(0);

  // Orders: every attempt accepted or refused; only the contested ones refused, and exactly as
  // many accepted as the scarce stock allows.
  expect(soak.accepted.length + soak.refused.length).toBe(attempted);
  expect(soak.refused.every((a) => a.contested)).toBe(true);
  const acceptedFor = (productId: number) =>
    soak.accepted.filter((a) => a.attempt.lines.some((l) => l.productId === productId)).length;
  expect(acceptedFor(SCARCE.productId)).toBe(SCARCE.stock);
  expect(acceptedFor(SCARCE_PAIR.productId)).toBe(SCARCE_PAIR.stock / SCARCE_PAIR.quantity);
  expect(soak.refused.length).toBe(
    CLIENTS * (SCARCE.attemptsPerClient + 1) -
      SCARCE.stock -
      SCARCE_PAIR.stock / SCARCE_PAIR.quantity,
  );
  expect(rateLimited).toBe(HEAVY_CLIENTS * (HEAVY_QUOTES - FORMS_LIMIT));

  await expectOrdersConsistent(soak);
  await expectQuotesConsistent(soak);
}, 45_000);
