import { cart } from './support/cart';
import { checkout, GUEST, placeOrder } from './support/checkout';
import { enter, expectAccepted, expectError, REQUIRED } from './support/forms';
import { orderHistory, orderPage } from './support/orders';
import { shell } from './support/shell';
import { expect, test } from './support/test';

/*
 * The orders placed here take stock from the catalogue every spec shares (one e2e server, two
 * workers in CI): one iPhone 15 Pro (12 in stock) and one pair of AirPods (25). No other spec
 * reads their stock beyond "Disponibile", which holds down to 6 left, nor changes their price.
 * The products whose scarcity specs check (MacBook Air, "Solo 5"; PlayStation, sold out) are
 * never bought, only put in a seeded cart; the one staff re-price is in admin.spec.ts.
 */

const macbook = {
  id: 3,
  name: 'MacBook Air 13" M3',
  brand: 'Apple',
  price: 124900,
  originalPrice: 134900,
  image: '/images/products/macbook-air-13-m3-open.svg',
  selectedColor: 'Mezzanotte',
  selectedSize: '8GB / 256GB',
  inStock: true,
  stock: 99,
};

test('a guest buys from the product page to a tracked order', async ({ page }) => {
  const shop = cart(page);
  await shop.addFromProductPage(1, { color: 'Titanio blu', size: '256GB' });
  await expect(shop.drawer).toContainText('iPhone 15 Pro');
  await expect(shop.drawer).toContainText('Colore: Titanio blu');
  await expect(shop.drawer).toContainText('Versione: 256GB');
  await shell(page).expectCartCount(1);

  await shop.increase('iPhone 15 Pro');
  await shell(page).expectCartCount(2);
  await shop.decrease('iPhone 15 Pro');
  await shell(page).expectCartCount(1);
  await shop.closeDrawer();
  await expect(shop.drawer).toBeHidden();

  await shop.addFromProductPage(6);
  await shell(page).expectCartCount(2);
  await shop.goToCart();
  await expect(page).toHaveURL('/shopping-cart');
  await expect(shop.confirmed).toBeVisible();
  await shop.expectTotal('Subtotale', '1.578,00');
  await shop.expectTotal('Spedizione', 'Gratuita');
  await shop.expectTotal('IVA 22%', '347,16');
  await shop.expectTotal('Totale', '1.925,16');

  await shop.remove('AirPods');
  await shell(page).expectCartCount(1);
  await shop.proceedToCheckout();
  await expect(page).toHaveURL('/checkout-forms');

  const order = checkout(page);
  await order.fill(GUEST);
  await order.pay('Bonifico bancario');
  await order.acceptTerms();
  await order.continueToSummary();

  await expect(page).toHaveURL('/order-summaries');
  await expect(order.summary).toContainText(GUEST.email);
  await expect(order.summary).toContainText('Corso Buenos Aires 45');
  await expect(order.summary).toContainText('20124 Milano (MI)');
  await expect(order.summary).toContainText('Bonifico bancario');
  await order.confirm();

  const placed = orderPage(page);
  await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]{20,}$/);
  await expect(placed.thanks).toBeVisible();
  await expect(placed.heading).toHaveText(/^Ordine RL-\d{4}-\d{6}$/);
  const number = await placed.number();
  await expect(placed.shows('In attesa di pagamento').first()).toBeVisible();
  await expect(placed.shows('IT60 X054 2811 1010 0000 0123 456')).toBeVisible();
  await expect(
    page.getByText(
      /^Se il bonifico non arriva entro il \d{1,2} \p{L}+ \d{4} alle ore \d{2}:\d{2}, l'ordine sarà annullato e i prodotti torneranno disponibili\.$/u,
    ),
  ).toBeVisible();
  await expect(placed.shows(`Ordine ${number}`, { exact: true }).last()).toBeVisible();
  await shell(page).expectCartCount(0);

  await page.reload();
  await expect(placed.heading).toHaveText(`Ordine ${number}`);
  await expect(placed.main).toContainText('iPhone 15 Pro');

  const history = orderHistory(page);
  await history.open();
  await expect(history.orders).toHaveCount(1);
  await expect(history.list).toContainText(`Ordine ${number}`);
  await expect(history.signInLink).toBeVisible();
  await history.orders.click();
  await expect(placed.heading).toHaveText(`Ordine ${number}`);
});

test('another browser without the token cannot open the order', async ({ page, browser }) => {
  await cart(page).addFromProductPage(6);
  const { url } = await placeOrder(page, GUEST, { payment: 'Ritiro in negozio' });
  await expect(orderPage(page).shows('Ritiro in negozio').last()).toBeVisible();

  const stranger = await browser.newPage();
  await stranger.goto(url);
  await expect(orderPage(stranger).notFound).toBeVisible();
  await stranger.close();
});

test('the checkout form explains each mistake, on blur and not while typing', async ({ page }) => {
  await cart(page).seed([{ ...macbook, stock: 5, quantity: 1 }]);
  const form = checkout(page);
  await form.open();
  await form.continueToSummary();
  await expect(page).toHaveURL('/checkout-forms');
  for (const label of ['E-mail', 'Telefono', 'Cognome', 'CAP', 'Città']) {
    const field = form.field(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectError(field, REQUIRED);
  }
  await expect(form.email).toBeFocused();
  await expect(form.mustAccept).toBeVisible();
  await expect(form.says('Il campo non deve essere vuoto.').first()).toBeVisible();

  await form.email.fill('');
  await form.email.pressSequentially('laura@');
  await expectError(form.email, REQUIRED);
  await form.email.blur();
  await expectError(form.email, 'Email non e valido');
  await form.email.fill('laura@example.it');
  await expectError(form.email, 'Email non e valido');
  await form.email.blur();
  await expectAccepted(form.email);

  await enter(form.postalCode, '201');
  await expectError(form.postalCode, 'Il CAP deve avere 5 cifre.');
  await enter(form.province, 'XX');
  await expectError(form.province, /Inserisci la sigla di una provincia italiana/);

  await form.wantsInvoice.check();
  await enter(form.taxCode, 'RSSMRA85T10A562X');
  await expectError(form.taxCode, 'Il codice fiscale non è valido.');
  await enter(form.taxCode, 'RSSMRA85T10A562S');
  await expectAccepted(form.taxCode);
});

test('the cart takes the server at its word: capped quantities and products gone', async ({
  page,
}) => {
  const shop = cart(page);
  await shop.seed([
    { ...macbook, quantity: 9 },
    {
      id: 8,
      name: 'PlayStation 5 Slim',
      brand: 'Sony',
      price: 49900,
      originalPrice: 54900,
      image: '/images/products/playstation-5-slim-console.svg',
      selectedColor: 'Bianco',
      selectedSize: '1TB Standard',
      inStock: true,
      stock: 3,
      quantity: 1,
    },
  ]);
  await shop.open();
  await expect(
    shop.says('Di MacBook Air 13" M3 ne restano solo 5: abbiamo aggiornato la quantità.'),
  ).toBeVisible();
  await expect(shop.quantityOf(/Quantità di MacBook Air/)).toHaveValue('5');
  await expect(shop.says('PlayStation 5 Slim non è più disponibile.')).toBeVisible();
  await expect(shop.checkoutLink).toHaveAttribute('aria-disabled', 'true');
  await shop.expectTotal('Subtotale', '6.245,00');

  await shop.remove('PlayStation 5 Slim, Bianco · 1TB Standard');
  await expect(shop.checkoutLink).toHaveAttribute('aria-disabled', 'false');
  await shell(page).expectCartCount(5);
});

test('the cart stops at 5 units of a product per order, and says so', async ({ page }) => {
  const shop = cart(page);
  await shop.addFromProductPage(6, { quantity: 4 });
  await shop.increase('AirPods Pro (2a generazione), Bianco · Taglia unica');
  await shell(page).expectCartCount(5);
  await expect(
    shop.drawer.getByRole('button', { name: /^Aumenta la quantità di AirPods/ }),
  ).toBeDisabled();
  await expect(shop.drawer).toContainText('Massimo 5 pezzi per prodotto in ogni ordine.');
  await shop.addFromProductPage(6);
  await shell(page).expectCartCount(5);
});

test('the cart follows along in another tab and survives a reload', async ({ page, context }) => {
  await page.goto('/shop');
  const other = await context.newPage();
  await other.goto('/academy');
  await cart(page).addFromProductPage(6);
  await shell(other).expectCartCount(1);
  await other.reload();
  await shell(other).expectCartCount(1);
  await cart(other).open();
  await cart(other).remove('AirPods');
  await shell(page).expectCartCount(0);
});
