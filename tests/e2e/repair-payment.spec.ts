import { axeViolations } from './support/accessibility';
import { newEmail } from './support/accounts';
import { adminArea, openRepairFromQuote, staffPage } from './support/admin';
import { type EstimateEntry, estimateCard, staffEstimates } from './support/estimates';
import { repairStatus, requestQuoteThroughApi } from './support/repairs';
import { expect, test } from './support/test';

/** 159,00 € + IVA: 193,98 € to pay once accepted. */
const ESTIMATE: EstimateEntry = {
  lines: [
    { kind: 'Ricambio', description: 'Display originale', amount: '129,00' },
    { kind: 'Manodopera', description: 'Sostituzione e collaudo', amount: '30,00' },
  ],
  days: '3',
  diagnosisFee: '25,00',
  note: 'Il vetro posteriore è integro.',
};

// Staff sign in, open a repair and send an estimate; the customer pays on the stand-in's page.
test.describe.configure({ timeout: 120_000 });
// axe-core is injected into each page the test checks.
test.use({ bypassCSP: true });

test('a repair estimate accepted online, paid on Stripe’s page, shows paid to customer and staff', async ({
  page,
  browser,
}) => {
  const email = newEmail('riparazione.pagata');
  const number = await requestQuoteThroughApi(page, email);
  const staff = await staffPage(await browser.newPage({ bypassCSP: true }));
  const code = await openRepairFromQuote(staff, number);
  const panel = adminArea(staff).panel(`Riparazione ${code}`);
  const estimates = staffEstimates(panel.region);
  await estimates.prepare(ESTIMATE);
  await estimates.send();
  await expect(panel.fact('Stato')).toContainText('Preventivo inviato');
  const repairView = staff.url();

  const status = repairStatus(page);
  await status.open();
  await status.lookUp(code, email);
  const estimate = estimateCard(page);
  await estimate.accept();
  await expect(estimate.accepted).toBeVisible();
  const { card } = status.card(/iPad 9/);
  await expect(card).toContainText('Da pagare: 193,98 €');
  const violations = await axeViolations(page, 'the status page, to pay');

  await card.getByRole('button', { name: 'Paga online' }).click();
  await expect(page.getByRole('heading', { name: /Pagamento di prova/ })).toBeVisible();
  await expect(page.getByText('193,98 €')).toBeVisible();
  await page.getByRole('button', { name: 'Paga', exact: true }).click();

  // Back on the status page, opened again on its own, paid only on Stripe's word.
  await expect(page).toHaveURL(/\/stato-riparazione\?code=.*pagamento=ok/);
  await expect(card.getByText('Pagato', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('193,98 € IVA inclusa per il preventivo accettato');
  await expect(card).toContainText('Pagamento online ricevuto: 193,98 € IVA inclusa');
  await expect(card.getByRole('button', { name: 'Paga online' })).toHaveCount(0);
  violations.push(...(await axeViolations(page, 'the status page, paid')));

  await staff.goto(repairView);
  const payments = panel.region.getByRole('region', { name: 'Pagamenti online' });
  await expect(payments).toContainText('Pagato online: 193,98 €');
  await expect(payments).toContainText('Preventivo accettato · 193,98 € · Pagato');
  violations.push(...(await axeViolations(staff, "the staff's repair, paid online")));
  expect(violations).toEqual([]);
  await staff.context().close();
});
