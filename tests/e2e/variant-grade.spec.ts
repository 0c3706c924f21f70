import { axeViolations, WIDTHS } from './support/accessibility';
import { listing, productPage } from './support/catalogue';
import { reserved } from './support/reserved';
import { staffAdd } from './support/staff-catalogue';
import { expect, test } from './support/test';

reserved('variant-grade');

// axe-core goes in as an inline script, which the site's CSP would refuse.
test.use({ bypassCSP: true });
// Two axe runs beside the staff's and the shopper's steps.
test.describe.configure({ timeout: 90_000 });

test('a version graded apart: staff set grade B, the shopper who picks it sees it on the page and in the cart', async ({
  page,
}) => {
  const name = `Telefono E2E-grado ${Date.now().toString(36)}`;
  const { id, staff } = await staffAdd(page, {
    name,
    brand: 'Apple',
    department: 'Smartphone',
    price: '499,00',
    sizes: '128GB, 256GB',
    preowned: { condition: 'Ricondizionato', grade: 'A · Ottimo', battery: '90' },
  });
  await staff.gradeVariant('Nero · 256GB', 'B · Buono', '82');
  const table = page.getByRole('form', { name: 'Varianti' });
  for (const size of Object.values(WIDTHS)) {
    await page.setViewportSize(size);
    await expect(table.getByRole('group', { name: 'Nero · 256GB' })).toBeVisible();
    expect(await axeViolations(page, `varianti a ${size.width}px`)).toEqual([]);
  }
  await page.setViewportSize(WIDTHS.desktop);

  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await listing(page).expectNames([name]);
  await expect(listing(page).grid.getByText('Ricondizionato · Gradi B–A')).toBeVisible();

  await page.goto(`/product-overview/${id}`);
  const product = productPage(page);
  await expect(product.heading).toHaveText(name);
  await expect(page.getByText('A · Ottimo.')).toBeVisible();
  await page
    .getByRole('main')
    .locator('label')
    .filter({ hasText: /^256GB$/ })
    .click();
  await expect(product.option('256GB')).toBeChecked();
  await expect(page.getByText('B · Buono.')).toBeVisible();
  await expect(page.getByText('82% della capacità originale')).toBeVisible();
  await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Versione: 256GB')).toBeVisible();
  await expect(
    drawer.getByText('Ricondizionato · Grado B · Garanzia legale di 12 mesi'),
  ).toBeVisible();

  await page.goto(`/admin/modulo/negozio?id=${id}`);
  await staff.archive(name);
});
