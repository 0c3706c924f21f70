import { cors } from 'hono/cors';
import { D1_BOOKMARK_HEADER } from '../../schema/d1-bookmark';

declare global {
  namespace Cloudflare {
    interface Env {
      /** The site's origin, when its pages are served from another host than the API. */
      SHOP_ORIGIN?: string;
    }
  }
}

/** The one origin whose pages may call the API from a browser: the shop's own. */
export function shopOrigin(request: Request, env: Env): string {
  return env.SHOP_ORIGIN || new URL(request.url).origin;
}

/**
 * Cross-origin answers (preflight included) for the shop's origin only, and never with
 * `Access-Control-Allow-Credentials`: the site sends its token in a header it sets itself, so no
 * other site's page can make a browser call the API as its visitor. `Vary: Origin` tells caches
 * that the answer depends on who asks.
 */
export const shopCors = cors({
  origin: (origin, c) => (origin === shopOrigin(c.req.raw, c.env) ? origin : null),
  allowMethods: ['GET', 'POST'],
  allowHeaders: ['Authorization', 'Content-Type', D1_BOOKMARK_HEADER],
  // The site reads the bookmark from every answer and sends it back (web/app/d1-bookmark.ts).
  exposeHeaders: [D1_BOOKMARK_HEADER],
  maxAge: 600,
});
