import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { ROUTES } from '../schema/routes';
import { CATALOGUE_CSV_PATH } from '../schema/rules/catalogue-csv';
import { PHOTOS_PATH } from '../schema/rules/product-photos';
import { openRequestSession } from './d1-session';
import { graphqlEndpoint } from './graphql/endpoint';
import { apiReferenceRoutes } from './http/api-reference';
import { catalogueCsvRoutes } from './http/catalogue-csv';
import { errorBody } from './http/error-body';
import { oneClickUnsubscribe } from './http/newsletter-unsubscribe';
import { productPhotosRoutes } from './http/product-photos';
import { requireShopOrigin, shopOrigin } from './http/shop-origin';
import { sitePage } from './http/site';
import { loggable } from './loggable';
import { MAIL_PREVIEW_PATH, MAX_PREVIEW_FORM_BYTES, mailPreview } from './mail/preview';
import { MAX_WEBHOOK_BYTES, STRIPE_WEBHOOK_PATH, stripeWebhook } from './payments/webhook';
import { consumeQueue } from './queue';
import { scheduled } from './scheduled';
import { robots, sitemap, sitemapFile } from './seo/sitemap';

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

/** The API, stage by stage (graphql/endpoint.ts). */
app.route('/graphql', graphqlEndpoint);

/** The API reference and the SDL, for outside programs (http/api-reference.ts). */
app.route('/', apiReferenceRoutes);

/** Product photos at the shop's sizes, and staff's uploads (http/product-photos.ts). */
app.route(PHOTOS_PATH, productPhotosRoutes);

/** Staff's catalogue files, too large for a GraphQL body (http/catalogue-csv.ts). */
app.route(CATALOGUE_CSV_PATH, catalogueCsvRoutes);

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

/** Stripe's payment events (payments/webhook.ts): its signature is the permission. */
app.post(
  STRIPE_WEBHOOK_PATH,
  bodyLimit({
    maxSize: MAX_WEBHOOK_BYTES,
    onError: (c) => c.json(errorBody('La richiesta è troppo grande.', 'PAYLOAD_TOO_LARGE'), 413),
  }),
  (c) => stripeWebhook(c.req.raw, c.env),
);

app.get('*', (c) => sitePage(c.req.raw, c.env, pageReads(c.env)));

app.notFound((c) => c.json(errorBody('Risorsa non trovata.', 'NOT_FOUND'), 404));

app.onError((error, c) => {
  console.error(loggable(error));
  return c.json(errorBody('Si è verificato un errore imprevisto.', 'INTERNAL_SERVER_ERROR'), 500);
});

/**
 * HTTP requests go to the Hono app, the Cron Triggers to the scheduled jobs, the queue's e-mails
 * and webhooks to their deliveries.
 */
export default { fetch: app.fetch, scheduled, queue: consumeQueue } satisfies ExportedHandler<Env>;
