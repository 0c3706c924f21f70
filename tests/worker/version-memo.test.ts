import { env } from 'cloudflare:workers';
import type { ResultOf, TadaDocumentNode } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { forgetCatalogueVersion } from '../../worker/catalogue/version';
import { versionMemo } from '../../worker/catalogue/version-memo';
import { gql } from './client';
import { countingDatabase, UNCACHED } from './d1-counter';

/**
 * What the catalogue's version alone decides is read once per version by the isolate
 * (worker/catalogue/version-memo.ts): a cache miss then reads only what the answer shows.
 */

/** A catalogue read through a D1 that counts what runs, answered like any visitor's. */
async function counted<Result, Variables>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
) {
  const { db, counter } = countingDatabase();
  const sent = await gql(document, variables, { bindings: { ...env, DB: db } });
  expect(sent.body.errors).toBeUndefined();
  return { data: sent.body.data as Result, counter };
}

/** The same read computed whole, skipping every cache and memo. */
async function uncached<Result, Variables>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
) {
  const sent = await gql(document, variables, { headers: UNCACHED });
  expect(sent.body.errors).toBeUndefined();
  return sent.body.data as Result;
}

// Each product page asks under its own alias, so the isolate's kept answers never answer it.
const RELATED_A = graphql(`
  query Related($id: ID!) { a: product(id: $id) { related(limit: 4) { id name } } }
`);
const RELATED_B = graphql(`
  query Related($id: ID!) { b: product(id: $id) { related(limit: 4) { id name } } }
`);
const RELATED = graphql(`
  query Related($id: ID!) { product(id: $id) { related(limit: 4) { id name } } }
`);
const RELATED_MANY = graphql(`
  query RelatedMany($id: ID!) { m: product(id: $id) { related(limit: 12) { id } } }
`);
const relatedOf = async (alias: 'a' | 'b', id: string) => {
  if (alias === 'a') {
    const { data, counter } = await counted(RELATED_A, { id });
    return { ids: data.a?.related.map((p) => p.id), counter };
  }
  const { data, counter } = await counted(RELATED_B, { id });
  return { ids: data.b?.related.map((p) => p.id), counter };
};

describe('the related products at a version the isolate has read', () => {
  it('load only the products shown, and match what the whole read picks', async () => {
    const first = await relatedOf('a', '1');
    const second = await relatedOf('b', '2');
    // The product and the four it shows, in one statement: no candidates read again.
    expect(second.counter.statements).toBe(1);
    expect(first.counter.rowsRead).toBeGreaterThan(second.counter.rowsRead);
    const whole = await uncached(RELATED, { id: '2' });
    expect(second.ids).toEqual(whole.product?.related.map((p) => p.id));
  });

  it('come with their product for every product of every category, as the whole read picks', async () => {
    await relatedOf('a', '1');
    for (const id of ['1', '2', '3', '4', '5', '6', '7', '8']) {
      const warm = await relatedOf('b', id);
      expect(warm.counter.statements).toBe(1);
      const whole = await uncached(RELATED, { id });
      expect(warm.ids).toEqual(whole.product?.related.map((p) => p.id));
    }
  });

  it('read once more only for suggestions beyond the four a page shows', async () => {
    await relatedOf('a', '1');
    const { data, counter } = await counted(RELATED_MANY, { id: '2' });
    expect(counter.statements).toBe(2);
    const whole = await uncached(RELATED_MANY, { id: '2' });
    expect(data.m?.related).toEqual(whole.m?.related);
    expect(data.m?.related).toHaveLength(7);
  });

  it('answer null for a product that is not there, in one statement', async () => {
    await relatedOf('a', '1');
    const { data, counter } = await counted(RELATED_B, { id: '999999' });
    expect(data.b).toBeNull();
    expect(counter.statements).toBe(1);
  });

  it('follow a new ranking as soon as the version moves', async () => {
    const before = await relatedOf('a', '1');
    const { id: left } = (await env.DB.prepare(
      'SELECT id FROM products WHERE id <> 1 AND id NOT IN (SELECT value FROM json_each(?)) LIMIT 1',
    )
      .bind(JSON.stringify(before.ids))
      .first<{ id: number }>()) as { id: number };
    await env.DB.prepare('UPDATE products SET bestseller_rank = 0 WHERE id = ?').bind(left).run();
    // This isolate wrote: it reads the version again, at the primary.
    forgetCatalogueVersion();
    const after = await relatedOf('b', '1');
    expect(after.ids).toContain(String(left));
  });
});

const LISTING = graphql(`query Listing($filter: ProductFilter) {
  catalogue(filter: $filter, first: 2) { totalCount facets { brands { value count } } }
}`);
type Listing = ResultOf<typeof LISTING>;

describe('the filter counts at a version the isolate has read', () => {
  it('come from the isolate, equal to the counts read whole, until the version moves', async () => {
    await counted(LISTING, { filter: { category: 'smartphone' } });
    const { data, counter } = await counted(LISTING, { filter: { category: 'laptop' } });
    // The page alone: the counts' table is not read again.
    expect(counter.statements).toBe(1);
    expect(data).toEqual(await uncached(LISTING, { filter: { category: 'laptop' } }));

    // Product 1 sells out: its brand's count under "available only" drops at once.
    const available = { category: 'smartphone', availableOnly: true };
    const brand = (listing: Listing, name: string) =>
      listing.catalogue.facets.brands.find((b) => b.value === name)?.count ?? 0;
    const sold = await env.DB.prepare('SELECT brand FROM products WHERE id = 1').first<{
      brand: string;
    }>();
    const before = (await counted(LISTING, { filter: available })).data;
    await env.DB.prepare('UPDATE products SET stock = 0 WHERE id = 1').run();
    forgetCatalogueVersion();
    const after = (await counted(LISTING, { filter: { ...available, brand: null } })).data;
    expect(after.catalogue.totalCount).toBe(before.catalogue.totalCount - 1);
    expect(after).toEqual(await uncached(LISTING, { filter: available }));
    expect(brand(after, sold?.brand ?? '')).toBeLessThanOrEqual(brand(before, sold?.brand ?? ''));
  });
});

describe('versionMemo', () => {
  it('keeps a value for its version only, and never goes back to an earlier one', async () => {
    const memo = versionMemo<string>();
    expect(await memo.at(3, async () => 'three')).toBe('three');
    expect(memo.peek(3)).toBe('three');
    expect(memo.peek(4)).toBeUndefined();
    memo.keep(2, 'two');
    expect(memo.peek(3)).toBe('three');
    expect(memo.peek(2)).toBeUndefined();
    memo.keep(null, 'unknown');
    expect(memo.peek(null)).toBeUndefined();
    expect(await memo.at(5, async () => 'five')).toBe('five');
    expect(memo.peek(3)).toBeUndefined();
  });
});
