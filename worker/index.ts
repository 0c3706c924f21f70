import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { D1_BOOKMARK_HEADER } from '../schema/d1-bookmark';
import { D1_STATS_HEADER } from '../schema/d1-stats';
import { ROUTES } from '../schema/routes';
import { resolveViewer } from './accounts/viewer';
import { catalogueVersion } from './catalogue/version';
import { createContext } from './context';
import { openRequestSession, withBookmark } from './d1-session';
import { emptyD1Stats, measuredD1 } from './d1-stats';
import {
  cachedCatalogueRead,
  mayBeCatalogueRead,
  rememberCatalogueRead,
} from './graphql/response-cache';
import { yoga } from './graphql/yoga';
import { shopCors } from './http/cors';
import { errorBody } from './http/error-body';
import { jsonBody } from './http/json-body';
import { oneClickUnsubscribe } from './http/newsletter-unsubscribe';
import { readableRequest } from './http/posted-body';
import { requireShopOrigin, shopOrigin } from './http/shop-origin';
import { sitePage } from './http/site';
import { loggable } from './loggable';
import { deliverMail } from './mail/deliver';
import { MAIL_PREVIEW_PATH, MAX_PREVIEW_FORM_BYTES, mailPreview } from './mail/preview';
import { clientKey } from './rate-limit';
import { scheduled } from './scheduled';
import { robots, sitemap, sitemapFile } from './seo/sitemap';

/** GraphQL documents and variables are small; anything bigger is refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024;

const app = new Hono<{ Bindings: Env }>();

// A page keeps the stricter headers Workers static assets give it (scripts/security-headers.ts).
app.use('*', secureHeaders({ overwrite: false }));

/** Liveness: the isolate answers, without touching anything behind it. */
app.get('/livez', (c) => c.json({ status: 'ok' }));

app.use('*', requireShopOrigin);

/** Readiness: the database answers too. */
app.get('/healthz', async (c) => {
  try {
    await c.env.DB.prepare('SELECT 1').first();
    return c.json({ status: 'ok' });
  } catch {
    return c.json({ status: 'degraded', database: 'unavailable' }, 503);
  }
});

app.use('/graphql', shopCors);

app.use(
  '/graphql',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('La richiesta è troppo grande.', 'PAYLOAD_TOO_LARGE'), 413),
  }),
);

app.use('/graphql', jsonBody);

app.on(['GET', 'POST'], '/graphql', async (c) => {
  // Outside production a client may ask what its request cost in D1 (the benchmark does).
  const stats =
    c.env.ENVIRONMENT !== 'production' && c.req.header(D1_STATS_HEADER) === '1'
      ? emptyD1Stats()
      : null;
  const d1 = openRequestSession(
    stats ? measuredD1(c.env.DB, stats) : c.env.DB,
    c.req.header(D1_BOOKMARK_HEADER) ?? null,
  );
  const waitUntil = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
  // A catalogue read is the same for everyone, so it is answered before looking at who asks,
  // whether it came by GET or, from an outside client, by POST. Measured requests skip the
  // caches: their figure is what an answer costs to compute.
  const version =
    stats || !(await mayBeCatalogueRead(c.req.raw)) ? null : await catalogueVersion(d1);
  const cached = version === null ? null : await cachedCatalogueRead(c.req.raw, version, waitUntil);
  if (cached) return withBookmark(cached, d1);
  const viewer = await resolveViewer(c.req.raw, c.env);
  const context = createContext(c.env, {
    viewer,
    client: clientKey(c.req.raw),
    origin: shopOrigin(c.env, c.req.raw),
    waitUntil,
    d1,
    catalogueVersion: version,
  });
  const response = await yoga.fetch(readableRequest(c.req.raw), context);
  if (stats) response.headers.set(D1_STATS_HEADER, JSON.stringify(stats));
  return withBookmark(await rememberCatalogueRead(c.req.raw, response, version), d1);
});

/**
 * Pages and the sitemap read D1 through a session of their own with no bookmark: a nearby replica
 * may answer (read replication, README: Deploy to Cloudflare), and a visitor's own writes reach these reads
 * anyway through the client's GraphQL, which carries its bookmark.
 */
const pageReads = (env: Env) => openRequestSession(env.DB, null).db;

/** For search engines: every public page and product, and what to leave out (worker/seo/). */
app.get('/sitemap.xml', (c) => sitemap(shopOrigin(c.env, c.req.raw), pageReads(c.env)));
app.get('/:file{sitemap-[0-9]+\\.xml}', async (c) => {
  const file = Number(c.req.param('file').replace(/\D/g, ''));
  const db = pageReads(c.env);
  const found = await sitemapFile(shopOrigin(c.env, c.req.raw), db, file);
  return found ?? sitePage(c.req.raw, c.env, db);
});
app.get('/robots.txt', (c) => robots(shopOrigin(c.env, c.req.raw)));

/** A mail app's one-click unsubscribe (RFC 8058); a GET of the same address is the page. */
app.post(ROUTES.newsletterUnsubscribe, (c) => oneClickUnsubscribe(c.req.raw, c.env));
/**
 * The staff's e-mail preview, under the e-mail's own CSP (worker/mail/preview.ts): posted by a
 * form, so its permission is in no address; a GET is any other unknown page.
 */
app.post(
  MAIL_PREVIEW_PATH,
  bodyLimit({
    maxSize: MAX_PREVIEW_FORM_BYTES,
    onError: (c) => c.text('La richiesta è troppo grande.', 413),
  }),
  (c) => mailPreview(c.req.raw, c.env),
);

app.get('*', (c) => sitePage(c.req.raw, c.env, pageReads(c.env)));

app.notFound((c) => c.json(errorBody('Risorsa non trovata.', 'NOT_FOUND'), 404));

app.onError((error, c) => {
  console.error(loggable(error));
  return c.json(errorBody('Si è verificato un errore imprevisto.', 'INTERNAL_SERVER_ERROR'), 500);
});

/** HTTP requests go to the Hono app, the Cron Triggers to the scheduled jobs, the mail queue to its delivery. */
export default { fetch: app.fetch, scheduled, queue: deliverMail } satisfies ExportedHandler<Env>;
