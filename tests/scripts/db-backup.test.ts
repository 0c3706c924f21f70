import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, type D1Target, d1Results, restore } from '../../scripts/d1-backup';
import { bin, ROOT } from '../../scripts/local-stack';

/** Each wrangler run starts a Node process and Miniflare: seconds each on a busy machine. */
const ROUND_TRIP_MS = 300_000;
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
          // A variant with its own stock, an order line and a back-in-stock request naming
          // variants: children the restore must not empty, null or count twice.
          'UPDATE product_variants SET stock = 2 WHERE product_id = 1 AND position = 0;',
          `INSERT INTO orders (id, number, access_token, idempotency_key, request_digest, status, payment_method, email, first_name, last_name, phone, street, postal_code, city, province, subtotal, shipping, taxes, total, created_at_ms, updated_at_ms)
             VALUES ('ord-backup', 'RL-2026-000001', 'token', 'key', 'digest', 'pagato', 'bonifico', 'cliente@example.it', 'Anna', 'Rossi', '3331234567', 'Via Roma 1', '00100', 'Roma', 'RM', 129900, 0, 28578, 158478, 1, 1);`,
          `INSERT INTO order_lines (order_id, position, product_id, name, brand, image, color, size, unit_price, quantity, line_total, stock_taken, variant_id, sku)
             SELECT 'ord-backup', 0, 1, 'iPhone 15 Pro', 'Apple', '/a.svg', color, size, price, 1, price, 1, id, sku FROM product_variants WHERE product_id = 1 AND position = 1;`,
          `INSERT INTO stock_alerts (product_id, email, status, created_at_ms, confirmed_at_ms, variant_id, variant_label)
             SELECT 8, 'attesa@example.it', 'in_attesa', 1, 1, id, size FROM product_variants WHERE product_id = 8 AND position = 1;`,
        ].join('\n'),
      );

      const file = join(stateOf(source), 'backup.sql');
      const { tables } = await backup(source, file);
      expect(tables).toEqual(expect.arrayContaining(['categories', 'products', 'list_newsletter']));
      expect(tables.filter((table) => /^products_fts|^d1_|^_cf_|^sqlite_/.test(table))).toEqual([]);
      expect(readFileSync(file, 'utf8')).not.toMatch(/products_fts|CREATE /);

      // The source's reads need not wait for the restore: each wrangler run is seconds of waiting.
      const compared = [...tables, 'catalogue_facets', 'product_sizes'];
      const read = (d1: D1Target) => d1Results(d1, [...everyRow(compared), ...SEARCH].join('\n'));
      const [before, after] = await Promise.all([
        read(source),
        restore(target, file).then(() => read(target)),
      ]);
      expect(sorted(after.slice(0, compared.length))).toEqual(
        sorted(before.slice(0, compared.length)),
      );
      const lines = await d1Results<{ variant_id: number | null }>(
        target,
        "SELECT variant_id FROM order_lines WHERE order_id = 'ord-backup';",
      );
      expect(lines[0]?.[0]?.variant_id).toEqual(expect.any(Number));
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
