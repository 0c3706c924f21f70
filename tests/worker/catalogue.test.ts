import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { MAX_BRAND_FACETS } from '../../schema/rules/catalogue-filters';
import { graphql } from '../../web/graphql';
import { VERSION_FRESH_MS } from '../../worker/catalogue/version';
import { codes, gql } from './client';
import { reportedStats, UNCACHED } from './d1-counter';

const LIST = graphql(`query List($category: ID, $search: String, $sort: ProductSort) {
  products(category: $category, search: $search, sort: $sort) { id name price category { id } }
}`);

async function list(variables: Record<string, unknown> = {}) {
  const { body } = await gql(LIST, variables);
  expect(body.errors).toBeUndefined();
  return body.data?.products ?? [];
}

describe('categories', () => {
  it('lists the six departments in shop order with their icons', async () => {
    const { body } = await gql(graphql('{ categories { id name icon } }'));
    expect(body.data?.categories.map((c) => c.id)).toEqual([
      'smartphone',
      'laptop',
      'tablet',
      'accessori',
      'smartwatch',
      'gaming',
    ]);
    expect(body.data?.categories[3]).toEqual({
      id: 'accessori',
      name: 'Accessori',
      icon: 'headphones',
    });
  });
});

describe('products', () => {
  it('sorts by name as an Italian reader expects, ignoring case', async () => {
    const names = (await list()).map((p) => p.name);
    expect(names).toEqual([
      'AirPods Pro (2a generazione)',
      'Galaxy S24 Ultra',
      'Galaxy Watch6 Classic',
      'iPad Air 11" M2',
      'iPhone 15 Pro',
      'MacBook Air 13" M3',
      'PlayStation 5 Slim',
      'XPS 13',
    ]);
  });

  it('sorts by price both ways', async () => {
    const low = (await list({ sort: 'PRICE_LOW' })).map((p) => p.price);
    const high = (await list({ sort: 'PRICE_HIGH' })).map((p) => p.price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(high).toEqual([...low].reverse());
  });

  it('filters by category, with "all" or nothing meaning every category', async () => {
    expect((await list({ category: 'laptop' })).map((p) => p.id).sort()).toEqual(['3', '4']);
    expect(await list({ category: 'all' })).toHaveLength(8);
    expect(await list({ category: null })).toHaveLength(8);
    expect(await list({ category: 'frigoriferi' })).toEqual([]);
  });

  it('searches name, brand and description without caring about case', async () => {
    expect((await list({ search: 'SAMSUNG' })).map((p) => p.id).sort()).toEqual(['2', '7']);
    expect((await list({ search: 'titanio' })).map((p) => p.id).sort()).toEqual(['1', '2']);
    expect((await list({ search: 'nessun prodotto così' })).length).toBe(0);
    expect((await list({ search: 'apple', category: 'tablet' })).map((p) => p.id)).toEqual(['5']);
  });

  it('refuses an over-long search with a clear message', async () => {
    const { body } = await gql(LIST, { search: 'x'.repeat(101) });
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.message).toMatch(/al massimo 100 caratteri/);
  });

  it('reads a list and the bestsellers with their categories in a few statements, never one per product', async () => {
    const { body, headers } = await gql(
      graphql('{ products { id category { id name icon } } bestsellers { category { name } } }'),
      undefined,
      { headers: UNCACHED },
    );
    expect(body.errors).toBeUndefined();
    // The list, the bestsellers and the departments (kept by the isolate after the first read).
    expect(reportedStats(headers).statements).toBeLessThanOrEqual(3);
  });
});

describe('product', () => {
  const ONE = graphql(`query One($id: ID!) {
    product(id: $id) {
      id name brand price originalPrice description images sizes inStock stock rating reviews
      colors { name hex } category { id name }
      details { display processor chip waterResistance specialFeatures features }
    }
  }`);

  it('reads the id as an integer', async () => {
    const { body } = await gql(ONE, { id: '3' });
    expect(body.data?.product).toMatchObject({
      id: '3',
      name: 'MacBook Air 13" M3',
      price: 124900,
      category: { id: 'laptop', name: 'Laptop' },
    });
    const padded = await gql(ONE, { id: ' 3 ' });
    expect(padded.body.data?.product?.id).toBe('3');
  });

  it('returns the full sheet, with only the details a product has', async () => {
    const { body } = await gql(ONE, { id: '1' });
    expect(body.data?.product).toMatchObject({
      colors: [
        { name: 'Titanio naturale', hex: '#8f8a81' },
        { name: 'Titanio blu', hex: '#2f4452' },
        { name: 'Titanio nero', hex: '#3b3b3b' },
      ],
      sizes: ['128GB', '256GB', '512GB'],
      details: { processor: 'A17 Pro', chip: null, features: null, waterResistance: 'IP68' },
    });
    expect(body.data?.product?.images).toHaveLength(2);
  });

  it('shows product 8 out of stock', async () => {
    const { body } = await gql(ONE, { id: '8' });
    expect(body.data?.product).toMatchObject({ inStock: false, stock: 0 });
  });

  it('is null for an id that does not exist', async () => {
    const { body } = await gql(ONE, { id: '999' });
    expect(body).toEqual({ data: { product: null } });
  });

  it.each(['abc', '3a', '-1', '0', '1.5', '', '99999999999'])(
    'refuses the malformed id %j with a clear error',
    async (id) => {
      const { status, body } = await gql(ONE, { id });
      expect(status).toBe(200);
      expect(codes(body)).toEqual(['BAD_USER_INPUT']);
      expect(body.errors?.[0]?.message).toBe('Identificativo prodotto non valido.');
    },
  );
});

describe('bestsellers', () => {
  it('lists products 1 to 8 in order', async () => {
    const { body } = await gql(graphql('{ bestsellers { id } }'));
    expect(body.data?.bestsellers.map((p) => p.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
  });
});

describe('related products', () => {
  const RELATED = graphql(
    `query Related($id: ID!, $limit: Int) { product(id: $id) { related(limit: $limit) { id } } }`,
  );

  it('suggests the same category first, then bestsellers, never the product itself', async () => {
    const { body } = await gql(RELATED, { id: '4' });
    expect(body.data?.product?.related.map((p) => p.id)).toEqual(['3', '1', '2', '5']);
  });

  it('refuses a limit outside 0-12', async () => {
    const { body } = await gql(RELATED, { id: '4', limit: 500 });
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
  });

  it('serves a whole product page in at most 3 D1 queries', async () => {
    const { body, headers } = await gql(
      graphql('{ product(id: "1") { name category { name } related { name category { name } } } }'),
      undefined,
      { headers: UNCACHED },
    );
    expect(body.errors).toBeUndefined();
    expect(reportedStats(headers).statements).toBeLessThanOrEqual(3);
  });
});

const BRANDS = graphql(`query BrandFacets($filter: ProductFilter) {
  catalogue(filter: $filter, first: 1) { facets { brands { value count } } }
}`);

describe('the brands filter', () => {
  it('lists the chosen brand however rare, within its cap of brands', async () => {
    // Two products of each of 40 more brands, one of a rarer brand: the commonest 40 leave it out.
    const copy = env.DB.prepare(
      `INSERT INTO products (id, name, brand, category_id, price, original_price, description, images, colors, sizes, in_stock, stock, rating, reviews, details, updated_at_ms)
       SELECT ?1, ?2 || ' ' || ?1, ?2, category_id, price, original_price, description, images, colors, sizes, in_stock, stock, rating, reviews, details, updated_at_ms FROM products WHERE id = 2`,
    );
    const brands = Array.from({ length: MAX_BRAND_FACETS }, (_, i) => `Marca ${i + 10}`);
    await env.DB.batch([
      ...brands.flatMap((brand, i) => [
        copy.bind(100 + 2 * i, brand),
        copy.bind(101 + 2 * i, brand),
      ]),
      copy.bind(200, 'Zeta rara'),
    ]);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // The isolate reads the catalogue's version again.
      vi.setSystemTime(Date.now() + VERSION_FRESH_MS);
      const { body } = await gql(BRANDS, { filter: { brand: 'Zeta rara' } });
      const listed = body.data?.catalogue.facets.brands ?? [];
      expect(listed).toHaveLength(MAX_BRAND_FACETS);
      expect(listed).toContainEqual({ value: 'Zeta rara', count: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});
