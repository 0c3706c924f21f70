import { ALL_BY_NAME, listing, mobileSearch, searchOverlay } from './support/catalogue';
import { listingFilters, startingWith } from './support/listing';
import { expect, type Page, test } from './support/test';

/**
 * The same answers on every surface: closest first (docs/product.md#search). Texts found in the
 * name: a department's name is one of the header's fields only, as the spec has it.
 */
const SEARCHES = [
  { text: 'galaxy', names: ['Galaxy S24 Ultra', 'Galaxy Watch6 Classic'] },
  { text: 'iphnoe', names: ['iPhone 15 Pro'] },
];

/** A page cursor as the API hands it out: the end of the first `size` products by name. */
async function cursorAfter(page: Page, size: number): Promise<string> {
  const response = await page.request.post('/graphql', {
    data: { query: `{ catalogue(first: ${size}) { pageInfo { endCursor } } }` },
  });
  return (await response.json()).data.catalogue.pageInfo.endCursor;
}

test.describe('the listing filters', () => {
  test('narrow with counts, and survive reload and Back', async ({ page }) => {
    await page.goto('/shop');
    const shop = listing(page);
    const filters = listingFilters(page);
    await expect(shop.count).toHaveText('8 prodotti');
    await expect(filters.option('Solo disponibili')).toHaveAccessibleName(
      'Solo disponibili, 7 prodotti',
    );
    await expect(filters.option('Fino a 100 €')).toBeDisabled();

    await filters.option('Apple').click();
    await expect(page).toHaveURL('/shop?marca=Apple');
    await shop.expectNames([
      'AirPods Pro (2a generazione)',
      'iPad Air 11" M2',
      'iPhone 15 Pro',
      'MacBook Air 13" M3',
    ]);
    // Counts leave their own filter out: Samsung still says what choosing it would show.
    await expect(filters.option('Samsung')).toHaveAccessibleName('Samsung, 2 prodotti');
    await expect(filters.option('Oltre 1.000 €')).toHaveAccessibleName('Oltre 1.000 €, 2 prodotti');

    await filters.option('Oltre 1.000 €').click();
    await expect(page).toHaveURL('/shop?marca=Apple&prezzo=oltre-1000');
    await shop.sort.selectOption({ label: 'Prezzo decrescente' });
    await expect(page).toHaveURL('/shop?marca=Apple&prezzo=oltre-1000&sort=price-high');
    await shop.expectNames(['iPhone 15 Pro', 'MacBook Air 13" M3']);
    await expect(shop.count).toHaveText('2 prodotti');

    await page.reload();
    await shop.expectNames(['iPhone 15 Pro', 'MacBook Air 13" M3']);
    await expect(filters.option('Apple')).toBeChecked();
    await expect(filters.option('Oltre 1.000 €')).toBeChecked();
    await expect(shop.sort).toHaveValue('price-high');

    await page.goBack();
    await expect(page).toHaveURL('/shop?marca=Apple&prezzo=oltre-1000');
    await shop.expectNames(['iPhone 15 Pro', 'MacBook Air 13" M3']);
    await expect(shop.sort).toHaveValue('name');
    await page.goBack();
    await expect(page).toHaveURL('/shop?marca=Apple');
    await expect(shop.count).toHaveText('4 prodotti');

    await filters.chosen.getByRole('link', { name: 'Togli il filtro Apple' }).click();
    await expect(page).toHaveURL('/shop');
    await expect(shop.count).toHaveText('8 prodotti');
    await expect(filters.chosen).toBeHidden();
  });

  test('"Rimuovi filtri" keeps the search and the category', async ({ page }) => {
    await page.goto('/category-pages?q=galaxy&category=smartphone&disponibili=1&marca=Samsung');
    const shop = listing(page);
    await shop.expectNames(['Galaxy S24 Ultra']);
    await listingFilters(page).clear.click();
    await expect(page).toHaveURL('/category-pages?q=galaxy&category=smartphone');
    await shop.expectNames(['Galaxy S24 Ultra']);
    await expect(shop.category('Smartphone')).toHaveAttribute('aria-current', 'page');
  });

  test('a page named by its cursor survives reload and Back', async ({ page }) => {
    const cursor = await cursorAfter(page, 3);
    await page.goto('/shop');
    const shop = listing(page);
    await shop.expectNames(ALL_BY_NAME);
    await page.goto(`/shop?dopo=${cursor}`);
    const pages = listingFilters(page).pages;
    await expect(pages).toContainText('Prodotti 4–8 di 8');
    await shop.expectNames(ALL_BY_NAME.slice(3));
    await page.reload();
    await shop.expectNames(ALL_BY_NAME.slice(3));

    // Back to within a page of the start is the first page, at its own address.
    await pages.getByRole('link', { name: 'Precedente' }).click();
    await expect(page).toHaveURL('/shop');
    await shop.expectNames(ALL_BY_NAME);
    await page.goBack();
    await expect(page).toHaveURL(`/shop?dopo=${cursor}`);
    await shop.expectNames(ALL_BY_NAME.slice(3));

    // A filter belongs to another list: it starts from that list's first page.
    await listingFilters(page).option('Samsung').click();
    await expect(page).toHaveURL('/shop?marca=Samsung');
    await shop.expectNames(['Galaxy S24 Ultra', 'Galaxy Watch6 Classic']);
  });

  test('a forged page cursor says so and leads back to the first page', async ({ page }) => {
    await page.goto('/shop?dopo=falso');
    await expect(page.getByRole('alert')).toContainText(
      'Il segnaposto della pagina non è valido: ricarica l’elenco.',
    );
    await page.getByRole('link', { name: 'Torna alla prima pagina' }).click();
    await expect(page).toHaveURL('/shop');
    await listing(page).expectNames(ALL_BY_NAME);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filters open in a sheet that says how many products it shows', async ({ page }) => {
    await page.goto('/shop');
    const filters = listingFilters(page);
    await expect(listing(page).count).toHaveText('8 prodotti');
    await filters.openButton.click();
    await expect(filters.sheet).toBeVisible();
    await filters.option('Apple').click();
    await expect(page).toHaveURL('/shop?marca=Apple');
    await expect(filters.showProducts).toHaveText('Mostra 4 prodotti');
    await filters.showProducts.click();
    await expect(filters.sheet).toBeHidden();
    await expect(filters.openButton).toHaveAccessibleName(/^Filtri.*1 attivo$/);
    await expect(listing(page).count).toHaveText('4 prodotti');
  });

  for (const { text, names } of SEARCHES) {
    test(`the header list and the results page agree for "${text}"`, async ({ page }) => {
      await page.goto('/');
      const search = mobileSearch(page);
      await search.input.fill(text);
      await expect(search.results).toHaveText(startingWith(names));
      await search.seeAll();
      await expect(page).toHaveURL(`/category-pages?q=${text}`);
      await listing(page).expectNames(names);
    });
  }
});

for (const { text, names } of SEARCHES) {
  test(`the desktop overlay and the results page agree for "${text}"`, async ({ page }) => {
    await page.goto('/');
    const search = searchOverlay(page);
    await search.open();
    await search.type(text);
    await expect(search.results).toHaveText(startingWith(names));
    await page.goto(`/category-pages?q=${text}`);
    await listing(page).expectNames(names);
    await expect(listing(page).sort).toHaveValue('relevance');
  });
}

test('the desktop overlay finds a word anywhere inside a name: all 8 for "a", MacBook for "book"', async ({
  page,
}) => {
  await page.goto('/');
  const search = searchOverlay(page);
  await search.open();
  await search.type('a');
  await expect(search.results).toHaveCount(8);
  await search.type('book');
  await expect(search.results).toHaveText(startingWith(['MacBook Air 13" M3']));
});
