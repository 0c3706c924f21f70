import {
  ALL_BY_NAME,
  countGraphQLRequests,
  euros,
  homePage,
  listing,
  mobileSearch,
  productPage,
  searchOverlay,
} from './support/catalogue';
import { headerSearchRequests } from './support/listing';
import { shell } from './support/shell';
import { expect, test } from './support/test';

test.describe('home', () => {
  test('puts the repair services first, then categories, bestsellers and trust points', async ({
    page,
  }) => {
    const home = homePage(page);
    await home.open();
    await expect(home.quoteLink).toHaveAttribute('href', '/preventivo');
    await expect(home.repairStatusLink).toHaveAttribute('href', '/stato-riparazione');
    await expect(home.shippingFormLink).toHaveAttribute('href', '/modulo-spedizione');
    await expect(home.categories).toHaveText([
      'Smartphone',
      'Laptop',
      'Tablet',
      'Accessori',
      'Smartwatch',
      'Gaming',
    ]);
    await expect(home.categoryIcon(0)).toBeVisible();
    await expect(home.bestsellers).toHaveCount(8);
    for (const point of ['Garanzia 12 mesi', 'Spedizione gratuita', 'Testati in laboratorio']) {
      await expect(home.whyUs).toContainText(point);
    }
    await home.openCategory('Laptop');
    await expect(page).toHaveURL('/shop?category=laptop');
    await listing(page).expectNames(['MacBook Air 13" M3', 'XPS 13']);
  });
});

test.describe('the desktop search overlay', () => {
  test('asks the API once typing pauses, as a GET, closest first', async ({ page }) => {
    await page.clock.install();
    await page.goto('/privacy-policy');
    const search = searchOverlay(page);
    await search.open();
    await expect(search.input).toBeFocused();
    const requests = headerSearchRequests(page);
    // The page's clock stands still while the keys go in, so no pause between two of them can
    // reach the search's debounce however busy the machine; then typing pauses for a second.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await search.input.pressSequentially('galaxy');
    await page.clock.runFor(1000);
    await page.clock.resume();
    await expect(search.results).toHaveText([/Galaxy S24 Ultra/, /Galaxy Watch6 Classic/]);
    expect(requests).toEqual([{ method: 'GET', search: 'galaxy', first: 8 }]);
    // The brand alone: equally close, so by product number.
    await search.type('apple');
    await expect(search.results).toHaveText([
      /iPhone 15 Pro/,
      /MacBook Air/,
      /iPad Air/,
      /AirPods Pro/,
    ]);
    await search.type('tablet');
    await expect(search.results).toHaveText([/iPad Air 11" M2/]);
    const first = search.results.first();
    await expect(first.locator('img')).toHaveAttribute('src', /ipad-air-11-m2-front\.svg$/);
    await expect(first).toContainText('Apple');
  });

  test('shows at most 8 results and says "Nessun risultato" when nothing matches', async ({
    page,
  }) => {
    await page.goto('/');
    const search = searchOverlay(page);
    await search.open();
    await search.type('a');
    await expect(search.results).toHaveCount(8);
    await search.type('frigorifero');
    await expect(search.dialog.getByText('Nessun risultato')).toBeVisible();
    await expect(search.results).toHaveCount(0);
  });

  test('closes on Escape and opens the product picked with the keyboard', async ({ page }) => {
    await page.goto('/');
    const search = searchOverlay(page);
    await search.open();
    await search.type('sam');
    await expect(search.results).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(search.dialog).toBeHidden();
    await expect(shell(page).searchButton).toBeFocused();

    await search.open();
    await search.type('samsung');
    await expect(search.results).toHaveText([/Galaxy S24 Ultra/, /Galaxy Watch6 Classic/]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(search.results.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/product-overview/7');
    await expect(productPage(page).heading).toHaveText('Galaxy Watch6 Classic');
    await expect(search.dialog).toBeHidden();
  });

  test('opens a result picked with the mouse', async ({ page }) => {
    await page.goto('/');
    const search = searchOverlay(page);
    await search.open();
    await search.type('xps');
    await search.results.first().click();
    await expect(page).toHaveURL('/product-overview/4');
  });
});

test.describe('the mobile search', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows at most 6 matches and a link to all of them', async ({ page }) => {
    await page.goto('/');
    const search = mobileSearch(page);
    const requests = headerSearchRequests(page);
    await search.input.fill('e');
    await expect(search.results).toHaveCount(6);
    expect(requests).toEqual([{ method: 'GET', search: 'e', first: 6 }]);
    await search.seeAll();
    await expect(page).toHaveURL('/category-pages?q=e');
    await expect(listing(page).heading).toHaveText('Risultati per “e”');
    await expect(listing(page).count).toHaveText('8 prodotti');
  });

  test('opens the results page on Enter', async ({ page }) => {
    await page.goto('/academy');
    const search = mobileSearch(page);
    await search.input.fill('frigorifero');
    await expect(search.noResults).toBeVisible();
    // A word of the descriptions only: the results page looks there, the header does not.
    await search.input.fill('titanio');
    await expect(search.noResults).toBeVisible();
    await search.input.press('Enter');
    await expect(page).toHaveURL('/category-pages?q=titanio');
    await listing(page).expectNames(['iPhone 15 Pro', 'Galaxy S24 Ultra']);
  });
});

test.describe('the listing', () => {
  test('keeps category and sort in the URL through reload and back', async ({ page }) => {
    const requests = countGraphQLRequests(page);
    await page.goto('/shop');
    const shop = listing(page);
    await shop.expectNames(ALL_BY_NAME);
    await expect(shop.count).toHaveText('8 prodotti');
    expect(requests).toHaveLength(1);

    await shop.category('Laptop').click();
    await expect(page).toHaveURL('/shop?category=laptop');
    await shop.expectNames(['MacBook Air 13" M3', 'XPS 13']);
    await expect(shop.category('Laptop')).toHaveAttribute('aria-current', 'page');

    await shop.sort.selectOption({ label: 'Prezzo crescente' });
    await expect(page).toHaveURL('/shop?category=laptop&sort=price-low');
    await shop.expectNames(['XPS 13', 'MacBook Air 13" M3']);

    await page.reload();
    await shop.expectNames(['XPS 13', 'MacBook Air 13" M3']);
    await expect(shop.sort).toHaveValue('price-low');

    await page.goBack();
    await expect(page).toHaveURL('/shop?category=laptop');
    await shop.expectNames(['MacBook Air 13" M3', 'XPS 13']);
    await page.goBack();
    await expect(page).toHaveURL('/shop');
    await expect(shop.count).toHaveText('8 prodotti');
  });

  test('sorts by price both ways', async ({ page }) => {
    await page.goto('/product-lists?sort=price-high');
    const shop = listing(page);
    await expect(shop.names.first()).toHaveText('iPhone 15 Pro');
    await expect(shop.names.last()).toHaveText('AirPods Pro (2a generazione)');
    await shop.sort.selectOption({ label: 'Nome' });
    await expect(page).toHaveURL('/product-lists');
    await shop.expectNames(ALL_BY_NAME);
  });

  test('searches the server as the visitor types and shows an empty state', async ({ page }) => {
    await page.goto('/shop');
    const shop = listing(page);
    await shop.search.fill('samsung');
    await expect(page).toHaveURL('/shop?q=samsung');
    await shop.expectNames(['Galaxy S24 Ultra', 'Galaxy Watch6 Classic']);
    await expect(shop.count).toHaveText('2 prodotti');
    await shop.search.fill('penna S Pen');
    await expect(shop.count).toHaveText('0 prodotti');
    await expect(shop.emptyState).toBeVisible();
    await shop.showAll();
    await expect(shop.count).toHaveText('8 prodotti');
    await expect(shop.search).toHaveValue('');
  });
});

test.describe('the product page', () => {
  test('shows the gallery, price, options, stock and the labelled sheet', async ({ page }) => {
    const product = productPage(page);
    await product.open(1);
    await expect(page).toHaveTitle('iPhone 15 Pro – Apple | RiparoLab');
    await expect(product.heading).toHaveText('iPhone 15 Pro');
    await expect(product.price(euros('1.299,00'))).toBeVisible();
    // The seed's struck price, the lowest of the 30 days before its price (migration 0029).
    await expect(product.listPrice).toContainText(euros('1.399,00'));
    await expect(product.shows('-7%')).toBeVisible();
    await expect(
      product.shows(/Prezzo più basso degli ultimi 30 giorni: 1\.399,00\s€/),
    ).toBeVisible();
    await expect(product.shows('+ IVA')).toBeVisible();
    // The seed's stars are not reviews: none show until a buyer's review is published.
    await expect(product.ownRating).toHaveCount(0);
    await expect(product.shows('Questo prodotto non ha ancora recensioni.')).toBeVisible();
    await expect(product.shows('Disponibile', { exact: true })).toBeVisible();

    await expect(product.image(/iPhone 15 Pro, immagine 1 di 2/)).toHaveAttribute('src', /front/);
    await product.showImage('Mostra immagine 2 di 2');
    await expect(product.image(/immagine 2 di 2/)).toHaveAttribute('src', /back/);

    await expect(product.option('Titanio naturale')).toBeChecked();
    await product.choose('Titanio blu');
    await expect(product.option('Titanio blu')).toBeChecked();
    await expect(product.optionGroup(/Memoria/).getByRole('radio')).toHaveCount(3);
    // 12 in stock, but one order takes at most 5 of a product.
    await expect(product.quantity.getByRole('option')).toHaveText(['1', '2', '3', '4', '5']);

    await expect(product.sheet.getByRole('rowheader')).toHaveText([
      'Display',
      'Processore',
      'Fotocamera',
      'Batteria',
      'Connettività',
      "Resistenza all'acqua",
      'Funzioni speciali',
    ]);
    await expect(product.related.first()).toHaveText('Galaxy S24 Ultra');

    expect(await product.structuredData()).toMatchObject({
      '@type': 'ProductGroup',
      name: 'iPhone 15 Pro',
      brand: { name: 'Apple' },
    });
    expect((await product.offers())[0]).toMatchObject({
      price: '1299.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(await product.structuredData()).not.toHaveProperty('aggregateRating');
  });

  test('adds the chosen colour and size to the cart', async ({ page }) => {
    const product = productPage(page);
    await product.open(5);
    await product.choose('Viola');
    await product.choose('256GB');
    await product.addToCart(2);
    await shell(page).expectCartCount(2);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(stored).toMatchObject([
      { id: 5, selectedColor: 'Viola', selectedSize: '256GB', quantity: 2 },
    ]);
  });

  test('says when only a few are left, and disables an out-of-stock product', async ({ page }) => {
    const product = productPage(page);
    await product.open(3);
    await expect(product.shows('Solo 5 disponibili')).toBeVisible();
    await product.open(8);
    await expect(product.soldOutButton).toBeDisabled();
    await expect(product.quantity).toHaveCount(0);
    for (const offer of await product.offers()) {
      expect(offer.availability).toBe('https://schema.org/OutOfStock');
    }
  });

  for (const id of ['999', 'abc']) {
    test(`/product-overview/${id} says the product was not found, inside the shell`, async ({
      page,
    }) => {
      const product = productPage(page);
      await product.open(id);
      await expect(product.notFound).toBeVisible();
      await expect(shell(page).nav).toBeVisible();
      await expect(product.shopLink).toHaveAttribute('href', '/shop');
    });
  }
});
