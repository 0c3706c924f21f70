import { contentPage } from './support/content';
import { enter, expectAccepted, expectError, REQUIRED } from './support/forms';
import { quoteForm, repairStatus, shippingForm } from './support/repairs';
import { newsletter, shell } from './support/shell';
import { expect, test } from './support/test';

const year = new Date().getFullYear();

test.describe('preventivo', () => {
  test('explains each missing field, the e-mail on blur only, and the consent', async ({
    page,
  }) => {
    const quote = quoteForm(page);
    await quote.open();
    await quote.submit();
    for (const field of quote.requiredFields) await expectError(field, REQUIRED);
    await expect(quote.mustAccept).toBeVisible();
    await expect(quote.name).toBeFocused();

    await quote.email.pressSequentially('mario.rossi@');
    await expectError(quote.email, REQUIRED);
    await quote.email.blur();
    await expectError(quote.email, 'Email non e valido');

    await enter(quote.problem, 'rotto');
    await expectError(quote.problem, /Il minimo valore deve essere 10\./);
  });

  test('sends a request and shows its number and what happens next', async ({ page }) => {
    const quote = quoteForm(page);
    await quote.open();
    await quote.fill({
      name: "Niccolò D'Amico",
      email: 'niccolo.damico@example.it',
      phone: '+39 345 000 1122',
      deviceType: 'Smartphone',
      brand: 'Apple',
      model: 'iPhone 12',
      problem: 'La batteria dura poche ore e il telefono si spegne da solo.',
    });
    await quote.privacy.check();
    await quote.submit();
    await expect(quote.received).toBeVisible();
    await expect(quote.number(year)).toBeVisible();
    await expect(quote.whatHappensNext).toBeVisible();
  });
});

test.describe('modulo spedizione', () => {
  test('asks for every field, the unlock code or 00000, and the shipping rules', async ({
    page,
  }) => {
    const form = shippingForm(page);
    await form.open();
    await form.submit();
    await expectError(form.unlockCode, /Il campo non deve essere vuoto altrimenti metti 00000/);
    await expectError(form.name, REQUIRED);
    await expect(form.mustAccept).toBeVisible();
    await form.deviceHasNoCode();
    await expect(form.unlockCode).toHaveValue('00000');
    await expectAccepted(form.unlockCode);
    await expect(form.rulesLink).toHaveAttribute('href', '/regolamento-spedizioni');
  });

  test('sends the form and offers a printable sheet with the shop address and packing instructions', async ({
    page,
  }) => {
    const form = shippingForm(page);
    await form.open();
    await form.fill({
      name: 'Elena Russo',
      street: 'Via Etnea 100',
      postalCode: '95131',
      city: 'Catania',
      province: 'CT',
      phone: '095 123456',
      email: 'elena.russo@example.it',
      device: 'MacBook Pro 14" 2021',
      problem: 'Non si accende dopo che è caduto del caffè sulla tastiera.',
      unlockCode: '8426',
    });
    await form.rules.check();
    await form.submit();

    await expect(form.sheet).toContainText(new RegExp(`SPD-${year}-\\d{6}`));
    await expect(form.sheet).toContainText('Via Giuseppe Mazzini 18, 20123 Milano (MI)');
    await expect(form.sheet).toContainText('Elena Russo');
    await expect(form.sheet).toContainText('Come preparare il pacco');
    await expect(form.sheet).not.toContainText('8426');
    await expect(form.printButton).toBeVisible();
    await form.print();
    await expect(shell(page).header).toBeHidden();
    await expect(form.printButton).toBeHidden();
    await expect(form.sheet).toBeVisible();
  });
});

test.describe('stato riparazione', () => {
  test('shows the seeded demo repair with its state and timeline', async ({ page }) => {
    const status = repairStatus(page);
    await status.open();
    await status.lookUp('rip-demo2026', 'cliente@negozio.test');
    const { card, timelineHeading, events } = status.card(/iPhone 13/);
    await expect(card).toContainText('Riparazione RIP-DEMO2026');
    await expect(card).toContainText('In riparazione');
    await expect(card).toContainText('Stiamo riparando il dispositivo.');
    await expect(timelineHeading).toBeVisible();
    await expect(events).toHaveCount(4);
    await expect(card).toContainText('Sostituzione display originale');
  });

  test('says "not found" the same way for a wrong code or a wrong e-mail', async ({ page }) => {
    const status = repairStatus(page);
    await status.open();
    await status.lookUp('RIP-DEMO2026', 'qualcun.altro@example.it');
    await expect(status.notFound).toBeVisible();
    await status.lookUp('RIP-ZZZZ2026', 'cliente@negozio.test');
    await expect(status.notFound).toBeVisible();
    await enter(status.code, 'ABC');
    await expectError(status.code, 'Il codice riparazione ha la forma RIP-XXXXXXXX.');
  });
});

test('the newsletter thanks a second sign-up of the same address alike', async ({ page }) => {
  await page.goto('/academy');
  const form = newsletter(page);
  const email = `lettore.${Date.now()}@example.it`;
  await form.reach();
  await form.subscribe();
  await expect(form.says('Il campo non deve essere vuoto.')).toBeVisible();
  await expect(form.says('E obbligatorie accettare Tutte le condizioni.')).toBeVisible();
  await form.address.fill(email);
  await form.consent.check();
  await form.subscribe();
  const thanks =
    "Grazie! Ti abbiamo inviato un'e-mail: apri il link che contiene per confermare l'iscrizione.";
  await expect(form.says(thanks)).toBeVisible();
  await form.address.fill(email.toUpperCase());
  await form.consent.check();
  await form.subscribe();
  // The form empties itself once the answer is in: the same thanks, whoever was subscribed.
  await expect(form.address).toHaveValue('');
  await expect(form.says(thanks)).toBeVisible();
});

test.describe('content', () => {
  test('the academy has at least four guides, reachable from its index', async ({ page }) => {
    const academy = contentPage(page);
    await academy.open('/academy');
    await expect(academy.guides.first()).toBeVisible();
    expect(await academy.guides.count()).toBeGreaterThanOrEqual(4);
    for (const topic of [/backup/i, /batteria/i, /acqua/i, /ricondizionat/i]) {
      await expect(academy.guideTitled(topic)).toBeVisible();
    }
  });

  test('support has at least eight answers, contacts, hours and the repair links', async ({
    page,
  }) => {
    const support = contentPage(page);
    await support.open('/support');
    await expect(support.questions.first()).toBeVisible();
    expect(await support.questions.count()).toBeGreaterThanOrEqual(8);
    await support.openQuestion(0);
    await expect(support.questions.first()).toHaveAttribute('open', '');
    await expect(support.main).toContainText('assistenza@riparolab.it');
    await expect(support.main).toContainText('Lunedì – Venerdì');
    await expect(support.link(/preventivo/i)).toHaveAttribute('href', '/preventivo');
    await expect(support.link(/stato della riparazione/i)).toHaveAttribute(
      'href',
      '/stato-riparazione',
    );
  });

  test('the privacy notice names the controller and the rights', async ({ page }) => {
    const privacy = contentPage(page);
    await privacy.open('/privacy-policy');
    await expect(privacy.main).toContainText('RiparoLab S.r.l.');
    await expect(privacy.main).toContainText('04827150964');
    await expect(privacy.main).toContainText('privacy@riparolab.it');
    await expect(privacy.main).toContainText(/Garante per la protezione dei dati personali/);
    await expect(privacy.main).toContainText(/newsletter/i);
  });
});
