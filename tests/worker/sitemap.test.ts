import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../worker/db';
import { sitemap, sitemapFile } from '../../worker/seo/sitemap';
import { send, shellOnlyAssets } from './client';
import { countingDatabase } from './d1-counter';

const SHOP = 'https://shop.test';
const request = (path: string) => new Request(`${SHOP}${path}`);
const db = () => createDatabase(env.DB);

const get = (path: string) => send(request(path), { ...env, ASSETS: shellOnlyAssets });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

/** Copies product 1 under new ids, as a large catalogue would hold them. */
async function addProducts(ids: number[]) {
  const { results } = await env.DB.prepare('PRAGMA table_info(products)').all<{ name: string }>();
  const columns = results.map((column) => column.name).filter((name) => name !== 'id');
  const copy = env.DB.prepare(
    `INSERT INTO products (id, ${columns.join(', ')}) SELECT ?, ${columns.join(', ')} FROM products WHERE id = 1`,
  );
  await env.DB.batch(ids.map((id) => copy.bind(id)));
}

/** The public pages, as the one-file sitemap lists them before the products. */
async function publicPages(): Promise<string[]> {
  const xml = await (await sitemap(SHOP, db())).text();
  return locs(xml).filter((loc): loc is string => !loc?.includes('/product-overview/'));
}

describe('a sitemap beyond one file', () => {
  let pages: string[];
  let productIds: number[];

  beforeEach(async () => {
    // Ids 9 to 40, with 20 deleted: a gap, as a catalogue has once products are removed.
    await addProducts(Array.from({ length: 32 }, (_, index) => index + 9));
    await env.DB.prepare('DELETE FROM products WHERE id = 20').run();
    pages = await publicPages();
    const { results } = await env.DB.prepare('SELECT id FROM products ORDER BY id').all<{
      id: number;
    }>();
    productIds = results.map((row) => row.id);
  });

  it('turns sitemap.xml into an index of files, each within the limit, together listing everything once', async () => {
    const perFile = pages.length + 10;
    const index = await (await sitemap(SHOP, db(), perFile)).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index);
    const expected = Math.ceil((pages.length + 40) / perFile);
    expect(files).toEqual(
      Array.from({ length: expected }, (_, index) => `${SHOP}/sitemap-${index + 1}.xml`),
    );

    const listed: string[] = [];
    for (const index of files.keys()) {
      const response = await sitemapFile(SHOP, db(), index + 1, perFile);
      expect(response?.headers.get('content-type')).toContain('application/xml');
      const xml = (await response?.text()) ?? '';
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(perFile);
      listed.push(...urls.filter((url): url is string => url !== undefined));
    }
    expect(listed).toEqual([...pages, ...productIds.map((id) => `${SHOP}/product-overview/${id}`)]);
    expect(listed).not.toContain(`${SHOP}/product-overview/20`);
  });

  it("reads each file with one range of ids beside the index's highest id, never the whole table", async () => {
    const perFile = pages.length + 10;
    const { db: counted, counter } = countingDatabase();
    await sitemapFile(SHOP, createDatabase(counted), 2, perFile);
    expect(counter.statements).toBe(2);
    // The highest id, then at most one file's ids: not the 8 + 32 - 1 products.
    expect(counter.rowsRead).toBeLessThanOrEqual(1 + perFile);
    expect(counter.rowsReturned).toBeLessThanOrEqual(1 + perFile);
  });

  it('answers a file the index does not name with nothing', async () => {
    const perFile = pages.length + 10;
    const files = Math.ceil((pages.length + 40) / perFile);
    for (const file of [0, -1, files + 1, Number.NaN]) {
      expect(await sitemapFile(SHOP, db(), file, perFile)).toBeNull();
    }
    // While everything fits one file, sitemap.xml is that file and there are no others.
    expect(await sitemapFile(SHOP, db(), 1)).toBeNull();
  });

  it('keeps sitemap.xml one list at the real limit, and /sitemap-<n>.xml a 404 page', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    const urls = locs(await response.text());
    expect(urls).toHaveLength(pages.length + productIds.length);
    const missing = await get('/sitemap-1.xml');
    expect(missing.status).toBe(404);
    const robots = await (await get('/robots.txt')).text();
    expect(robots.split('\n')).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });
});
