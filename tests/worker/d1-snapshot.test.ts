import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { restoreSnapshot, takeSnapshot } from './d1-snapshot';
import { editProduct } from './fixtures';

/**
 * Every object of the schema and every row D1 holds, FTS5 tables by their rowid and columns:
 * what a test can see. How an FTS5 index lays out its segments (its shadow tables) is left out.
 */
async function everything() {
  const { results: objects } = await env.DB.prepare(
    `SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY type, name`,
  ).all<{ type: string; name: string; sql: string | null }>();
  const fts = objects.filter((o) => /USING\s+fts5\s*\(/i.test(o.sql ?? '')).map((o) => o.name);
  const shadow = (name: string) => fts.some((table) => name.startsWith(`${table}_`));
  const tables = objects.filter(
    (o) => o.type === 'table' && !shadow(o.name) && !/fts5vocab/i.test(o.sql ?? ''),
  );
  const rows = await env.DB.batch(
    tables.map((t) =>
      env.DB.prepare(`SELECT ${fts.includes(t.name) ? 'rowid, ' : ''}* FROM "${t.name}"`),
    ),
  );
  return {
    objects,
    rows: Object.fromEntries(
      tables.map((t, i) => [t.name, (rows[i]?.results ?? []).map((r) => JSON.stringify(r)).sort()]),
    ),
    words: (await env.DB.prepare('SELECT term, doc FROM products_fts_terms ORDER BY term').all())
      .results,
  };
}

/** The products both search indexes find by a word of their description. */
async function found(word: string) {
  const [words, trigrams] = await env.DB.batch<{ rowid: number }>([
    env.DB.prepare('SELECT rowid FROM products_fts WHERE products_fts MATCH ?').bind(word),
    env.DB.prepare(
      'SELECT rowid FROM products_fts_trigram WHERE products_fts_trigram MATCH ?',
    ).bind(word),
  ]);
  return [words?.results, trigrams?.results];
}

describe('the snapshot the setup file puts D1 back from', () => {
  it('brings back every row, number series and trigger after writes through the triggers', async () => {
    const before = await everything();
    const snapshot = await takeSnapshot(env.DB);
    await editProduct('3', { description: 'Cover color zenzerino.', price: '99,00', stock: 0 });
    await env.DB.batch([
      env.DB.prepare('DELETE FROM product_variants WHERE product_id = 2'),
      env.DB.prepare('UPDATE catalogue_version SET version = version + 10'),
    ]);
    expect(await everything()).not.toEqual(before);

    await restoreSnapshot(env.DB, snapshot);
    expect(await everything()).toEqual(before);
    // The search indexes answer as before, and the triggers keep them in step again.
    expect(await found('zenzerino')).toEqual([[], []]);
    await editProduct('3', { description: 'Cover color zenzerino.' });
    expect(await found('zenzerino')).toEqual([[{ rowid: 3 }], [{ rowid: 3 }]]);
  });
});
