import { E2E_AUTH_URL } from '../../scripts/e2e-ports';
import { nextFrames, publicPages } from './support/accessibility';
import { contentPage } from './support/content';
import { noRequestOnItsWay } from './support/network';
import { shell } from './support/shell';
import { expect, type Page, test } from './support/test';

/**
 * The privacy policy promises that no page asks another site for anything on its first load (no
 * fonts, scripts, images or trackers), that there are no cookies and that the browser keeps only
 * what it lists (docs/product.md#legal-pages). Every public page of the route table is opened in a
 * fresh browser, as a first-time visitor; an order page guards its data, so any id will do.
 */
const PUBLIC_PATHS = publicPages({ product: '/product-overview/1', order: '/order/sconosciuto' });

/**
 * The site's own stack: its origin and, in this test stack only, the local Auth Emulator that
 * stands in for Firebase Authentication (the account pages load its SDK). A build given a Google
 * client id also loads Google's One Tap script on /login (web/account/LoginPage.tsx): the test
 * build has none, and the privacy policy says so.
 */
function ownOrigins(page: Page): Set<string> {
  return new Set([new URL(page.url()).origin, E2E_AUTH_URL]);
}

/** Opens `path` and waits until every request it set off is answered. */
async function openWhole(page: Page, path: string) {
  await page.goto(path);
  await expect(shell(page).heading).toBeVisible();
  await noRequestOnItsWay(page, () => nextFrames(page));
}

/** Every http(s) request the page makes from now on, by origin. */
function requestsLeaving(page: Page): URL[] {
  const requests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') requests.push(url);
  });
  return requests;
}

test.describe('first load of every public page', () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} asks no other site for anything and sets no cookie`, async ({ page }) => {
      const requests = requestsLeaving(page);
      await openWhole(page, path);
      const own = ownOrigins(page);
      expect(requests.filter((url) => !own.has(url.origin)).map((url) => url.href)).toEqual([]);
      expect(requests.length).toBeGreaterThan(0);
      expect(await page.context().cookies()).toEqual([]);
    });
  }
});

test('whatever the public pages keep in the browser is named in the privacy policy', async ({
  page,
}) => {
  test.slow();
  for (const path of PUBLIC_PATHS) {
    await openWhole(page, path);
  }
  const kept = await page.evaluate(async () => [
    ...Object.keys(window.localStorage),
    ...Object.keys(window.sessionStorage),
    ...(await window.indexedDB.databases()).map((database) => database.name ?? ''),
  ]);
  // The sign-in pages loaded Firebase, so its session store is among them.
  expect(kept).toContain('firebaseLocalStorageDb');
  const privacy = contentPage(page);
  await privacy.open('/privacy-policy');
  for (const name of new Set(kept)) {
    await expect(privacy.main, name).toContainText(name);
  }
});
