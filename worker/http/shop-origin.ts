import { createMiddleware } from 'hono/factory';
import { configuredShopOrigin } from '../../schema/shop-origin';
import { errorBody } from './error-body';

/** A Worker outside development without a valid SHOP_ORIGIN: it has no origin it may put in a link. */
class ShopOriginMissingError extends Error {}

/** SHOP_ORIGIN typed as a deployed config may have it: the local settings always set it, a deploy may not. */
type OriginSettings = Pick<Env, 'ENVIRONMENT' | 'MAIL_FROM'> & { SHOP_ORIGIN?: string };

/**
 * The shop's origin: whose pages may call the API (CORS), and where every link the Worker writes
 * points (e-mails, canonical addresses, the sitemap). Outside development only SHOP_ORIGIN (in
 * production https and a host), never the address a request came to, whose Host header the
 * sender chooses: without it this throws (docs/product.md#e-mail). In development SHOP_ORIGIN if
 * set (.dev.vars.example sets it), else the request's own origin, else (a Cron Trigger, with no
 * request) https and the domain the shop sends its mail from.
 */
export function shopOrigin(env: OriginSettings, request?: Request): string {
  if (env.ENVIRONMENT !== 'development') {
    const configured = configuredShopOrigin(env.SHOP_ORIGIN, env.ENVIRONMENT);
    if (!configured) {
      throw new ShopOriginMissingError(
        `SHOP_ORIGIN must be the shop's origin outside development (https and a host in production, like https://riparolab.it), not ${JSON.stringify(env.SHOP_ORIGIN ?? null)} (ENVIRONMENT=${env.ENVIRONMENT})`,
      );
    }
    return configured.origin;
  }
  if (env.SHOP_ORIGIN) return env.SHOP_ORIGIN;
  return request ? new URL(request.url).origin : `https://${env.MAIL_FROM.split('@').pop()}`;
}

/**
 * A Worker outside development without its origin answers 503 to everything (and logs why) rather than
 * serve pages and take orders whose links it could only build from the visitor's Host header:
 * the first request after such a deploy shows the mistake, and nothing is written meanwhile.
 */
export const requireShopOrigin = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  try {
    shopOrigin(c.env);
  } catch (error) {
    if (!(error instanceof ShopOriginMissingError)) throw error;
    console.error(error.message);
    return c.json(
      errorBody(
        'Il negozio non è configurato correttamente: riprova più tardi.',
        'SERVICE_MISCONFIGURED',
      ),
      503,
    );
  }
  await next();
});
