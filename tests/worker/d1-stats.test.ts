import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { D1Stats } from '../../schema/d1-stats';
import { graphql } from '../../web/graphql';
import { gql, rawGql } from './client';
import { orderInput, placeOrder } from './fixtures';

const ASK = { headers: { 'x-d1-stats': '1' } };

function statsOf(headers: Headers): D1Stats {
  const header = headers.get('x-d1-stats');
  expect(header).not.toBeNull();
  return JSON.parse(header ?? '{}') as D1Stats;
}

/** The operations the storefront sends most, each within the three-statement budget. */
const CATALOGUE = [
  ['the product list', '{ products { id name price images inStock } }', undefined],
  ['a search', 'query S($q: String) { products(search: $q) { id name } }', { q: 'apple' }],
  [
    'one product with its category and related products',
    'query P($id: ID!) { product(id: $id) { id name category { name } related { id name } } }',
    { id: '1' },
  ],
  [
    'cart totals',
    'query T($lines: [CartLineInput!]!) { cartTotals(lines: $lines) { subtotal total } }',
    {
      lines: [
        { productId: '1', quantity: 1 },
        { productId: '4', quantity: 2 },
      ],
    },
  ],
] as const;

describe('D1 stats for a request', () => {
  it.each(CATALOGUE)('count %s, within three statements', async (_name, query, variables) => {
    const { body, headers } = await rawGql(query, variables, ASK);
    expect(body.errors).toBeUndefined();
    const stats = statsOf(headers);
    expect(stats.statements).toBeGreaterThanOrEqual(1);
    expect(stats.statements).toBeLessThanOrEqual(3);
    expect(stats.rowsRead).toBeGreaterThan(0);
    expect(stats.rowsWritten).toBe(0);
  });

  it('count the writes of an order placed in one batch', async () => {
    const { body, headers } = await placeOrder(orderInput([{ productId: '6', quantity: 1 }]), {
      key: 'stats-order-0001-abcdefgh',
      headers: ASK.headers,
    });
    expect(body.errors).toBeUndefined();
    const stats = statsOf(headers);
    expect(stats.rowsWritten).toBeGreaterThanOrEqual(3);
  });

  it("count what a read costs from D1 even while the isolate's copy is fresh", async () => {
    await gql(graphql('{ products { id } }'));
    const { headers } = await gql(graphql('{ products { id } }'), undefined, ASK);
    expect(statsOf(headers).statements).toBeGreaterThanOrEqual(1);
  });

  it('are not measured unless asked, nor ever in production', async () => {
    const plain = await gql(graphql('{ categories { id } }'));
    expect(plain.headers.get('x-d1-stats')).toBeNull();
    const production = await gql(graphql('{ categories { id } }'), undefined, {
      ...ASK,
      bindings: { ...env, ENVIRONMENT: 'production', SHOP_ORIGIN: 'https://shop.test' },
    });
    expect(production.body.errors).toBeUndefined();
    expect(production.headers.get('x-d1-stats')).toBeNull();
  });
});
