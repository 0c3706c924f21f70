import { test as base } from '@playwright/test';

export { type Browser, expect, type Page } from '@playwright/test';

let tests = 0;

/**
 * Every test is its own client, as the shop's visitors are: the Worker keys its per-client limits
 * and caps (rate limits, open orders, docs/product.md#rate-limits) by `cf-connecting-ip`, which
 * Cloudflare sets and a local stack lacks, so without this every test would share one client's
 * cap of open orders. A documentation IPv6 /64 per test, on the shop's GraphQL requests only.
 */
export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    tests += 1;
    const address = `2001:db8:${(testInfo.workerIndex + 1).toString(16)}:${tests.toString(16)}::1`;
    await context.route('**/graphql**', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': address } }),
    );
    await use(context);
  },
});
