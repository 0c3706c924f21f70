import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, type D1Target, d1Results, restore } from '../../scripts/d1-backup';
import { bin, ROOT } from '../../scripts/local-stack';

/** Each wrangler run starts a Node process and Miniflare: seconds each on a busy machine. */
const ROUND_TRIP_MS = 180_000;
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The Worker's config in a temporary directory: its local D1 lives beside it. */
function checkout(): D1Target {
  const dir = mkdtempSync(join(tmpdir(), 'd1-backup-'));
  dirs.push(dir);
  copyFileSync(join(ROOT, 'wrangler.toml'), join(dir, 'wrangler.toml'));
  symlinkSync(join(ROOT, 'migrations'), join(dir, 'migrations'), 'dir');
  return { config: join(dir, 'wrangler.toml'), remote: false };
}

const stateOf = (target: D1Target) => join(target.config, '../.wrangler');

/** Every row of each table, in an order that does not depend on how they were written. */
const everyRow = (tables: string[]) => tables.map((table) => `SELECT * FROM "${table}";`);
const sorted = (rows: unknown[][]) =>
  rows.map((table) => table.map((row) => JSON.stringify(row)).sort());

/** Which products the search finds for the added product's and the renamed category's names. */
const SEARCH = [
  "SELECT rowid AS id FROM products_fts WHERE products_fts MATCH 'zefiro OR telefonia' ORDER BY rowid;",
  "SELECT id FROM products WHERE name = 'Saldatore Zefiro' OR category_id = 'smartphone' ORDER BY id;",
  'SELECT (SELECT count(*) FROM products_fts) AS indexed, (SELECT count(*) FROM products) AS products;',
];

describe('a backup and its restore', () => {
  it(
    'bring every table back into a fresh migrated D1, and the search finds the products again',
    async () => {
      const source = checkout();
      await promisify(execFile)(bin('wrangler'), [
        'd1',
        'migrations',
        'apply',
        'DB',
        '--local',
        '--config',
        source.config,
      ]);
      // The restore's target: a D1 just migrated, seed catalogue included.
      const target = checkout();
      cpSync(stateOf(source), stateOf(target), { recursive: true });

      // Beside the seed catalogue: a product only the backup has, one of the seed's gone, a
      // renamed category (its products' search entries carry the name), a customer's data.
      await d1Results(
        source,
        [
          "UPDATE categories SET name = 'Telefonia' WHERE id = 'smartphone';",
          `INSERT INTO products (id, name, brand, category_id, price, original_price, description, images, colors, sizes, in_stock, stock, rating, reviews, details, updated_at_ms)
             SELECT 100, 'Saldatore Zefiro', 'Weller', category_id, price, original_price, description, images, colors, sizes, in_stock, stock, rating, reviews, details, updated_at_ms FROM products WHERE id = 1;`,
          'DELETE FROM products WHERE id = 2;',
          "INSERT INTO list_newsletter (email, consent_at_ms, created_at_ms) VALUES ('backup@example.it', 1, 1);",
        ].join('\n'),
      );

      const file = join(stateOf(source), 'backup.sql');
      const { tables } = await backup(source, file);
      expect(tables).toEqual(expect.arrayContaining(['categories', 'products', 'list_newsletter']));
      expect(tables.filter((table) => /^products_fts|^d1_|^_cf_|^sqlite_/.test(table))).toEqual([]);
      expect(readFileSync(file, 'utf8')).not.toMatch(/products_fts|CREATE /);

      // The source's reads need not wait for the restore: each wrangler run is seconds of waiting.
      const compared = [...tables, 'catalogue_facets'];
      const read = (d1: D1Target) => d1Results(d1, [...everyRow(compared), ...SEARCH].join('\n'));
      const [before, after] = await Promise.all([
        read(source),
        restore(target, file).then(() => read(target)),
      ]);
      expect(sorted(after.slice(0, compared.length))).toEqual(
        sorted(before.slice(0, compared.length)),
      );
      const [found, expected, counts] = after.slice(compared.length);
      expect(found).toEqual(expected);
      expect(found).toContainEqual({ id: 100 });
      // One index entry per product: none left over from the seed the restore replaced.
      const [{ indexed, products }] = counts as [{ indexed: number; products: number }];
      expect(indexed).toBe(products);
    },
    ROUND_TRIP_MS,
  );
});
