import { axeViolations } from './support/accessibility';
import { listing } from './support/catalogue';
import { reserved } from './support/reserved';
import { staffAdd } from './support/staff-catalogue';
import { shownSource, sizeAt, staffPhotos } from './support/staff-photos';
import { expect, test } from './support/test';

reserved('staff-photos');
// axe-core is added to the page as a script, which the site's CSP would refuse.
test.use({ bypassCSP: true });

test('staff add a product with two variants and a photo, the shop shows it resized, archived it leaves', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const name = `Cover E2E-foto ${run}`;
  // Its own alt text too: the product page may suggest another run's product among related ones.
  const alt = `Cover blu vista da dietro, con il foro della fotocamera (${run})`;
  const { id, staff } = await staffAdd(page, {
    name,
    brand: 'Nilkin',
    department: 'Accessori',
    price: '24,90',
    sizes: 'iPhone 15, iPhone 15 Pro',
    display: 'Bordi rialzati di 1 mm sul display',
  });

  await page.goto(`/admin/modulo/negozio?id=${id}`);
  const photos = staffPhotos(page);
  await photos.upload(alt, 1600, 1000);
  const violations = await axeViolations(page, 'the staff product panel with a photo');
  // On a phone too: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(photos.panel.getByRole('img', { name: alt })).toBeVisible();
  violations.push(...(await axeViolations(page, 'the staff product panel at 390 px')));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The shop's card: the card size (480 px wide), and the photo's alt text.
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await listing(page).expectNames([name]);
  const card = listing(page).grid.getByRole('img', { name: alt });
  const cardSource = await shownSource(card);
  expect(cardSource).toMatch(/^\/photos\/[0-9a-f]{64}\/card$/);
  expect(await sizeAt(page, cardSource)).toEqual({ width: 480, height: 300 });
  const key = cardSource.split('/')[2] ?? '';

  // The product page: the photo at one of its two sizes in the srcset, whichever the screen needs.
  await page.goto(`/product-overview/${id}`);
  const shown = await shownSource(
    page.getByRole('main').getByRole('img', { name: alt, exact: true }),
  );
  expect([`/photos/${key}/card`, `/photos/${key}/page`]).toContain(shown);
  // Its two variants to choose from, and the technical sheet staff wrote.
  for (const version of ['iPhone 15', 'iPhone 15 Pro']) {
    await expect(page.getByRole('radio', { name: version, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Bordi rialzati di 1 mm sul display')).toBeVisible();
  expect(await sizeAt(page, `/photos/${key}/page`)).toEqual({ width: 1200, height: 750 });
  // What a link preview shows: the 1200x630 frame the page head names.
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(new RegExp(`/photos/${key}/social$`));
  expect(await sizeAt(page, `/photos/${key}/social`)).toEqual({ width: 1200, height: 630 });

  await page.goto(`/admin/modulo/negozio?id=${id}`);
  await staff.archive(name);
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await expect(listing(page).emptyState).toBeVisible();
  expect(violations).toEqual([]);
});
