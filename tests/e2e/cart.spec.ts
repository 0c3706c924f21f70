import { expect, test } from '@playwright/test';
import { cart, fillCheckout, GUEST } from './support/cart';
import { shell } from './support/shell';

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

  await shop.drawer.getByRole('button', { name: /Aumenta la quantità di iPhone 15 Pro/ }).click();
  await shell(page).expectCartCount(2);
  await shop.drawer
    .getByRole('button', { name: /Diminuisci la quantità di iPhone 15 Pro/ })
    .click();
  await shell(page).expectCartCount(1);
  await page.keyboard.press('Escape');
  await expect(shop.drawer).toBeHidden();

  await shop.addFromProductPage(6);
  await shell(page).expectCartCount(2);
  await shop.drawer.getByRole('link', { name: 'Vai al carrello' }).click();
  await expect(page).toHaveURL('/shopping-cart');
  await expect(
    page.getByRole('main').getByText('Prezzi e disponibilità confermati.'),
  ).toBeVisible();
  await shop.expectTotal('Subtotale', '1.578,00');
  await shop.expectTotal('Spedizione', 'Gratuita');
  await shop.expectTotal('IVA 22%', '347,16');
  await shop.expectTotal('Totale', '1.925,16');

  await page.getByRole('button', { name: /Rimuovi AirPods/ }).click();
  await shell(page).expectCartCount(1);
  await page.getByRole('link', { name: 'Procedi al checkout' }).click();
  await expect(page).toHaveURL('/checkout-forms');

  await fillCheckout(page);
  await page.getByLabel('Bonifico bancario').check();
  await page.getByLabel(/Ho letto e accetto/).check();
  await page.getByRole('button', { name: 'Continua al riepilogo' }).click();

  await expect(page).toHaveURL('/order-summaries');
  const main = page.getByRole('main');
  await expect(main).toContainText(GUEST.email);
  await expect(main).toContainText('Corso Buenos Aires 45');
  await expect(main).toContainText('20124 Milano (MI)');
  await expect(main).toContainText('Bonifico bancario');
  await page.getByRole('button', { name: 'Conferma ordine' }).click();

  await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]{20,}$/);
  await expect(page.getByText('Grazie! Abbiamo ricevuto il tuo ordine.')).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Ordine RL-\d{4}-\d{6}$/);
  const number = (await heading.textContent())?.replace('Ordine ', '') ?? '';
  await expect(page.getByText('In attesa di pagamento').first()).toBeVisible();
  await expect(page.getByText('IT60 X054 2811 1010 0000 0123 456')).toBeVisible();
  await expect(page.getByText(`Ordine ${number}`, { exact: true }).last()).toBeVisible();
  await shell(page).expectCartCount(0);

  await page.reload();
  await expect(heading).toHaveText(`Ordine ${number}`);
  await expect(page.getByRole('main')).toContainText('iPhone 15 Pro');

  await page.goto('/order-history');
  const history = page.getByRole('list', { name: 'Ordini' });
  await expect(history.getByRole('link')).toHaveCount(1);
  await expect(history).toContainText(`Ordine ${number}`);
  await expect(page.getByRole('link', { name: 'Accedi' }).last()).toBeVisible();
  await history.getByRole('link').click();
  await expect(heading).toHaveText(`Ordine ${number}`);
});

test('another browser without the token cannot open the order', async ({ page, browser }) => {
  const shop = cart(page);
  await shop.addFromProductPage(6);
  await page.goto('/checkout-forms');
  await fillCheckout(page);
  await page.getByLabel('Ritiro in negozio').check();
  await page.getByLabel(/Ho letto e accetto/).check();
  await page.getByRole('button', { name: 'Continua al riepilogo' }).click();
  await page.getByRole('button', { name: 'Conferma ordine' }).click();
  await expect(page.getByText('Grazie! Abbiamo ricevuto il tuo ordine.')).toBeVisible();
  await expect(page.getByText('Ritiro in negozio').last()).toBeVisible();
  const url = page.url();

  const stranger = await browser.newPage();
  await stranger.goto(url);
  await expect(stranger.getByRole('heading', { name: 'Ordine non trovato' })).toBeVisible();
  await stranger.close();
});

test('the checkout form explains each mistake, on blur and not while typing', async ({ page }) => {
  await cart(page).seed([{ ...macbook, stock: 5, quantity: 1 }]);
  await page.goto('/checkout-forms');
  await page.getByRole('button', { name: 'Continua al riepilogo' }).click();
  await expect(page).toHaveURL('/checkout-forms');
  for (const label of ['E-mail', 'Telefono', 'Cognome', 'CAP', 'Città']) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Il campo non deve essere vuoto\./);
  }
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expect(page.getByText('E obbligatorie accettare Tutte le condizioni.')).toBeVisible();
  await expect(page.getByText('Il campo non deve essere vuoto.').first()).toBeVisible();

  const email = page.getByLabel('E-mail');
  await email.fill('');
  await email.pressSequentially('laura@');
  await expect(email).toHaveAccessibleDescription(/Il campo non deve essere vuoto\./);
  await email.blur();
  await expect(email).toHaveAccessibleDescription('Email non e valido');
  await email.fill('laura@example.it');
  await expect(email).toHaveAccessibleDescription('Email non e valido');
  await email.blur();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  const cap = page.getByLabel('CAP');
  await cap.fill('201');
  await cap.blur();
  await expect(cap).toHaveAccessibleDescription('Il CAP deve avere 5 cifre.');
  const province = page.getByLabel('Provincia');
  await province.fill('XX');
  await province.blur();
  await expect(province).toHaveAccessibleDescription(
    /Inserisci la sigla di una provincia italiana/,
  );

  await page.getByLabel('Desidero la fattura').check();
  const taxCode = page.getByLabel('Codice fiscale o partita IVA');
  await taxCode.fill('RSSMRA85T10A562X');
  await taxCode.blur();
  await expect(taxCode).toHaveAccessibleDescription(
    'Inserisci un codice fiscale o una partita IVA validi.',
  );
  await taxCode.fill('RSSMRA85T10A562S');
  await taxCode.blur();
  await expect(taxCode).not.toHaveAttribute('aria-invalid', 'true');
});

test('the cart takes the server at its word: capped quantities and products gone', async ({
  page,
}) => {
  await cart(page).seed([
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
  await page.goto('/shopping-cart');
  await expect(
    page.getByText('Di MacBook Air 13" M3 ne restano solo 5: abbiamo aggiornato la quantità.'),
  ).toBeVisible();
  await expect(page.getByLabel(/Quantità di MacBook Air/)).toHaveValue('5');
  await expect(page.getByText('PlayStation 5 Slim non è più disponibile.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Procedi al checkout' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await cart(page).expectTotal('Subtotale', '6.245,00');

  await page
    .getByRole('button', { name: 'Rimuovi PlayStation 5 Slim, Bianco · 1TB Standard' })
    .click();
  await expect(page.getByRole('link', { name: 'Procedi al checkout' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
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
  await other.goto('/shopping-cart');
  await other.getByRole('button', { name: /Rimuovi AirPods/ }).click();
  await shell(page).expectCartCount(0);
});
