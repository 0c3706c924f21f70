import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { D1Stats } from '../../schema/d1-stats';
import { PRODUCTS_LIST_LIMIT } from '../../schema/rules/catalogue-filters';
import { graphql } from '../../web/graphql';
import { codes, gql } from './client';
import { asStaff, editProduct, NOT_STAFF } from './fixtures';
import { seedOncePerFile } from './setup';

/** The seeded eight and this many more: enough that a scan shows in the rows read. */
const ADDED = 1_992;
const SIZE = 8 + ADDED;

/**
 * Copies of the seeded products, each named after its model with a number ("PlayStation 5 Slim
 * 17"), so a search's matches can be counted from the names. Written once for the file's tests.
 */
seedOncePerFile(async () => {
  await env.DB.prepare(
    `INSERT INTO products (id, name, brand, category_id, price, original_price, description, images,
       colors, sizes, in_stock, stock, rating, reviews, details, updated_at_ms)
     WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < ?)
     SELECT 8 + k, p.name || ' ' || k, p.brand, p.category_id, p.price + k, p.original_price,
       p.description, p.images, p.colors, p.sizes, p.in_stock, p.stock, p.rating, p.reviews,
       p.details, 0
     FROM n JOIN products p ON p.id = 1 + k % 8`,
  )
    .bind(ADDED)
    .run();
});

interface ProductPage {
  adminProductPage: {
    items: { id: string; name: string; price: number }[];
    total: number;
    page: number;
    size: number;
    pageCount: number;
  };
}

const PAGE = graphql(`query P($page: Int, $size: Int, $search: String) {
  adminProductPage(page: $page, size: $size, search: $search) {
    items { id name price } total page size pageCount
  }
}`);

const MEASURED = { headers: { ...asStaff().headers, 'x-d1-stats': '1' } };

async function productPage(variables: Record<string, unknown>, options = asStaff()) {
  const sent = await gql(PAGE, variables, options);
  expect(sent.body.errors).toBeUndefined();
  return { page: sent.body.data?.adminProductPage as ProductPage['adminProductPage'], sent };
}

/** Every page of a list, followed by the pager, as the ids they show. */
async function allPages(variables: Record<string, unknown>) {
  const ids: string[] = [];
  let page = 1;
  let pageCount = 1;
  do {
    const answer = await productPage({ ...variables, page });
    expect(answer.page.page).toBe(page);
    ids.push(...answer.page.items.map((p) => p.id));
    pageCount = answer.page.pageCount;
    page += 1;
  } while (page <= pageCount);
  return ids;
}

/** The ids of the products whose name holds the text, as the database itself says. */
async function namedLike(text: string) {
  const { results } = await env.DB.prepare('SELECT id FROM products WHERE name LIKE ? ORDER BY id')
    .bind(`%${text}%`)
    .all<{ id: number }>();
  return results.map((row) => String(row.id));
}

describe('the shop module at a couple of thousand products', () => {
  it('pages by id, the total from the summary, the first page 20 rows', async () => {
    const { page } = await productPage({});
    expect(page).toMatchObject({ total: SIZE, page: 1, size: 20, pageCount: SIZE / 20 });
    expect(page.items.map((p) => p.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
    );
    const last = await productPage({ page: 40, size: 50 });
    expect(last.page.items.map((p) => p.id)).toEqual(
      Array.from({ length: 50 }, (_, i) => String(SIZE - 49 + i)),
    );
    const beyond = await productPage({ page: 41, size: 50 });
    expect(beyond.page).toMatchObject({ items: [], total: SIZE, pageCount: 40 });
  });

  it('reads a page in two statements, about as many rows as it skips and shows', async () => {
    await productPage({});
    const { sent } = await productPage({ page: 3, size: 50 }, MEASURED);
    const stats = JSON.parse(sent.headers.get('x-d1-stats') ?? '{}') as D1Stats;
    expect(stats.statements).toBeLessThanOrEqual(2);
    expect(stats.rowsRead).toBeLessThan(SIZE / 4);
  });

  it('follows an edit at once, in the row and in the total', async () => {
    const { body } = await editProduct('1', {}, {});
    expect(body.errors).toBeUndefined();
    const { page } = await productPage({ search: '1' });
    expect(page.items).toEqual([{ id: '1', name: 'iPhone 15 Pro', price: 119900 }]);
    await env.DB.prepare('DELETE FROM products WHERE id = ?').bind(SIZE).run();
    expect((await productPage({})).page.total).toBe(SIZE - 1);
  });

  it('finds a product by its number, and nothing for a number no product has', async () => {
    const { page } = await productPage({ search: ' 1234 ' });
    expect(page).toMatchObject({ total: 1, pageCount: 1 });
    expect(page.items.map((p) => p.id)).toEqual(['1234']);
    const none = await productPage({ search: String(SIZE + 1) });
    expect(none.page).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it('searches text as the shop does, a page at a time, typos forgiven', async () => {
    const expected = await namedLike('PlayStation');
    expect(expected.length).toBeGreaterThan(200);
    const found = await allPages({ search: 'playstation', size: 50 });
    expect([...found].sort((a, b) => Number(a) - Number(b))).toEqual(expected);
    const first = await productPage({ search: 'playstation', size: 50 });
    expect(first.page).toMatchObject({
      total: expected.length,
      pageCount: Math.ceil(expected.length / 50),
    });
    const typo = await productPage({ search: 'playstatoin', size: 50 });
    expect(typo.page.total).toBe(expected.length);
    expect(typo.page.items).toEqual(first.page.items);
  });

  it('lists everything for a search with no letters or digits', async () => {
    const { page } = await productPage({ search: ' %_ ' });
    expect(page.total).toBe(SIZE);
    expect(page.items[0]?.id).toBe('1');
  });

  it.each([
    [{ page: 0 }, 'page', 'Le pagine si contano da 1.'],
    [{ page: -3 }, 'page', 'Le pagine si contano da 1.'],
    [{ size: 0 }, 'size', 'Si possono chiedere da 1 a 50 prodotti per pagina.'],
    [{ size: 51 }, 'size', 'Si possono chiedere da 1 a 50 prodotti per pagina.'],
  ])('refuses %o with a message', async (variables, field, message) => {
    const { body } = await gql(PAGE, variables, asStaff());
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.message).toBe(message);
    expect(body.errors?.[0]?.extensions.field).toBe(field);
  });

  it('refuses an over-long search', async () => {
    const { body } = await gql(PAGE, { search: 'a'.repeat(101) }, asStaff());
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.message).toBe(
      'Il campo search può contenere al massimo 100 caratteri.',
    );
  });

  it('is for staff only', async () => {
    for (const { who, code, message } of NOT_STAFF()) {
      const { body } = await gql(PAGE, {}, who);
      expect(codes(body)).toEqual([code]);
      expect(body.errors?.[0]?.message).toBe(message);
    }
  });

  it('keeps adminProducts to its first products by id', async () => {
    const { body } = await gql(graphql('{ adminProducts { id } }'), undefined, asStaff());
    expect(body.errors).toBeUndefined();
    expect(body.data?.adminProducts.map((p) => p.id)).toEqual(
      Array.from({ length: PRODUCTS_LIST_LIMIT }, (_, i) => String(i + 1)),
    );
  });
});
