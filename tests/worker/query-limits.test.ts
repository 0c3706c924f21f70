/// <reference types="vite/client" />
import { env } from 'cloudflare:workers';
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  getNullableType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
  validate,
  visit,
} from 'graphql';
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { HEADER_SEARCH_LIMIT, LISTING_PAGE_SIZE } from '../../schema/rules/catalogue-filters';
import { DEFAULT_LISTING, listingVariables } from '../../web/catalogue/listing-params';
import { createContext } from '../../worker/context';
import {
  LIST_MAXIMA,
  operationCost,
  operationStatements,
  SEARCH_COST,
  SEARCH_STATEMENTS,
  STATEMENT_COST,
} from '../../worker/graphql/cost';
import { LIMITS, queryLimitPlugins, TOO_COMPLEX } from '../../worker/graphql/limits';
import { RESULT_TOO_LARGE, resultSizePlugin } from '../../worker/graphql/result-size';
import { schema } from '../../worker/graphql/schema';
import { codes, type GraphQLBody, rawGql, send } from './client';
import { UNCACHED } from './d1-counter';
import {
  asCustomer,
  fromNewClient,
  inOneRateWindow,
  newClientAddress,
  RATE_WINDOW_TIMEOUT_MS,
} from './fixtures';
import { CUSTOMER, OTHER_CUSTOMER, signedIn } from './identity';

/** `{ products { related(limit:12) { related(limit:12) { … } } } }`, `levels` deep. */
function nestedRelated(levels: number, aliases = 1): string {
  let selection = 'id';
  for (let level = 0; level < levels; level++) selection = `related(limit:12){${selection}}`;
  return `{${Array.from({ length: aliases }, (_, i) => `a${i}:products{${selection}}`).join('')}}`;
}

const costOf = (query: string, variables?: Record<string, unknown>) => {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  return operationCost(schema, document, operation, variables);
};

/** The objects and list items alone, without what the statements weigh. */
const itemsOf = (query: string, variables?: Record<string, unknown>) => {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  return (
    costOf(query, variables) -
    STATEMENT_COST * operationStatements(schema, document, operation, variables)
  );
};

const PRODUCTS = LIST_MAXIMA['Query.products'] ?? 0;

/** `n` aliased searches of different words, each asking only for its counts. */
const searches = (n: number) =>
  `{ ${Array.from(
    { length: n },
    (_, i) =>
      `s${i}: catalogue(first: 0, search: "parola${i}") { totalCount facets { available brands { value count } } }`,
  ).join(' ')} }`;

describe('the cost of an operation', () => {
  it('counts each object and list item, lists at their maximum, scalars free', () => {
    expect(itemsOf('{ products { id name } }')).toBe(PRODUCTS);
    expect(itemsOf('{ products { id images } }')).toBe(PRODUCTS * (1 + 10));
    expect(itemsOf('{ product(id: "1") { id category { id } } }')).toBe(2);
    expect(itemsOf('{ __typename }')).toBe(0);
  });

  it('counts a sized list at the size asked, its default, or its maximum at most', () => {
    const related = 'query R($n: Int) { product(id: "1") { related(limit: $n) { id } } }';
    expect(itemsOf('{ product(id: "1") { related(limit: 3) { id } } }')).toBe(1 + 3);
    expect(itemsOf('{ product(id: "1") { related { id } } }')).toBe(1 + 4);
    expect(itemsOf('{ product(id: "1") { related(limit: 999) { id } } }')).toBe(1 + 12);
    expect(itemsOf(related, { n: 7 })).toBe(1 + 7);
    expect(itemsOf(related)).toBe(1 + 12);
  });

  it("sizes a staff page's items by the page's size argument", () => {
    expect(itemsOf('{ adminOrders(size: 10) { items { id } total } }')).toBe(1 + 10);
    expect(itemsOf('{ adminOrders { items { id } } }')).toBe(1 + 50);
    expect(itemsOf('{ adminOrders(size: 10) { items { lines { name } } } }')).toBe(
      1 + 10 * (1 + 100),
    );
  });

  it("sizes only a page's own lists: the objects beside them keep their lists' maxima", () => {
    const categories = LIST_MAXIMA['ProductFacets.categories'] ?? 0;
    // An empty page once made its facets free: every list below it counted at 0.
    expect(itemsOf('{ catalogue(first: 0) { facets { categories { value } } } }')).toBe(
      1 + 1 + categories,
    );
    expect(itemsOf('{ catalogue(first: 0) { nodes { id } pageInfo { hasNextPage } } }')).toBe(
      1 + 0 + 1,
    );
    expect(itemsOf('{ adminProductPage(size: 2) { items { id } waitingStockAlerts } }')).toBe(
      1 + 2 + 2,
    );
  });

  it('takes the size a page is asked for, backward too, and a variable left out as absent', () => {
    const page = `query P($first: Int, $last: Int) {
      catalogue(first: $first, last: $last) { nodes { id } }
    }`;
    expect(itemsOf(page, { last: 3 })).toBe(1 + 3);
    expect(itemsOf(page, { first: 5 })).toBe(1 + 5);
    expect(itemsOf(page, {})).toBe(1 + LISTING_PAGE_SIZE.max);
  });

  it('multiplies through nesting, fragments and aliases', () => {
    const card = 'fragment Card on Product { id images }';
    expect(
      itemsOf(`{ a: products { ...Card } b: bestsellers { ... on Product { id } } } ${card}`),
    ).toBe(PRODUCTS * 11 + PRODUCTS);
    expect(itemsOf('{ products { related(limit: 12) { id } } }')).toBe(PRODUCTS * (1 + 12));
  });

  it('merges what execution merges: repeated fields and spreads are one answer', () => {
    const repeated =
      '{ products { ...A ...A } products { id images } } fragment A on Product { id }';
    expect(itemsOf(repeated)).toBe(PRODUCTS * 11);
  });

  it('adds what the statements a document runs weigh, once a level whatever the parents', () => {
    // The products (3 statements) and their related products (1, for all of them).
    expect(costOf('{ products { related(limit: 1) { id } } }')).toBe(
      PRODUCTS * 2 + STATEMENT_COST * (3 + 1),
    );
    // Five of them were 1,000: an anonymous read below the rate limit that ran 505 statements.
    const five = `{${[1, 2, 3, 4, 5].map((n) => `a${n}: products { related(limit: 1) { id } }`).join(' ')}}`;
    expect(costOf(five)).toBeGreaterThan(LIMITS.expensiveRead);
  });

  it('charges each search its own work, and its statements, however small its page', () => {
    const search = SEARCH_COST + STATEMENT_COST * SEARCH_STATEMENTS;
    const counts =
      'totalCount facets { categories { value count } brands { value count } priceRanges { value count } available }';
    // The read that ran a whole search for the cost of two objects.
    expect(costOf(`{ catalogue(first: 0, search: "apple") { ${counts} } }`)).toBe(
      costOf(`{ catalogue(first: 0) { ${counts} } }`) + search,
    );
    expect(costOf('{ products(search: "apple") { id } }')).toBe(
      costOf('{ products { id } }') + search,
    );
    expect(costOf('{ adminProductPage(search: "apple") { total } }')).toBe(
      costOf('{ adminProductPage { total } }') + search,
    );
  });

  it('knows when a search runs: a word, or a variable not yet known', () => {
    const query = 'query S($q: String) { catalogue(first: 0, search: $q) { totalCount } }';
    const none = costOf('{ catalogue(first: 0) { totalCount } }');
    const search = SEARCH_COST + STATEMENT_COST * SEARCH_STATEMENTS;
    expect(costOf(query, { q: 'apple' })).toBe(none + search);
    expect(costOf(query)).toBe(none + search);
    for (const q of [null, '', ' - ! ']) expect(costOf(query, { q })).toBe(none);
    expect(costOf(query, {})).toBe(none);
    // A default is what execution takes for a variable left out.
    const withDefault =
      'query S($q: String = "apple") { catalogue(first: 0, search: $q) { id: totalCount } }';
    expect(costOf(withDefault, {})).toBe(none + search);
    expect(costOf(withDefault, { q: null })).toBe(none);
  });

  it('makes two searches in one request an expensive read, and one alone not', () => {
    expect(costOf(searches(1))).toBeLessThanOrEqual(LIMITS.expensiveRead);
    expect(costOf(searches(2))).toBeGreaterThan(LIMITS.expensiveRead);
  });

  it('knows the maximum of every list field in the schema', () => {
    const unsized: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        if (isListType(getNullableType(field.type)) && !(coordinate in LIST_MAXIMA)) {
          unsized.push(coordinate);
        }
      }
    }
    expect(unsized).toEqual([]);
    // And names no field that is not there.
    for (const coordinate of Object.keys(LIST_MAXIMA)) {
      const [type = '', field = ''] = coordinate.split('.');
      const named = schema.getType(type);
      expect(isObjectType(named) && named.getFields()[field], coordinate).toBeTruthy();
    }
  });
});

// --- The site's own documents -----------------------------------------------------------------

const sources = import.meta.glob<string>('../../web/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every `graphql(`…`)` document the browser app sends, fragments included, parsed. */
function siteDefinitions(): DefinitionNode[] {
  const definitions: DefinitionNode[] = [];
  for (const source of Object.values(sources)) {
    for (const [, text] of source.matchAll(/\bgraphql\(\s*`([^`]*)`/g)) {
      // gql.tada's own directive, which it strips before sending.
      const document = visit(parse(text ?? ''), {
        Directive: (node) => (node.name.value === '_unmask' ? null : undefined),
      });
      definitions.push(...document.definitions);
    }
  }
  return definitions;
}

/** An operation with the fragments it spreads, at any depth, as the client sends it. */
function asSent(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): DocumentNode {
  const used = new Map<string, FragmentDefinitionNode>();
  const pending: (OperationDefinitionNode | FragmentDefinitionNode)[] = [operation];
  for (let next = pending.pop(); next; next = pending.pop()) {
    visit(next, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
}

describe("the site's own documents", () => {
  const definitions = siteDefinitions();
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const operations = definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );

  it('are all found, the staff area included', () => {
    const names = operations.map((operation) => operation.name?.value);
    expect(names).toEqual(expect.arrayContaining(['ShopListing', 'ProductPage', 'AdminOrders']));
    expect(operations.length).toBeGreaterThan(40);
  });

  it("search from the header or the listing without spending a read limit's share", () => {
    const named = (name: string) => {
      const operation = operations.find((o) => o.name?.value === name);
      if (!operation) throw new Error(`${name} is not among the site's documents`);
      return { operation, document: asSent(operation, fragments) };
    };
    const header = named('HeaderSearch');
    const listing = named('ShopListing');
    const asked = [
      {
        ...header,
        variables: { search: 'iphone 15', first: HEADER_SEARCH_LIMIT.desktop },
      },
      {
        ...listing,
        variables: listingVariables(
          { ...DEFAULT_LISTING, search: 'iphone 15', availableOnly: true },
          LISTING_PAGE_SIZE.default,
        ),
      },
    ];
    for (const { operation, document, variables } of asked) {
      expect(operationCost(schema, document, operation, variables)).toBeLessThanOrEqual(
        LIMITS.expensiveRead,
      );
    }
  });

  it("open the shop module's page, its back-in-stock counts per variant included, without spending a read limit's share", () => {
    const operation = operations.find((o) => o.name?.value === 'AdminProducts');
    if (!operation) throw new Error('AdminProducts is not among the site documents');
    const document = asSent(operation, fragments);
    expect(operationCost(schema, document, operation, {})).toBeLessThanOrEqual(
      LIMITS.expensiveRead,
    );
  });

  it('each fit the schema and the cost limit at their worst case', () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const document = asSent(operation, fragments);
      const name = operation.name?.value;
      for (const error of validate(schema, document)) problems.push(`${name}: ${error.message}`);
      const cost = operationCost(schema, document, operation);
      if (cost > LIMITS.cost) problems.push(`${name} costs ${cost}`);
    }
    expect(problems).toEqual([]);
  });
});

// --- Refusals through the Worker -------------------------------------------------------------

/** A refusal before anything ran: a coded error, no data, no 5xx, no number. */
function expectRefused(sent: { status: number; body: GraphQLBody<unknown> }, code: string) {
  expect(sent.status).toBeLessThan(500);
  expect(sent.body.data ?? undefined).toBeUndefined();
  expect(codes(sent.body)).toContain(code);
  for (const error of sent.body.errors ?? []) expect(error.message).not.toMatch(/\d/);
}

describe('nested lists', () => {
  it('refuses related products nested under related products, at any depth', async () => {
    // The 134-byte request that made the server build 156,864 objects.
    const attack = nestedRelated(6, 15);
    expectRefused(await rawGql(attack), 'QUERY_TOO_COMPLEX');
    const twice = await rawGql(nestedRelated(2));
    expectRefused(twice, 'QUERY_TOO_COMPLEX');
    expect(twice.body.errors?.[0]?.message).toBe(
      'I prodotti correlati non possono contenerne altri.',
    );
  });

  it('finds the nesting through fragments too', async () => {
    const sent = await rawGql(`
      { product(id: "1") { related { ...More } } }
      fragment More on Product { ... on Product { related { id } } }
    `);
    expectRefused(sent, 'QUERY_TOO_COMPLEX');
  });

  it('answers a fragment cycle with a coded refusal, not a 500', async () => {
    const sent = await rawGql(`
      { product(id: "1") { related { ...A } } }
      fragment A on Product { id ...B }
      fragment B on Product { name ...A }
    `);
    expectRefused(sent, 'GRAPHQL_VALIDATION_FAILED');
  });

  it('still answers one level of related products', async () => {
    const { body } = await rawGql<{ product: { related: unknown[] } }>(
      '{ product(id: "1") { related(limit: 12) { id } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.product.related.length).toBeGreaterThan(0);
  });

  it('refuses an operation whose lists multiply past the cost limit', async () => {
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `a${i}: products { related(limit: 12) { id images } }`,
    );
    const sent = await rawGql(`{ ${aliases.join(' ')} }`, undefined, fromNewClient());
    expectRefused(sent, 'QUERY_TOO_COMPLEX');
    expect(sent.body.errors).toEqual([
      { message: TOO_COMPLEX, extensions: { code: 'QUERY_TOO_COMPLEX' } },
    ]);
  });

  it('counts a size given in a variable', async () => {
    const query = `query R($n: Int) {
      ${Array.from({ length: 15 }, (_, i) => `a${i}: products { related(limit: $n) { id images } }`).join(' ')}
    }`;
    expect(costOf(query, { n: 0 })).toBeLessThan(LIMITS.cost);
    const small = await rawGql(query, { n: 0 }, fromNewClient());
    expect(small.body.errors).toBeUndefined();
    expectRefused(await rawGql(query, { n: 12 }, fromNewClient()), 'QUERY_TOO_COMPLEX');
  });
});

describe('the bound on the answer while it is built', () => {
  /** A server with the Worker's schema and a bound small enough for the seeded catalogue. */
  const bounded = (maxItems: number) =>
    createYoga({ schema, fetchAPI: globalThis, plugins: [resultSizePlugin({ maxItems })] });

  const ask = async (server: ReturnType<typeof bounded>, query: string) => {
    const context = createContext(env, {
      viewer: null,
      client: newClientAddress(),
      origin: 'https://shop.test',
      waitUntil: () => undefined,
    });
    const response = await server.fetch(
      new Request('https://shop.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }),
      context,
    );
    return { status: response.status, body: (await response.json()) as GraphQLBody<unknown> };
  };

  it('stops once the objects and list items built pass the bound', async () => {
    const catalogue = (await rawGql<{ products: unknown[] }>('{ products { id } }')).body.data
      ?.products.length;
    expect(catalogue).toBeGreaterThan(3);
    const server = bounded(3);
    const sent = await ask(server, '{ products { id } }');
    expectRefused(sent, 'RESULT_TOO_LARGE');
    expect(sent.body.errors).toEqual([
      { message: RESULT_TOO_LARGE, extensions: { code: 'RESULT_TOO_LARGE' } },
    ]);
    // Within the bound, the same server answers.
    const fits = await ask(server, '{ product(id: "1") { id category { id } } }');
    expect(fits.body.errors).toBeUndefined();
  });

  it('counts nested objects and the items of scalar lists', async () => {
    const server = bounded(2);
    expectRefused(
      await ask(server, '{ product(id: "1") { category { id } images } }'),
      'RESULT_TOO_LARGE',
    );
  });
});

describe('limit messages', () => {
  it('never print the limit or what was found', async () => {
    let deep = 'name';
    for (let level = 0; level < 9; level++) deep = `ofType { ${deep} }`;
    const requests = [
      `{ __type(name: "Query") { fields { type { ${deep} } } } }`,
      `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: categories { id }`).join(' ')} }`,
      `{ categories { ${Array.from({ length: 1200 }, () => 'id').join(' ')} } }`,
      `{ categories { ${'id @include(if: true) '.repeat(60)} } }`,
    ];
    for (const query of requests) {
      const { body } = await rawGql(query);
      expect(body.errors).toEqual([
        { message: TOO_COMPLEX, extensions: { code: 'QUERY_TOO_COMPLEX' } },
      ]);
    }
  });
});

describe('introspection', () => {
  const serverFor = (environment: string) =>
    createYoga({ schema, fetchAPI: globalThis, plugins: queryLimitPlugins({ environment }) });

  const introspect = async (environment: string, query: string) => {
    const response = await serverFor(environment).fetch(
      new Request('https://shop.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }),
      createContext(env, {
        viewer: null,
        client: newClientAddress(),
        origin: 'https://shop.test',
        waitUntil: () => undefined,
      }),
    );
    return (await response.json()) as GraphQLBody<{ __schema?: unknown; __typename?: string }>;
  };

  it('is refused in production, with a coded Italian message', async () => {
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Product") { name } }',
    ]) {
      const body = await introspect('production', query);
      expect(body.data ?? undefined).toBeUndefined();
      expect(body.errors?.[0]).toMatchObject({
        message: 'Lo schema non è consultabile.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    }
    expect((await introspect('production', '{ __typename }')).data?.__typename).toBe('Query');
  });

  it('stays in development and in the tests', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await introspect('development', query)).errors).toBeUndefined();
    expect((await rawGql(query)).body.errors).toBeUndefined();
  });
});

// --- Expensive anonymous reads ---------------------------------------------------------------

/** A limiter that records the keys it is asked about and refuses past `limit`. */
function recordingLimiter(limit = Number.POSITIVE_INFINITY) {
  const keys: string[] = [];
  const limiter: RateLimit = {
    async limit({ key }) {
      keys.push(key);
      return { success: keys.filter((k) => k === key).length <= limit };
    },
  };
  return { keys, limiter };
}

const LISTING = '{ products(search: "apple") { id name price images category { name } } }';

describe('expensive anonymous reads', () => {
  it("count a visitor's against READS_RATE_LIMIT; cheap reads and accounts' do not", async () => {
    const { keys, limiter } = recordingLimiter();
    const bindings = { ...env, READS_RATE_LIMIT: limiter };
    const client = fromNewClient();
    expect(costOf(LISTING)).toBeGreaterThan(LIMITS.expensiveRead);
    expect((await rawGql(LISTING, undefined, { ...client, bindings })).body.errors).toBeUndefined();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toContain(client.headers['cf-connecting-ip']);
    // A product page, and a listing a confirmed account asks (its own limit's): not counted here.
    await rawGql('{ product(id: "1") { id name related { id name } } }', undefined, { bindings });
    await rawGql(LISTING, undefined, {
      bindings,
      headers: { ...client.headers, ...asCustomer().headers },
    });
    expect(keys).toHaveLength(1);
  });

  it('answers TOO_MANY_REQUESTS past the limit, and nothing else is refused', async () => {
    const { limiter } = recordingLimiter(2);
    const bindings = { ...env, READS_RATE_LIMIT: limiter };
    // Measured, so the isolate's cache answers none of them (a cached answer is not counted).
    const client = { headers: { ...fromNewClient().headers, ...UNCACHED } };
    for (let i = 0; i < 2; i++) {
      expect(
        (await rawGql(LISTING, undefined, { ...client, bindings })).body.errors,
      ).toBeUndefined();
    }
    const refused = await rawGql(LISTING, undefined, { ...client, bindings });
    expectRefused(refused, 'TOO_MANY_REQUESTS');
    expect(refused.body.errors?.[0]?.message).toBe(
      'Hai inviato troppe richieste in poco tempo: riprova tra un minuto.',
    );
    // Another client, and a cheap read from the same one, still get their answers.
    expect(
      (await rawGql(LISTING, undefined, { ...fromNewClient(), bindings })).body.errors,
    ).toBeUndefined();
    const cheap = await rawGql('{ categories { id } }', undefined, { ...client, bindings });
    expect(cheap.body.errors).toBeUndefined();
  });

  it("are not counted when the isolate's cache answers them", async () => {
    const { keys, limiter } = recordingLimiter();
    const bindings = { ...env, READS_RATE_LIMIT: limiter };
    const url = `https://shop.test/graphql?query=${encodeURIComponent(LISTING)}`;
    const get = () =>
      send(
        new Request(url, { headers: { accept: 'application/json', ...fromNewClient().headers } }),
        bindings,
      );
    await rawGql('{ categories { id } }');
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    expect(keys).toHaveLength(1);
  });

  it('meet the binding wrangler.toml declares: 120 a minute per client', async () => {
    const client = fromNewClient();
    // Twice the limit and one: whichever way the limiter's one-minute window splits them, one
    // window holds more than 120.
    const sent = await Promise.all(
      Array.from({ length: 241 }, () => rawGql('{ products { id images } }', undefined, client)),
    );
    const refused = sent.filter((s) => codes(s.body).includes('TOO_MANY_REQUESTS'));
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(sent.length - refused.length).toBeGreaterThanOrEqual(120);
  });
});

describe('searches packed into one request', () => {
  it('spend one of the read limit each, and meet it with the coded refusal', async () => {
    const { keys, limiter } = recordingLimiter(120);
    const bindings = { ...env, READS_RATE_LIMIT: limiter };
    const client = { headers: { ...fromNewClient().headers, ...UNCACHED } };
    // The 15 aliased searches that once cost less than one listing and spent nothing.
    const packed = searches(LIMITS.aliases);
    expect(costOf(packed)).toBeLessThanOrEqual(LIMITS.cost);
    for (let i = 0; i < 120 / LIMITS.aliases; i++) {
      expect(
        (await rawGql(packed, undefined, { ...client, bindings })).body.errors,
      ).toBeUndefined();
    }
    expect(keys).toHaveLength(120);
    expectRefused(await rawGql(packed, undefined, { ...client, bindings }), 'TOO_MANY_REQUESTS');
  });

  it('while one search a request, as the header asks, spends nothing', async () => {
    const { keys, limiter } = recordingLimiter();
    const bindings = { ...env, READS_RATE_LIMIT: limiter };
    const header = `query H($q: String!) {
      catalogue(search: $q, searchIn: HEADER, sort: RELEVANCE, first: ${HEADER_SEARCH_LIMIT.desktop}) { nodes { id name brand images } }
    }`;
    for (const q of ['apple', 'samsung', 'iphone']) {
      const sent = await rawGql(header, { q }, { ...fromNewClient(), bindings });
      expect(sent.body.errors).toBeUndefined();
    }
    expect(keys).toEqual([]);
  });
});

describe('signed-in reads', () => {
  const unconfirmed = signedIn({
    uid: 'nuova-iscrizione',
    email: 'nuova@negozio.test',
    emailVerified: false,
  });

  /** Both read limits recorded: the visitors' and the accounts'. */
  const recordedLimits = (visitors = Number.POSITIVE_INFINITY, accounts = visitors) => {
    const reads = recordingLimiter(visitors);
    const accountReads = recordingLimiter(accounts);
    return {
      reads: reads.keys,
      accountReads: accountReads.keys,
      bindings: {
        ...env,
        READS_RATE_LIMIT: reads.limiter,
        ACCOUNT_READS_RATE_LIMIT: accountReads.limiter,
      },
    };
  };

  const as = (identity: { headers: Record<string, string> }, client: string) => ({
    headers: { ...identity.headers, 'cf-connecting-ip': client, ...UNCACHED },
  });

  it('of a confirmed account spend its own limit, keyed by account and client', async () => {
    const { reads, accountReads, bindings } = recordedLimits();
    const [here, there] = [newClientAddress(), newClientAddress()];
    for (const [identity, client] of [
      [asCustomer(), here],
      [asCustomer(), there],
      [signedIn(OTHER_CUSTOMER), here],
    ] as const) {
      const sent = await rawGql(LISTING, undefined, { ...as(identity, client), bindings });
      expect(sent.body.errors).toBeUndefined();
    }
    expect(reads).toEqual([]);
    expect(accountReads).toEqual([
      `read:${CUSTOMER.uid}:${here}`,
      `read:${CUSTOMER.uid}:${there}`,
      `read:${OTHER_CUSTOMER.uid}:${here}`,
    ]);
  });

  it('meet it with the coded refusal, while the same client signed out still reads', async () => {
    const { bindings } = recordedLimits(Number.POSITIVE_INFINITY, 2);
    const client = newClientAddress();
    for (let i = 0; i < 2; i++) {
      const sent = await rawGql(LISTING, undefined, { ...as(asCustomer(), client), bindings });
      expect(sent.body.errors).toBeUndefined();
    }
    expectRefused(
      await rawGql(LISTING, undefined, { ...as(asCustomer(), client), bindings }),
      'TOO_MANY_REQUESTS',
    );
    const visitor = await rawGql(LISTING, undefined, {
      headers: { 'cf-connecting-ip': client, ...UNCACHED },
      bindings,
    });
    expect(visitor.body.errors).toBeUndefined();
  });

  it("of an unconfirmed account spend the client's limit, as a visitor's do", async () => {
    const { reads, accountReads, bindings } = recordedLimits(2);
    const client = newClientAddress();
    const visitor = await rawGql(LISTING, undefined, {
      headers: { 'cf-connecting-ip': client, ...UNCACHED },
      bindings,
    });
    expect(visitor.body.errors).toBeUndefined();
    const first = await rawGql(LISTING, undefined, { ...as(unconfirmed, client), bindings });
    expect(first.body.errors).toBeUndefined();
    expectRefused(
      await rawGql(LISTING, undefined, { ...as(unconfirmed, client), bindings }),
      'TOO_MANY_REQUESTS',
    );
    expect(reads).toEqual([`read:${client}`, `read:${client}`, `read:${client}`]);
    expect(accountReads).toEqual([]);
  });

  it(
    'meet the bindings wrangler.toml declares: 300 a minute for an account, 120 unconfirmed',
    async () => {
      inOneRateWindow();
      const refusedOf = async (identity: { headers: Record<string, string> }, times: number) => {
        const client = newClientAddress();
        const sent = await Promise.all(
          Array.from({ length: times }, () =>
            rawGql('{ products { id images } }', undefined, {
              headers: { ...identity.headers, 'cf-connecting-ip': client, ...UNCACHED },
            }),
          ),
        );
        return sent.filter((s) => codes(s.body).includes('TOO_MANY_REQUESTS')).length;
      };
      expect(await refusedOf(asCustomer(), 301)).toBe(1);
      expect(await refusedOf(unconfirmed, 121)).toBe(1);
    },
    RATE_WINDOW_TIMEOUT_MS,
  );
});
