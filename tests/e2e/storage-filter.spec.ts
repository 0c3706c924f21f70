import { axeViolations } from './support/accessibility';
import { listing } from './support/catalogue';
import { expect, test } from './support/test';

// axe-core is added to the page as a script, which the site's CSP would refuse.
test.use({ bypassCSP: true });

// Read only: the seed's phones and tablet in 256GB, by name (other specs reserve some of them to
// re-price or buy, which leaves their names and sizes alone). Other specs may add products of
// their own, so the grid is checked to hold these, in order, and none of the near misses.
const IN_256GB = ['Galaxy S24 Ultra', 'iPad Air 11" M2', 'iPhone 15 Pro'];

test('a shopper narrows the shop to 256GB, the URL keeps it, Back and Forward restore it', async ({
  page,
}) => {
  await page.goto('/shop');
  const shop = listing(page);
  // The whole shop's sizes are of every kind (43mm, "Taglia unica"): the filter is "Versione".
  const memory = page
    .getByRole('complementary', { name: 'Filtri' })
    .getByRole('group', { name: 'Versione' });
  await memory.getByRole('checkbox', { name: /^256GB, \d+ prodott/ }).check();
  await expect(page).toHaveURL(/\?versione=256GB$/);
  await expect(shop.names).toContainText(IN_256GB);
  // "8GB / 256GB" is another size: the MacBook is not a 256GB product.
  await expect(shop.grid.getByText('MacBook Air 13" M3')).toHaveCount(0);
  await expect(shop.grid.getByText('Galaxy Watch6 Classic')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Togli il filtro 256GB' })).toBeVisible();

  await memory.getByRole('checkbox', { name: /^128GB,/ }).check();
  await expect(page).toHaveURL(/\?versione=256GB&versione=128GB$/);

  await page.goBack();
  await expect(page).toHaveURL(/\?versione=256GB$/);
  await expect(memory.getByRole('checkbox', { name: /^128GB,/ })).not.toBeChecked();
  await expect(memory.getByRole('checkbox', { name: /^256GB,/ })).toBeChecked();
  await expect(shop.names).toContainText(IN_256GB);

  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(memory.getByRole('checkbox', { name: /^256GB,/ })).not.toBeChecked();

  await page.goForward();
  await expect(page).toHaveURL(/\?versione=256GB$/);
  await expect(memory.getByRole('checkbox', { name: /^256GB,/ })).toBeChecked();

  // Phones' sizes are all storage: there it is "Memoria", the size still chosen.
  await shop.category('Smartphone').click();
  const phones = page
    .getByRole('complementary', { name: 'Filtri' })
    .getByRole('group', { name: 'Memoria' });
  await expect(phones.getByRole('checkbox', { name: /^256GB,/ })).toBeChecked();
  await expect(shop.names).toContainText(['Galaxy S24 Ultra', 'iPhone 15 Pro']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filter sheet offers the sizes, counts what they show, and passes axe', async ({
    page,
  }) => {
    await page.goto('/shop');
    await page.getByRole('button', { name: /^Filtri/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtri' });
    await sheet.getByRole('checkbox', { name: /^256GB,/ }).check();
    await expect(page).toHaveURL(/\?versione=256GB$/);
    await expect(sheet.getByRole('button', { name: /^Mostra \d+ prodott/ })).toBeVisible();
    expect(await axeViolations(page, 'the filter sheet with a size ticked')).toEqual([]);
    await sheet.getByRole('button', { name: /^Mostra \d+ prodott/ }).click();
    await expect(listing(page).names).toContainText(IN_256GB);
  });
});
