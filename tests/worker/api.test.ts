import { env } from 'cloudflare:workers';
import { printSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';
import sdl from '../../schema/schema.graphql?raw';
import { logger } from '../../worker/graphql/errors';
import { queryLimitPlugins } from '../../worker/graphql/limits';
import { schema } from '../../worker/graphql/schema';
import { codes, graphqlPost, rawGql, send } from './client';
import { asCustomer, fromNewClient, orderPlaced } from './fixtures';

const post = (body: string, headers: Record<string, string> = {}) =>
  send(graphqlPost(body, headers));

/** Nothing from the server's insides may reach a client: no stack, no file, no original error. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|originalError|stack/);
}

describe('the GraphQL endpoint', () => {
  it('answers GET for queries', async () => {
    const response = await send(
      new Request(
        `https://shop.test/graphql?query=${encodeURIComponent('{ categories { id } }')}`,
        {
          headers: { accept: 'application/json' },
        },
      ),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { categories: unknown[] } };
    expect(body.data.categories).toHaveLength(6);
  });

  it('names an unknown field, suggesting others only outside production', async () => {
    // The tests run the Worker as local development does (vitest.worker.config.ts).
    const development = await rawGql('{ produc { id } }');
    expect(development.status).toBe(200);
    expect(codes(development.body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expectNoInternals(development.text);
    const production = createYoga({
      schema,
      fetchAPI: globalThis,
      plugins: queryLimitPlugins({ environment: 'production' }),
    });
    const response = await production.fetch(graphqlPost({ query: '{ produc { id } }' }));
    const text = await response.text();
    expect(text).toMatch(/Cannot query field \\"produc\\"/);
    expect(text).not.toMatch(/Did you mean/);
  });

  it('refuses a query nested deeper than the limit', async () => {
    let selection = 'name';
    for (let level = 0; level < 9; level++) selection = `ofType { ${selection} }`;
    const { body, text } = await rawGql(
      `{ __type(name: "Query") { fields { type { ${selection} } } } }`,
    );
    expect(codes(body)).toContain('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.message).toBe('La richiesta è troppo complessa.');
    expect(body.data).toBeUndefined();
    expectNoInternals(text);
  });

  it('refuses 100 aliases', async () => {
    const aliases = Array.from({ length: 100 }, (_, i) => `a${i}: categories { id }`).join(' ');
    const { body } = await rawGql(`{ ${aliases} }`);
    expect(codes(body)).toContain('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.message).toBe('La richiesta è troppo complessa.');
  });

  it('refuses a document of more than 1000 tokens', async () => {
    const fields = Array.from({ length: 1200 }, () => 'id').join(' ');
    const { body } = await rawGql(`{ categories { ${fields} } }`);
    expect(codes(body)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(body.errors?.[0]?.message).toBe('La richiesta è troppo complessa.');
  });

  it('refuses a syntax error with its code', async () => {
    const { body } = await rawGql('{ categories { id }');
    expect(codes(body)).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  it('does not batch operations', async () => {
    const response = await post(
      JSON.stringify([{ query: '{ categories { id } }' }, { query: '{ bestsellers { id } }' }]),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('refuses a body over 64 KB before parsing it', async () => {
    const response = await post(
      JSON.stringify({ query: `{ categories { id } } #${'x'.repeat(70_000)}` }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [
        { message: 'La richiesta è troppo grande.', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
      ],
    });
  });

  it('masks an unexpected failure and stays up', async () => {
    const broken = {
      ...env,
      DB: new Proxy(env.DB, {
        get: () => () => {
          throw new Error('D1_ERROR: database unavailable at /internal/path.ts:12');
        },
      }),
    };
    const { status, body, text } = await rawGql('{ products { id } }', undefined, {
      bindings: broken,
    });
    expect(status).toBe(200);
    expect(codes(body)).toEqual(['INTERNAL_SERVER_ERROR']);
    expect(body.errors?.[0]?.message).toBe(
      'Si è verificato un errore imprevisto. Riprova tra qualche istante.',
    );
    expect(text).not.toMatch(/D1_ERROR|internal\/path/);
    expectNoInternals(text);
    const healthy = await rawGql('{ categories { id } }');
    expect(healthy.body.data).toBeTruthy();
  });

  it('sends security headers', async () => {
    const { headers } = await rawGql('{ categories { id } }');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('strict-transport-security')).toMatch(/max-age=/);
  });
});

describe('the server log', () => {
  it('keeps refusals out and unexpected errors in', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const refused = await rawGql('{ adminCounts { newQuotes } }', {}, asCustomer());
      expect(codes(refused.body)).toEqual(['FORBIDDEN']);
      expect(logged).not.toHaveBeenCalled();
      logger.error(new Error('D1 is gone'));
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });

  /** The D1 binding with one table gone: every statement naming it fails as D1 would. */
  function withoutTable(table: string): Env {
    const broken = (sql: string) => sql.replaceAll(`"${table}"`, `"${table}_gone"`);
    const session = (start?: string) => {
      const inner = env.DB.withSession(start);
      return {
        prepare: (sql: string) => inner.prepare(broken(sql)),
        batch: (statements: D1PreparedStatement[]) => inner.batch(statements),
        getBookmark: () => inner.getBookmark(),
      };
    };
    return { ...env, DB: { ...env.DB, withSession: session } as unknown as D1Database };
  }

  /** Everything a spied console method was given, as the log would show it, stacks included. */
  const text = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls
      .flat()
      .map((arg) => (arg instanceof Error ? `${arg.stack} ${String(arg.cause)}` : String(arg)))
      .join('\n');

  it("keeps a failed statement's bound values out: an order link's token, an e-mail", async () => {
    const order = await orderPlaced([{ productId: '6', quantity: 1 }]);
    const { email } = (await env.DB.prepare('SELECT email FROM orders WHERE id = ?')
      .bind(order.id)
      .first<{ email: string }>()) ?? { email: '' };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // The order-link e-mail's row (its input holds the token) cannot be written.
      const asked = await rawGql(
        'mutation L($number: String!, $email: String!) { requestOrderLink(number: $number, email: $email) }',
        { number: order.number, email },
        { ...fromNewClient(), bindings: withoutTable('outbox') },
      );
      expect(asked.body.errors).toBeUndefined();
      // A read binding the e-mail fails inside a resolver, which Yoga logs.
      const looked = await rawGql(
        'query S($email: String!) { repairStatus(code: "RIP-ABCDEFGH", email: $email) { status } }',
        { email },
        { ...fromNewClient(), bindings: withoutTable('list_repair') },
      );
      expect(codes(looked.body)).toEqual(['INTERNAL_SERVER_ERROR']);
      expect(logged).toHaveBeenCalledTimes(2);
      const log = text(logged);
      expect(log).toContain('D1 statement failed');
      expect(log).toContain('no such table');
      expect(log).not.toContain(order.accessToken);
      expect(log).not.toContain(email);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('other paths', () => {
  it('reports health, a broken database as degraded, and liveness without the database', async () => {
    const ok = await send(new Request('https://shop.test/healthz'));
    expect(await ok.json()).toEqual({ status: 'ok' });
    const broken = {
      ...env,
      DB: { prepare: () => ({ first: () => Promise.reject(new Error('down')) }) },
    };
    const down = await send(new Request('https://shop.test/healthz'), broken as unknown as Env);
    expect(down.status).toBe(503);
    const alive = await send(new Request('https://shop.test/livez'), broken as unknown as Env);
    expect(await alive.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a coded 404', async () => {
    const response = await send(new Request('https://shop.test/api/nope', { method: 'POST' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Risorsa non trovata.', extensions: { code: 'NOT_FOUND' } }],
    });
  });
});

describe('schema/schema.graphql', () => {
  it('is the printed schema (run npm run generate when this fails)', () => {
    expect(sdl).toBe(`${printSchema(schema)}\n`);
  });
});
