import { CATALOGUE_CSV_HEADER, MAX_GRAPHQL_IMPORT_BYTES } from '../../schema/rules/catalogue-csv';
import { csvLine } from '../../schema/rules/csv';
import { axeViolations } from './support/accessibility';
import { ADMIN, signedIn } from './support/accounts';
import { listing } from './support/catalogue';
import { reserved } from './support/reserved';
import { staffCatalogue } from './support/staff-catalogue';
import { expect, test } from './support/test';

reserved('staff-csv');
// axe-core is added to the page as a script, which the site's CSP would refuse.
test.use({ bypassCSP: true });

const HEADER = CATALOGUE_CSV_HEADER.join(',');

const DESCRIPTION = 'Cover in silicone morbido, compatibile con la ricarica wireless.';

/** A new product's row: a cover with one colour and the size and price given. */
const row = (name: string, size: string, price: string, description = DESCRIPTION) =>
  csvLine([
    '',
    name,
    'Nilkin',
    'accessori',
    description,
    'no',
    'Nero',
    '#111111',
    size,
    '',
    price,
    '',
    '5',
    'sì',
    '',
    '',
  ]);

test('staff export the catalogue, import a product from a file, and see a bad file refused', async ({
  page,
}) => {
  const name = `Cover E2E-csv ${Date.now().toString(36)}`;
  await signedIn(page, ADMIN, '/admin/modulo/negozio');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const exported = await (await download).createReadStream();
  let text = '';
  for await (const chunk of exported) text += chunk;
  expect(text.split('\n')[0]).toBe(HEADER);
  expect(text).toContain('iPhone 15 Pro');

  const upload = (file: string, lines: string[]) =>
    page.getByLabel('Importa CSV').setInputFiles({
      name: file,
      mimeType: 'text/csv',
      buffer: Buffer.from([HEADER, ...lines].join('\n')),
    });
  await upload('sbagliato.csv', [row(name, 'S', '19,90'), row(name, 'L', 'gratis')]);
  await expect(page.getByText(/^Riga 3: prezzo:/)).toBeVisible();
  const violations = await axeViolations(page, 'a refused catalogue file');

  // Twelve sizes with a long description: more than the 16 KB a GraphQL body could carry, so the
  // file goes to the import route.
  const long = `${DESCRIPTION} `.repeat(25).trim();
  const sizes = Array.from({ length: 12 }, (_, n) => `Taglia ${n + 1}`);
  const cover = sizes.map((size, n) => row(name, size, `${19 + n},90`, long));
  expect([HEADER, ...cover].join('\n').length).toBeGreaterThan(MAX_GRAPHQL_IMPORT_BYTES);
  await upload('cover.csv', cover);
  await expect(page.getByText('cover.csv: 1 prodotti nuovi, 0 aggiornati.')).toBeVisible();
  await page.getByRole('button', { name: 'Conferma importazione' }).click();
  await expect(page.getByText('Catalogo importato: 1 prodotti nuovi, 0 aggiornati.')).toBeVisible();

  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await listing(page).expectNames([name]);
  await page.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/product-overview\/\d+/);
  const id = page.url().split('/').at(-1);

  // The shop holds the seeded eight again for the specs after this one.
  await page.goto(`/admin/modulo/negozio?id=${id}`);
  await staffCatalogue(page).archive(name);
  expect(violations).toEqual([]);
});
