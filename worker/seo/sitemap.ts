import { asc } from 'drizzle-orm';
import { products } from '../../schema/db/catalogue';
import { productUrl } from '../../schema/json-ld';
import { ROUTES } from '../../schema/routes';
import { PAGE_HEADS, PRIVATE_PATHS } from '../../schema/seo';
import { createDatabase } from '../db';

type RouteName = keyof typeof ROUTES;

/** Pages anyone may find: no parameters, not to be left out of an index, the same list for all. */
const PUBLIC_PAGES = (Object.entries(ROUTES) as [RouteName, string][])
  .filter(([name, path]) => !path.includes(':') && !PAGE_HEADS[name].noIndex)
  .map(([, path]) => path);

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

/**
 * sitemap.xml: every public page and every product, absolute with the request's origin. One D1
 * read of the products' ids; a sitemap holds up to 50,000 addresses.
 */
export async function sitemap(request: Request, d1: D1Database): Promise<Response> {
  const { origin } = new URL(request.url);
  const rows = await createDatabase(d1)
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id));
  const urls = [
    ...PUBLIC_PAGES.map((path) => `${origin}${path}`),
    ...rows.map((row) => productUrl(origin, String(row.id))),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: XML_HEADERS });
}

/** robots.txt: the personal and staff areas stay out, and the sitemap is named with its origin. */
export function robots(request: Request): Response {
  const { origin } = new URL(request.url);
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
