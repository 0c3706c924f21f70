import { MANIFEST_DIR } from '../../schema/build-manifest';
import { isSitePath } from '../../schema/routes';
import type { Database } from '../db';
import { clientManifest } from '../seo/client-manifest';
import { pageHead, withHead } from '../seo/page-head';
import { shopOrigin } from './shop-origin';

/**
 * The client's single page, which draws whichever page the address names; without the browser's
 * validators, since each page's head is written into it (a 304 would hand back another's).
 */
const shell = (request: Request) => new Request(new URL('/', request.url));

/** The build's manifest is the Worker's to read, however a visitor spells its path. */
function isManifestPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {}
  return decoded.replace(/\/{2,}/g, '/').includes(MANIFEST_DIR);
}

/**
 * The client with the page's head, its preloads read from the build's manifest. The head's
 * addresses start with the shop's origin, whatever host the request named.
 */
async function page(request: Request, env: Env, db: Database, status?: number) {
  const { pathname, search } = new URL(request.url);
  const [shellPage, head, manifest] = await Promise.all([
    env.ASSETS.fetch(shell(request)),
    pageHead(new URL(`${pathname}${search}`, shopOrigin(env, request)), db),
    clientManifest(env.ASSETS),
  ]);
  return withHead(shellPage, head, manifest, status);
}

/**
 * A GET outside the API: one of the site's pages (schema/routes.ts) gets the client with 200, a
 * file gets the file, and anything else gets the client with 404, which then shows "Pagina non
 * trovata" (docs/product.md#routes-and-access). Either way the page's head (title, description,
 * canonical, Open Graph, JSON-LD, preloads) is written in by worker/seo/page-head.ts. Hashed
 * bundles and images never come here: Workers static assets serve them first (wrangler.toml,
 * run_worker_first). The build's manifest is there for the Worker alone: a visitor gets 404.
 */
export async function sitePage(request: Request, env: Env, db: Database): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (isSitePath(pathname)) return page(request, env, db);
  if (!isManifestPath(pathname)) {
    const file = await env.ASSETS.fetch(request);
    if (file.status !== 404) return new Response(file.body, file);
  }
  return page(request, env, db, 404);
}
