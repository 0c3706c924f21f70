import { describe, expect, it } from 'vitest';
import { freshCatalogueVersion, invalidateCatalogue } from '../../worker/catalogue/snapshot';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../worker/graphql/public-reads';
import { cachedCatalogueRead, rememberCatalogueRead } from '../../worker/graphql/response-cache';
import { type GraphQLBody, gql, send } from './client';
import { asCustomer, editProduct } from './fixtures';

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
  it('lets an edge share catalogue reads sent as GET, whoever asks', async () => {
    const list = await get({ query: '{ products(category: "smartphone") { id name } }' });
    expect(list.cacheControl).toBe(PUBLIC_CACHE_CONTROL);
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

    const post = await gql('{ categories { id } }');
    expect(post.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    const mutation = await gql(
      'mutation { subscribeNewsletter(email: "x@y.it", consent: true) { email } }',
    );
    expect(mutation.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('refuses a mutation sent as GET', async () => {
    const { response } = await get({
      query: 'mutation { subscribeNewsletter(email: "get@negozio.test", consent: true) { email } }',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe('catalogue reads answered from the isolate', () => {
  const LIST = '{ products { id price } }';
  const request = (accept = 'application/json') =>
    new Request(`https://shop.test/graphql?query=${encodeURIComponent(LIST)}`, {
      headers: { accept },
    });
  const publicAnswer = (body: string) =>
    new Response(body, {
      headers: { 'content-type': 'application/json', 'cache-control': PUBLIC_CACHE_CONTROL },
    });

  it('keeps a shareable answer for as long as the snapshot it came from', async () => {
    await get({ query: LIST });
    const version = freshCatalogueVersion();
    expect(version).not.toBeNull();
    const kept = await rememberCatalogueRead(request(), publicAnswer('{"data":1}'), version);
    expect(await kept.text()).toBe('{"data":1}');
    expect(await cachedCatalogueRead(request())?.text()).toBe('{"data":1}');
    // Another content type, another method, another snapshot: not the same answer.
    expect(cachedCatalogueRead(request('application/graphql-response+json'))).toBeNull();
    expect(
      cachedCatalogueRead(new Request(request().url, { method: 'POST', body: '{}' })),
    ).toBeNull();
    invalidateCatalogue();
    expect(cachedCatalogueRead(request())).toBeNull();
  });

  it('never keeps a personal or failed answer, nor one without a fresh snapshot', async () => {
    await get({ query: LIST });
    const version = freshCatalogueVersion();
    const personal = new Response('{"data":2}', {
      headers: { 'cache-control': PRIVATE_CACHE_CONTROL },
    });
    await rememberCatalogueRead(request(), personal, version);
    expect(cachedCatalogueRead(request())).toBeNull();
    await rememberCatalogueRead(request(), publicAnswer('{"data":3}'), null);
    expect(cachedCatalogueRead(request())).toBeNull();
  });

  it("shows the shop module's price edit to the next GET at once", async () => {
    const price = async () => {
      const { body } = await get({ query: '{ product(id: "1") { price } }' });
      return (body.data?.product as { price: number } | undefined)?.price;
    };
    expect(await price()).toBe(129900);
    expect(await price()).toBe(129900);
    const edited = await editProduct('1', { price: '999,00' });
    expect(edited.body.errors).toBeUndefined();
    expect(await price()).toBe(99900);
  });
});
