import { parse } from 'graphql';
import { D1_BOOKMARK_HEADER } from '../../schema/d1-bookmark';
import { isPublicRead } from '../../schema/public-reads';
import { postedBody } from '../http/posted-body';
import { PUBLIC_CACHE_CONTROL } from './public-reads';

/** Distinct catalogue reads kept in the isolate; the storefront sends a few dozen per version. */
const MAX_ENTRIES = 256;

/**
 * How long the location's cache (caches.default) keeps a copy: its key holds the catalogue
 * version, so a copy never goes stale; it stops being asked for once the version moves on.
 */
const STORED_CACHE_CONTROL = 'public, max-age=86400';

interface Entry {
  status: number;
  headers: [string, string][];
  /** Kept encoded: a string body would be encoded again for every answer. */
  body: ArrayBuffer;
}

const entries = new Map<string, Entry>();

/**
 * The cache every isolate in the location shares. graphql-yoga's fetch types bring in the DOM
 * library, whose `caches` lacks workerd's `default` (worker/worker-configuration.d.ts).
 */
const locationCache = () => (caches as unknown as { default: Cache }).default;

/**
 * Headers computed for one requester: CORS (worker/http/cors.ts) and the D1 bookmark of their
 * session. A kept answer serves every origin and every session, so it carries none of them.
 */
const forOneRequester = (name: string) =>
  name.startsWith('access-control-') || name === 'vary' || name === D1_BOOKMARK_HEADER;

/**
 * Where an answer is kept: a URL on the Worker's own origin that no request reaches, holding the
 * catalogue version, the Accept header (another content type, another body) and what was asked:
 * a GET's URL, or a POST's body (kept in this isolate only, so it is never sent anywhere).
 */
async function keyOf(request: Request, version: number): Promise<string> {
  const url = new URL(request.url);
  const accept = encodeURIComponent(request.headers.get('accept') ?? '');
  const asked =
    request.method === 'POST'
      ? `/post/${(await postedBody(request)).text}`
      : `${url.pathname}${url.search}`;
  return `${url.origin}/__catalogue-reads/${version}/${accept}${asked}`;
}

function keep(key: string, entry: Entry) {
  // Most recently used last, so the least used leave first.
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}

const responseOf = (entry: Entry) =>
  new Response(entry.body, { status: entry.status, headers: entry.headers });

/**
 * The answer to a shareable catalogue read (see public-reads.ts) already computed at `version`:
 * from this isolate first, then from the cache every isolate in the location shares.
 */
export async function cachedCatalogueRead(
  request: Request,
  version: number,
): Promise<Response | null> {
  const key = await keyOf(request, version);
  const held = entries.get(key);
  if (held) {
    keep(key, held);
    return responseOf(held);
  }
  // A POST is looked for in this isolate only: most POSTs are personal, and none is worth a trip
  // to the location's cache to find out.
  if (request.method !== 'GET') return null;
  const stored = await locationCache()
    .match(key)
    .catch((error: unknown) => {
      console.error('Catalogue cache unreadable', error);
      return undefined;
    });
  if (!stored) return null;
  const headers = new Headers(stored.headers);
  // The location's copy is kept long; the browser gets what the Worker's own answer says.
  headers.set('cache-control', PUBLIC_CACHE_CONTROL);
  const entry = { status: stored.status, headers: [...headers], body: await stored.arrayBuffer() };
  keep(key, entry);
  return responseOf(entry);
}

/**
 * Keeps a shareable answer under the catalogue version read before it was computed (its session
 * started no earlier than that version), in this isolate and, for a GET, in the background in the
 * location's cache. Only what publicReadsPlugin marked public is kept: never a personal or failed
 * answer, nor one setting a cookie.
 */
export async function rememberCatalogueRead(
  request: Request,
  response: Response,
  version: number,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<Response> {
  const shareable =
    response.headers.get('cache-control') === PUBLIC_CACHE_CONTROL &&
    !response.headers.has('set-cookie');
  if (!shareable) return response;
  const body = await response.arrayBuffer();
  const headers = [...response.headers].filter(([name]) => !forOneRequester(name));
  const entry = { status: response.status, headers, body };
  const key = await keyOf(request, version);
  keep(key, entry);
  if (request.method !== 'GET') {
    return new Response(body, { status: response.status, headers: response.headers });
  }
  const stored = new Headers(headers);
  stored.set('cache-control', STORED_CACHE_CONTROL);
  waitUntil(
    locationCache()
      .put(key, new Response(body, { status: entry.status, headers: stored }))
      .catch((error: unknown) => console.error('Catalogue read not stored', error)),
  );
  return new Response(body, { status: response.status, headers: response.headers });
}

/** Whether each query text seen in a POST is a public read; outside clients send a handful. */
const publicTexts = new Map<string, boolean>();

function isPublicText(query: string, operationName: unknown): boolean {
  const key = `${typeof operationName === 'string' ? operationName : ''}\n${query}`;
  let known = publicTexts.get(key);
  if (known === undefined) {
    try {
      known = isPublicRead(parse(query), typeof operationName === 'string' ? operationName : null);
    } catch {
      // Yoga answers a document that does not parse; it is nothing to keep.
      known = false;
    }
    if (publicTexts.size >= MAX_ENTRIES) publicTexts.clear();
    publicTexts.set(key, known);
  }
  return known;
}

/**
 * Whether a request may be a shareable catalogue read, before it runs: a GET always (any other
 * GET is refused), a POST whose document is a public read. Only those look at the catalogue
 * version, so a mutation or a personal query never opens its D1 session for it.
 */
export async function mayBeCatalogueRead(request: Request): Promise<boolean> {
  if (request.method === 'GET') return true;
  if (request.method !== 'POST') return false;
  const { json: body } = await postedBody(request);
  if (!body || typeof body !== 'object') return false;
  const { query, operationName } = body as Record<string, unknown>;
  return typeof query === 'string' && isPublicText(query, operationName);
}

/** For tests: this isolate's copies go, as in a fresh isolate; the location's cache stays. */
export function forgetCatalogueReads(): void {
  entries.clear();
}
