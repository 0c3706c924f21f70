import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type GraphQLBody, graphqlPost, send } from './client';
import { asCustomer, orderPlaced, REPAIR, rowCount, seedRepair } from './fixtures';

const SHOP = 'https://shop.test';
const FOREIGN = 'https://altro-sito.test';

async function read(response: Response) {
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

async function graphqlBody(response: Response) {
  const answer = await read(response);
  return { ...answer, body: JSON.parse(answer.text) as GraphQLBody<Record<string, unknown>> };
}

function getUrl(params: Record<string, unknown>): string {
  const url = new URL('/graphql', SHOP);
  for (const [name, value] of Object.entries(params)) {
    url.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return url.toString();
}

const get = (params: Record<string, unknown>, headers: Record<string, string> = {}) =>
  send(new Request(getUrl(params), { headers: { accept: 'application/json', ...headers } }));

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function expectRefusedGet(answer: {
  status: number;
  headers: Headers;
  body: GraphQLBody<unknown>;
}) {
  expect(answer.status).toBe(405);
  expect(answer.headers.get('allow')).toBe('POST');
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors).toEqual([
    {
      message:
        'Questa richiesta va inviata con POST: con GET si leggono solo i dati pubblici del catalogo.',
      extensions: { code: 'METHOD_NOT_ALLOWED' },
    },
  ]);
}

describe('secrets never in URLs', () => {
  it('refuses a GET that reads an order with its token, and answers the same POST', async () => {
    const order = await orderPlaced([{ productId: '3', quantity: 1 }]);
    const query = 'query ($id: ID!, $token: String) { order(id: $id, token: $token) { id } }';
    const variables = { id: order.id, token: order.accessToken };
    expectRefusedGet(await graphqlBody(await get({ query, variables })));

    const posted = await graphqlBody(await send(graphqlPost({ query, variables })));
    expect(posted.body.data).toEqual({ order: { id: order.id } });
  });

  it('refuses guest orders, the repair lookup and the account over GET', async () => {
    await seedRepair();
    for (const query of [
      '{ guestOrders(refs: [{ id: "RL-2026-000001", token: "x" }]) { id } }',
      `{ repairStatus(code: "${REPAIR.code}", email: "${REPAIR.email}") { code } }`,
      '{ me { id email } }',
      '{ products { id } me { id } }',
      '{ ... on Query { products { id } } }',
    ]) {
      expectRefusedGet(await graphqlBody(await get({ query }, asCustomer().headers)));
    }
  });

  it('refuses a persisted private query sent as its hash alone', async () => {
    const query = '{ me { id email } }';
    const extensions = { persistedQuery: { version: 1, sha256Hash: await sha256Hex(query) } };
    const registered = await graphqlBody(
      await send(graphqlPost({ query, extensions }, asCustomer().headers)),
    );
    expect(registered.body.errors).toBeUndefined();
    expectRefusedGet(await graphqlBody(await get({ extensions }, asCustomer().headers)));
  });

  it('refuses a mutation over GET and writes nothing', async () => {
    const before = await rowCount('list_newsletter');
    const query =
      'mutation { subscribeNewsletter(email: "get@negozio.test", consent: true) { email } }';
    expectRefusedGet(await graphqlBody(await get({ query })));
    expect(await rowCount('list_newsletter')).toBe(before);
  });

  it('still answers public catalogue reads over GET', async () => {
    const answer = await graphqlBody(
      await get({ query: '{ categories { id } product(id: "1") { id } }' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data?.product).toEqual({ id: '1' });
  });
});

describe('CORS', () => {
  const post = (origin: string, bindings?: Env) =>
    send(graphqlPost({ query: '{ categories { id } }' }, { origin }), bindings);
  const preflight = (origin: string) =>
    send(
      new Request(`${SHOP}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      }),
    );

  it("allows the shop's own origin, without credentials", async () => {
    const answer = await read(await post(SHOP));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/Origin/);
  });

  it('gives another origin nothing to read the answer with', async () => {
    const answer = await read(await post(FOREIGN));
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/Origin/);
  });

  it("answers the preflight for the shop's origin only", async () => {
    const own = await preflight(SHOP);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(own.headers.get('access-control-allow-methods')).toBe('GET,POST');
    expect(own.headers.get('access-control-allow-headers')).toBe(
      'Authorization,Content-Type,x-d1-bookmark',
    );
    expect(own.headers.get('access-control-allow-credentials')).toBeNull();

    const foreign = await preflight(FOREIGN);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('allows the configured SHOP_ORIGIN instead of its own host', async () => {
    const site = 'https://www.riparolab.test';
    const bindings = { ...env, SHOP_ORIGIN: site };
    const configured = await read(await post(site, bindings));
    expect(configured.headers.get('access-control-allow-origin')).toBe(site);
    const ownHost = await read(await post(SHOP, bindings));
    expect(ownHost.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never replays one origin’s CORS headers from the isolate’s cache to another', async () => {
    for (const [first, second] of [
      [FOREIGN, SHOP],
      [SHOP, FOREIGN],
    ] as const) {
      // A fresh catalogue version, then a read of its own: the first request fills the cache.
      await read(await get({ query: '{ categories { id } }' }));
      const params = { query: `{ products(search: "${first}") { id } }` };
      await read(await get(params, { origin: first }));
      const replayed = await read(await get(params, { origin: second }));
      expect(replayed.status).toBe(200);
      expect(replayed.headers.get('access-control-allow-origin')).toBe(
        second === SHOP ? SHOP : null,
      );
      expect(replayed.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});

describe('POST bodies are JSON', () => {
  const SUBSCRIBE =
    'mutation { subscribeNewsletter(email: "csrf@negozio.test", consent: true) { email } }';

  it.each([
    ['form-encoded', 'application/x-www-form-urlencoded', `query=${encodeURIComponent(SUBSCRIBE)}`],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${SUBSCRIBE}\r\n--x--\r\n`,
    ],
    ['text/plain', 'text/plain', JSON.stringify({ query: SUBSCRIBE })],
    ['without a type', '', JSON.stringify({ query: SUBSCRIBE })],
  ])('refuses a %s post before reading it, and writes nothing', async (_, type, body) => {
    const before = await rowCount('list_newsletter');
    const headers = new Headers({ origin: FOREIGN });
    if (type) headers.set('content-type', type);
    const answer = await graphqlBody(
      await send(new Request(`${SHOP}/graphql`, { method: 'POST', headers, body })),
    );
    expect(answer.status).toBe(415);
    expect(answer.body.errors).toEqual([
      {
        message: 'La richiesta deve essere inviata in formato JSON.',
        extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
      },
    ]);
    expect(await rowCount('list_newsletter')).toBe(before);
  });

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON;charset=UTF-8',
    'application/graphql-response+json',
  ])('answers a %s post', async (type) => {
    const answer = await graphqlBody(
      await send(graphqlPost({ query: '{ categories { id } }' }, { 'content-type': type })),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });

  it.each([undefined, 'application/json', 'application/graphql-response+json', '*/*'])(
    'refuses a body that is not JSON with a 400 (Accept: %s)',
    async (accept) => {
      const answer = await graphqlBody(
        await send(graphqlPost('{"query": "{ categories { id } }"', accept ? { accept } : {})),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        errors: [
          {
            message: 'Il corpo della richiesta non è un JSON valido.',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      });
    },
  );
});

describe("the site's pages", () => {
  const INDEX = '<!doctype html><title>RiparoLab</title><div id="root"></div>';

  /** Workers static assets as wrangler.toml sets them up: no fallback, a 404 for a missing file. */
  const assets = {
    async fetch(input: RequestInfo | URL) {
      const { pathname } = new URL(input instanceof Request ? input.url : input);
      if (pathname === '/') {
        return new Response(INDEX, {
          headers: { 'content-type': 'text/html', 'x-frame-options': 'DENY' },
        });
      }
      if (pathname === '/favicon.ico') return new Response('icon');
      return new Response('Not Found', { status: 404 });
    },
  };
  const page = (path: string) =>
    send(new Request(`${SHOP}${path}`), { ...env, ASSETS: assets as unknown as Fetcher });

  it.each([
    '/',
    '/shop',
    '/product-overview/1',
    '/product-overview/non-esiste',
    '/order/RL-2026-000001',
    '/profilo/indirizzi',
    '/admin/modulo/negozio',
  ])('answers %s with the client and 200', async (path) => {
    const answer = await read(await page(path));
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(INDEX);
    // The page keeps its own stricter headers.
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it.each(['/non-esiste', '/shop/altro', '/admin/non-esiste'])(
    'answers %s with the client and 404',
    async (path) => {
      const answer = await read(await page(path));
      expect(answer.status).toBe(404);
      expect(answer.text).toBe(INDEX);
      expect(answer.headers.get('content-type')).toBe('text/html');
    },
  );

  it('serves a file the Worker is asked for', async () => {
    const answer = await read(await page('/favicon.ico'));
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('icon');
  });
});
