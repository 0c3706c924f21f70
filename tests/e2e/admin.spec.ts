import { expect, type Page, test } from '@playwright/test';
import { ADMIN, CUSTOMER, signIn } from './support/accounts';
import { euros } from './support/catalogue';

/** A visitor's quote request, sent the way the /preventivo page sends it. */
async function requestQuote(page: Page, email: string) {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'mutation Q($input: QuoteRequestInput!) { requestQuote(input: $input) { number } }',
      variables: {
        input: {
          name: 'Sara Fontana',
          email,
          phone: '333 222 1111',
          deviceCategory: 'TABLET',
          brand: 'Apple',
          model: 'iPad 9',
          problem: 'Il vetro è rotto in un angolo e il touch non risponde.',
          privacy: true,
        },
      },
    },
  });
  const body = (await response.json()) as { data: { requestQuote: { number: string } } };
  return body.data.requestQuote.number;
}

test('staff turn a quote request into a repair, and the customer follows it', async ({
  page,
  browser,
}) => {
  const email = `sara.${Date.now()}@example.it`;
  const number = await requestQuote(page, email);

  await signIn(page, ADMIN, '/login?redirect=%2Fadmin');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Pannello di gestione' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principale' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Sezioni' })
    .getByRole('button', { name: 'Preventivi', exact: true })
    .click();
  const list = page.getByRole('region', { name: 'Richieste di preventivo' });
  await list.getByRole('searchbox').fill(number);
  await list.getByRole('button', { name: 'Cerca' }).click();
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByRole('button', { name: `Apri ${number}` }).click();
  const detail = page.getByRole('region', { name: `Preventivo ${number}` });
  await expect(detail).toContainText('Sara Fontana');
  await detail.getByRole('button', { name: 'Crea la riparazione' }).click();
  const code = (await detail.locator('p.font-mono').textContent())?.trim() ?? '';
  expect(code).toMatch(/^RIP-[A-Z0-9]{8}$/);
  await expect(detail).toContainText('Convertita in riparazione');

  await detail.getByRole('button', { name: 'Vai alla riparazione' }).click();
  const repair = page.getByRole('region', { name: `Riparazione ${code}` });
  await repair.getByLabel('Nuovo stato').selectOption({ label: 'In diagnosi' });
  await repair.getByLabel(/Nota per il cliente/).fill('Stiamo verificando il digitizer.');
  await repair.getByRole('button', { name: 'Aggiorna lo stato' }).click();
  await expect(repair.getByText('Stato', { exact: true }).locator('xpath=..')).toContainText(
    'In diagnosi',
  );

  await page
    .getByRole('navigation', { name: 'Sezioni' })
    .getByRole('button', { name: 'Panoramica' })
    .click();
  await expect(page.getByRole('region', { name: 'Ultime modifiche' })).toContainText(
    `${code}: Ricevuto → In diagnosi`,
  );

  const visitor = await browser.newPage();
  await visitor.goto('/stato-riparazione');
  await visitor.getByLabel('Codice riparazione').fill(code);
  await visitor.getByLabel('E-mail').fill(email);
  await visitor.getByRole('button', { name: 'Controlla lo stato' }).click();
  const card = visitor.getByRole('region', { name: /iPad 9/ });
  await expect(card).toContainText('In diagnosi');
  await expect(card).toContainText('Stiamo verificando il digitizer.');
  await visitor.close();
});

test('staff edit a price and the shop shows it at once', async ({ page }) => {
  await signIn(page, ADMIN, '/login?redirect=%2Fadmin%2Fmodulo%2Fnegozio');
  await expect(page).toHaveURL('/admin/modulo/negozio');
  await page.getByRole('button', { name: 'Modifica Galaxy Watch6 Classic' }).click();
  await page.getByLabel('Prezzo (€, IVA esclusa)').fill('3.1,5');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByLabel('Prezzo (€, IVA esclusa)')).toHaveAccessibleDescription(
    'Scrivi il prezzo in euro, ad esempio 1.299,00.',
  );
  await page.getByLabel('Prezzo (€, IVA esclusa)').fill('299,00');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(
    page.getByText('Galaxy Watch6 Classic aggiornato: le modifiche sono già nello shop.'),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Galaxy Watch6 Classic/ })).toContainText(
    euros('299,00'),
  );

  await page.goto('/product-overview/7');
  await expect(page.getByRole('main').getByText(euros('299,00')).first()).toBeVisible();
  await page.goto('/shop?category=smartwatch');
  await expect(page.getByRole('list', { name: 'Prodotti' })).toContainText(euros('299,00'));
});

test('a signed-in customer reaching the admin area is told it is for staff', async ({ page }) => {
  await signIn(page, CUSTOMER, '/login?redirect=%2Fadmin');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('alert')).toContainText('Area riservata al personale');
  await expect(page.getByRole('heading', { name: 'Pannello di gestione' })).toHaveCount(0);
});

test('staff export the newsletter as CSV', async ({ page }) => {
  await page.request.post('/graphql', {
    data: {
      query:
        'mutation { subscribeNewsletter(email: "csv.lettore@example.it", consent: true) { email } }',
    },
  });
  await signIn(page, ADMIN, '/login?redirect=%2Fadmin%3Fvista%3Dnewsletter');
  const list = page.getByRole('region', { name: 'Iscritti alla newsletter' });
  await expect(list).toContainText('csv.lettore@example.it');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: 'Esporta CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(path, 'utf8');
  expect(csv.split('\n')[0]).toBe('email,consenso');
  expect(csv).toContain('csv.lettore@example.it,');
});
