import { type Context, type Handler, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { D1_BOOKMARK_HEADER } from '../../schema/d1-bookmark';
import { D1_STATS_HEADER, type D1Stats } from '../../schema/d1-stats';
import { resolveViewer } from '../accounts/viewer';
import { catalogueVersion } from '../catalogue/version';
import { createContext } from '../context';
import { openRequestSession, type RequestSession, withBookmark } from '../d1-session';
import { emptyD1Stats, measuredD1 } from '../d1-stats';
import { shopCors } from '../http/cors';
import { errorBody } from '../http/error-body';
import { jsonBody } from '../http/json-body';
import { type PostedBody, readableRequest } from '../http/posted-body';
import { shopOrigin } from '../http/shop-origin';
import { clientKey } from '../rate-limit';
import { MAX_BODY_BYTES } from './query-length';
import { cachedCatalogueRead, mayBeCatalogueRead, rememberCatalogueRead } from './response-cache';
import { yoga } from './yoga';

/** What the stages below hand each other, through Hono's typed context (c.set/c.get). */
interface Stages {
  Bindings: Env;
  Variables: {
    /** A POST's body, read once by jsonBody. */
    posted?: PostedBody;
    /** The request's D1 session, starting no earlier than the client's bookmark. */
    d1: RequestSession;
    /** What the request cost in D1, when the client asked (outside production only). */
    stats: D1Stats | null;
    /** The catalogue version a public read is answered at; null when it is not one. */
    catalogueVersion: number | null;
  };
}

const waitUntil = (c: Context<Stages>) => (work: Promise<unknown>) =>
  c.executionCtx.waitUntil(work);

const tooLarge = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json(errorBody('La richiesta è troppo grande.', 'PAYLOAD_TOO_LARGE'), 413),
});

/**
 * The request's D1 session; whatever answers carries its bookmark, for the client to send back,
 * and, when the client asked (the benchmark does), what the request cost in D1.
 */
const d1Session = createMiddleware<Stages>(async (c, next) => {
  const stats =
    c.env.ENVIRONMENT !== 'production' && c.req.header(D1_STATS_HEADER) === '1'
      ? emptyD1Stats()
      : null;
  const d1 = openRequestSession(
    stats ? measuredD1(c.env.DB, stats) : c.env.DB,
    c.req.header(D1_BOOKMARK_HEADER) ?? null,
  );
  c.set('d1', d1);
  c.set('stats', stats);
  await next();
  if (stats) c.res.headers.set(D1_STATS_HEADER, JSON.stringify(stats));
  withBookmark(c.res, d1);
});

/**
 * A catalogue read is the same for everyone, so it is answered before looking at who asks,
 * whether it came by GET or, from an outside client, by POST. Measured requests skip the caches:
 * their figure is what an answer costs to compute.
 */
const catalogueCache = createMiddleware<Stages>(async (c, next) => {
  const posted = c.get('posted');
  const version =
    c.get('stats') || !mayBeCatalogueRead(c.req.raw, posted)
      ? null
      : await catalogueVersion(c.get('d1'));
  c.set('catalogueVersion', version);
  const cached =
    version === null ? null : await cachedCatalogueRead(c.req.raw, version, waitUntil(c), posted);
  if (cached) return cached;
  await next();
});

/**
 * Yoga answers for whoever asks; a public read's answer is kept for the next ones (the cache keeps
 * only what graphql/public-reads.ts marked shareable).
 */
const execute: Handler<Stages> = async (c) => {
  const posted = c.get('posted');
  const version = c.get('catalogueVersion');
  const context = createContext(c.env, {
    viewer: await resolveViewer(c.req.raw, c.env),
    client: clientKey(c.req.raw),
    origin: shopOrigin(c.env, c.req.raw),
    waitUntil: waitUntil(c),
    d1: c.get('d1'),
    catalogueVersion: version,
  });
  const response = await yoga.fetch(readableRequest(c.req.raw, posted), context);
  return rememberCatalogueRead(c.req.raw, response, version, posted);
};

/**
 * `/graphql`, stage by stage: CORS for the shop's origin, the body's size and media type, the D1
 * session, the catalogue's caches, then Yoga (graphql/yoga.ts), whose plugins are the stages of
 * a document: its length, persisted queries, the query limits, public reads, and error codes.
 */
export const graphqlEndpoint = new Hono<Stages>()
  .use('/', shopCors, tooLarge, jsonBody)
  .on(['GET', 'POST'], '/', d1Session, catalogueCache, execute);
