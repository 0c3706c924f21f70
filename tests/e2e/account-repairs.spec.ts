import { accountOverview, accountRepairs, devicePicker } from './support/account-repairs';
import { signedIn } from './support/accounts';
import { adminArea, openRepairFromQuote, staffPage } from './support/admin';
import { staffEstimates } from './support/estimates';
import { quoteForm, shippingForm } from './support/repairs';
import { reserved } from './support/reserved';
import { expect, type Page, test } from './support/test';

/*
 * Chiara's verified account, reserved for this spec (tests/e2e/support/reserved.ts): each test
 * names its own device (a model no other test uses) and finds its own request and repair by number
 * and code.
 */
const [{ account: CHIARA }] = reserved('account-repairs').accounts;

/** Chiara, signed in, asks for a quote for a device of her own: the request's number. */
async function quoteRequested(page: Page, model: string): Promise<string> {
  await signedIn(page, CHIARA, '/preventivo');
  const form = quoteForm(page);
  await expect(form.name).toBeVisible();
  await form.fill({
    name: CHIARA.name,
    email: CHIARA.email,
    phone: '333 123 4567',
    deviceType: 'Smartphone',
    brand: 'Google',
    model,
    problem: 'Il telefono non si carica più con nessun cavo.',
  });
  await form.privacy.check();
  await form.submit();
  await expect(form.received).toBeVisible();
  return ((await form.number(new Date().getFullYear()).textContent()) ?? '').trim();
}

/** Staff open the repair of a quote request and hand the device back: its code. */
async function repairedAndDelivered(page: Page, number: string): Promise<string> {
  const code = await openRepairFromQuote(await staffPage(page), number);
  const repair = adminArea(page).panel(`Riparazione ${code}`);
  await repair.updateRepair('Consegnato', 'Ritirato in negozio.');
  await expect(repair.fact('Stato')).toContainText('Consegnato');
  return code;
}

test('a signed-in customer follows a request, its repair and the warranty from the account', async ({
  page,
  browser,
}) => {
  const model = `Pixel ${Date.now()}`;
  const number = await quoteRequested(page, model);
  const form = quoteForm(page);

  const account = accountRepairs(page);
  await account.open();
  await expect(account.request(number)).toContainText('Richiesta di preventivo');
  await expect(account.request(number)).toContainText(`Smartphone Google ${model}`);
  await expect(account.request(number)).toContainText('Nuova');

  const staff = await browser.newPage();
  const code = await repairedAndDelivered(staff, number);

  const overview = accountOverview(page);
  await overview.open();
  await expect(overview.activity).toContainText(`Riparazione ${code}`);
  await expect(overview.activity.getByRole('link', { name: code })).toContainText('Consegnato');

  await account.open();
  await expect(account.request(number)).toContainText('Convertita in riparazione');
  await expect(account.request(number)).toContainText(code);
  const repair = account.repair(code);
  await expect(repair.card).toContainText(`Smartphone Google ${model}`);
  await expect(repair.warranty).toContainText(/In garanzia fino al \d+ \w+ \d{4}/);

  // The warranty request comes prefilled with the device and names the repair.
  await repair.claimWarranty();
  await expect(page).toHaveURL(`/preventivo?garanzia=${code}`);
  await expect(
    page.getByText(`Intervento in garanzia per Smartphone Google ${model}`),
  ).toBeVisible();
  await expect(form.deviceType).toHaveValue('smartphone');
  await expect(form.brand).toHaveValue('Google');
  await expect(form.model).toHaveValue(model);
  await form.name.fill(CHIARA.name);
  await form.email.fill(CHIARA.email);
  await form.phone.fill('333 123 4567');
  await form.problem.fill('Dopo la riparazione il connettore si è allentato di nuovo.');
  await form.privacy.check();
  await form.submit();
  await expect(form.received).toBeVisible();
  const claim = ((await form.number(new Date().getFullYear()).textContent()) ?? '').trim();

  const admin = adminArea(staff);
  await admin.openSection('Preventivi');
  const quotes = admin.list('Richieste di preventivo');
  await quotes.search(claim);
  await quotes.open(claim);
  const request = admin.panel(`Preventivo ${claim}`);
  await expect(request.fact('Garanzia')).toHaveText(
    `Intervento in garanzia della riparazione ${code}`,
  );
  await request.fact('Garanzia').getByRole('button').click();
  await expect(admin.panel(`Riparazione ${code}`).region).toBeVisible();
  await staff.close();

  // The account remembers the device for the next form.
  const shipping = shippingForm(page);
  await shipping.open();
  await devicePicker(page).choose(`Google ${model} · Smartphone`);
  await expect(shipping.device).toHaveValue(`Google ${model}`);
});

test('a signed-in customer accepts an estimate from the account, and staff see it', async ({
  page,
  browser,
}) => {
  const number = await quoteRequested(page, `Pixel ${Date.now()}`);
  const staff = await staffPage(await browser.newPage());
  const code = await openRepairFromQuote(staff, number);
  const panel = adminArea(staff).panel(`Riparazione ${code}`);
  const estimates = staffEstimates(panel.region);
  await estimates.prepare({
    lines: [
      { kind: 'Ricambio', description: 'Connettore di ricarica USB-C', amount: '39,00' },
      { kind: 'Manodopera', description: 'Sostituzione del connettore', amount: '30,00' },
    ],
    days: '3',
  });
  await estimates.send();

  // No code, no e-mail: the verified account is enough.
  const account = accountRepairs(page);
  await account.open();
  const { card } = account.repair(code);
  const estimate = card.getByRole('region', {
    name: `Preventivo della riparazione ${code}`,
    exact: true,
  });
  await expect(estimate).toContainText('Connettore di ricarica USB-C');
  await expect(estimate).toContainText('84,18'); // 69,00 € + IVA 22%
  await estimate.getByRole('button', { name: 'Accetta il preventivo' }).click();
  await expect(estimate.getByText(/Hai accettato il preventivo il/)).toBeVisible();
  await expect(card).toContainText('In riparazione');

  await staff.reload();
  await expect(panel.fact('Stato')).toContainText('In riparazione');
  await staff.close();
});
