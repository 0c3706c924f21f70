import { createMiddleware } from 'hono/factory';
import { productionShopOrigin } from '../../schema/shop-origin';
import { errorBody } from './error-body';

/** A production Worker without a valid SHOP_ORIGIN: it has no origin it may put in a link. */
export class ShopOriginMissingError extends Error {}

type OriginSettings = Pick<Env, 'ENVIRONMENT' | 'SHOP_ORIGIN' | 'MAIL_FROM'>;

/**
 * The shop's origin: whose pages may call the API (CORS), and where every link the Worker writes
 * points (e-mails, canonical addresses, the sitemap). In production only SHOP_ORIGIN, never the
 * address a request came to, whose Host header the sender chooses: without it this throws.
 * Elsewhere SHOP_ORIGIN if set, else the request's own origin, else (a Cron Trigger, with no
 * request) https and the domain the shop sends its mail from.
 */
export function shopOrigin(env: OriginSettings, request?: Request): string {
  if (env.ENVIRONMENT === 'production') {
    const configured = productionShopOrigin(env.SHOP_ORIGIN);
    if (!configured) {
      throw new ShopOriginMissingError(
        `SHOP_ORIGIN must be the shop's https origin in production (like https://riparolab.it), not ${JSON.stringify(env.SHOP_ORIGIN ?? null)}`,
      );
    }
    return configured.origin;
  }
  if (env.SHOP_ORIGIN) return env.SHOP_ORIGIN;
  return request ? new URL(request.url).origin : `https://${env.MAIL_FROM.split('@').pop()}`;
}

/**
 * A production Worker without its origin answers 503 to everything (and logs why) rather than
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
