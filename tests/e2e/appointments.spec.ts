import { axeViolations } from './support/accessibility';
import { newEmail } from './support/accounts';
import { staffPage } from './support/admin';
import { appointmentLinkPage, quoteBooking, staffAgenda } from './support/appointments';
import { quoteForm } from './support/repairs';
import { sentMail } from './support/sent-mail';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 120_000 });
// axe-core is injected into each page the test checks.
test.use({ bypassCSP: true });

test('after a quote request the customer books a slot, gets the .ics, moves it by the link; staff see and mark it', async ({
  page,
  browser,
}) => {
  const email = newEmail('appuntamento');
  const quote = quoteForm(page);
  await quote.open();
  await quote.fill({
    name: 'Marta Colombo',
    email,
    phone: '333 765 4321',
    deviceType: 'Smartphone',
    brand: 'Apple',
    model: 'iPhone 13',
    problem: 'Il vetro dello schermo è crepato in basso a destra.',
  });
  await quote.privacy.check();
  await quote.submit();
  await expect(quote.received).toBeVisible();

  const booking = quoteBooking(page);
  await expect(booking.picker.times.first()).toBeAttached();
  const violations = await axeViolations(page, 'the slot picker after a quote request');
  const day = await booking.picker.pickWholeDay();
  await booking.picker.pickTime(0);
  await booking.picker.submit('Prenota l’appuntamento');
  await expect(booking.confirmed).toBeVisible();
  violations.push(...(await axeViolations(page, 'the booking confirmed')));

  const staff = await staffPage(await browser.newPage({ bypassCSP: true }));
  const mail = sentMail(staff);
  await mail.find(email, 'Appuntamento confermato');
  const link = await mail.linkInText('Appuntamento confermato', 'Sposta o annulla l’appuntamento');
  await expect(staff.getByText('appuntamento-riparolab.ics', { exact: true })).toBeVisible();
  expect(link).toMatch(/\/appuntamento#accesso=/);

  const manage = appointmentLinkPage(page);
  await manage.open(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(manage.heading).toBeVisible();
  await expect(manage.picker.times.first()).toBeAttached();
  violations.push(...(await axeViolations(page, 'the appointment link page')));
  await manage.picker.day.selectOption(day);
  const movedTo = await manage.picker.pickTime(1);
  await manage.picker.submit('Sposta l’appuntamento');
  await expect(manage.moved).toBeVisible();
  await expect(page.getByText(new RegExp(`alle ${movedTo}$`))).toBeVisible();
  violations.push(...(await axeViolations(page, 'the appointment moved')));

  // A link opened from an e-mail loads the page afresh, never as a change of fragment.
  await page.goto('about:blank');
  await manage.open(`/appuntamento#accesso=${encodeURIComponent('altered.0.token')}`);
  await expect(manage.refusal).toContainText('Questo link non è valido');
  violations.push(...(await axeViolations(page, 'an altered appointment link')));

  const agenda = staffAgenda(staff);
  await agenda.open(day);
  const entry = agenda.entry(email);
  await expect(entry).toContainText(movedTo);
  await expect(entry).toContainText('iPhone 13');
  await expect(agenda.settings).toBeVisible();
  violations.push(...(await axeViolations(staff, "the staff's agenda and lab settings")));
  await entry.getByRole('button', { name: /^Consegnato/ }).click();
  await expect(entry).toContainText('Dispositivo consegnato');
  expect(violations).toEqual([]);
  await staff.context().close();
});
