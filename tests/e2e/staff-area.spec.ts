import { GUEST_COD_UNITS_MESSAGE } from '../../schema/rules/order-limits';
import { axeViolations, WIDTHS } from './support/accessibility';
import { newEmail } from './support/accounts';
import { adminArea, openRepairFromQuote, staffPage } from './support/admin';
import { cart } from './support/cart';
import { checkout, GUEST, placeGuestOrder } from './support/checkout';
import { awaitingAnswer, staffEstimates } from './support/estimates';
import { requestQuoteThroughApi } from './support/repairs';
import { sentMail } from './support/sent-mail';
import { expect, type Page, test } from './support/test';

/*
 * The staff area is used from the counter's laptop and from a phone in the lab: every section
 * reads whole at both widths, with nothing to scroll sideways, and passes axe; so do the states
 * the abuse rules added (docs/product.md#e-mail, #repair-links, #orders). Screenshots are kept
 * with the test results for a person to look at.
 */

// axe-core goes in as an inline script, which the site's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The tabs of the staff panel at /admin. */
const SECTIONS = [
  'Panoramica',
  'Preventivi',
  'Spedizioni',
  'Riparazioni',
  'Ordini',
  'Numeri',
  'Recensioni',
  'Newsletter',
  'Registro modifiche',
];

/** A cart line of AirPods, as an earlier visit would have left it. */
const airpods = (quantity: number) => ({
  id: 6,
  name: 'AirPods Pro (2a generazione)',
  brand: 'Apple',
  price: 27900,
  image: '/images/products/airpods-pro-2-case.svg',
  selectedColor: 'Bianco',
  selectedSize: 'Taglia unica',
  inStock: true,
  stock: 25,
  quantity,
});

/** Nothing wider than the window, axe clean, and a screenshot kept under `name`. */
async function looksRight(page: Page, name: string) {
  // Not the network's idleness: an e-mail's preview frame keeps a request open.
  await expect(page.getByRole('status').filter({ hasText: 'Caricamento' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  expect(await axeViolations(page, name)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** Whether the whole of `text` in `where` is inside the window, not behind a sideways scroll. */
async function inView(page: Page, text: ReturnType<Page['getByText']>) {
  const box = await text.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0);
}

test('every staff section reads whole on a phone and a laptop, and passes axe', async ({
  page,
}) => {
  await requestQuoteThroughApi(page, newEmail('sezioni'));
  await staffPage(page);
  for (const [width, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.goto('/admin');
    for (const section of SECTIONS) {
      await adminArea(page).openSection(section);
      await looksRight(page, `staff-${section.replace(/\W/g, '-')}-${width}`);
    }
    for (const [path, heading] of [
      ['/admin/posta', 'Posta inviata'],
      ['/admin/modulo/negozio', 'Prodotti del negozio'],
    ] as const) {
      await page.goto(path);
      await expect(
        page
          .getByRole('region', { name: heading })
          .or(page.getByRole('heading', { name: heading })),
      ).toBeVisible();
      await looksRight(page, `staff${path.replace(/\W/g, '-')}-${width}`);
    }
  }
});

test('an e-mail held back by the relay budget reads "Trattenuta" on a phone, and staff send it anyway', async ({
  page,
}) => {
  const email = newEmail('trattenuta');
  const numbers: string[] = [];
  for (let request = 0; request < 4; request += 1) {
    numbers.push(await requestQuoteThroughApi(page, email));
  }
  await page.setViewportSize(WIDTHS.phone);
  await staffPage(page);
  const mail = sentMail(page);
  const subject = `Richiesta di preventivo ${numbers[3]} ricevuta`;
  const row = await mail.find(email, subject);
  const held = row.getByText(/^Trattenuta/);
  await expect(held).toBeVisible();
  expect(await inView(page, held)).toBe(true);
  await looksRight(page, 'staff-posta-trattenuta-phone');

  await mail.list.open(subject);
  const detail = page.getByRole('region', { name: subject });
  await expect(detail.getByRole('button', { name: 'Invia comunque' })).toBeVisible();
  await looksRight(page, 'staff-posta-trattenuta-dettaglio-phone');
  await detail.getByRole('button', { name: 'Invia comunque' }).click();
  await expect(detail.getByRole('button', { name: 'Invia comunque' })).toBeHidden();
  await expect(row.getByText(/^Trattenuta/)).toBeHidden();
});

test('staff send an estimate and close the links e-mailed for a repair, from a phone', async ({
  page,
}) => {
  const number = await requestQuoteThroughApi(page, newEmail('link-riparazione'));
  await page.setViewportSize(WIDTHS.phone);
  await staffPage(page);
  const code = await openRepairFromQuote(page, number);
  const links = page.getByRole('region', { name: `Riparazione ${code}` });
  // An estimate waiting for its answer fills "In attesa di risposta", a table of its own.
  const estimates = staffEstimates(links);
  await estimates.prepare({
    lines: [{ kind: 'Ricambio', description: 'Vetro originale', amount: '89,00' }],
    days: '2',
  });
  await estimates.send();
  await expect(awaitingAnswer(page).row(code)).toBeVisible();
  await expect(links.getByText(/I link delle e-mail aprono la riparazione fino al/)).toBeVisible();
  await looksRight(page, 'staff-riparazione-link-phone');
  page.once('dialog', (dialog) => dialog.accept());
  await links.getByRole('button', { name: 'Disattiva i link inviati' }).click();
  await expect(links.getByText('Nessun link attivo', { exact: false })).toBeVisible();
});

test('a cash-on-delivery order five days old shows its deadline in the staff list', async ({
  browser,
  page,
}) => {
  await cart(page).seed([airpods(1)]);
  const { number } = await placeGuestOrder(page, 'contrassegno-scadenza');

  // The staff's browser five and a half days on: the order is two days from its expiry.
  const staff = await (await browser.newContext({ bypassCSP: true })).newPage();
  await staff.clock.setFixedTime(Date.now() + 5.5 * DAY_MS);
  await staff.setViewportSize(WIDTHS.phone);
  await staffPage(staff);
  await staff.goto('/admin?vista=ordini');
  const orders = adminArea(staff).list('Ordini');
  await orders.search(number);
  const deadline = orders.region
    .getByRole('row', { name: number })
    .getByText(/^Da spedire entro il/);
  await expect(deadline).toBeVisible();
  expect(await inView(staff, deadline)).toBe(true);
  await looksRight(staff, 'staff-ordini-contrassegno-phone');
});

test('a guest paying four pieces on delivery is told the limit at once, on a phone', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.phone);
  await cart(page).seed([airpods(4)]);
  const form = checkout(page);
  await form.open();
  await form.fill({ ...GUEST, email: newEmail('contrassegno-pezzi') });
  await form.pay('Contrassegno');
  await form.acceptTerms();
  await form.continueToSummary();
  await expect(form.says(GUEST_COD_UNITS_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout-forms/);
  await looksRight(page, 'checkout-contrassegno-limite-phone');
});
