import { createMiddleware } from 'hono/factory';
import { D1_BOOKMARK_HEADER } from '../../schema/d1-bookmark';
import { shopOrigin } from './shop-origin';

const ALLOW_METHODS = 'GET,POST';
const ALLOW_HEADERS = ['Authorization', 'Content-Type', D1_BOOKMARK_HEADER].join(',');
// The site reads the bookmark from every answer and sends it back (web/app/d1-bookmark.ts).
const EXPOSE_HEADERS = D1_BOOKMARK_HEADER;
const PREFLIGHT_MAX_AGE = '600';

/**
 * Cross-origin answers (preflight included) for the shop's origin only, and never with
 * `Access-Control-Allow-Credentials`: the site sends its token in a header it sets itself, so no
 * other site's page can make a browser call the API as its visitor. `Vary: Origin` tells caches
 * that the answer depends on who asks. The headers go onto the answer once it is made: Hono's
 * own cors() sets them on a placeholder first, which makes Hono copy every answer into a second
 * Response, a good share of what an answer from the cache costs.
 */
export const shopCors = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const origin = c.req.header('origin');
  const allowed = origin !== undefined && origin === shopOrigin(c.env, c.req.raw) ? origin : null;
  if (c.req.method === 'OPTIONS') {
    const headers = new Headers({
      'Access-Control-Allow-Methods': ALLOW_METHODS,
      'Access-Control-Allow-Headers': ALLOW_HEADERS,
      'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
      Vary: 'Origin, Access-Control-Request-Headers',
    });
    if (allowed) headers.set('Access-Control-Allow-Origin', allowed);
    return new Response(null, { status: 204, headers });
  }
  await next();
  const { headers } = c.res;
  if (allowed) headers.set('Access-Control-Allow-Origin', allowed);
  headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  headers.append('Vary', 'Origin');
});
