/**
 * The Worker's address in production, derived from the one setting that also names it in every
 * link: SHOP_ORIGIN. vite.config.ts hands this to the Cloudflare plugin, which writes the result
 * into the built config that `wrangler deploy` reads (dist/riparo_shop/wrangler.json).
 */
import type { WorkerConfig } from '@cloudflare/vite-plugin';
import { productionShopOrigin } from '../schema/shop-origin.ts';

type DomainSettings = Pick<WorkerConfig, 'vars' | 'workers_dev' | 'routes'>;

/**
 * SHOP_ORIGIN's host as the Worker's custom domain (Cloudflare creates its DNS record and
 * certificate). Routes written by hand could name another host than the links, so they are
 * refused; so is a config with no workers.dev address and no SHOP_ORIGIN, which would deploy
 * to no address at all. A config without either (local development) is left as it is.
 */
export function shopDomain(config: DomainSettings): Partial<WorkerConfig> | undefined {
  const setting = config.vars.SHOP_ORIGIN;
  if (setting === undefined) {
    if (config.workers_dev === false) {
      throw new Error('wrangler.toml: workers_dev = false needs SHOP_ORIGIN, the shop’s domain');
    }
    return undefined;
  }
  const origin = productionShopOrigin(typeof setting === 'string' ? setting : undefined);
  if (!origin) {
    throw new Error(
      `wrangler.toml: SHOP_ORIGIN must be https:// and a host, nothing else; not ${JSON.stringify(setting)}`,
    );
  }
  if (config.routes?.length) {
    throw new Error('wrangler.toml: the routes come from SHOP_ORIGIN (scripts/shop-domain.ts)');
  }
  return { routes: [{ pattern: origin.host, custom_domain: true }] };
}
