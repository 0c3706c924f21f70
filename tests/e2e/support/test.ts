import { test as base } from '@playwright/test';
import { countRequestsOfEveryPage } from './network';

export { type Browser, expect, type Page } from '@playwright/test';

let tests = 0;

/**
 * Every test is its own client, as the shop's visitors are: the Worker keys its per-client limits
 * and caps (rate limits, open orders, docs/product.md#rate-limits) by `cf-connecting-ip`, which
 * Cloudflare sets and a local stack lacks, so without this every test would share one client's
 * cap of open orders. A documentation IPv6 /64 per test, on every request of the test's own
 * context. A header, not a route: routing a request turns off the browser's HTTP cache, and every
 * page would then fetch and compile the site's scripts afresh (a third of a page walk's time).
 */
export const test = base.extend<object, { requestsCounted: undefined }>({
  requestsCounted: [
    async ({ browser }, use) => {
      countRequestsOfEveryPage(browser);
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use, testInfo) => {
    tests += 1;
    const address = `2001:db8:${(testInfo.workerIndex + 1).toString(16)}:${tests.toString(16)}::1`;
    await context.setExtraHTTPHeaders({ 'cf-connecting-ip': address });
    await use(context);
  },
});
