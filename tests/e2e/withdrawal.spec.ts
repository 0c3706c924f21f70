import { staffPage } from './support/admin';
import { cart } from './support/cart';
import { placeGuestOrder } from './support/checkout';
import { PRODUCTS } from './support/reserved';
import { staffOrder, withdrawal } from './support/returns';
import { sentMail } from './support/sent-mail';
import { type Browser, expect, type Page, test } from './support/test';

/*
 * One iPhone each (a shared product, tests/e2e/support/reserved.ts) paid on delivery by a guest of
 * its own: it leaves the shelf with the order and comes back only when staff record a return
 * received.
 */

/** A guest's order of one iPhone, paid on delivery, that staff have marked delivered. */
async function deliveredOrder(page: Page, browser: Browser, guest: string) {
  await cart(page).addFromProductPage(PRODUCTS.iPhone.id);
  const { number } = await placeGuestOrder(page, guest);

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
    '1.584,78',
  );
  await returned.step('Registra il rimborso', 'Rimborsato');

  await page.reload();
  await expect(recesso.request('Rimborsato')).toBeVisible();
  await expect(recesso.section).toContainText('Rimborso: 1.584,78 €');

  const posta = sentMail(staff);
  for (const subject of [
    `Richiesta di reso ${rs} per l'ordine ${number}`,
    `Reso ${rs} accettato: come restituire i prodotti`,
    `Reso ${rs}: abbiamo ricevuto i prodotti`,
    `Reso ${rs}: rimborso di 1.584,78 €`,
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
