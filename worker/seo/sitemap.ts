import { and, asc, gt, lte, max } from 'drizzle-orm';
import { products } from '../../schema/db/catalogue';
import { productUrl } from '../../schema/json-ld';
import { ROUTES } from '../../schema/routes';
import { PAGE_HEADS, PRIVATE_PATHS } from '../../schema/seo';
import { onSale } from '../catalogue/reads';
import type { Database } from '../db';

type RouteName = keyof typeof ROUTES;

/** Pages anyone may find: no parameters, not to be left out of an index, the same list for all. */
const PUBLIC_PAGES = (Object.entries(ROUTES) as [RouteName, string][])
  .filter(([name, path]) => !path.includes(':') && !PAGE_HEADS[name].noIndex)
  .map(([, path]) => path);

/** The most addresses one sitemap file may hold (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

const SITEMAPS_XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8' };
const TEXT_HEADERS = { 'content-type': 'text/plain; charset=utf-8' };

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function xml(lines: string[]): Response {
  const body = ['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ''].join('\n');
  return new Response(body, { headers: XML_HEADERS });
}

const urlset = (urls: string[]) =>
  xml([
    `<urlset xmlns="${SITEMAPS_XMLNS}">`,
    ...urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
  ]);

/**
 * Where each address goes: the public pages first, then product n at place pages + n, so file k
 * holds the places (k - 1) × size + 1 to k × size. Ids deleted or archived leave their places empty, so a file
 * may hold fewer, never more; each file is one range read of the products' primary key.
 */
function layout(perFile: number) {
  if (perFile <= PUBLIC_PAGES.length) {
    throw new Error(`A sitemap file must hold the ${PUBLIC_PAGES.length} public pages and more`);
  }
  return {
    files: (maxId: number) => Math.max(1, Math.ceil((PUBLIC_PAGES.length + maxId) / perFile)),
    /** The product ids file k holds: after `from`, up to `to` included. */
    ids: (file: number) => ({
      from: Math.max(0, (file - 1) * perFile - PUBLIC_PAGES.length),
      to: file * perFile - PUBLIC_PAGES.length,
    }),
  };
}

async function productIds(db: Database, range: { from: number; to: number }) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(gt(products.id, range.from), lte(products.id, range.to), onSale))
    .orderBy(asc(products.id));
  return rows.map((row) => row.id);
}

/** The addresses in file k (from 1): the public pages in the first, then products by id. */
async function fileUrls(origin: string, db: Database, perFile: number, file: number) {
  const ids = await productIds(db, layout(perFile).ids(file));
  return [
    ...(file === 1 ? PUBLIC_PAGES.map((path) => `${origin}${path}`) : []),
    ...ids.map((id) => productUrl(origin, String(id))),
  ];
}

async function fileCount(db: Database, perFile: number): Promise<number> {
  const [row] = await db.select({ maxId: max(products.id) }).from(products);
  return layout(perFile).files(row?.maxId ?? 0);
}

/**
 * sitemap.xml: every public page and every product, absolute with the shop's origin. While they
 * fit one file it lists them; beyond `perFile` addresses it is an index of /sitemap-<k>.xml files
 * (sitemapFile), so no request reads the whole catalogue.
 */
export async function sitemap(
  origin: string,
  db: Database,
  perFile = SITEMAP_MAX_URLS,
): Promise<Response> {
  const files = await fileCount(db, perFile);
  if (files === 1) return urlset(await fileUrls(origin, db, perFile, 1));
  return xml([
    `<sitemapindex xmlns="${SITEMAPS_XMLNS}">`,
    ...Array.from(
      { length: files },
      (_, index) =>
        `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
  ]);
}

/** /sitemap-<k>.xml, one file of the index; null when the index names no such file. */
export async function sitemapFile(
  origin: string,
  db: Database,
  file: number,
  perFile = SITEMAP_MAX_URLS,
): Promise<Response | null> {
  if (!Number.isSafeInteger(file) || file < 1) return null;
  const files = await fileCount(db, perFile);
  if (files === 1 || file > files) return null;
  return urlset(await fileUrls(origin, db, perFile, file));
}

/** robots.txt: the personal and staff areas stay out, and the sitemap is named with its origin. */
export function robots(origin: string): Response {
  const body = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: TEXT_HEADERS });
}
