import { ADMIN, signedIn } from './support/accounts';
import { shopModule } from './support/admin';
import { euros, listing, productPage } from './support/catalogue';
import { reserved } from './support/reserved';
import { expect, test } from './support/test';

/**
 * The Omnibus rule as staff and shoppers meet it (docs/product.md#prices-and-discounts). The iPad,
 * reserved for this spec (tests/e2e/support/reserved.ts), is repriced within its price range and its place in every price order (between the PlayStation
 * and the XPS), so the other specs' counts and orders hold while it runs; it gets its seeded price
 * back afterwards, which, being above the lowest of the last 30 days, is no discount (the seed's
 * struck price does not come back: no other spec reads the iPad's).
 */
test.describe('prices and discounts', () => {
  const [{ name: IPAD }] = reserved('omnibus').products;
  const SEEDED_PRICE = '699,00';
  const LOWEST = /Prezzo più basso degli ultimi 30 giorni: 699,00\s€/;
  let repriced = false;

  test("the seed's struck prices show on the shop's cards", async ({ page }) => {
    await page.goto('/shop?category=smartphone');
    const card = listing(page).grid.getByRole('listitem').filter({ hasText: 'iPhone 15 Pro' });
    await expect(card.getByRole('deletion')).toContainText(euros('1.399,00'));
    await expect(card).toContainText('-7%');
    await expect(card).toContainText(/Prezzo più basso degli ultimi 30 giorni: 1\.399,00\s€/);
  });

  test.afterEach(async ({ page }) => {
    if (!repriced) return;
    const shop = shopModule(page);
    await shop.open();
    await shop.setPrice(IPAD, SEEDED_PRICE);
    await expect(shop.row(IPAD)).toContainText(euros(SEEDED_PRICE));
  });

  test('staff raise then lower a price: the shop strikes the lowest price of the 30 days before', async ({
    page,
  }) => {
    await signedIn(page, ADMIN, '/admin/modulo/negozio');
    const shop = shopModule(page);
    await shop.edit(IPAD);
    // As seeded: 699,00, struck from 749,00, its price through the 30 days before.
    await expect(shop.preview.getByRole('deletion')).toContainText(euros('749,00'));
    await shop.price.fill('749,00');
    await expect(shop.preview).toContainText('Nessuno sconto');
    repriced = true;
    await shop.save();
    await expect(shop.saved(IPAD)).toBeVisible();

    await shop.edit(IPAD);
    await shop.price.fill('629,00');
    // The editor tells staff, before saving, what the history makes of the new price.
    await expect(shop.preview.getByRole('deletion')).toContainText(euros(SEEDED_PRICE));
    await expect(shop.preview).toContainText(LOWEST);
    await shop.save();
    await expect(shop.saved(IPAD)).toBeVisible();

    const product = productPage(page);
    await product.open(5);
    await expect(product.price(euros('629,00'))).toBeVisible();
    await expect(product.listPrice).toContainText(euros(SEEDED_PRICE));
    await expect(product.shows('-10%')).toBeVisible();
    await expect(product.shows(LOWEST)).toBeVisible();

    await page.goto('/shop?category=tablet');
    const card = listing(page).grid.getByRole('listitem').filter({ hasText: IPAD });
    await expect(card.getByRole('deletion')).toContainText(euros(SEEDED_PRICE));
    await expect(card).toContainText(LOWEST);
  });
});
