import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_CACHE_HEADER, MAX_ANSWER_AGE_MS } from '../../schema/catalogue-cache';
import { D1_BOOKMARK_HEADER } from '../../schema/d1-bookmark';
import {
  forgetCatalogueVersion,
  resetCatalogueVersion,
  VERSION_FRESH_MS,
} from '../../worker/catalogue/version';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../worker/graphql/public-reads';
import {
  cachedCatalogueRead,
  forgetCatalogueReads,
  rememberCatalogueRead,
} from '../../worker/graphql/response-cache';
import { type GraphQLBody, postedBodyOf, rawGql, send } from './client';
import { asCustomer, editProduct, orderInput, placeOrder } from './fixtures';

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A GET as urql's persisted exchange sends it: the hash, and the document only when asked for. */
async function get(
  params: { query?: string; variables?: unknown; hash?: string; operationName?: string },
  headers: Record<string, string> = {},
) {
  const url = new URL('https://shop.test/graphql');
  if (params.query) url.searchParams.set('query', params.query);
  if (params.operationName) url.searchParams.set('operationName', params.operationName);
  if (params.variables) url.searchParams.set('variables', JSON.stringify(params.variables));
  if (params.hash) {
    url.searchParams.set(
      'extensions',
      JSON.stringify({ persistedQuery: { version: 1, sha256Hash: params.hash } }),
    );
  }
  const response = await send(
    new Request(url, { headers: { accept: 'application/json', ...headers } }),
  );
  const body = (await response.json()) as GraphQLBody<Record<string, unknown>>;
  return { response, body, cacheControl: response.headers.get('cache-control') };
}

const PRODUCT = 'query ProductName($id: ID!) { product(id: $id) { id name price } }';

describe('persisted queries', () => {
  it('asks for the document once, then answers the hash alone', async () => {
    const hash = await sha256Hex(PRODUCT);
    const unknown = await get({ hash, variables: { id: '3' } });
    expect(unknown.response.status).toBe(200);
    expect(unknown.body.errors?.[0]?.message).toBe('PersistedQueryNotFound');
    expect(unknown.body.errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const registered = await get({ query: PRODUCT, hash, variables: { id: '3' } });
    expect(registered.body.data?.product).toMatchObject({ id: '3' });

    const known = await get({ hash, variables: { id: '4' } });
    expect(known.body.errors).toBeUndefined();
    expect(known.body.data?.product).toMatchObject({ id: '4' });
  });

  it('refuses a hash that does not match its document, and a malformed one', async () => {
    const wrong = await get({ query: PRODUCT, hash: 'a'.repeat(64), variables: { id: '3' } });
    expect(wrong.response.status).toBe(400);
    expect(wrong.body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
    expect(wrong.body.data).toBeUndefined();

    const malformed = await get({ hash: 'not-a-hash' });
    expect(malformed.response.status).toBe(400);
    expect(malformed.body.errors?.[0]?.message).toBe('Query persistente non valida.');

    // The wrong pairing was not stored: the hash is still unknown.
    const after = await get({ hash: 'a'.repeat(64), variables: { id: '3' } });
    expect(after.body.errors?.[0]?.message).toBe('PersistedQueryNotFound');
  });
});

describe('cache headers', () => {
  it('marks catalogue reads sent as GET public, whoever asks', async () => {
    const list = await get({ query: '{ products(category: "smartphone") { id name } }' });
    // Anyone may keep it, nobody may reuse it unasked: no s-maxage the edge would never honour.
    expect(list.cacheControl).toBe('public, max-age=0, must-revalidate');
    const totals = await get({
      query: 'query T($lines: [CartLineInput!]!) { cartTotals(lines: $lines) { total } }',
      variables: { lines: [{ productId: '1', quantity: 1 }] },
    });
    expect(totals.cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    const withToken = await get({ query: '{ categories { id } }' }, asCustomer().headers);
    expect(withToken.cacheControl).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('never lets anything personal, failed or written be stored', async () => {
    const me = await get({ query: '{ me { id email } }' }, asCustomer().headers);
    expect(me.cacheControl).toBe(PRIVATE_CACHE_CONTROL);
    const mixed = await get({ query: '{ products { id } me { id } }' }, asCustomer().headers);
    expect(mixed.cacheControl).toBe(PRIVATE_CACHE_CONTROL);
    const order = await get({ query: '{ order(id: "RL-2026-000001", token: "x") { id } }' });
    expect(order.cacheControl).toBe(PRIVATE_CACHE_CONTROL);
    const invalid = await get({ query: '{ product(id: "nessuno") { id } }' });
    expect(invalid.body.errors?.length).toBeGreaterThan(0);
    expect(invalid.cacheControl).toBe(PRIVATE_CACHE_CONTROL);
    const introspection = await get({ query: '{ __schema { queryType { name } } }' });
    expect(introspection.cacheControl).toBe(PRIVATE_CACHE_CONTROL);

    const mutation = await rawGql(
      'mutation { subscribeNewsletter(email: "x@y.it", consent: true) { email } }',
    );
    expect(mutation.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('answers a public read sent by POST from the isolate, and keeps no personal POST', async () => {
    const read = 'query P($id: ID!) { product(id: $id) { id price } }';
    const first = await rawGql(read, { id: '1' });
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    await env.DB.prepare('UPDATE products SET price = 1 WHERE id = 1').run();
    // Same version in this isolate's window: the kept answer, not the database.
    const again = await rawGql(read, { id: '1' });
    expect(again.text).toBe(first.text);
    // Other variables are another answer.
    expect((await rawGql(read, { id: '2' })).body.data).toMatchObject({ product: { id: '2' } });

    const me = await rawGql('{ me { email } }', undefined, asCustomer());
    expect(me.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    forgetCatalogueVersion();
    const fresh = await rawGql(read, { id: '1' });
    expect(fresh.body.data).toMatchObject({ product: { price: 1 } });
  });

  it('refuses a mutation sent as GET', async () => {
    const { response } = await get({
      query: 'mutation { subscribeNewsletter(email: "get@negozio.test", consent: true) { email } }',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });
});

/** The location's cache, as the Worker sees it (see locationCache in response-cache.ts). */
const locationCache = () => (caches as unknown as { default: Cache }).default;

/** One product's price and stock, read as the storefront reads them (GET). */
async function productNow(id = '1', headers: Record<string, string> = {}) {
  const { body, response } = await get(
    { query: `{ product(id: "${id}") { price stock } }` },
    headers,
  );
  return { ...(body.data?.product as { price: number; stock: number }), response };
}

/**
 * A change another isolate made (the shop module, an order), which this isolate hears nothing
 * of: the same UPDATE, so the same triggers bump the catalogue version.
 */
async function changedElsewhere(sql: string) {
  await env.DB.prepare(sql).run();
}

describe('catalogue reads kept by catalogue version', () => {
  const LIST = '{ products { id price } }';
  const request = (init: RequestInit = {}, accept = 'application/json') =>
    new Request(`https://shop.test/graphql?query=${encodeURIComponent(LIST)}`, {
      ...init,
      headers: { accept, ...(init.headers as Record<string, string>) },
    });
  const publicAnswer = (body: string, headers: Record<string, string> = {}) =>
    new Response(body, {
      headers: {
        'content-type': 'application/json',
        'cache-control': PUBLIC_CACHE_CONTROL,
        ...headers,
      },
    });
  /** Asks the caches as the Worker does, waiting for their background work. */
  const cached = async (req: Request, version = 7) => {
    const work: Promise<unknown>[] = [];
    const answer = await cachedCatalogueRead(
      req,
      version,
      (w) => work.push(w),
      await postedBodyOf(req),
    );
    await Promise.all(work);
    return answer;
  };
  /** Keeps an answer and asks for it again: a GET's then goes to the location's cache too. */
  const keep = async (req: Request, answer: Response, version = 7) => {
    const kept = await rememberCatalogueRead(req, answer, version, await postedBodyOf(req));
    await cached(req, version);
    return kept;
  };

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const LISTING = '{ products { id stock } }';
  const cacheStatus = (answer: { response: Response }) =>
    answer.response.headers.get(CATALOGUE_CACHE_HEADER);
  const stockIn = (answer: { body: GraphQLBody<Record<string, unknown>> }, id: string) =>
    (answer.body.data?.products as { id: string; stock: number }[] | undefined)?.find(
      (p) => p.id === id,
    )?.stock;

  it('says whether the caches answered, on every catalogue read and nothing else', async () => {
    expect(cacheStatus(await get({ query: LISTING }))).toBe('miss');
    expect(cacheStatus(await get({ query: LISTING }))).toBe('hit');
    const posted = await rawGql(LISTING);
    expect(posted.headers.get(CATALOGUE_CACHE_HEADER)).toBe('miss');
    expect((await rawGql(LISTING)).headers.get(CATALOGUE_CACHE_HEADER)).toBe('hit');
    const me = await rawGql('{ me { email } }', undefined, asCustomer());
    expect(me.headers.get(CATALOGUE_CACHE_HEADER)).toBeNull();
  });

  it('keeps listing and product answers through an order that leaves the product buyable', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const listing = await get({ query: LISTING });
    const product = await productNow('1');
    const placed = await placeOrder(orderInput([{ productId: '1', quantity: 2 }]));
    expect(placed.body.errors).toBeUndefined();
    // Past the version's window too: the version did not move.
    vi.advanceTimersByTime(VERSION_FRESH_MS);

    const listingAfter = await get({ query: LISTING });
    expect(cacheStatus(listingAfter)).toBe('hit');
    expect(stockIn(listingAfter, '1')).toBe(stockIn(listing, '1'));
    const productAfter = await productNow('1');
    expect(productAfter.response.headers.get(CATALOGUE_CACHE_HEADER)).toBe('hit');
    expect(productAfter.stock).toBe(product.stock);
  });

  it('computes them again once an order sells the product out', async () => {
    await changedElsewhere('UPDATE products SET stock = 2 WHERE id = 1');
    expect(stockIn(await get({ query: LISTING }), '1')).toBe(2);
    expect((await productNow('1')).stock).toBe(2);
    const placed = await placeOrder(orderInput([{ productId: '1', quantity: 2 }]));
    expect(placed.body.errors).toBeUndefined();

    const listing = await get({ query: LISTING });
    expect(cacheStatus(listing)).toBe('miss');
    expect(stockIn(listing, '1')).toBe(0);
    const product = await productNow('1');
    expect(product.response.headers.get(CATALOGUE_CACHE_HEADER)).toBe('miss');
    expect(product.stock).toBe(0);
  });

  it('computes an answer again once it is older than the age bound, in either layer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const put = vi.spyOn(locationCache(), 'put');
    expect(cacheStatus(await get({ query: LISTING }))).toBe('miss');
    await changedElsewhere('UPDATE products SET stock = 3 WHERE id = 1');

    vi.advanceTimersByTime(MAX_ANSWER_AGE_MS - 1);
    const kept = await get({ query: LISTING });
    expect(cacheStatus(kept)).toBe('hit');
    expect(stockIn(kept, '1')).toBe(12);
    // Asked again, it goes to the location, which keeps it no longer than the isolate does.
    expect(put.mock.calls[0]?.[1].headers.get('cache-control')).toBe(
      `public, max-age=${MAX_ANSWER_AGE_MS / 1000}`,
    );
    vi.advanceTimersByTime(1);
    // The location's copy is as old: not taken either.
    const recomputed = await get({ query: LISTING });
    expect(cacheStatus(recomputed)).toBe('miss');
    expect(stockIn(recomputed, '1')).toBe(3);
  });

  it("keeps a copy from the location's cache only for what is left of its age bound", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    await keep(request(), publicAnswer('{"data":1}'));
    // Another isolate, 25 seconds later: the location's copy, not the first isolate's memory.
    forgetCatalogueReads();
    vi.advanceTimersByTime(25_000);
    const copy = await cached(request());
    expect(await copy?.text()).toBe('{"data":1}');
    expect(copy?.headers.get('x-catalogue-computed-at')).toBeNull();
    const match = vi.spyOn(locationCache(), 'match');
    vi.advanceTimersByTime(MAX_ANSWER_AGE_MS - 25_000 - 1);
    expect(await cached(request())).not.toBeNull();
    expect(match).not.toHaveBeenCalled();
    // Its 30 seconds are up in this isolate too; the location's copy is as old, so not taken.
    vi.advanceTimersByTime(1);
    expect(await cached(request())).toBeNull();
    expect(match).toHaveBeenCalledTimes(1);
  });

  it('shares with the location only an answer asked for again, then answers a cold isolate', async () => {
    const put = vi.spyOn(locationCache(), 'put');
    const first = await productNow();
    expect(first.price).toBe(129900);
    expect(put).not.toHaveBeenCalled();
    expect(cacheStatus(await productNow())).toBe('hit');
    expect(put).toHaveBeenCalledTimes(1);
    // Shared once: a third ask writes nothing more.
    await productNow();
    expect(put).toHaveBeenCalledTimes(1);
    // The price changes and the version is put back, so only a kept answer can still say 1299 €.
    const { version } = (await env.DB.prepare(
      'SELECT version FROM catalogue_version WHERE id = 1',
    ).first<{ version: number }>()) ?? { version: 0 };
    await changedElsewhere('UPDATE products SET price = 99900 WHERE id = 1');
    await changedElsewhere(`UPDATE catalogue_version SET version = ${version} WHERE id = 1`);

    // Another isolate: nothing of this one's memory, the same location's cache.
    forgetCatalogueReads();
    resetCatalogueVersion();
    const cold = await productNow();
    expect(cold.price).toBe(129900);
    expect(cold.response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(cold.response.headers.get('age')).not.toBeNull();

    // The answer goes back to this isolate's memory too: the location's cache is not asked again.
    const match = vi.spyOn(locationCache(), 'match');
    expect((await productNow()).price).toBe(129900);
    expect(match).not.toHaveBeenCalled();
  });

  it('shows a price changed in another isolate within the window, and never later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    expect((await productNow()).price).toBe(129900);
    await changedElsewhere('UPDATE products SET price = 99900 WHERE id = 1');

    vi.advanceTimersByTime(VERSION_FRESH_MS - 1);
    expect((await productNow()).price).toBe(129900);
    vi.advanceTimersByTime(1);
    expect((await productNow()).price).toBe(99900);
  });

  it("shows the shop module's price edit to the next GET at once", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    expect((await productNow()).price).toBe(129900);
    expect((await productNow()).price).toBe(129900);
    const edited = await editProduct('1', { price: '999,00' });
    expect(edited.body.errors).toBeUndefined();
    // The isolate that wrote reads the version again, without waiting for the window.
    expect((await productNow()).price).toBe(99900);
  });

  it('keeps only what was marked public, and never a POST or a cookie', async () => {
    const put = vi.spyOn(locationCache(), 'put');
    await get({ query: '{ me { id email } }' }, asCustomer().headers);
    await rawGql('{ me { id email } }', {}, { headers: asCustomer().headers });
    await rawGql('{ order(id: "RL-2026-000001", token: "x") { id } }');
    await rawGql('{ categories { id } }');
    await get({ query: '{ product(id: "nessuno") { id } }' });
    expect(put).not.toHaveBeenCalled();
    // A public read is public whoever asks: a token does not make it personal.
    await get({ query: '{ categories { id } }' }, asCustomer().headers);
    await get({ query: '{ categories { id } }' }, asCustomer().headers);
    expect(put).toHaveBeenCalledTimes(1);

    const personal = new Response('{"data":2}', {
      headers: { 'cache-control': PRIVATE_CACHE_CONTROL },
    });
    await keep(request(), personal);
    await keep(request({ method: 'POST', body: '{}' }), publicAnswer('{"data":3}'));
    await keep(request(), publicAnswer('{"data":4}', { 'set-cookie': 'sessione=1' }));
    expect(put).toHaveBeenCalledTimes(1);
    expect(await cached(request())).toBeNull();
  });

  it('keys an answer by version, Accept and method', async () => {
    const kept = await keep(request(), publicAnswer('{"data":1}'));
    expect(await kept.text()).toBe('{"data":1}');
    expect(await (await cached(request()))?.text()).toBe('{"data":1}');
    expect(await cached(request(), 8)).toBeNull();
    expect(await cached(request({}, 'application/graphql-response+json'))).toBeNull();
    expect(await cached(request({ method: 'POST', body: '{}' }))).toBeNull();
  });

  it("keeps none of one requester's headers, in either layer", async () => {
    await keep(
      request(),
      publicAnswer('{"data":{}}', {
        'access-control-allow-origin': 'https://altro-sito.test',
        vary: 'Origin',
        [D1_BOOKMARK_HEADER]: '00000000-00000001-00000000-00000000000000000000000000000000',
      }),
    );
    const fromIsolate = await cached(request());
    forgetCatalogueReads();
    const fromLocation = await cached(request());
    for (const answer of [fromIsolate, fromLocation]) {
      expect(answer).not.toBeNull();
      expect(answer?.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer?.headers.get('vary')).toBeNull();
      expect(answer?.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
      // The location keeps its copy a day; the browser is told what the Worker itself says.
      expect(answer?.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    }
  });
});
