import { axeViolations } from './support/accessibility';
import { cart } from './support/cart';
import { listing, productPage } from './support/catalogue';
import { PRODUCTS } from './support/reserved';
import { expect, test } from './support/test';

// axe-core is added to the page as a script, which the site's CSP would refuse.
test.use({ bypassCSP: true });

const REFURBISHED_LINE = 'Ricondizionato · Grado A · Garanzia legale di 12 mesi';

test('a refurbished product shows its grade and guarantee, in the cart too, and the filter finds it', async ({
  page,
}) => {
  const product = productPage(page);
  await product.open(PRODUCTS.iPhone.id);
  await expect(product.shows('Ricondizionato', { exact: true })).toBeVisible();
  await expect(product.shows(/A · Ottimo/)).toBeVisible();
  await expect(product.shows('90% della capacità originale')).toBeVisible();
  await expect(product.shows(/Garanzia legale di 12 mesi/)).toBeVisible();
  for (const offer of await product.offers()) {
    expect(offer.itemCondition).toBe('https://schema.org/RefurbishedCondition');
  }

  const shopping = cart(page);
  await product.addToCart();
  await expect(shopping.drawer.getByText(REFURBISHED_LINE)).toBeVisible();
  await shopping.open();
  await expect(page.getByRole('main').getByText(REFURBISHED_LINE)).toBeVisible();

  await page.goto('/shop');
  await page.getByRole('radio', { name: /^Ricondizionato,/ }).check();
  await expect(page).toHaveURL(/condizione=ricondizionato/);
  await listing(page).expectNames([PRODUCTS.iPhone.name]);
  await expect(listing(page).grid.getByText('Ricondizionato · Grado A')).toBeVisible();
});

test('the grades page, a click from the product page, says what each grade means', async ({
  page,
}) => {
  await productPage(page).open(PRODUCTS.iPhone.id);
  await page.getByRole('link', { name: 'Cosa significano i gradi' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ricondizionati e usati: condizioni e gradi' }),
  ).toBeVisible();
  await expect(page.getByText('Grado A+ · Come nuovo')).toBeVisible();
  expect(await axeViolations(page, 'the grades page')).toEqual([]);
});
