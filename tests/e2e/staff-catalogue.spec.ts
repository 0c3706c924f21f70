import { axeViolations } from './support/accessibility';
import { ADMIN, signedIn } from './support/accounts';
import { listing, productPage, searchOverlay } from './support/catalogue';
import { reserved } from './support/reserved';
import { staffCatalogue } from './support/staff-catalogue';
import { expect, test } from './support/test';

reserved('staff-catalogue');
// axe-core is added to the page as a script, which the site's CSP would refuse.
test.use({ bypassCSP: true });

test('staff add a product, it is sold, they archive it and it leaves the shop', async ({
  page,
}) => {
  // A name no other product, and no earlier run, has: the search finds it alone.
  const name = `Cover E2E-archivio ${Date.now().toString(36)}`;
  await signedIn(page, ADMIN, '/admin/modulo/negozio');
  const staff = staffCatalogue(page);
  await staff.openNew();
  const violations = await axeViolations(page, 'the new product form');
  const id = await staff.create({
    name,
    brand: 'Nilkin',
    department: 'Accessori',
    price: '19,90',
  });

  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await listing(page).expectNames([name]);
  const search = searchOverlay(page);
  await search.open();
  await search.type(name);
  await expect(search.results.filter({ hasText: name })).toHaveCount(1);

  await page.goto(`/admin/modulo/negozio?id=${id}`);
  await staff.archive(name);
  violations.push(...(await axeViolations(page, 'an archived product in the staff table')));

  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await expect(listing(page).emptyState).toBeVisible();
  await search.open();
  await search.type(name);
  await expect(search.results.filter({ hasText: name })).toHaveCount(0);

  await page.goto(`/product-overview/${id}`);
  const product = productPage(page);
  await expect(product.heading).toHaveText(name);
  await expect(product.shows('Non più in vendita')).toBeVisible();
  await expect(page.getByRole('button', { name: /Aggiungi al carrello/ })).toHaveCount(0);
  violations.push(...(await axeViolations(page, 'an archived product page')));
  expect(violations).toEqual([]);
});
