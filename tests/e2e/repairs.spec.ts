import { expect, test } from '@playwright/test';
import { shell } from './support/shell';

const year = new Date().getFullYear();

test.describe('preventivo', () => {
  test('explains each missing field, the e-mail on blur only, and the consent', async ({
    page,
  }) => {
    await page.goto('/preventivo');
    await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    for (const label of [
      'Nome e cognome',
      'E-mail',
      'Telefono',
      'Tipo di dispositivo',
      'Marca',
      'Modello',
      'Descrizione del problema',
    ]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
        /Il campo non deve essere vuoto\./,
      );
    }
    await expect(page.getByText('E obbligatorie accettare Tutte le condizioni.')).toBeVisible();
    await expect(page.getByLabel('Nome e cognome')).toBeFocused();

    const email = page.getByLabel('E-mail');
    await email.pressSequentially('mario.rossi@');
    await expect(email).toHaveAccessibleDescription(/Il campo non deve essere vuoto\./);
    await email.blur();
    await expect(email).toHaveAccessibleDescription('Email non e valido');

    const problem = page.getByLabel('Descrizione del problema');
    await problem.fill('rotto');
    await problem.blur();
    await expect(problem).toHaveAccessibleDescription(/Il minimo valore deve essere 10\./);
  });

  test('sends a request and shows its number and what happens next', async ({ page }) => {
    await page.goto('/preventivo');
    await page.getByLabel('Nome e cognome').fill("Niccolò D'Amico");
    await page.getByLabel('E-mail').fill('niccolo.damico@example.it');
    await page.getByLabel('Telefono').fill('+39 345 000 1122');
    await page.getByLabel('Tipo di dispositivo').selectOption({ label: 'Smartphone' });
    await page.getByLabel('Marca').fill('Apple');
    await page.getByLabel('Modello').fill('iPhone 12');
    await page
      .getByLabel('Descrizione del problema')
      .fill('La batteria dura poche ore e il telefono si spegne da solo.');
    await page.getByLabel(/acconsento al trattamento/).check();
    await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    await expect(
      page.getByRole('heading', { name: 'Richiesta di preventivo ricevuta' }),
    ).toBeVisible();
    await expect(page.getByText(new RegExp(`PRV-${year}-\\d{6}`))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cosa succede ora' })).toBeVisible();
  });
});

test.describe('modulo spedizione', () => {
  test('asks for every field, the unlock code or 00000, and the shipping rules', async ({
    page,
  }) => {
    await page.goto('/modulo-spedizione');
    await page.getByRole('button', { name: 'Invia il modulo' }).click();
    await expect(page.getByLabel('Codice di sblocco')).toHaveAccessibleDescription(
      /Il campo non deve essere vuoto altrimenti metti 00000/,
    );
    await expect(page.getByLabel('Nome e cognome')).toHaveAccessibleDescription(
      /Il campo non deve essere vuoto\./,
    );
    await expect(page.getByText('E obbligatorie accettare Tutte le condizioni.')).toBeVisible();
    await page.getByRole('button', { name: 'Il dispositivo non ha un codice' }).click();
    await expect(page.getByLabel('Codice di sblocco')).toHaveValue('00000');
    await expect(page.getByLabel('Codice di sblocco')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('link', { name: 'regolamento spedizioni' }).last()).toHaveAttribute(
      'href',
      '/regolamento-spedizioni',
    );
  });

  test('sends the form and offers a printable sheet with the shop address and packing instructions', async ({
    page,
  }) => {
    await page.goto('/modulo-spedizione');
    await page.getByLabel('Nome e cognome').fill('Elena Russo');
    await page.getByLabel('Indirizzo', { exact: true }).fill('Via Etnea 100');
    await page.getByLabel('CAP').fill('95131');
    await page.getByLabel('Città').fill('Catania');
    await page.getByLabel('Provincia').fill('CT');
    await page.getByLabel('Telefono').fill('095 123456');
    await page.getByLabel('E-mail').fill('elena.russo@example.it');
    await page.getByLabel('Dispositivo', { exact: true }).fill('MacBook Pro 14" 2021');
    await page
      .getByLabel('Descrizione del problema')
      .fill('Non si accende dopo che è caduto del caffè sulla tastiera.');
    await page.getByLabel('Codice di sblocco').fill('8426');
    await page.getByLabel(/Ho letto e accetto il/).check();
    await page.getByRole('button', { name: 'Invia il modulo' }).click();

    const sheet = page.getByRole('article');
    await expect(sheet).toContainText(new RegExp(`SPD-${year}-\\d{6}`));
    await expect(sheet).toContainText('Via Giuseppe Mazzini 18, 20123 Milano (MI)');
    await expect(sheet).toContainText('Elena Russo');
    await expect(sheet).toContainText('Come preparare il pacco');
    await expect(sheet).not.toContainText('8426');
    await expect(page.getByRole('button', { name: 'Stampa il foglio' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(shell(page).header).toBeHidden();
    await expect(page.getByRole('button', { name: 'Stampa il foglio' })).toBeHidden();
    await expect(sheet).toBeVisible();
  });
});

test.describe('stato riparazione', () => {
  test('shows the seeded demo repair with its state and timeline', async ({ page }) => {
    await page.goto('/stato-riparazione');
    await page.getByLabel('Codice riparazione').fill('rip-demo2026');
    await page.getByLabel('E-mail').fill('cliente@negozio.test');
    await page.getByRole('button', { name: 'Controlla lo stato' }).click();
    const card = page.getByRole('region', { name: /iPhone 13/ });
    await expect(card).toContainText('Riparazione RIP-DEMO2026');
    await expect(card).toContainText('In riparazione');
    await expect(card).toContainText('Stiamo riparando il dispositivo.');
    await expect(card.getByRole('heading', { name: 'Cronologia' })).toBeVisible();
    await expect(card.locator('ol').last().getByRole('listitem')).toHaveCount(4);
    await expect(card).toContainText('Sostituzione display originale');
  });

  test('says "not found" the same way for a wrong code or a wrong e-mail', async ({ page }) => {
    await page.goto('/stato-riparazione');
    const notFound = page.getByText(/Riparazione non trovata\. Controlla il codice e l'e-mail/);
    await page.getByLabel('Codice riparazione').fill('RIP-DEMO2026');
    await page.getByLabel('E-mail').fill('qualcun.altro@example.it');
    await page.getByRole('button', { name: 'Controlla lo stato' }).click();
    await expect(notFound).toBeVisible();
    await page.getByLabel('Codice riparazione').fill('RIP-ZZZZ2026');
    await page.getByLabel('E-mail').fill('cliente@negozio.test');
    await page.getByRole('button', { name: 'Controlla lo stato' }).click();
    await expect(notFound).toBeVisible();
    await page.getByLabel('Codice riparazione').fill('ABC');
    await page.getByLabel('Codice riparazione').blur();
    await expect(page.getByLabel('Codice riparazione')).toHaveAccessibleDescription(
      'Il codice riparazione ha la forma RIP-XXXXXXXX.',
    );
  });
});

test('the newsletter thanks a second sign-up of the same address', async ({ page }) => {
  await page.goto('/academy');
  const footer = shell(page).footer;
  const email = `lettore.${Date.now()}@example.it`;
  // The form's code arrives as the footer comes into view, as it does for a reader scrolling down.
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(footer.getByText('Il campo non deve essere vuoto.')).toBeVisible();
  await expect(footer.getByText('E obbligatorie accettare Tutte le condizioni.')).toBeVisible();
  await footer.getByLabel('Indirizzo per la newsletter').fill(email);
  await footer.getByLabel(/Acconsento a ricevere la newsletter/).check();
  await footer.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(footer.getByText('Grazie! Ti sei iscritto alla newsletter.')).toBeVisible();
  await footer.getByLabel('Indirizzo per la newsletter').fill(email.toUpperCase());
  await footer.getByLabel(/Acconsento a ricevere la newsletter/).check();
  await footer.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(footer.getByText(/Grazie! Eri già iscritto/)).toBeVisible();
});

test.describe('content', () => {
  test('the academy has at least four guides, reachable from its index', async ({ page }) => {
    await page.goto('/academy');
    const guides = page.getByRole('article');
    await expect(guides.first()).toBeVisible();
    expect(await guides.count()).toBeGreaterThanOrEqual(4);
    for (const topic of [/backup/i, /batteria/i, /acqua/i, /ricondizionat/i]) {
      await expect(page.getByRole('heading', { level: 2, name: topic }).first()).toBeVisible();
    }
  });

  test('support has at least eight answers, contacts, hours and the repair links', async ({
    page,
  }) => {
    await page.goto('/support');
    await expect(page.locator('details').first()).toBeVisible();
    expect(await page.locator('details').count()).toBeGreaterThanOrEqual(8);
    const first = page.locator('details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(page.getByRole('main')).toContainText('assistenza@riparolab.it');
    await expect(page.getByRole('main')).toContainText('Lunedì – Venerdì');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /preventivo/i })
        .first(),
    ).toHaveAttribute('href', '/preventivo');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /stato della riparazione/i })
        .first(),
    ).toHaveAttribute('href', '/stato-riparazione');
  });

  test('the privacy notice names the controller and the rights', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    await expect(main).toContainText('RiparoLab S.r.l.');
    await expect(main).toContainText('04827150964');
    await expect(main).toContainText('privacy@riparolab.it');
    await expect(main).toContainText(/Garante per la protezione dei dati personali/);
    await expect(main).toContainText(/newsletter/i);
  });
});
