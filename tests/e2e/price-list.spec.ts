import { axeViolations } from './support/accessibility';
import { newEmail } from './support/accounts';
import { adminArea, staffPage } from './support/admin';
import { quoteBooking } from './support/appointments';
import { REQUIRED } from './support/forms';
import { priceList, staffPriceList } from './support/price-list';
import { quoteForm } from './support/repairs';
import { sentMail } from './support/sent-mail';
import { expect, test } from './support/test';

// axe-core is injected into each page the test checks.
test.use({ bypassCSP: true });

const year = new Date().getFullYear();

test('a customer finds the iPhone 13 screen, sees price and time, books it and a slot at the lab', async ({
  page,
  browser,
}) => {
  const list = priceList(page);
  await list.open();
  await expect(list.heading).toBeVisible();
  const violations = await axeViolations(page, 'the price list');
  await list.pick('Smartphone');
  await list.pick('Apple');
  await list.pick('iPhone 13');
  await list.pick(/^Sostituzione schermo \(ricambio originale\)/);
  await expect(page).toHaveURL(
    /categoria=smartphone&marca=Apple&modello=iPhone\+13&riparazione=schermo&ricambio=originale/,
  );
  await expect(list.chosen).toContainText('199,00 €');
  await expect(list.chosen).toContainText('+ IVA');
  await expect(list.chosen).toContainText('242,78 € IVA inclusa');
  await expect(list.chosen).toContainText('1 ora');
  await expect(list.chosen).toContainText('Mentre aspetti');
  violations.push(...(await axeViolations(page, 'a repair chosen')));

  await list.startBooking();
  await list.book();
  await expect(list.name).toBeFocused();
  await expect(list.booking.getByText(REQUIRED).first()).toBeVisible();
  violations.push(...(await axeViolations(page, 'the booking form with errors')));

  await list.name.fill('Marta Colombo');
  const email = newEmail('listino');
  await list.email.fill(email);
  await list.phone.fill('347 555 0101');
  await list.privacy.check();
  await list.book();
  await expect(
    page.getByRole('heading', { name: 'Richiesta di preventivo ricevuta' }),
  ).toBeVisible();
  await expect(page.getByText(new RegExp(`PRV-${year}-\\d{6}`))).toBeVisible();
  const stated = page.getByText(/il prezzo del listino/);
  await expect(stated).toContainText('Sostituzione schermo (ricambio originale): 199,00 € + IVA');
  await expect(stated).toContainText('242,78 € IVA inclusa');
  violations.push(...(await axeViolations(page, 'the booking received')));

  // The listed repair's request books its drop-off like any quote request (appointments.spec.ts).
  const slot = quoteBooking(page);
  await slot.picker.pickWholeDay();
  await slot.picker.pickTime(0);
  await slot.picker.submit('Prenota l’appuntamento');
  await expect(slot.confirmed).toBeVisible();
  const staff = await staffPage(await browser.newPage());
  const mail = sentMail(staff);
  await mail.find(email, 'Appuntamento confermato');
  const link = await mail.linkInText('Appuntamento confermato', 'Sposta o annulla l’appuntamento');
  expect(link).toMatch(/\/appuntamento#accesso=/);
  await expect(staff.getByText('appuntamento-riparolab.ics', { exact: true })).toBeVisible();
  await staff.context().close();
  expect(violations).toEqual([]);
});

test('a model the list does not have opens the quote form, prefilled', async ({ page }) => {
  const list = priceList(page);
  await list.open();
  await list.pick('Tablet');
  await list.pick('Apple');
  await list.search('Nokia 3310');
  await expect(page.getByText('Nessun modello trovato per «Nokia 3310».')).toBeVisible();
  await list.notListed.getByRole('link', { name: 'Chiedi un preventivo' }).click();
  await expect(page).toHaveURL('/preventivo?modello=Nokia+3310');
  const quote = quoteForm(page);
  await expect(quote.model).toHaveValue('Nokia 3310');

  await list.open('?categoria=tablet&marca=Apple');
  await list.notListed.getByRole('link', { name: 'Chiedi un preventivo' }).click();
  // The list's own device-type choice shares the label: read the form once it is the page.
  await expect(page).toHaveURL(/^[^?]*\/preventivo\?/);
  await expect(quote.deviceType).toHaveValue('tablet');
  await expect(quote.brand).toHaveValue('Apple');
});

test('staff add a row to the list and change its price; the page follows', async ({ browser }) => {
  const staff = await staffPage(await browser.newPage({ bypassCSP: true }));
  const admin = adminArea(staff);
  await admin.openSection('Listino');
  const model = `Steam Deck ${Date.now().toString(36)}`;
  const rows = staffPriceList(staff);
  await rows.add({
    category: 'Console',
    brand: 'Valve',
    model,
    repair: 'Sostituzione schermo',
    part: 'Ricambio originale',
    price: '149,00',
    minutes: '180',
  });
  await expect(staff.getByText('Voce aggiunta al listino.')).toBeVisible();
  const title = `Valve ${model}`;
  await expect(rows.panel(title)).toBeVisible();
  await rows.setPrice(title, '159,00');
  await expect(staff.getByText('Voce del listino aggiornata.')).toBeVisible();
  await expect(admin.list('Listino riparazioni').region).toContainText('159,00 € + IVA');
  const violations = await axeViolations(staff, "the staff's price list");

  const list = priceList(staff);
  await list.open(`?categoria=console&marca=Valve&modello=${encodeURIComponent(model)}`);
  await list.pick(/^Sostituzione schermo \(ricambio originale\)/);
  await expect(list.chosen).toContainText('159,00 €');
  await expect(list.chosen).toContainText('3 ore');
  expect(violations).toEqual([]);
  await staff.context().close();
});
