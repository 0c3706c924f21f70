import { freshCatalogueVersion } from '../catalogue/snapshot';
import { PUBLIC_CACHE_CONTROL } from './public-reads';

/** Distinct catalogue reads kept; the storefront sends a few dozen. */
const MAX_ENTRIES = 256;

interface Entry {
  version: number;
  status: number;
  headers: [string, string][];
  body: string;
}

const entries = new Map<string, Entry>();

/**
 * Headers computed for one requester (CORS, worker/http/cors.ts): an entry answers every origin,
 * so it keeps none of them.
 */
const forOneRequester = (name: string) => name.startsWith('access-control-') || name === 'vary';

/** The same URL asked with another Accept gets another content type. */
const keyOf = (request: Request) => `${request.headers.get('accept') ?? ''}\n${request.url}`;

/**
 * The answer to a shareable catalogue read (see public-reads.ts) this isolate already gave from
 * the current catalogue snapshot, so a popular page costs no GraphQL execution. An answer lives
 * exactly as long as the snapshot it was computed from.
 */
export function cachedCatalogueRead(request: Request): Response | null {
  if (request.method !== 'GET') return null;
  const version = freshCatalogueVersion();
  const key = keyOf(request);
  const entry = entries.get(key);
  if (version === null || !entry || entry.version !== version) return null;
  // Most recently used last, so the least used leave first.
  entries.delete(key);
  entries.set(key, entry);
  return new Response(entry.body, { status: entry.status, headers: entry.headers });
}

/**
 * Keeps a shareable answer for the catalogue version read before it was computed: if the
 * snapshot changed meanwhile, the entry simply never matches.
 */
export async function rememberCatalogueRead(
  request: Request,
  response: Response,
  version: number | null,
): Promise<Response> {
  const shareable =
    request.method === 'GET' &&
    version !== null &&
    response.headers.get('cache-control') === PUBLIC_CACHE_CONTROL;
  if (!shareable) return response;
  const body = await response.text();
  entries.set(keyOf(request), {
    version,
    status: response.status,
    headers: [...response.headers].filter(([name]) => !forOneRequester(name)),
    body,
  });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return new Response(body, { status: response.status, headers: response.headers });
}
