import { newEmail } from './support/accounts';
import { staffPage } from './support/admin';
import { cart } from './support/cart';
import { placeGuestOrder } from './support/checkout';
import { orderPage } from './support/orders';
import { sentMail } from './support/sent-mail';
import { expect, test } from './support/test';

/*
 * One pair of AirPods (25 in stock, see cart.spec.ts) paid by bank transfer, from a guest of its
 * own, so no other spec's stock or limits move.
 */

test('a guest reads the confirmation e-mail, opens its link in a fresh browser, and can ask for it again', async ({
  page,
  browser,
}) => {
  await cart(page).addFromProductPage(6);
  const placed = await placeGuestOrder(page, 'conferma', 'Bonifico bancario');
  const { number, email } = placed;
  const path = new URL(placed.url).pathname;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffPage(staff);
  const posta = sentMail(staff);
  const confirmation = `Abbiamo ricevuto il tuo ordine ${number}`;
  const row = await posta.find(number, confirmation);
  await expect(row).toContainText(email);
  await expect(row).toContainText('order.confirmation');
  // The preview masks the order's secret; the plain text, read by signed-in staff, has it.
  const masked = await posta.linkIn(confirmation, 'Apri il tuo ordine');
  expect(new URL(masked).pathname).toBe(path);
  expect(new URL(masked).hash).toBe('');
  const link = await posta.linkInText(confirmation, 'Apri il tuo ordine');
  expect(new URL(link).pathname).toBe(path);
  expect(new URL(link).search).toBe('');
  expect(new URL(link).hash).toMatch(/^#t=/);

  const elsewhere = await browser.newContext();
  const fresh = await elsewhere.newPage();
  await fresh.goto(link);
  const opened = orderPage(fresh);
  await expect(opened.heading).toHaveText(`Ordine ${number}`);
  await expect(opened.shows('Come pagare con bonifico')).toBeVisible();

  // Another device, without the link: the order page offers to send it again.
  const lost = await (await browser.newContext()).newPage();
  await lost.goto(path);
  await expect(orderPage(lost).notFound).toBeVisible();
  const answer =
    "Se il numero e l'e-mail corrispondono a un ordine, ti abbiamo appena inviato il link a quell'indirizzo. Controlla anche la cartella dello spam.";
  const ask = async (orderNumber: string, address: string) => {
    await lost.getByLabel('Numero ordine').fill(orderNumber);
    await lost.getByLabel('E-mail').fill(address);
    await lost.getByRole('button', { name: 'Inviami il link' }).click();
    await expect(lost.getByText(answer)).toBeVisible();
  };
  await ask(number, newEmail('estraneo'));
  await ask(number, email);
  const reminder = `Il link al tuo ordine ${number}`;
  await posta.find(number, reminder);
  await expect(posta.list.region.getByRole('row', { name: reminder })).toHaveCount(1);
  const again = await posta.linkInText(reminder, 'Apri il tuo ordine');
  expect(again).toBe(link);

  await staffContext.close();
  await elsewhere.close();
  await lost.context().close();
});
