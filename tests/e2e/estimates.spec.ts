import { createRequire } from 'node:module';
import { newEmail } from './support/accounts';
import { adminArea, openRepairFromQuote, staffPage } from './support/admin';
import {
  awaitingAnswer,
  type EstimateEntry,
  estimateCard,
  staffEstimates,
} from './support/estimates';
import { repairStatus, requestQuoteThroughApi } from './support/repairs';
import { sentMail } from './support/sent-mail';
import { type Browser, expect, type Page, test } from './support/test';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const DAY = 86_400_000;

/** A screen and its fitting: the estimate every test sends. */
const SCREEN_ESTIMATE: EstimateEntry = {
  lines: [
    { kind: 'Ricambio', description: 'Display originale', amount: '129,00' },
    { kind: 'Manodopera', description: 'Sostituzione e collaudo', amount: '30,00' },
  ],
  days: '3',
  diagnosisFee: '25,00',
  note: 'Il vetro posteriore è integro.',
};

// Each story signs staff in, opens a repair and waits for the queue to deliver an e-mail.
test.describe.configure({ timeout: 90_000 });

/** A customer's repair from a quote request, with staff on its panel: its code and staff's page. */
async function repairWithStaff(page: Page, browser: Browser, email: string) {
  const number = await requestQuoteThroughApi(page, email);
  const staff = await staffPage(await browser.newPage());
  const code = await openRepairFromQuote(staff, number);
  return { code, staff, panel: adminArea(staff).panel(`Riparazione ${code}`) };
}

async function sendEstimate(staff: Page, code: string, entry: EstimateEntry) {
  const panel = adminArea(staff).panel(`Riparazione ${code}`);
  const estimates = staffEstimates(panel.region);
  await estimates.prepare(entry);
  await estimates.send();
  await expect(panel.fact('Stato')).toContainText('Preventivo inviato');
  return estimates;
}

test('staff send an estimate; the customer opens the e-mailed link elsewhere and accepts it', async ({
  page,
  browser,
}) => {
  const email = newEmail('preventivo.accettato');
  const { code, staff, panel } = await repairWithStaff(page, browser, email);
  const estimates = staffEstimates(panel.region);
  await estimates.prepare(SCREEN_ESTIMATE);
  await expect(estimates.totals).toHaveText(['159,00 €', '34,98 €', '193,98 €']);
  await estimates.send();
  await expect(panel.fact('Stato')).toContainText('Preventivo inviato');
  const repairView = staff.url();
  await expect(estimates.latest).toContainText('193,98 €');
  await expect(estimates.latest).toContainText('In attesa di risposta');
  const waiting = awaitingAnswer(staff).row(code);
  await expect(waiting).toContainText("da meno di un'ora");
  await expect(waiting).toContainText(/Scade il \d{1,2} \w+ \d{4}/);

  const subject = `Riparazione ${code}: il preventivo è pronto`;
  const posta = sentMail(staff);
  await expect(async () => {
    const row = await posta.find(code, subject);
    await expect(row).toContainText('Inviata', { timeout: 1000 });
  }).toPass();
  const link = await posta.linkInText(subject, 'Accetta o rifiuta il preventivo');
  expect(new URL(link).pathname).toBe('/stato-riparazione');
  expect(new URL(link).search).toBe('');
  expect(new URL(link).hash).toMatch(/^#accesso=/);

  // The customer, on a device of their own, without code or e-mail.
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(link);
  const { card, events } = repairStatus(customer).card(/iPad 9/);
  const estimate = estimateCard(customer);
  await expect(estimate.card).toContainText('Display originale');
  await expect(estimate.card).toContainText('193,98 €');
  await expect(estimate.card).toContainText("3 giorni lavorativi dall'accettazione");
  await expect(estimate.card).toContainText('la diagnosi costa 25,00 € + IVA');
  expect(new URL(customer.url()).hash).toBe('');
  await estimate.accept();
  await expect(estimate.accepted).toBeVisible();
  await expect(estimate.acceptButton).toBeHidden();
  await expect(card).toContainText('Stato attualeIn riparazione');
  await expect(events.first()).toContainText('In riparazione');
  await expect(events.first()).toContainText(/Preventivo accettato/);
  await customer.context().close();

  await staff.goto(repairView);
  await expect(panel.fact('Stato')).toContainText('In riparazione');
  await expect(estimates.latest).toContainText('Accettato');
  await expect(estimates.latest).toContainText("dal link dell'e-mail");
  await expect(awaitingAnswer(staff).row(code)).toHaveCount(0);
  await staff.context().close();
});

test('the customer declines from the status page after confirming; the device is ready to collect', async ({
  page,
  browser,
}) => {
  const email = newEmail('preventivo.rifiutato');
  const { code, staff } = await repairWithStaff(page, browser, email);
  await sendEstimate(staff, code, SCREEN_ESTIMATE);

  const status = repairStatus(page);
  await status.open();
  await status.lookUp(code, email);
  const estimate = estimateCard(page);
  await estimate.declineButton.click();
  await expect(estimate.card.getByText('Vuoi davvero rifiutare il preventivo?')).toBeVisible();
  await estimate.card.getByRole('button', { name: 'Sì, rifiuta il preventivo' }).click();
  await expect(estimate.declined).toBeVisible();
  await expect(estimate.card).toContainText('Resta da pagare la diagnosi: 25,00 € + IVA');
  const { card, events } = status.card(/iPad 9/);
  await expect(card).toContainText('Stato attualePronto per il ritiro');
  await expect(card).toContainText('Hai rifiutato il preventivo: il dispositivo è pronto');
  await expect(events.first()).toContainText(/Preventivo rifiutato/);

  const panel = adminArea(staff).panel(`Riparazione ${code}`);
  await staff.reload();
  await expect(panel.fact('Stato')).toContainText('Pronto per il ritiro');
  await expect(staffEstimates(panel.region).latest).toContainText('Rifiutato');
  await staff.context().close();
});

test('an estimate past its validity says so and can no longer be answered', async ({
  page,
  browser,
}) => {
  const email = newEmail('preventivo.scaduto');
  const { code, staff } = await repairWithStaff(page, browser, email);
  await sendEstimate(staff, code, { ...SCREEN_ESTIMATE, validityDays: '1' });
  await staff.context().close();

  // Two days on, in the customer's browser: the estimate ran out after one.
  await page.clock.setFixedTime(Date.now() + 2 * DAY);
  const status = repairStatus(page);
  await status.open();
  await status.lookUp(code, email);
  const estimate = estimateCard(page);
  await expect(estimate.expired).toBeVisible();
  await expect(estimate.card).toContainText('ti invieremo un nuovo preventivo');
  await expect(estimate.acceptButton).toHaveCount(0);
  await expect(estimate.declineButton).toHaveCount(0);
});

test('the status page with an estimate has no accessibility violation in its content', async ({
  page,
  browser,
}) => {
  const email = newEmail('preventivo.axe');
  const { code, staff } = await repairWithStaff(page, browser, email);
  await sendEstimate(staff, code, SCREEN_ESTIMATE);
  await staff.context().close();

  // axe is added past the page's CSP.
  const customer = await (await browser.newContext({ bypassCSP: true })).newPage();
  const status = repairStatus(customer);
  await status.open();
  await status.lookUp(code, email);
  const estimate = estimateCard(customer);
  await expect(estimate.acceptButton).toBeVisible();
  await estimate.declineButton.click();
  await customer.addScriptTag({ path: AXE });
  // The page's own content; the shell around it (banner, header, contact button) is not this page's.
  const violations = await customer.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(scope: Element): Promise<{ violations: unknown[] }> } }
    ).axe;
    const main = document.querySelector('main');
    if (!main) throw new Error('The page has no main landmark.');
    return (await axe.run(main)).violations;
  });
  expect(violations).toEqual([]);
  await customer.context().close();
});
