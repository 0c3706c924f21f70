import { axeViolations, settled, WIDTHS } from './support/accessibility';
import { newEmail } from './support/accounts';
import { adminArea, staffPage } from './support/admin';
import { cart } from './support/cart';
import { checkout, GUEST } from './support/checkout';
import { orderPage } from './support/orders';
import { PRODUCTS, reserved } from './support/reserved';
import { expect, test } from './support/test';

/*
 * One pair of AirPods (shared) and one Galaxy S24 Ultra (reserved for this spec), as
 * tests/e2e/support/reserved.ts says, paid on delivery by a guest of its own.
 */
const [GALAXY] = reserved('raee').products;

// axe-core is injected as a script, which the site's CSP would refuse.
test.use({ bypassCSP: true });

const AT_THE_DOOR =
  'Quando il corriere ti consegna il pacco, dagli un apparecchio usato equivalente per ogni dispositivo nuovo';
const STAFF_TASK =
  'Alla consegna: ritirare gratis dal cliente un apparecchio usato equivalente per ogni dispositivo nuovo (uno contro uno).';

test('the RAEE take-back chosen at checkout reaches the order page and the staff panel', async ({
  page,
  browser,
}) => {
  // Two checkouts, axe at two widths and the staff panel: 29 s of the 30 allowed on a busy runner.
  test.slow();
  const shopper = cart(page);
  const form = checkout(page);
  // Accessories alone do not offer it: the card stays away once the totals are confirmed.
  await shopper.addFromProductPage(PRODUCTS.airPods.id);
  await form.open();
  await expect(shopper.confirmed).toBeVisible();
  await expect(form.raeeTakeBack).toHaveCount(0);

  // A smartphone in the cart offers it for the whole order.
  await shopper.addFromProductPage(GALAXY.id);
  await form.open();
  await form.fill({ ...GUEST, email: newEmail('raee') });
  await form.pay('Contrassegno');
  await expect(form.raeeTakeBack).toBeVisible();
  await expect(page.getByText(AT_THE_DOOR)).toBeVisible();
  await form.raeeTakeBack.check();
  for (const [width, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await settled(page);
    expect(await axeViolations(page, `checkout with the take-back, ${width}`)).toEqual([]);
  }
  await form.acceptTerms();
  await form.continueToSummary();
  await expect(form.summary.getByRole('heading', { name: 'Ritiro dell’usato' })).toBeVisible();
  await form.confirm();

  const placed = orderPage(page);
  await expect(placed.thanks).toBeVisible();
  const number = await placed.number();
  await expect(
    placed.main.getByRole('heading', { name: 'Ritiro dell’usato (RAEE)' }),
  ).toBeVisible();
  await expect(placed.shows(AT_THE_DOOR)).toBeVisible();
  expect(await axeViolations(page, 'order page with the take-back')).toEqual([]);

  const staff = await staffPage(await (await browser.newContext({ bypassCSP: true })).newPage());
  const admin = adminArea(staff);
  await admin.openSection('Ordini');
  const orders = admin.list('Ordini');
  await orders.search(number);
  await orders.open(number);
  const panel = admin.panel(`Ordine ${number}`);
  await expect(panel.fact('Ritiro RAEE')).toHaveText(STAFF_TASK);
  const sheet = panel.region.getByRole('region', { name: /Foglio di spedizione/ });
  await expect(sheet).toContainText(STAFF_TASK);
  await expect(sheet).toContainText(`1 × ${GALAXY.name}`);
  await settled(staff);
  expect(await axeViolations(staff, 'staff order panel with the take-back')).toEqual([]);

  // The terms explain it, with uno contro zero.
  await page.goto('/condizioni-di-vendita#ritiro-raee');
  const terms = page.getByRole('heading', { name: 'Ritiro gratuito dell’usato (RAEE)' });
  await expect(terms).toBeVisible();
  await expect(page.getByText(/Il ritiro «uno contro zero»/)).toBeVisible();
});
