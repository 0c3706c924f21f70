import { newEmail } from './support/accounts';
import { staffPage } from './support/admin';
import { cart } from './support/cart';
import { checkout, GUEST } from './support/checkout';
import { orderPage } from './support/orders';
import { staffOrder, withdrawal } from './support/returns';
import { sentMail } from './support/sent-mail';
import { type Browser, expect, type Page, test } from './support/test';

/*
 * One iPad Air each (10 in stock, no other spec buys it) paid on delivery by a guest of its own:
 * it leaves the shelf with the order and comes back only when staff record a return received.
 */

/** A guest's order of one iPad Air, paid on delivery, that staff have marked delivered. */
async function deliveredOrder(page: Page, browser: Browser, guest: string) {
  await cart(page).addFromProductPage(5);
  const form = checkout(page);
  await form.open();
  await form.fill({ ...GUEST, email: newEmail(guest) });
  await form.pay('Contrassegno');
  await form.acceptTerms();
  await form.continueToSummary();
  await form.confirm();
  const order = orderPage(page);
  await expect(order.thanks).toBeVisible();
  const number = await order.number();

  const staff = await staffPage(await (await browser.newContext()).newPage());
  const delivered = await staffOrder(staff, number);
  await delivered.panel.press('Segna come «Consegnato»');
  await expect(delivered.panel.fact('Stato')).toHaveText('Consegnato');
  return { number, staff };
}

test('a delivered order is withdrawn from its page, and staff accept, receive and refund it', async ({
  page,
  browser,
}) => {
  const { number, staff } = await deliveredOrder(page, browser, 'recesso');

  await page.reload();
  const recesso = withdrawal(page);
  await expect(recesso.section).toContainText('14 giorni dalla consegna');
  await recesso.ask(1, 'Preferisco un modello più grande');
  await expect(recesso.request('Reso richiesto')).toBeVisible();
  const rs = await recesso.number();

  const returned = await staffOrder(staff, number);
  await expect(returned.returns).toContainText('Preferisco un modello più grande');
  await returned.step('Accetta il reso', 'Reso accettato');
  await returned.step('Segna come ricevuto (rimette i pezzi a magazzino)', 'Reso ricevuto');
  // Shipping was free and the whole order came back: the refund due is the order's total.
  await expect(returned.returns.getByLabel('Importo del rimborso (IVA inclusa)')).toHaveValue(
    '852,78',
  );
  await returned.step('Registra il rimborso', 'Rimborsato');

  await page.reload();
  await expect(recesso.request('Rimborsato')).toBeVisible();
  await expect(recesso.section).toContainText('Rimborso: 852,78 €');

  const posta = sentMail(staff);
  for (const subject of [
    `Richiesta di reso ${rs} per l'ordine ${number}`,
    `Reso ${rs} accettato: come restituire i prodotti`,
    `Reso ${rs}: abbiamo ricevuto i prodotti`,
    `Reso ${rs}: rimborso di 852,78 €`,
  ]) {
    await posta.find(rs, subject);
  }
  await staff.context().close();
});

test('staff refuse a return before the goods arrive, and the customer reads why and may ask again', async ({
  page,
  browser,
}) => {
  const { number, staff } = await deliveredOrder(page, browser, 'rifiuto');

  await page.reload();
  const recesso = withdrawal(page);
  await recesso.ask(1);
  const rs = await recesso.number();

  const reason = 'La confezione sigillata è stata aperta dopo la consegna (art. 59).';
  await (await staffOrder(staff, number)).refuse(reason);

  await page.reload();
  await expect(recesso.request('Reso rifiutato')).toBeVisible();
  await expect(recesso.section).toContainText(`Motivo: ${reason}`);
  await expect(recesso.section.getByRole('button', { name: 'Richiedi il reso' })).toBeVisible();
  await sentMail(staff).find(rs, `Reso ${rs}: non possiamo accettarlo`);
  await staff.context().close();
});
