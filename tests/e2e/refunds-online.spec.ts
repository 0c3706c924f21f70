import { axeViolations } from './support/accessibility';
import { newEmail } from './support/accounts';
import { staffPage } from './support/admin';
import { cart } from './support/cart';
import { checkout, GUEST } from './support/checkout';
import { orderPage } from './support/orders';
import { PRODUCTS } from './support/reserved';
import { staffOrder, withdrawal } from './support/returns';
import { expect, test } from './support/test';

/*
 * A card order paid on the Stripe stand-in's page (scripts/stripe-stand-in.ts), delivered and
 * withdrawn: staff refund it, the refund goes through the stand-in, and the return reads
 * «Rimborsato» once the stand-in's signed refund event reached the shop.
 */
// axe-core is injected into each page the test checks.
test.use({ bypassCSP: true });

test('staff refund a return of a card order through Stripe', async ({ page, browser }) => {
  await cart(page).addFromProductPage(PRODUCTS.airPods.id);
  const form = checkout(page);
  await form.open();
  await form.fill({ ...GUEST, email: newEmail('rimborso-carta') });
  await form.pay('Carta, PayPal, Satispay o Klarna');
  await form.acceptTerms();
  await form.continueToSummary();
  await form.confirm();
  await expect(page.getByRole('heading', { name: /Pagamento di prova/ })).toBeVisible();
  await page.getByRole('button', { name: 'Paga' }).click();
  const placed = orderPage(page);
  await expect(placed.heading).toContainText('Ordine ');
  const number = await placed.number();

  const staff = await staffPage(await (await browser.newContext({ bypassCSP: true })).newPage());
  const paid = await staffOrder(staff, number);
  await expect(paid.panel.fact('Stato')).toHaveText('Pagato');
  await paid.panel.press('Segna come «Consegnato»');
  await expect(paid.panel.fact('Stato')).toHaveText('Consegnato');

  await page.reload();
  const recesso = withdrawal(page);
  await recesso.ask(1);

  const returned = await staffOrder(staff, number);
  await returned.step('Accetta il reso', 'Reso accettato');
  await returned.step('Segna come ricevuto (rimette i pezzi a magazzino)', 'Reso ricevuto');
  await returned.returns.getByRole('button', { name: 'Registra il rimborso' }).click();
  await expect(returned.returns).toContainText(/Rimborso in corso|Rimborsato/);
  const violations = await axeViolations(staff, 'the return, refund in progress');
  // The stand-in settles the refund half a second later and tells the shop.
  await expect(async () => {
    await staff.reload();
    const again = await staffOrder(staff, number);
    await expect(again.returns.getByRole('heading', { name: /: Rimborsato$/ })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });

  await page.reload();
  await expect(recesso.request('Rimborsato')).toBeVisible();
  violations.push(...(await axeViolations(staff, 'the return, refunded')));
  expect(violations).toEqual([]);
  await staff.context().close();
});
