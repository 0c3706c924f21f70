import { newEmail } from './support/accounts';
import { adminArea, openRepairFromQuote, staffPage } from './support/admin';
import { quoteForm, repairStatus, requestQuoteThroughApi, shippingForm } from './support/repairs';
import { sentMail } from './support/sent-mail';
import { expect, type Page, test } from './support/test';

const year = new Date().getFullYear();

/**
 * The e-mail's row once the queue has handed it to the send_email binding: it is written
 * "In coda" with the change and sent after the answer, so each try looks it up afresh.
 */
async function delivered(staff: Page, search: string, subject: string) {
  const posta = sentMail(staff);
  await expect(async () => {
    const row = await posta.find(search, subject);
    await expect(row).toContainText('Inviata', { timeout: 1000 });
  }).toPass();
  return posta.list.region.getByRole('row', { name: subject });
}

test('a quote request sent from /preventivo reaches its customer by e-mail', async ({
  page,
  browser,
}) => {
  const email = newEmail('preventivo');
  const quote = quoteForm(page);
  await quote.open();
  await quote.fill({
    name: 'Sara Fontana',
    email,
    phone: '333 222 1111',
    deviceType: 'Tablet',
    brand: 'Apple',
    model: 'iPad 9',
    problem: 'Il vetro è rotto in un angolo e il touch non risponde.',
  });
  await quote.privacy.check();
  await quote.submit();
  await expect(quote.received).toBeVisible();
  const number = ((await quote.number(year).textContent()) ?? '').trim();
  await expect(page.getByText(`Te lo abbiamo inviato anche per e-mail a ${email}.`)).toBeVisible();

  const staff = await staffPage(await browser.newPage());
  const subject = `Richiesta di preventivo ${number} ricevuta`;
  const row = await delivered(staff, number, subject);
  await expect(row).toContainText(email);
  await expect(row).toContainText('repair.quote-received');
  await staff.context().close();
});

test('a shipping form e-mails a link that reopens its sheet on another device, with the e-mail', async ({
  page,
  browser,
}) => {
  const email = newEmail('spedizione');
  const form = shippingForm(page);
  await form.open();
  await form.fill({
    name: 'Elena Russo',
    street: 'Via Etnea 100',
    postalCode: '95131',
    city: 'Catania',
    province: 'CT',
    phone: '095 123456',
    email,
    device: 'Pixel 7',
    problem: 'Lo schermo resta nero ma il telefono vibra.',
    unlockCode: '4711',
  });
  await form.rules.check();
  await form.submit();
  await expect(form.sheet).toBeVisible();
  const number = ((await form.sheet.getByText(/^SPD-\d{4}-\d{6}$/).textContent()) ?? '').trim();

  const staff = await staffPage(await browser.newPage());
  const subject = `Modulo di spedizione ${number} ricevuto`;
  const row = await delivered(staff, number, subject);
  await expect(row).toContainText(email);
  const link = await sentMail(staff).linkIn(subject, 'Apri il foglio di spedizione');
  expect(new URL(link).search).toBe(`?numero=${number}`);
  // The unlock code stays in the shop: neither part of the e-mail carries it.
  const text = staff.getByRole('region', { name: 'Versione testo' });
  await expect(text).toContainText(number);
  await expect(text).not.toContainText('4711');
  await expect(
    staff.frameLocator(`iframe[title="Anteprima: ${subject}"]`).locator('body'),
  ).not.toContainText('4711');
  await staff.context().close();

  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto(link);
  await expect(elsewhere.getByLabel('Numero del modulo')).toHaveValue(number);
  await elsewhere.getByLabel('E-mail').fill(newEmail('estraneo'));
  await elsewhere.getByRole('button', { name: 'Apri il foglio' }).click();
  await expect(elsewhere.getByText('Modulo non trovato.', { exact: false })).toBeVisible();
  await elsewhere.getByLabel('E-mail').fill(email);
  await elsewhere.getByRole('button', { name: 'Apri il foglio' }).click();
  const sheet = shippingForm(elsewhere).sheet;
  await expect(sheet).toContainText(number);
  await expect(sheet).toContainText('Pixel 7');
  await expect(sheet).not.toContainText('4711');
  await elsewhere.context().close();
});

test("a staff status change on a repair produces the customer's e-mail", async ({
  page,
  browser,
}) => {
  const email = newEmail('riparazione');
  const number = await requestQuoteThroughApi(page, email);

  const staff = await staffPage(await browser.newPage());
  const code = await openRepairFromQuote(staff, number);
  const repair = adminArea(staff).panel(`Riparazione ${code}`);
  await repair.updateRepair('In diagnosi', 'Il digitizer va sostituito.');
  await expect(repair.fact('Stato')).toContainText('In diagnosi');

  const opened = await delivered(staff, code, `Riparazione ${code} aperta`);
  await expect(opened).toContainText(email);
  await expect(opened).toContainText('repair.opened');
  const subject = `Riparazione ${code}: in diagnosi`;
  const changed = await delivered(staff, code, subject);
  await expect(changed).toContainText(email);
  await expect(changed).toContainText('repair.status-changed');
  const link = await sentMail(staff).linkIn(subject, 'Segui la riparazione');
  expect(new URL(link).pathname).toBe('/stato-riparazione');
  expect(new URL(link).searchParams.get('code')).toBe(code);
  await staff.context().close();

  // The customer, on a device of their own: the link fills in the code, they add the e-mail.
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(link);
  const status = repairStatus(customer);
  await expect(status.code).toHaveValue(code);
  await status.lookUp(code, email);
  const { card, events } = status.card(/iPad 9/);
  await expect(card).toContainText(`Riparazione ${code}`);
  await expect(card).toContainText('In diagnosi');
  await expect(events.first()).toContainText('Il digitizer va sostituito.');
  await customer.context().close();
});
