import { accountArea, newEmail, registration } from './support/accounts';
import { cart } from './support/cart';
import { GUEST, placeOrder } from './support/checkout';
import { orderHistory, orderPage } from './support/orders';
import { repairStatus } from './support/repairs';
import { expect, type Page, test } from './support/test';

/*
 * Each order here is one pair of AirPods (25 in stock, see cart.spec.ts) paid on delivery, from
 * an address of its own, so no other spec's stock or limits move.
 */

/** Every request the page sends: its method, URL and, for /graphql, the operation's name. */
function recordRequests(page: Page) {
  const sent: { method: string; url: string; operation: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const operation =
      url.pathname !== '/graphql'
        ? null
        : request.method() === 'GET'
          ? url.searchParams.get('operationName')
          : ((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? null);
    sent.push({ method: request.method(), url: request.url(), operation });
  });
  return sent;
}

/** A cart of one pair of AirPods, checked out with these details and confirmed. */
async function orderAirPods(page: Page, details: typeof GUEST, signedInAs?: string) {
  await cart(page).addFromProductPage(6);
  return placeOrder(page, details, { signedInAs });
}

/** The access tokens this browser keeps, from localStorage `orders`. */
async function storedTokens(page: Page): Promise<string[]> {
  const stored = await page.evaluate(() => localStorage.getItem('orders'));
  return (JSON.parse(stored ?? '[]') as { token: string }[]).map((ref) => ref.token);
}

test('order tokens, order lists and repair lookups never travel in a URL', async ({ page }) => {
  const sent = recordRequests(page);
  const { number } = await orderAirPods(page, { ...GUEST, email: newEmail('riservata') });
  const [token = ''] = await storedTokens(page);
  expect(token).not.toBe('');

  await page.reload();
  await expect(orderPage(page).heading).toHaveText(`Ordine ${number}`);
  const history = orderHistory(page);
  await history.open();
  await expect(history.list).toContainText(`Ordine ${number}`);
  const status = repairStatus(page);
  await status.open();
  await status.lookUp('RIP-DEMO2026', 'cliente@negozio.test');
  await expect(status.card(/iPhone 13/).card).toBeVisible();

  const secrets = [token, 'RIP-DEMO2026', 'cliente@negozio.test', 'cliente%40negozio.test'];
  for (const { url } of sent) {
    for (const secret of secrets) expect(url.toUpperCase()).not.toContain(secret.toUpperCase());
  }
  const gets = sent.filter((request) => request.operation !== null && request.method === 'GET');
  const posts = sent.filter((request) => request.operation !== null && request.method === 'POST');
  expect(gets.length).toBeGreaterThan(0);
  for (const operation of ['OrderPage', 'GuestOrders', 'RepairStatus', 'PlaceOrder']) {
    expect(gets.map((request) => request.operation)).not.toContain(operation);
    expect(posts.map((request) => request.operation)).toContain(operation);
  }
});

test('a copied order link opens elsewhere, leaves the address bar, and still opens after a reload', async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const { number, url } = await orderAirPods(page, { ...GUEST, email: newEmail('link') });
  const link = await orderPage(page).copyLink();
  const [token = ''] = await storedTokens(page);
  const path = new URL(url).pathname;
  expect(link).toBe(`${new URL(url).origin}${path}#t=${token}`);

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  const sent = recordRequests(other);
  await other.goto(link);
  const opened = orderPage(other);
  await expect(opened.heading).toHaveText(`Ordine ${number}`);
  await expect(other).toHaveURL(new URL(path, url).href);
  await other.reload();
  await expect(opened.heading).toHaveText(`Ordine ${number}`);
  expect(sent.filter((request) => request.url.includes(token))).toEqual([]);

  // A link of the retired shape, with ?token=, opens nothing and leaves the address bar.
  const older = await (await browser.newContext()).newPage();
  await older.goto(`${path}?token=${token}`);
  await expect(orderPage(older).notFound).toBeVisible();
  await expect(older).toHaveURL(new URL(path, url).href);
  await elsewhere.close();
  await older.context().close();
});

test("signing out leaves only the guest's orders in this browser", async ({ page }) => {
  const guestOrder = await orderAirPods(page, { ...GUEST, email: newEmail('ospite') });

  const signUp = registration(page);
  await signUp.open();
  const accountEmail = newEmail('chiara');
  await signUp.fill({ name: 'Chiara Rinaldi', email: accountEmail, password: 'segreta1' });
  await signUp.acceptTerms();
  await signUp.submit();
  await expect(signUp.created).toBeVisible();
  const mine = {
    ...GUEST,
    email: newEmail('chiara.ordine'),
    firstName: 'Chiara',
    lastName: 'Rinaldi',
    phone: '+39 333 987 6543',
    street: 'Via dei Mille 21',
  };
  const accountOrder = await orderAirPods(page, mine, accountEmail);
  const accountToken = (await storedTokens(page))[0] ?? '';

  const account = accountArea(page);
  await account.open();
  await account.signOut();
  await expect(page).toHaveURL('/');
  expect(await storedTokens(page)).not.toContain(accountToken);

  const history = orderHistory(page);
  await history.open();
  await expect(history.list).toContainText(`Ordine ${guestOrder.number}`);
  await expect(history.orders).toHaveCount(1);

  const placed = orderPage(page);
  await page.goto(accountOrder.url);
  await expect(placed.notFound).toBeVisible();
  for (const detail of ['Rinaldi', 'Via dei Mille 21', '+39 333 987 6543', mine.email]) {
    await expect(placed.main).not.toContainText(detail);
  }
  await page.goto(guestOrder.url);
  await expect(placed.heading).toHaveText(`Ordine ${guestOrder.number}`);
});
