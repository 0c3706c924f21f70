import { isSitePath } from '../../schema/routes';

/** The client's single page, which draws whichever page the address names. */
const shell = (request: Request) => new Request(new URL('/', request.url), request);

/**
 * A GET outside the API: one of the site's pages (schema/routes.ts) gets the client with 200, a
 * file gets the file, and anything else gets the client with 404, which then shows "Pagina non
 * trovata" (docs/product.md#routes-and-access). Hashed bundles and images never come here: Workers
 * static assets serve them first (wrangler.toml, run_worker_first).
 */
export async function sitePage(request: Request, assets: Fetcher): Promise<Response> {
  if (isSitePath(new URL(request.url).pathname)) {
    const page = await assets.fetch(shell(request));
    // Headers of a fetched response are immutable; the Worker's own may still be added to a copy.
    return new Response(page.body, page);
  }
  const file = await assets.fetch(request);
  if (file.status !== 404) return new Response(file.body, file);
  // Without the browser's validators: a cached copy of the page must not turn this into a 304.
  const page = await assets.fetch(new URL('/', request.url));
  return new Response(page.body, { status: 404, headers: page.headers });
}
