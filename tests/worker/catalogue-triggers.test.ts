/// <reference types="vite/client" />
import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import firstCatalogueSearch from './0009-as-first-written.sql?raw';

async function version(): Promise<number> {
  const row = await env.DB.prepare('SELECT version FROM catalogue_version WHERE id = 1').first<{
    version: number;
  }>();
  return row?.version ?? Number.NaN;
}

const update = (set: string, id = 1) =>
  env.DB.prepare(`UPDATE products SET ${set} WHERE id = ?`).bind(id).run();

describe('the catalogue version', () => {
  it('moves with a change to any column but the stock and the time of the last write', async () => {
    const { results: columns } = await env.DB.prepare(
      "SELECT name, type FROM pragma_table_info('products')",
    ).all<{ name: string; type: string }>();
    // The id never changes (the search index and orders refer to it); stock has its own rule, and
    // what variants hold apart moves with it; price_varies follows the variants' prices, which
    // move the version themselves, as the sizes follow the variants' sizes and stock, and the grade
    // span the variants' and the product's grades.
    const exempt = [
      'id',
      'stock',
      'variant_stock',
      'price_varies',
      'facet_sizes',
      'facet_sizes_available',
      'best_grade',
      'worst_grade',
      'updated_at_ms',
    ];
    const changed: Record<string, string> = {
      category_id: '(SELECT id FROM categories WHERE id <> products.category_id LIMIT 1)',
      in_stock: '1 - in_stock',
    };
    const checked: string[] = [];
    for (const { name, type } of columns) {
      if (exempt.includes(name)) continue;
      const before = await version();
      const to =
        changed[name] ??
        (type.toLowerCase() === 'text'
          ? `coalesce(${name}, '') || ' '`
          : `coalesce(${name}, 0) + 1`);
      await update(`${name} = ${to}`);
      // A price reaches every variant, and each variant's change moves the version too.
      expect(await version(), name).toBeGreaterThan(before);
      checked.push(name);
    }
    expect(checked).toContain('price');
    expect(checked).toContain('bestseller_rank');
  });

  it('moves with the stock only when a product becomes sold out or buyable again', async () => {
    const start = await version();
    // An order: stock taken, the product still buyable.
    await update('stock = stock - 1, updated_at_ms = updated_at_ms + 1');
    expect(await version()).toBe(start);
    await update('stock = 0');
    expect(await version()).toBe(start + 1);
    await update('stock = 3');
    expect(await version()).toBe(start + 2);
    // Not for sale: its stock moving sells nothing out and makes nothing buyable.
    await update('in_stock = 0');
    expect(await version()).toBe(start + 3);
    await update('stock = 0');
    await update('stock = 7');
    expect(await version()).toBe(start + 3);
  });

  it('moves when products or categories are added or removed', async () => {
    const start = await version();
    await env.DB.prepare(
      `INSERT INTO categories (id, name, icon, position) VALUES ('prova', 'Prova', 'box', 99)`,
    ).run();
    await env.DB.prepare(
      `INSERT INTO products (id, name, brand, category_id, price, description, images, colors, sizes,
         in_stock, stock, updated_at_ms)
       VALUES (900, 'Prova', 'Marca', 'prova', 100, 'x', '[]', '[]', '[]', 1, 1, 0)`,
    ).run();
    await env.DB.prepare('DELETE FROM products WHERE id = 900').run();
    await env.DB.prepare(`DELETE FROM categories WHERE id = 'prova'`).run();
    // Each product change once, and its one variant (no colour, no size) added and removed.
    expect(await version()).toBe(start + 6);
  });
});

/** Everything the migrations made (schema, price ranges and filter counts), comparable. */
async function catalogueSchema() {
  const [objects, ranges, facets] = await env.DB.batch([
    env.DB.prepare(
      `SELECT type, name, tbl_name, sql FROM sqlite_master
       WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY type, name`,
    ),
    env.DB.prepare('SELECT * FROM catalogue_price_ranges ORDER BY min_price'),
    env.DB.prepare('SELECT * FROM catalogue_facets ORDER BY 1, 2, 3, 4'),
  ]);
  return { objects: objects?.results, ranges: ranges?.results, facets: facets?.results };
}

describe('migration 0023', () => {
  it('brings a database that applied the first 0009 to where a fresh one is', async () => {
    const fresh = await catalogueSchema();
    expect(fresh.ranges).toHaveLength(5);

    await reset();
    const first = firstCatalogueSearch
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
    expect(first.join('\n')).toContain('CASE WHEN');
    await applyD1Migrations(
      env.DB,
      env.TEST_MIGRATIONS.map((migration) =>
        migration.name.startsWith('0009_') ? { ...migration, queries: first } : migration,
      ),
    );
    expect(await catalogueSchema()).toEqual(fresh);
  });
});
