import { listing, productPage } from './support/catalogue';
import { reserved } from './support/reserved';
import { staffAdd } from './support/staff-catalogue';
import { expect, test } from './support/test';

reserved('variants');

test('a version priced apart: the card reads "da", choosing it changes the price and the cart line', async ({
  page,
}) => {
  const name = `Cover E2E-varianti ${Date.now().toString(36)}`;
  const { id, staff } = await staffAdd(page, {
    name,
    brand: 'Nilkin',
    department: 'Accessori',
    price: '19,90',
    sizes: '128GB, 512GB',
  });
  await staff.priceVariant('Nero · 512GB', '29,90');

  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await listing(page).expectNames([name]);
  await expect(page.getByText('da', { exact: true })).toBeVisible();

  await page.goto(`/product-overview/${id}`);
  const product = productPage(page);
  await expect(product.heading).toHaveText(name);
  await expect(page.getByText('19,90 €').first()).toBeVisible();
  // The radio sits under its label, which takes the click as a shopper's does.
  await page
    .getByRole('main')
    .locator('label')
    .filter({ hasText: /^512GB$/ })
    .click();
  await expect(product.option('512GB')).toBeChecked();
  await expect(page.getByText('29,90 €').first()).toBeVisible();
  // The address keeps the choice: a reload, or the link shared, opens on 512GB.
  await expect(page).toHaveURL(/[?&]versione=512GB(&|$)/);
  await page.reload();
  await expect(product.option('512GB')).toBeChecked();
  await expect(page.getByText('29,90 €').first()).toBeVisible();
  await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Versione: 512GB')).toBeVisible();
  await expect(drawer.getByText('29,90 €').first()).toBeVisible();

  await page.goto(`/admin/modulo/negozio?id=${id}`);
  await staff.archive(name);
});

test("a version put on offer: its page shows its own struck price and Omnibus line, the others' none", async ({
  page,
}) => {
  const name = `Cover E2E-omnibus ${Date.now().toString(36)}`;
  const { id, staff } = await staffAdd(page, {
    name,
    brand: 'Nilkin',
    department: 'Accessori',
    price: '31,70',
    sizes: '128GB, 512GB',
  });
  await staff.priceVariant('Nero · 512GB', '26,90');

  await page.goto(`/product-overview/${id}`);
  const product = productPage(page);
  await expect(product.heading).toHaveText(name);
  // Related products' cards carry their own lines: this one names the version's own low, a
  // price no other product has.
  const note = page.getByText('Prezzo più basso degli ultimi 30 giorni: 31,70 €');
  await expect(page.getByText('31,70 €').first()).toBeVisible();
  await expect(note).toHaveCount(0);
  await product.choose('512GB');
  await expect(product.listPrice).toHaveText('Prezzo precedente 31,70 €');
  await expect(note).toBeVisible();
  await product.choose('128GB');
  await expect(note).toHaveCount(0);

  await page.goto(`/admin/modulo/negozio?id=${id}`);
  await staff.archive(name);
});
