import { parse } from 'graphql';
import {
  CATALOGUE_CACHE_HEADER,
  type CatalogueCacheStatus,
  MAX_ANSWER_AGE_MS,
} from '../../schema/catalogue-cache';
import { D1_BOOKMARK_HEADER } from '../../schema/d1-bookmark';
import { isPublicRead } from '../../schema/public-reads';
import type { PostedBody } from '../http/posted-body';
import { ByteBoundedCache, stringBytes } from './byte-bounded-cache';
import { LIMITS } from './limits';
import { PUBLIC_CACHE_CONTROL } from './public-reads';
import { isOverLongQuery } from './query-length';

/** What the location's cache (caches.default) is told, the same bound in seconds. */
const STORED_CACHE_CONTROL = `public, max-age=${MAX_ANSWER_AGE_MS / 1000}`;

/**
 * When a copy in the location's cache was computed (Date.now()), kept with it so the isolate that
 * takes it counts its age from there rather than trusting an Age header the cache may not send.
 * Never shown to a client.
 */
const COMPUTED_AT_HEADER = 'x-catalogue-computed-at';

interface Entry {
  status: number;
  headers: [string, string][];
  /** Kept encoded: a string body would be encoded again for every answer. */
  body: ArrayBuffer;
  /** When it was computed (Date.now()), for MAX_ANSWER_AGE_MS. */
  computedAt: number;
  /** Whether the location's cache holds it: a GET's answer goes there once asked for again. */
  shared: boolean;
}

const entryBytes = (entry: Entry) =>
  entry.body.byteLength +
  entry.headers.reduce((bytes, [name, value]) => bytes + stringBytes(name) + stringBytes(value), 0);

/**
 * Catalogue answers kept in the isolate: 16 MB, keys included, where the storefront's pages of
 * 24 take about 30 KB and lists of 100 about 100 KB. An answer over 256 KB (a crafted request can
 * build one of about 12 MB) is computed for each request that asks for it, never kept.
 */
export const catalogueAnswers = new ByteBoundedCache<Entry>(
  { totalBytes: 16 * 1024 * 1024, entryBytes: 256 * 1024 },
  entryBytes,
);

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
 * a GET's URL, or a POST's body (kept in this isolate only, so it is never sent anywhere). A key
 * counts against catalogueAnswers' bytes like its answer, so a long body needs no hashing, which
 * would cost every answer from the cache a digest. A POST reaches the caches only with its body
 * (mayBeCatalogueRead).
 */
function keyOf(request: Request, version: number, posted: PostedBody | undefined): string {
  const url = new URL(request.url);
  const accept = encodeURIComponent(request.headers.get('accept') ?? '');
  const asked = posted ? `/post/${posted.text}` : `${url.pathname}${url.search}`;
  return `${url.origin}/__catalogue-reads/${version}/${accept}${asked}`;
}

/** The answer as the client gets it, saying whether the caches answered (schema/catalogue-cache.ts). */
function answered(
  body: ArrayBuffer,
  init: { status: number; headers: HeadersInit },
  status: CatalogueCacheStatus,
): Response {
  const response = new Response(body, init);
  response.headers.set(CATALOGUE_CACHE_HEADER, status);
  return response;
}

const isFresh = (entry: Entry) => Date.now() - entry.computedAt < MAX_ANSWER_AGE_MS;

/** Runs the background work a kept answer needs: the request's waitUntil. */
type WaitUntil = (work: Promise<unknown>) => void;

/**
 * Writes a GET's kept answer to the location's cache in the background. Only an answer asked for
 * again in this isolate goes there: most of a shop's long tail (one product page, one search) is
 * asked once within MAX_ANSWER_AGE_MS, and writing each of those would cost every miss a write no
 * other isolate reads, while what is asked twice is what other isolates are likely to ask too
 * (docs/product.md#catalogue, Freshness and replicas).
 */
function share(key: string, entry: Entry, waitUntil: WaitUntil): void {
  entry.shared = true;
  const stored = new Headers(entry.headers);
  stored.set('cache-control', STORED_CACHE_CONTROL);
  stored.set(COMPUTED_AT_HEADER, String(entry.computedAt));
  waitUntil(
    locationCache()
      .put(key, new Response(entry.body, { status: entry.status, headers: stored }))
      .catch((error: unknown) => console.error('Catalogue read not stored', error)),
  );
}

/**
 * The answer to a shareable catalogue read (see public-reads.ts) already computed at `version`:
 * from this isolate first, then from the cache every isolate in the location shares. A GET's
 * answer this isolate computed and is now asked for again goes to the location's cache (share).
 */
export async function cachedCatalogueRead(
  request: Request,
  version: number,
  waitUntil: WaitUntil,
  posted: PostedBody | undefined,
): Promise<Response | null> {
  const key = keyOf(request, version, posted);
  const held = catalogueAnswers.get(key);
  if (held && isFresh(held)) {
    if (!held.shared && request.method === 'GET') share(key, held, waitUntil);
    return answered(held.body, held, 'hit');
  }
  if (held) catalogueAnswers.delete(key);
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
  headers.delete(COMPUTED_AT_HEADER);
  // The browser gets what the Worker's own answer says, not the location's max-age.
  headers.set('cache-control', PUBLIC_CACHE_CONTROL);
  const entry: Entry = {
    status: stored.status,
    headers: [...headers],
    body: await stored.arrayBuffer(),
    // Kept in the isolate only for what is left of its age bound; of unknown age, not at all.
    computedAt: Number(stored.headers.get(COMPUTED_AT_HEADER)) || Number.NEGATIVE_INFINITY,
    shared: true,
  };
  if (!isFresh(entry)) return null;
  catalogueAnswers.set(key, entry);
  return answered(entry.body, entry, 'hit');
}

/**
 * Marks a shareable answer as computed (`miss`) and, when the catalogue version was read before
 * computing it (its session started no earlier than that version), keeps it under that version in
 * this isolate; a GET's goes to the location's cache when asked for again (cachedCatalogueRead).
 * Only what publicReadsPlugin marked public is kept: never a personal or failed answer, nor one
 * setting a cookie, nor one over the isolate's bound for an answer.
 */
export async function rememberCatalogueRead(
  request: Request,
  response: Response,
  version: number | null,
  posted: PostedBody | undefined,
): Promise<Response> {
  const shareable =
    response.headers.get('cache-control') === PUBLIC_CACHE_CONTROL &&
    !response.headers.has('set-cookie');
  if (!shareable) return response;
  const body = await response.arrayBuffer();
  const computed = answered(body, response, 'miss');
  if (version === null) return computed;
  const headers = [...response.headers].filter(([name]) => !forOneRequester(name));
  const entry: Entry = {
    status: response.status,
    headers,
    body,
    computedAt: Date.now(),
    shared: false,
  };
  catalogueAnswers.set(keyOf(request, version, posted), entry);
  return computed;
}

/**
 * Whether each query text seen in a POST is a public read, by operation name and text: 1 MB, where
 * outside clients send a handful.
 */
export const publicTexts = new ByteBoundedCache<boolean>(
  { totalBytes: 1024 * 1024, entryBytes: 64 * 1024 },
  () => 0,
);

function isPublicText(query: string, operationName: unknown): boolean {
  // Yoga refuses it (query-length.ts): not worth parsing here first.
  if (isOverLongQuery(query)) return false;
  const key = `${typeof operationName === 'string' ? operationName : ''}\n${query}`;
  let known = publicTexts.get(key);
  if (known === undefined) {
    try {
      // Under Yoga's own token limit, so a crafted text costs no more here than there.
      const document = parse(query, { maxTokens: LIMITS.tokens });
      known = isPublicRead(document, typeof operationName === 'string' ? operationName : null);
    } catch {
      // Yoga answers a document that does not parse; it is nothing to keep.
      known = false;
    }
    publicTexts.set(key, known);
  }
  return known;
}

/**
 * Whether a request may be a shareable catalogue read, before it runs: a GET always (any other
 * GET is refused), a POST whose document is a public read. Only those look at the catalogue
 * version, so a mutation or a personal query never opens its D1 session for it.
 */
export function mayBeCatalogueRead(request: Request, posted: PostedBody | undefined): boolean {
  if (request.method === 'GET') return true;
  if (request.method !== 'POST' || !posted) return false;
  const { json: body } = posted;
  if (!body || typeof body !== 'object') return false;
  const { query, operationName } = body as Record<string, unknown>;
  return typeof query === 'string' && isPublicText(query, operationName);
}

/** For tests: this isolate's copies go, as in a fresh isolate; the location's cache stays. */
export function forgetCatalogueReads(): void {
  catalogueAnswers.clear();
}
