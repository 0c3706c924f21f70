import { readFile } from 'node:fs/promises';
import { newEmail } from './support/accounts';
import { adminArea, staffPage } from './support/admin';
import { cart } from './support/cart';
import { checkout, GUEST } from './support/checkout';
import { orderPage } from './support/orders';
import { expect, test } from './support/test';
import { definitionOf } from './support/text';

/*
 * One pair of AirPods (25 in stock, see cart.spec.ts) paid by bank transfer, from a guest of its
 * own, so no other spec's stock or limits move.
 */

const INVOICE = {
  'Fattura intestata a': 'Conti Elettronica S.r.l. (Azienda o professionista)',
  'Partita IVA': '04827150964',
  'Codice destinatario SDI': 'M5UXCR1',
  'Indirizzo di fatturazione': 'Via Dante 3, 00184 Roma (RM)',
};

test('a company orders with an SDI code and another billing address, seen by buyer and staff', async ({
  page,
  browser,
}) => {
  await cart(page).addFromProductPage(6);
  const form = checkout(page);
  await form.open();
  await form.fill({ ...GUEST, email: newEmail('fattura') });
  await form.wantsInvoice.check();
  await form.invoice.forWhom('Azienda o professionista');
  await form.invoice.company.fill('Conti Elettronica S.r.l.');
  await form.invoice.vatNumber.fill('IT 04827150964');
  await form.pay('Bonifico bancario');
  await form.acceptTerms();
  // A company must say where the invoice goes.
  await form.continueToSummary();
  await expect(form.invoice.sdiCode).toHaveAccessibleDescription(/Indica il codice SDI o la PEC\./);
  await form.invoice.sdiCode.fill('m5uxcr1');
  await form.invoice.billingDiffers.check();
  await form.invoice.billing.street.fill('Via Dante 3');
  await form.invoice.billing.postalCode.fill('00184');
  await form.invoice.billing.city.fill('Roma');
  await form.invoice.billing.province.fill('rm');
  await form.continueToSummary();

  const invoiceBlock = form.summary
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Fattura' }) });
  for (const [term, value] of Object.entries(INVOICE)) {
    await expect(definitionOf(invoiceBlock, term)).toHaveText(value);
  }
  await form.confirm();

  const placed = orderPage(page);
  await expect(placed.thanks).toBeVisible();
  const number = await placed.number();
  for (const [term, value] of Object.entries(INVOICE)) {
    await expect(definitionOf(placed.main, term)).toHaveText(value);
  }

  const staff = await staffPage(await (await browser.newContext()).newPage());
  const admin = adminArea(staff);
  await admin.openSection('Ordini');
  const orders = admin.list('Ordini');
  await orders.search(number);
  await orders.open(number);
  const panel = admin.panel(`Ordine ${number}`);
  for (const [term, value] of Object.entries(INVOICE)) {
    await expect(panel.fact(term)).toHaveText(value);
  }

  const csv = await orders.download('Esporta CSV');
  expect(csv.suggestedFilename()).toMatch(/^ordini-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const line = (await readFile(await csv.path(), 'utf8'))
    .split('\n')
    .find((row) => row.startsWith(`${number},`));
  expect(line).toContain(
    'Azienda o professionista,Conti Elettronica S.r.l.,04827150964,M5UXCR1,,Via Dante 3,00184,Roma,RM',
  );
  await staff.context().close();
});
