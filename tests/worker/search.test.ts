import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { D1Stats } from '../../schema/d1-stats';
import { normalizeText } from '../../schema/rules/catalogue';
import { SCOPE_FIELDS, type SearchScope, searchWords } from '../../schema/rules/search';
import { graphql } from '../../web/graphql';
import { gql } from './client';
import { editProduct } from './fixtures';

/** Staff cannot rename a product from the shop module: an import or the database can. */
const rename = (id: number, name: string) =>
  env.DB.prepare('UPDATE products SET name = ? WHERE id = ?').bind(name, id).run();

/*
 * The spec's search over the seed's eight products (docs/product.md#search): every word typed is
 * a case-insensitive piece of name, brand or category (the header) or of name, brand or
 * description (the results page and the API), ranked closest first, typos forgiven when the text
 * as typed finds nothing.
 */

const SEARCH = graphql(`query S($search: String, $searchIn: SearchScope) {
  catalogue(search: $search, searchIn: $searchIn, sort: RELEVANCE, first: 48) { totalCount nodes { id } }
}`);

/** Measured requests skip every cache, so an answer is always computed on the data as it is. */
const MEASURED = { headers: { 'x-d1-stats': '1' } };

async function found(search: string, searchIn: SearchScope = 'RESULTS') {
  const sent = await gql(SEARCH, { search, searchIn }, MEASURED);
  expect(sent.body.errors).toBeUndefined();
  return {
    ids: sent.body.data?.catalogue.nodes.map((node) => node.id) ?? [],
    stats: JSON.parse(sent.headers.get('x-d1-stats') ?? '{}') as D1Stats,
  };
}

const ids = async (search: string, searchIn: SearchScope = 'RESULTS') =>
  (await found(search, searchIn)).ids;

/** The spec's rule itself, over every product: the ids whose fields hold every word. */
async function specMatches(search: string, scope: SearchScope): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT p.id, p.name, p.brand, c.name AS category, p.description
     FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id`,
  ).all<Record<string, string | number>>();
  const words = searchWords(search);
  return results
    .filter((row) => {
      const fields = SCOPE_FIELDS[scope].map((field) => normalizeText(String(row[field])));
      return words.every((word) => fields.some((text) => text.includes(word)));
    })
    .map((row) => String(row.id));
}

describe('a word anywhere inside the fields the spec names', () => {
  it.each([
    // One letter, two letters, three and more; name, brand and category.
    ['a', 'HEADER'],
    ['x', 'HEADER'],
    ['ps', 'HEADER'],
    ['ng', 'HEADER'],
    ['top', 'HEADER'],
    ['book', 'HEADER'],
    ['pods', 'HEADER'],
    ['station', 'HEADER'],
    ['phone', 'HEADER'],
    ['sung', 'HEADER'],
    ['APPLE pro', 'HEADER'],
    ['ab', 'HEADER'],
    // Name, brand and description.
    ['a', 'RESULTS'],
    ['z', 'RESULTS'],
    ['ul', 'RESULTS'],
    ['ell', 'RESULTS'],
    ['book', 'RESULTS'],
    ['titanio', 'RESULTS'],
    ['retina m', 'RESULTS'],
    ['Rumore', 'RESULTS'],
  ] as const)('"%s" in the %s fields finds what the spec finds', async (search, scope) => {
    const expected = await specMatches(search, scope);
    expect(expected.length).toBeGreaterThan(0);
    expect((await ids(search, scope)).sort()).toEqual(expected.sort());
  });

  it('shows all eight products in the header for "a", and MacBook, AirPods, PlayStation, iPhone', async () => {
    expect(await ids('a', 'HEADER')).toHaveLength(8);
    expect(await ids('book', 'HEADER')).toEqual(['3']);
    expect(await ids('pods', 'HEADER')).toEqual(['6']);
    expect(await ids('station', 'HEADER')).toEqual(['8']);
    expect((await ids('phone', 'HEADER'))[0]).toBe('1');
  });

  it('looks in the category only in the header, in the description only on the results page', async () => {
    // "titanio" is in two descriptions, "laptop" is a category; neither in a name or brand.
    expect(await ids('titanio', 'HEADER')).toEqual([]);
    expect((await ids('titanio')).sort()).toEqual(['1', '2']);
    expect((await ids('laptop', 'HEADER')).sort()).toEqual(['3', '4']);
    expect(await specMatches('laptop', 'RESULTS')).toEqual([]);
    expect(await ids('laptop')).toEqual([]);
  });

  it('ignores accents both ways', async () => {
    await editProduct('4', { description: 'Qualità e velocità per il lavoro.' });
    expect(await ids('qualita')).toEqual(['4']);
    expect(await ids('VELOCITÀ')).toEqual(['4']);
  });

  it('follows staff edits and a renamed department', async () => {
    await rename(4, 'Inspiron 14');
    expect(await ids('spiron', 'HEADER')).toEqual(['4']);
    expect(await ids('xps', 'HEADER')).toEqual([]);
    await env.DB.prepare("UPDATE categories SET name = 'Console' WHERE id = 'gaming'").run();
    expect(await ids('onsol', 'HEADER')).toEqual(['8']);
    expect(await ids('gaming', 'HEADER')).toEqual([]);
  });
});

describe('closest first', () => {
  it('ranks the start of a word before a piece inside one, the name before the rest', async () => {
    await rename(4, 'Smartwatch XPS 13');
    // Product 7's name has "Watch" as a word, 4's inside "Smartwatch"; 7 also has it in its department.
    expect(await ids('watch', 'HEADER')).toEqual(['7', '4']);
    // MacBook holds "book" in its name, the XPS only inside "Ultrabook" in its description.
    expect(await ids('book')).toEqual(['3', '4']);
  });

  it('ranks a name before a brand, a brand before a department', async () => {
    // iPhone: "phone" in the name; Galaxy S24 Ultra: only in its department, Smartphone.
    expect(await ids('phone', 'HEADER')).toEqual(['1', '2']);
    await rename(5, 'Custodia Samsung');
    // "samsung" names product 5 and is the brand of 2 and 7.
    expect((await ids('samsung', 'HEADER'))[0]).toBe('5');
  });

  it('gives the header and the results page one order: what both find comes in the same order', async () => {
    for (const text of ['a', 'air', 'apple', 'pro', 'galaxy', 'iphnoe']) {
      const header = await ids(text, 'HEADER');
      const page = await ids(text);
      const both = header.filter((id) => page.includes(id));
      expect(both.length).toBeGreaterThan(0);
      expect(page.filter((id) => header.includes(id))).toEqual(both);
    }
  });
});

describe('typos', () => {
  it.each([
    ['iphnoe', 'HEADER', ['1']],
    ['samsumg', 'RESULTS', ['2', '7']],
    ['macbok', 'HEADER', ['3']],
    ['wacth', 'HEADER', ['7']],
    ['playstatoin', 'RESULTS', ['8']],
  ] as const)('reads "%s" (%s) as the word one slip away', async (search, scope, expected) => {
    expect((await ids(search, scope)).sort()).toEqual([...expected].sort());
  });

  it('corrects nothing a piece of a word already finds', async () => {
    // "galax" and "phon" are inside words as typed: no correction widens them.
    expect((await ids('galax')).sort()).toEqual(['2', '7']);
    expect(await ids('phon', 'HEADER')).toEqual(['1', '2']);
  });

  it('costs two statements spelt right, three misspelt', async () => {
    // The departments are read once per isolate; the count is for every request after that.
    await ids('a');
    expect((await found('book', 'HEADER')).stats.statements).toBe(2);
    expect((await found('iphnoe', 'HEADER')).stats.statements).toBe(3);
    expect((await found('zzzz', 'HEADER')).stats.statements).toBe(1);
  });
});

describe('any text', () => {
  it.each([
    ['a b c d e f g h', 'many one-letter words'],
    ['x'.repeat(100), 'one word of 100 letters'],
    ['iphnoe samsumg galxy wtach lapotp tablte', 'six misspelt words'],
    ['智能手机 电 平板电脑', 'CJK, one character among them'],
    ['📱 ⌚ è ù à ò', 'emoji and accented letters alone'],
    ['𐀀𐀀', 'two letters that take four UTF-16 units'],
    ['𐀀𐀀 𐀁𐀂𐀃𐀄 galaxy', 'long and short words beyond the basic plane beside a real one'],
    ['"*()- ^ : {name} OR NEAR', 'FTS5 syntax'],
  ])('answers data for %j (%s)', async (search) => {
    for (const scope of ['HEADER', 'RESULTS'] as const) {
      const { ids: answer } = await found(search, scope);
      expect(Array.isArray(answer)).toBe(true);
    }
  });
});
