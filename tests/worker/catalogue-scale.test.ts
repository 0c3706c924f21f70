import { env } from 'cloudflare:workers';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { rowsReadAllowed } from '../../bench/budgets';
import {
  type GeneratedProduct,
  generateProducts,
  PRODUCT_COLUMNS,
  productValues,
} from '../../bench/catalogue-generator';
import type { D1Stats } from '../../schema/d1-stats';
import { RELATED_LIMIT, relatedProducts, sortProducts } from '../../schema/rules/catalogue';
import {
  isAvailable,
  PRICE_RANGES,
  PRODUCTS_LIST_LIMIT,
  priceRangeOf,
} from '../../schema/rules/catalogue-filters';
import { graphql } from '../../web/graphql';
import { codes, gql } from './client';
import { editProduct } from './fixtures';
import { seedOncePerFile } from './setup';

/** A few thousand products: enough that a scan shows, written once for the file's tests. */
const SIZE = 3_000;
let generated: GeneratedProduct[] = [];

seedOncePerFile(async () => {
  generated = generateProducts(SIZE);
  const insert = env.DB.prepare(
    `INSERT INTO products (${PRODUCT_COLUMNS.join(', ')}) VALUES (${PRODUCT_COLUMNS.map(() => '?').join(', ')})`,
  );
  await env.DB.batch(generated.map((p) => insert.bind(...productValues(p))));
});

const MEASURED = { headers: { 'x-d1-stats': '1' } };

const LISTING =
  graphql(`query L($search: String, $searchIn: SearchScope, $filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $last: Int, $before: String) {
  catalogue(search: $search, searchIn: $searchIn, filter: $filter, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
    totalCount offset
    nodes { id name price brand }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    facets { available categories { value count } brands { value count } priceRanges { value count } sizes { value count } }
  }
}`);

type Listed = ResultOf<typeof LISTING>;

/** A page filtered by size without its counts, as a client that shows none asks for it. */
const SIZED_PAGE = graphql(
  'query S($filter: ProductFilter, $sort: ProductSort, $after: String) { catalogue(filter: $filter, sort: $sort, first: 24, after: $after) { nodes { id } } }',
);

async function listing(variables: VariablesOf<typeof LISTING>, options = {}) {
  const sent = await gql(LISTING, variables, options);
  expect(sent.body.errors).toBeUndefined();
  return { page: sent.body.data?.catalogue as Listed['catalogue'], headers: sent.headers };
}

const statsOf = (headers: Headers) => JSON.parse(headers.get('x-d1-stats') ?? '{}') as D1Stats;

/** Everything in the shop, seeded and generated, as the tests compute their expectations from. */
async function everything() {
  const { results } = await env.DB.prepare(
    'SELECT id, name, brand, category_id AS categoryId, price, in_stock AS inStock, stock, condition FROM products',
  ).all<{
    id: number;
    name: string;
    brand: string;
    categoryId: string;
    price: number;
    inStock: number;
    stock: number;
    condition: string;
  }>();
  return results.map((p) => ({ ...p, inStock: p.inStock === 1 }));
}

/** A filtered search walked forward and back in `sort`: the same products, the shop's order. */
async function pagesThroughSearch(sort: 'NAME' | 'PRICE_LOW' | 'PRICE_HIGH' | 'RELEVANCE') {
  const search = 'samsung';
  const filter = { availableOnly: true };
  const walk = async (direction: 'first' | 'last') => {
    const pages: Listed['catalogue'][] = [];
    let cursor: string | null = null;
    do {
      const { page } = await listing(
        direction === 'first'
          ? { search, filter, sort, first: 48, after: cursor }
          : { search, filter, sort, last: 48, before: cursor },
      );
      pages.push(page);
      const { hasNextPage, hasPreviousPage, endCursor, startCursor } = page.pageInfo;
      cursor =
        direction === 'first'
          ? hasNextPage
            ? endCursor
            : null
          : hasPreviousPage
            ? startCursor
            : null;
    } while (cursor);
    return direction === 'first' ? pages : pages.reverse();
  };
  const forward = await walk('first');
  const ids = forward.flatMap((page) => page.nodes.map((p) => Number(p.id)));
  const total = forward[0]?.totalCount ?? 0;
  expect(ids.length).toBeGreaterThan(48);
  expect(ids).toHaveLength(total);
  expect(new Set(ids).size).toBe(total);
  expect(forward.map((page) => page.offset)).toEqual(forward.map((_, i) => i * 48));
  // Every match is available and names Samsung; the sort is the shop's (sortProducts).
  const byId = new Map((await everything()).map((p) => [p.id, p]));
  const matches = ids.flatMap((id) => byId.get(id) ?? []);
  expect(matches.every((p) => isAvailable(p))).toBe(true);
  if (sort !== 'RELEVANCE') expect(sortProducts(matches, sort)).toEqual(matches);
  // Read back from the end, the same products in the same order.
  const backward = await walk('last');
  expect(backward.flatMap((page) => page.nodes.map((p) => Number(p.id)))).toEqual(ids);
  expect(backward[0]?.offset).toBe(0);
}

describe('the catalogue at a few thousand products', () => {
  it.each<[string, VariablesOf<typeof LISTING>]>([
    ['the first page', {}],
    ['a category by price', { filter: { category: 'laptop' }, sort: 'PRICE_LOW' }],
    ['a brand by name', { filter: { brand: 'Samsung' } }],
    ['a price range, highest first', { filter: { priceRange: '300-600' }, sort: 'PRICE_HIGH' }],
    [
      'a category and brand by name in a price range',
      { filter: { category: 'smartphone', brand: 'Samsung', priceRange: '100-300' } },
    ],
    ['what can be bought now', { filter: { availableOnly: true, category: 'smartphone' } }],
    ['one condition by name', { filter: { condition: 'USATO' } }],
    [
      'a department in one condition by price',
      { filter: { category: 'smartwatch', condition: 'RICONDIZIONATO' }, sort: 'PRICE_HIGH' },
    ],
    [
      'a brand in one condition, available',
      { filter: { brand: 'Apple', condition: 'USATO', availableOnly: true } },
    ],
    ['a search in one condition', { search: 'galaxy', filter: { condition: 'RICONDIZIONATO' } }],
    ['one size by name', { filter: { sizes: ['256GB'] } }],
    ['a rare size by name', { filter: { sizes: ['45mm'] } }],
    [
      'two sizes in a department by price, available',
      {
        filter: { category: 'smartphone', sizes: ['128GB', '512GB'], availableOnly: true },
        sort: 'PRICE_LOW',
      },
    ],
    ['a search in one size', { search: 'galaxy', filter: { sizes: ['256GB'] } }],
    ['a search', { search: 'galaxy' }],
    ['a search with a typo, filtered', { search: 'samsumg', filter: { category: 'smartphone' } }],
    // Six words, each its own slice of the word list, three of them misspelt.
    ['a search of six words', { search: 'aplpe airpods confezione espsoto negozio spedizoine' }],
    // Words too short for the trigram index: a filter over what the longer ones find, or alone.
    ['a search with a one-letter word', { search: 'galaxy s 5' }],
    ['a search of two-letter words only', { search: 'hp go' }],
  ])('reads %s with its counts in at most 3 statements, no scan', async (_name, variables) => {
    // The departments are read once per isolate; the budget is for every request after that.
    await listing({});
    const { page, headers } = await listing(variables, MEASURED);
    const stats = statsOf(headers);
    expect(page.nodes.length).toBeGreaterThan(0);
    expect(stats.statements).toBeLessThanOrEqual(3);
    expect(stats.rowsRead).toBeLessThanOrEqual(
      rowsReadAllowed(stats.rowsReturned, 'search' in variables),
    );
    expect(stats.rowsRead).toBeLessThan(SIZE);
  });

  // The page alone: the counts read their own summary rows, whatever the range.
  const pageOnly = (filter: Record<string, unknown>) =>
    gql(
      graphql(
        'query P($filter: ProductFilter) { catalogue(filter: $filter, sort: NAME, first: 24) { nodes { id } } }',
      ),
      { filter },
      MEASURED,
    );

  it('reads a page by name in a price range as it shows it, or nothing for an empty range', async () => {
    const common = await pageOnly({ category: 'laptop', priceRange: '600-1000' });
    expect(common.body.data?.catalogue.nodes).toHaveLength(24);
    expect(statsOf(common.headers).rowsRead).toBeLessThanOrEqual(25);
    expect(generated.some((p) => p.categoryId === 'laptop' && p.brand === 'Apple')).toBe(true);
    const empty = await pageOnly({ category: 'laptop', brand: 'Apple', priceRange: 'fino-100' });
    expect(empty.body.data?.catalogue.nodes).toEqual([]);
    expect(statsOf(empty.headers).rowsRead).toBeLessThanOrEqual(1);
  });

  it('reads a deep page for what a first page costs', async () => {
    let after: string | null = null;
    for (let n = 0; n < 10; n += 1) {
      const { page } = await listing({ sort: 'PRICE_LOW', first: 48, after });
      after = page.pageInfo.endCursor;
    }
    const { page, headers } = await listing({ sort: 'PRICE_LOW', first: 48, after }, MEASURED);
    expect(page.offset).toBe(480);
    expect(statsOf(headers).rowsRead).toBeLessThan(1_000);
  });

  it('resumes a page late in the name order from its cursor, not from the start of the index', async () => {
    const { page: end } = await listing({ last: 48 });
    const { page, headers } = await listing(
      { first: 24, after: end.pageInfo.startCursor },
      MEASURED,
    );
    expect(page.nodes.map((p) => p.id)).toEqual(end.nodes.slice(1, 25).map((p) => p.id));
    // Beyond the rows it sends (the page and the counts' summary rows, which the sizes multiply).
    const stats = statsOf(headers);
    expect(stats.rowsRead - stats.rowsReturned).toBeLessThan(500);
  });

  it('reads a department and a brand by their own index', async () => {
    await listing({});
    const filter = { category: 'smartphone', brand: 'Samsung' };
    for (const sort of ['NAME', 'PRICE_LOW'] as const) {
      const { headers } = await listing({ filter, sort }, MEASURED);
      const stats = statsOf(headers);
      expect(stats.rowsRead).toBeLessThanOrEqual(3 * stats.rowsReturned);
    }
  });

  it('pages through a sort by price with no product twice and none missing, both ways', async () => {
    const filter = { category: 'smartphone' };
    const seen: string[] = [];
    const pages: string[][] = [];
    let after: string | null = null;
    let offset = 0;
    do {
      const { page } = await listing({ filter, sort: 'PRICE_HIGH', first: 48, after });
      expect(page.offset).toBe(offset);
      offset += page.nodes.length;
      pages.push(page.nodes.map((p) => p.id));
      seen.push(...page.nodes.map((p) => p.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    const expected = (await everything())
      .filter((p) => p.categoryId === 'smartphone')
      .sort((a, b) => b.price - a.price || b.id - a.id)
      .map((p) => String(p.id));
    expect(seen).toEqual(expected);

    // Back from the last page, the same pages in reverse.
    const backwards: string[][] = [];
    let before: string | null = null;
    const last = pages.at(-1)?.length ?? 0;
    let size = last;
    for (;;) {
      const { page } = await listing({ filter, sort: 'PRICE_HIGH', last: size, before });
      backwards.unshift(page.nodes.map((p) => p.id));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
      size = 48;
    }
    expect(backwards).toEqual(pages);
  });

  // One catalogue for the four sorts: writing it is most of the test's time.
  it('pages through a filtered search in every sort, both ways, ordered in SQL', async () => {
    for (const sort of ['NAME', 'PRICE_LOW', 'PRICE_HIGH', 'RELEVANCE'] as const)
      await pagesThroughSearch(sort);
  }, 60_000);

  it('counts every filter value under the other filters, as the products say', async () => {
    const products = await everything();
    const filter = { category: 'smartphone', priceRange: '300-600', availableOnly: true };
    const { page } = await listing({ filter });
    const range = PRICE_RANGES.find((r) => r.id === '300-600');
    const inRange = (p: { price: number }) => priceRangeOf(p.price) === range;
    const count = (keep: (p: (typeof products)[number]) => boolean) => products.filter(keep).length;
    expect(page.totalCount).toBe(
      count((p) => p.categoryId === 'smartphone' && inRange(p) && isAvailable(p)),
    );
    expect(page.facets.categories.find((c) => c.value === 'laptop')?.count).toBe(
      count((p) => p.categoryId === 'laptop' && inRange(p) && isAvailable(p)),
    );
    expect(page.facets.priceRanges.find((r) => r.value === 'fino-100')?.count).toBe(
      count(
        (p) =>
          p.categoryId === 'smartphone' &&
          priceRangeOf(p.price).id === 'fino-100' &&
          isAvailable(p),
      ),
    );
    expect(page.facets.available).toBe(
      count((p) => p.categoryId === 'smartphone' && inRange(p) && isAvailable(p)),
    );
    const apple = page.facets.brands.find((b) => b.value === 'Apple');
    expect(apple?.count).toBe(
      count(
        (p) => p.categoryId === 'smartphone' && inRange(p) && isAvailable(p) && p.brand === 'Apple',
      ),
    );
  });

  it('counts every size as the variants say, under the other filters and with "Disponibili"', async () => {
    const filter = { category: 'smartphone', availableOnly: true, sizes: ['256GB'] };
    const { page } = await listing({ filter });
    // Products on sale in the department with a buyable variant of the size (saleEntry's rule).
    const { results } = await env.DB.prepare(
      `SELECT v.size, count(DISTINCT p.id) AS products FROM products AS p
       JOIN product_variants AS v ON v.product_id = p.id
       WHERE p.archived_at_ms IS NULL AND p.category_id = 'smartphone' AND p.in_stock = 1
         AND (v.stock > 0 OR (v.stock IS NULL AND p.stock > p.variant_stock)) AND v.size <> ''
       GROUP BY v.size`,
    ).all<{ size: string; products: number }>();
    const expected = Object.fromEntries(results.map((r) => [r.size, r.products]));
    expect(Object.fromEntries(page.facets.sizes.map((s) => [s.value, s.count]))).toEqual(expected);
    expect(page.totalCount).toBe(expected['256GB']);
    let after: string | null = null;
    let seen = 0;
    do {
      const { page: next } = await listing({ filter, first: 48, after });
      seen += next.nodes.length;
      after = next.pageInfo.hasNextPage ? next.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toBe(expected['256GB']);
  });

  it('counts every value under all four filters, though D1 sends only the rows that count', async () => {
    const products = await everything();
    const filter = {
      category: 'smartphone',
      brand: 'Samsung',
      priceRange: '300-600',
      availableOnly: true,
    };
    const { page } = await listing({ filter });
    type Shown = (typeof products)[number];
    const keeps = {
      category: (p: Shown, value = filter.category) => p.categoryId === value,
      brand: (p: Shown, value = filter.brand) => p.brand === value,
      priceRange: (p: Shown, value = filter.priceRange) => priceRangeOf(p.price).id === value,
      available: (p: Shown) => isAvailable(p),
    };
    const countWithout = (dimension: keyof typeof keeps, keep: (p: Shown) => boolean) =>
      products.filter(
        (p) =>
          keep(p) && Object.entries(keeps).every(([name, test]) => name === dimension || test(p)),
      ).length;
    expect(page.totalCount).toBe(countWithout('available', keeps.available));
    for (const { value, count } of page.facets.categories) {
      expect(count).toBe(countWithout('category', (p) => keeps.category(p, value)));
    }
    for (const { value, count } of page.facets.brands) {
      expect(count).toBe(countWithout('brand', (p) => keeps.brand(p, value)));
    }
    for (const { value, count } of page.facets.priceRanges) {
      expect(count).toBe(countWithout('priceRange', (p) => keeps.priceRange(p, value)));
    }
    expect(page.facets.available).toBe(countWithout('available', keeps.available));
  });

  it('keeps the counts and the search in step with staff edits and sales', async () => {
    const before = (await listing({ search: 'lucidata' })).page.totalCount;
    await editProduct('3', {
      description: 'Revisionato a regola d’arte: schermo nuovo, batteria nuova, scocca lucidata.',
      price: '99,00',
      stock: 0,
    });
    expect((await listing({ search: 'lucidata' })).page.totalCount).toBe(before + 1);
    const products = await everything();
    const { page } = await listing({});
    expect(page.facets.priceRanges.find((r) => r.value === 'fino-100')?.count).toBe(
      products.filter((p) => priceRangeOf(p.price).id === 'fino-100').length,
    );
    expect(page.facets.available).toBe(products.filter(isAvailable).length);
  });

  it('gives every product the price range, condition and sizes the migrations gave it', async () => {
    const { results } = await env.DB.prepare(
      'SELECT category_id AS c, brand AS b, price_range AS r, available AS a, condition AS k, sizes AS s, available_sizes AS v, products AS n FROM catalogue_facets',
    ).all<{
      c: string;
      b: string;
      r: string;
      a: number;
      k: string;
      s: string;
      v: string;
      n: number;
    }>();
    // Each product's sizes and buyable sizes as its variants say, apart from the columns kept for them.
    const { results: sized } = await env.DB.prepare(
      `SELECT p.id,
         (SELECT json_group_array(size) FROM (SELECT DISTINCT size FROM product_variants
           WHERE product_id = p.id AND size <> '' ORDER BY size)) AS sizes,
         (SELECT json_group_array(size) FROM (SELECT DISTINCT size FROM product_variants AS v
           WHERE v.product_id = p.id AND v.size <> '' AND p.in_stock = 1
             AND (v.stock > 0 OR (v.stock IS NULL AND p.stock > p.variant_stock)) ORDER BY size)) AS buyable
       FROM products AS p`,
    ).all<{ id: number; sizes: string; buyable: string }>();
    const sizesOf = new Map(sized.map((p) => [p.id, [p.sizes, p.buyable]]));
    const expected = new Map<string, number>();
    for (const p of await everything()) {
      const key = [
        p.categoryId,
        p.brand,
        priceRangeOf(p.price).id,
        Number(isAvailable(p)),
        p.condition,
        ...(sizesOf.get(p.id) ?? []),
      ].join('|');
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    expect(
      new Map(
        results.map((row) => [[row.c, row.b, row.r, row.a, row.k, row.s, row.v].join('|'), row.n]),
      ),
    ).toEqual(expected);
  });

  it('bounds the unpaged list the contract keeps', async () => {
    const { body } = await gql(graphql('{ products { id } }'));
    expect(body.data?.products).toHaveLength(PRODUCTS_LIST_LIMIT);
  });
});

/** The products a size filter lists, in the sort's order, from the variants themselves. */
async function sizedProducts(
  filter: { sizes: string[]; availableOnly?: boolean; category?: string; brand?: string },
  sort: 'NAME' | 'PRICE_LOW' | 'PRICE_HIGH',
): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT DISTINCT p.id FROM products AS p JOIN product_variants AS v ON v.product_id = p.id
     WHERE p.archived_at_ms IS NULL AND v.size IN (SELECT value FROM json_each(?1))
       AND (?2 = 0 OR (p.in_stock = 1 AND (v.stock > 0 OR (v.stock IS NULL AND p.stock > p.variant_stock))))
       AND (?3 IS NULL OR p.category_id = ?3) AND (?4 IS NULL OR p.brand = ?4)`,
  )
    .bind(
      JSON.stringify(filter.sizes),
      Number(filter.availableOnly ?? false),
      filter.category ?? null,
      filter.brand ?? null,
    )
    .all<{ id: number }>();
  const listed = new Set(results.map((row) => row.id));
  const products = (await everything()).filter((p) => listed.has(p.id));
  return sortProducts(products, sort).map((p) => String(p.id));
}

describe('the size filter at a few thousand products', () => {
  // 45mm and 44mm: two of the generated watches' sizes, about 2% of the catalogue each.
  type SizedFilter = {
    sizes: string[];
    availableOnly?: boolean;
    category?: string;
    brand?: string;
  };
  // Pages where most products walked past are shown read about as many rows as they show. Where
  // the other filter keeps a small share of the sizes' products (Apple's watches among all
  // watches of those sizes), either walk reads past the rest: within the budget of what the
  // request sends, never a large share of the catalogue.
  const sized: [string, SizedFilter, 'shown' | 'narrow'][] = [
    ['a rare size', { sizes: ['45mm'] }, 'shown'],
    ['two rare sizes', { sizes: ['45mm', '44mm'] }, 'shown'],
    ['a rare and a common size', { sizes: ['45mm', '256GB'] }, 'shown'],
    ['a rare size, "Disponibili"', { sizes: ['45mm'], availableOnly: true }, 'shown'],
    ['a rare size in its department', { sizes: ['45mm'], category: 'smartwatch' }, 'shown'],
    [
      'three rare sizes of one brand',
      { sizes: ['44mm', '45mm', '47mm'], brand: 'Apple' },
      'narrow',
    ],
    [
      'a common size in a small department',
      { sizes: ['Taglia unica'], category: 'gaming' },
      'shown',
    ],
    ['a common size, "Disponibili"', { sizes: ['256GB'], availableOnly: true }, 'shown'],
  ];
  const sorts = ['NAME', 'PRICE_LOW', 'PRICE_HIGH'] as const;
  const cases = sized.flatMap(([name, filter, reads]) =>
    sorts.map((sort) => [`${name} by ${sort}`, filter, reads, sort] as const),
  );

  it.each(cases)(
    'lists %s within its reads, and its next page from the cursor',
    async (_name, filter, reads, sort) => {
      const expected = await sizedProducts(filter, sort);
      expect(expected.length).toBeGreaterThan(24);
      // With its counts: the page and the counts, which then choose the walk of every page after.
      const { page, headers } = await listing({ filter, sort }, MEASURED);
      const stats = statsOf(headers);
      expect(page.nodes.map((p) => p.id)).toEqual(expected.slice(0, 24));
      expect(page.totalCount).toBe(expected.length);
      expect(stats.statements).toBeLessThanOrEqual(3);
      expect(stats.rowsRead).toBeLessThanOrEqual(rowsReadAllowed(stats.rowsReturned, false));
      // The page alone, then the next one by its cursor. A measured request holds no counts, so it
      // reads the summary rows first, as an isolate does once per catalogue version; beyond what
      // it sends, the page's own reads.
      for (const after of [null, page.pageInfo.endCursor]) {
        const { body, headers: alone } = await gql(SIZED_PAGE, { filter, sort, after }, MEASURED);
        const shown = body.data?.catalogue.nodes.map((p) => p.id) ?? [];
        expect(shown).toEqual(expected.slice(after ? 24 : 0, after ? 48 : 24));
        const read = statsOf(alone);
        expect(read.statements).toBeLessThanOrEqual(2);
        expect(read.rowsRead).toBeLessThanOrEqual(rowsReadAllowed(read.rowsReturned, false));
        expect(read.rowsRead - read.rowsReturned).toBeLessThanOrEqual(
          reads === 'shown' ? rowsReadAllowed(shown.length, false) : SIZE / 4,
        );
      }
    },
  );

  it('reads nothing for a rare size in a department that has none', async () => {
    const filter = { sizes: ['45mm'], category: 'smartphone' };
    const { page } = await listing({ filter });
    expect(page.totalCount).toBe(0);
    const { body, headers } = await gql(
      SIZED_PAGE,
      { filter, sort: 'NAME', after: null },
      MEASURED,
    );
    expect(body.data?.catalogue.nodes).toEqual([]);
    // The summary rows only, which the Worker then keeps for the catalogue's version.
    const read = statsOf(headers);
    expect(read.rowsRead).toBe(read.rowsReturned);
  });

  it('walks back from a cursor to the same pages', async () => {
    const filter = { sizes: ['45mm', '44mm'] };
    const expected = await sizedProducts(filter, 'PRICE_HIGH');
    await listing({ filter, sort: 'PRICE_HIGH' });
    const { page } = await listing({ filter, sort: 'PRICE_HIGH', first: 48, after: null });
    const { page: back } = await listing({
      filter,
      sort: 'PRICE_HIGH',
      last: 24,
      before: page.pageInfo.endCursor,
    });
    expect(back.nodes.map((p) => p.id)).toEqual(expected.slice(23, 47));
  });
});

describe('search', () => {
  const names = async (search: string, first = 8) =>
    (await listing({ search, first })).page.nodes.map((p) => p.name);

  it.each([
    ['galax', /galaxy/i],
    ['GALAXY', /galaxy/i],
    ['watch6', /watch6/i],
    ['iphnoe', /iphone/i],
    ['samsumg', /./],
    ['galxy', /galaxy/i],
    ['ipohne 15', /iphone 15/i],
  ])('finds what a shopper means by "%s"', async (text, pattern) => {
    const found = await names(text);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((name) => pattern.test(name))).toBe(true);
  });

  it('puts a match in the name before one only in the description', async () => {
    const found = (await listing({ search: 'iphone', first: 48 })).page.nodes;
    const firstOther = found.findIndex((p) => !/iphone/i.test(p.name));
    const lastNamed = found.map((p) => /iphone/i.test(p.name)).lastIndexOf(true);
    if (firstOther !== -1) expect(lastNamed).toBeLessThan(firstOther);
  });

  it('gives the header the first results of the results page, in the same order', async () => {
    for (const text of ['smartphone', 'apple watch', 'iphnoe']) {
      const page = (await listing({ search: text, first: 24 })).page.nodes.map((p) => p.id);
      const header = (await listing({ search: text, first: 8 })).page.nodes.map((p) => p.id);
      expect(header).toEqual(page.slice(0, 8));
    }
  });

  it('finds a department by its name, as the header always did', async () => {
    const { page } = await listing({ search: 'smartwatch', first: 48 });
    expect(page.totalCount).toBeGreaterThan(100);
  });

  it('answers nothing, not an error, for text with no words or no match', async () => {
    expect((await listing({ search: '"*()- ^' })).page.totalCount).toBeGreaterThan(0);
    expect((await listing({ search: 'zzzqqq' })).page.nodes).toEqual([]);
  });
});

describe('bad listing input', () => {
  it.each([
    [{ after: 'not-a-cursor' }, 'after'],
    [{ first: 49 }, 'first'],
    [{ first: -1 }, 'first'],
    [{ filter: { priceRange: '100-200' } }, 'priceRange'],
    [{ first: 2, last: 2 }, 'last'],
  ])('refuses %j with an Italian message', async (variables, field) => {
    const { body, status } = await gql(LISTING, variables);
    expect(status).toBe(200);
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.extensions.field).toBe(field);
    expect(body.errors?.[0]?.message).toMatch(/[àèéìòù]|pagina|prezzo|prodotti/i);
  });

  it('refuses a cursor from another sort', async () => {
    const { page } = await listing({ sort: 'NAME', first: 2 });
    const { body } = await gql(LISTING, { sort: 'PRICE_LOW', after: page.pageInfo.endCursor });
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('related products at a few thousand products', () => {
  it('are what the rule picks from the whole catalogue, for a whole list in one small read', async () => {
    const { body, headers } = await gql(
      graphql('query ($limit: Int) { products { id related(limit: $limit) { id } } }'),
      { limit: RELATED_LIMIT.max },
      MEASURED,
    );
    expect(body.errors).toBeUndefined();
    const { results } = await env.DB.prepare(
      'SELECT id, category_id AS categoryId, bestseller_rank AS bestsellerRank FROM products',
    ).all<{ id: number; categoryId: string; bestsellerRank: number | null }>();
    const listed = body.data?.products ?? [];
    expect(listed).toHaveLength(PRODUCTS_LIST_LIMIT);
    for (const { id, related } of listed) {
      const product = results.find((p) => String(p.id) === id);
      if (!product) throw new Error(`no product ${id}`);
      const expected = relatedProducts(product, results, RELATED_LIMIT.max).map((p) =>
        String(p.id),
      );
      expect(related.map((p) => p.id)).toEqual(expected);
    }
    const stats = statsOf(headers);
    // The list (at most 3) and the related products of all 100 (1).
    expect(stats.statements).toBeLessThanOrEqual(4);
    // A few dozen rows a category, whatever the catalogue's size (about 550 here).
    expect(stats.rowsRead).toBeLessThan(1_000);
  });
});
