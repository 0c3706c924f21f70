import { env } from 'cloudflare:workers';
import type { VariablesOf } from 'gql.tada';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql } from '../../web/graphql';
import { VERSION_FRESH_MS } from '../../worker/catalogue/version';
import { codes, dataOf, gql } from './client';

// The seed's sizes: iPhone 15 Pro (1) and iPad Air (5) in 128GB, 256GB and 512GB, Galaxy S24
// Ultra (2) in 256GB and 512GB, the laptops in "8GB / 256GB" and the like, the watch (7) in 43mm
// and 47mm, the AirPods (6) in "Taglia unica", the PlayStation (8, sold out) in "1TB Standard"
// and "1TB Digital".
const LISTING = graphql(`query SizeListing($search: String, $filter: ProductFilter) {
  catalogue(search: $search, filter: $filter, first: 48) {
    totalCount
    nodes { id }
    facets {
      available
      brands { value count }
      categories { value count }
      sizes { value label count }
    }
  }
}`);

async function listing(filter: VariablesOf<typeof LISTING>['filter'], search?: string) {
  const page = dataOf(await gql(LISTING, { filter, search })).catalogue;
  return {
    ids: page.nodes.map((p) => p.id).sort(),
    total: page.totalCount,
    available: page.facets.available,
    sizes: Object.fromEntries(page.facets.sizes.map((s) => [s.value, s.count])),
    order: page.facets.sizes.map((s) => s.value),
    brands: Object.fromEntries(page.facets.brands.map((b) => [b.value, b.count])),
    categories: Object.fromEntries(
      page.facets.categories.filter((c) => c.count > 0).map((c) => [c.value, c.count]),
    ),
  };
}

/**
 * A change written straight to D1, as a colleague's staff screen or an order would, and the time
 * an isolate keeps its catalogue version gone by: the next answer is at the new version.
 */
async function write(statement: string, ...values: unknown[]) {
  await env.DB.prepare(statement)
    .bind(...values)
    .run();
  vi.setSystemTime(Date.now() + VERSION_FRESH_MS);
}

/** Staff's stock for every colour of one size of a product, as their variants editor writes it. */
const stockSize = (productId: number, size: string, stock: number | null) =>
  write(
    'UPDATE product_variants SET stock = ? WHERE product_id = ? AND size = ?',
    stock,
    productId,
    size,
  );

describe('the sizes filter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts each size once per product, smallest first, and keeps any of those chosen', async () => {
    const all = await listing({});
    expect(all.order.slice(0, 3)).toEqual(['43mm', '47mm', '128GB']);
    expect(all.sizes).toMatchObject({ '128GB': 2, '256GB': 3, '512GB': 3, '43mm': 1 });
    expect(all.sizes['Taglia unica']).toBe(1);

    const big = await listing({ sizes: ['256GB'] });
    expect(big.ids).toEqual(['1', '2', '5']);
    expect(big.total).toBe(3);
    // The other filters count under the size, and the sizes under the other filters.
    expect(big.brands).toEqual({ Apple: 2, Samsung: 1 });
    expect(big.categories).toEqual({ smartphone: 2, tablet: 1 });
    expect((await listing({ sizes: ['256GB'], category: 'smartphone' })).sizes).toEqual({
      '128GB': 1,
      '256GB': 2,
      '512GB': 2,
    });

    const either = await listing({ sizes: ['128GB', '43mm', '128GB'] });
    expect(either.ids).toEqual(['1', '5', '7']);
    // A size nobody sells is kept, at zero, so it can be unticked.
    const none = await listing({ sizes: ['2TB'] });
    expect(none).toMatchObject({ ids: [], total: 0 });
    expect(none.sizes['2TB']).toBe(0);
  });

  it('gives every size the count its listing has, with the search too', async () => {
    for (const search of [undefined, 'galaxy']) {
      const all = await listing({}, search);
      for (const [size, count] of Object.entries(all.sizes)) {
        const page = await listing({ sizes: [size] }, search);
        expect(page.total, `${search} ${size}`).toBe(count);
        expect(page.ids).toHaveLength(count);
      }
    }
    expect((await listing({ sizes: ['256GB'] }, 'galaxy')).ids).toEqual(['2']);
  });

  it('follows staff changing a product’s sizes', async () => {
    await write(`UPDATE products SET sizes = '["256GB","1TB"]' WHERE id = 1`);
    const after = await listing({});
    expect(after.sizes).toMatchObject({ '128GB': 1, '256GB': 3, '1TB': 1 });
    expect((await listing({ sizes: ['1TB'] })).ids).toEqual(['1']);
    expect((await listing({ sizes: ['128GB'] })).ids).toEqual(['5']);
  });

  it('with "Disponibili", keeps a product only where a variant of the size can be bought', async () => {
    // The iPhone's 256GB sold out in every colour; its other sizes share the rest of its stock.
    await stockSize(1, '256GB', 0);
    expect((await listing({ sizes: ['256GB'] })).ids).toEqual(['1', '2', '5']);
    const buyable = await listing({ sizes: ['256GB'], availableOnly: true });
    expect(buyable.ids).toEqual(['2', '5']);
    expect(buyable.sizes).toMatchObject({ '128GB': 2, '256GB': 2 });
    // "Solo disponibili" says what ticking it would show.
    expect((await listing({ sizes: ['256GB'] })).available).toBe(2);
    expect((await listing({ sizes: ['128GB'], availableOnly: true })).ids).toEqual(['1', '5']);

    // Stock of its own for one colour makes the size buyable again.
    await write(
      `UPDATE product_variants SET stock = 2 WHERE product_id = 1 AND size = '256GB' AND color = 'Titanio blu'`,
    );
    expect((await listing({ sizes: ['256GB'], availableOnly: true })).ids).toEqual(['1', '2', '5']);

    // The shared stock sold out: only the variant with its own stock still sells.
    await write('UPDATE products SET stock = variant_stock WHERE id = 1');
    const shared = await listing({ sizes: ['128GB', '256GB'], availableOnly: true });
    expect(shared.ids).toEqual(['1', '2', '5']);
    expect(shared.sizes).toMatchObject({ '128GB': 1, '256GB': 3 });
    expect((await listing({ sizes: ['128GB'], availableOnly: true })).ids).toEqual(['5']);
  });

  it('leaves a product not for sale and an archived product out', async () => {
    await write('UPDATE products SET in_stock = 0 WHERE id = 5');
    expect((await listing({ sizes: ['128GB'], availableOnly: true })).ids).toEqual(['1']);
    await write('UPDATE products SET archived_at_ms = 1 WHERE id = 2');
    const page = await listing({ sizes: ['256GB', '512GB'] });
    expect(page.ids).toEqual(['1', '5']);
    expect(page.sizes).toMatchObject({ '256GB': 2, '512GB': 2 });
    await write('UPDATE products SET archived_at_ms = NULL WHERE id = 2');
    expect((await listing({ sizes: ['256GB'] })).ids).toEqual(['1', '2', '5']);
  });

  it('counts a product added by staff, and takes a deleted one off', async () => {
    await write(`INSERT INTO products (id, name, brand, category_id, price, description, images, colors, sizes,
         in_stock, stock, updated_at_ms)
       VALUES (900, 'Pixel 8', 'Google', 'smartphone', 59900, 'x', '[]',
         '[{"name":"Nero","hex":"#000"},{"name":"Bianco","hex":"#fff"}]', '["128GB","256GB"]', 1, 3, 0)`);
    expect((await listing({ sizes: ['256GB'] })).ids).toEqual(['1', '2', '5', '900']);
    expect((await listing({})).sizes).toMatchObject({ '128GB': 3, '256GB': 4 });
    await write('DELETE FROM products WHERE id = 900');
    expect((await listing({})).sizes).toMatchObject({ '128GB': 2, '256GB': 3 });
    const { results } = await env.DB.prepare(
      'SELECT products FROM catalogue_facets WHERE products <= 0',
    ).all();
    expect(results).toEqual([]);
  });

  it('refuses too many sizes or an overlong one, in Italian, before any query', async () => {
    const many = await gql(LISTING, {
      filter: { sizes: Array.from({ length: 13 }, (_, n) => `${n}GB`) },
    });
    expect(codes(many.body)).toEqual(['BAD_USER_INPUT']);
    expect(many.body.errors?.[0]?.message).toBe(
      'Si possono scegliere al massimo 12 versioni insieme.',
    );
    const long = await gql(LISTING, { filter: { sizes: ['x'.repeat(41)] } });
    expect(codes(long.body)).toEqual(['BAD_USER_INPUT']);
    // Text that looks like SQL or JSON is only a size nobody sells.
    const odd = await listing({ sizes: ["256GB') OR 1=1 --", '["256GB"]', '%'] });
    expect(odd.ids).toEqual([]);
  });
});
