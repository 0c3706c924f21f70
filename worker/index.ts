import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { resolveViewer } from './accounts/viewer';
import { createContext } from './context';
import { D1_STATS_HEADER, emptyD1Stats, measuredD1 } from './d1-stats';
import { yoga } from './graphql/yoga';
import { clientKey } from './rate-limit';

/** GraphQL documents and variables are small; anything bigger is refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024;

function errorBody(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

const app = new Hono<{ Bindings: Env }>();

app.use('*', secureHeaders());

/** Liveness: the isolate answers, without touching anything behind it. */
app.get('/livez', (c) => c.json({ status: 'ok' }));

/** Readiness: the database answers too. */
app.get('/healthz', async (c) => {
  try {
    await c.env.DB.prepare('SELECT 1').first();
    return c.json({ status: 'ok' });
  } catch {
    return c.json({ status: 'degraded', database: 'unavailable' }, 503);
  }
});

app.use(
  '/graphql',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('La richiesta è troppo grande.', 'PAYLOAD_TOO_LARGE'), 413),
  }),
);

app.on(['GET', 'POST'], '/graphql', async (c) => {
  const viewer = await resolveViewer(c.req.raw, c.env);
  // Outside production a client may ask what its request cost in D1 (the benchmark does).
  const stats =
    c.env.ENVIRONMENT !== 'production' && c.req.header(D1_STATS_HEADER) === '1'
      ? emptyD1Stats()
      : null;
  const env = stats ? { ...c.env, DB: measuredD1(c.env.DB, stats) } : c.env;
  const response = await yoga.fetch(c.req.raw, createContext(env, viewer, clientKey(c.req.raw)));
  if (stats) response.headers.set(D1_STATS_HEADER, JSON.stringify(stats));
  return response;
});

app.notFound((c) => c.json(errorBody('Risorsa non trovata.', 'NOT_FOUND'), 404));

app.onError((error, c) => {
  console.error(error);
  return c.json(errorBody('Si è verificato un errore imprevisto.', 'INTERNAL_SERVER_ERROR'), 500);
});

export default app;
