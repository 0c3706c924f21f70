import { isSitePath } from '../../schema/routes';
import { pageHead, withHead } from '../seo/page-head';

/**
 * The client's single page, which draws whichever page the address names; without the browser's
 * validators, since each page's head is written into it (a 304 would hand back another's).
 */
const shell = (request: Request) => new Request(new URL('/', request.url));

/**
 * A GET outside the API: one of the site's pages (schema/routes.ts) gets the client with 200, a
 * file gets the file, and anything else gets the client with 404, which then shows "Pagina non
 * trovata" (docs/product.md#routes-and-access). Either way the page's head (title, description,
 * canonical, Open Graph, JSON-LD) is written in by worker/seo/page-head.ts. Hashed bundles and
 * images never come here: Workers static assets serve them first (wrangler.toml, run_worker_first).
 */
export async function sitePage(
  request: Request,
  assets: Fetcher,
  db: D1Database,
): Promise<Response> {
  const url = new URL(request.url);
  if (isSitePath(url.pathname)) {
    const [page, head] = await Promise.all([assets.fetch(shell(request)), pageHead(url, db)]);
    return withHead(page, head);
  }
  const file = await assets.fetch(request);
  if (file.status !== 404) return new Response(file.body, file);
  const [page, head] = await Promise.all([assets.fetch(shell(request)), pageHead(url, db)]);
  return withHead(page, head, 404);
}
