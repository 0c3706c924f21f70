import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { productionShopOrigin } from '../../schema/shop-origin';
import { ROOT } from '../../scripts/local-stack';
import { shopDomain } from '../../scripts/shop-domain';

const CONFIG = join(ROOT, 'wrangler.toml');

/**
 * The config as `npm run deploy` ships it: wrangler.toml read by wrangler for the environment,
 * then what the Cloudflare plugin adds at build time (vite.config.ts). `npm run deploy:check`
 * builds it for real and runs `wrangler deploy --dry-run` on the result.
 */
function deployed(environment?: string) {
  const config = unstable_readConfig({ config: CONFIG, env: environment }, { hideWarnings: true });
  return { ...config, ...shopDomain(config) };
}

const production = deployed('production');
const local = deployed();

describe('the production config', () => {
  it("answers at SHOP_ORIGIN's host alone: a custom domain, no workers.dev, no preview URLs", () => {
    const origin = productionShopOrigin(production.vars.SHOP_ORIGIN as string);
    expect(origin?.protocol).toBe('https:');
    expect(production.routes).toEqual([{ pattern: origin?.host, custom_domain: true }]);
    expect(production.workers_dev).toBe(false);
    expect(production.preview_urls).toBe(false);
    expect(production.vars.ENVIRONMENT).toBe('production');
  });

  it("never points the payments at the Stripe stand-in: the keys are secrets, the API is Stripe's", () => {
    for (const name of ['STRIPE_API_BASE', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      expect(production.vars).not.toHaveProperty(name);
      expect(local.vars).not.toHaveProperty(name);
    }
  });

  it('writes every invocation to Workers Logs', () => {
    expect(production.observability).toMatchObject({ enabled: true, head_sampling_rate: 1 });
  });

  it('has the bindings the Worker uses: D1 with its migrations, the mail queue both ways, e-mail', () => {
    expect(production.d1_databases).toEqual([
      expect.objectContaining({
        binding: 'DB',
        database_name: 'riparo-shop',
        migrations_dir: 'migrations',
      }),
    ]);
    expect(production.queues.producers).toEqual([
      expect.objectContaining({ binding: 'MAIL_QUEUE', queue: 'riparo-mail' }),
    ]);
    expect(production.queues.consumers).toEqual([
      expect.objectContaining({ queue: 'riparo-mail' }),
    ]);
    expect(production.send_email).toEqual([
      expect.objectContaining({
        name: 'EMAIL',
        allowed_sender_addresses: [production.vars.MAIL_FROM],
      }),
    ]);
  });

  it('keeps the crons, rate limits, queue and e-mail the local config has (bindings are not inherited)', () => {
    expect(production.triggers.crons).toHaveLength(3);
    expect(production.triggers).toEqual(local.triggers);
    expect(production.ratelimits).toEqual(local.ratelimits);
    expect(production.queues).toEqual(local.queues);
    expect(production.send_email).toEqual(local.send_email);
    expect(production.ratelimits.length).toBeGreaterThan(0);
  });

  it("serves the build's own files without the Worker, the icons in web/public included", () => {
    const excluded = ((production.assets?.run_worker_first ?? []) as string[])
      .filter((pattern) => pattern.startsWith('!'))
      .map(
        (pattern) =>
          new RegExp(`^${pattern.slice(1).replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`),
      );
    const publicDir = join(ROOT, 'web/public');
    for (const file of readdirSync(publicDir)) {
      const path = statSync(join(publicDir, file)).isDirectory() ? `/${file}/x` : `/${file}`;
      expect(
        excluded.some((pattern) => pattern.test(path)),
        path,
      ).toBe(true);
    }
  });
});

describe('the custom domain', () => {
  const base = { vars: {}, workers_dev: undefined, routes: undefined };

  it('is left out where SHOP_ORIGIN is not set: the local config', () => {
    expect(local.routes).toBeUndefined();
    expect(shopDomain(base)).toBeUndefined();
  });

  it.each([
    ['plain http', 'http://riparolab.it'],
    ['a path', 'https://riparolab.it/shop'],
    ['a port', 'https://riparolab.it:8443'],
  ])('refuses a SHOP_ORIGIN with %s', (_, origin) => {
    expect(() => shopDomain({ ...base, vars: { SHOP_ORIGIN: origin } })).toThrow(/SHOP_ORIGIN/);
  });

  it('refuses routes written by hand, and no workers.dev without a domain', () => {
    const routes = [{ pattern: 'altro.it', custom_domain: true }];
    expect(() =>
      shopDomain({ ...base, vars: { SHOP_ORIGIN: 'https://riparolab.it' }, routes }),
    ).toThrow(/routes/);
    expect(() => shopDomain({ ...base, workers_dev: false })).toThrow(/SHOP_ORIGIN/);
  });
});
