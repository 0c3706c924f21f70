import { expect, type Page } from '@playwright/test';
import { euros, productPage } from './catalogue';
import { definitionOf } from './text';

/** The cart as a shopper uses it: from a product page, in the drawer, on the cart page. */
export function cart(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Carrello' });
  const checkoutLink = page.getByRole('link', { name: 'Procedi al checkout' });
  return {
    drawer,
    checkoutLink,
    /** What the cart page says once the server has checked prices and stock. */
    confirmed: page.getByRole('main').getByText('Prezzi e disponibilità confermati.'),
    says: (text: string) => page.getByText(text),
    quantityOf: (product: RegExp) => page.getByLabel(product),
    async addFromProductPage(
      productId: number,
      choices: { color?: string; size?: string; quantity?: number } = {},
    ) {
      const product = productPage(page);
      await product.open(productId);
      if (choices.color) await product.choose(choices.color);
      if (choices.size) await product.choose(choices.size);
      await product.addToCart(choices.quantity);
      await expect(drawer).toBeVisible();
    },
    /** Seeds the cart as an earlier visit would have left it. */
    async seed(lines: Record<string, unknown>[]) {
      await page.addInitScript(
        (stored) => window.localStorage.setItem('cart', stored),
        JSON.stringify(lines),
      );
    },
    async open() {
      await page.goto('/shopping-cart');
    },
    /** In the drawer: one more, or one less, of a product. */
    async increase(product: string) {
      await drawer.getByRole('button', { name: `Aumenta la quantità di ${product}` }).click();
    },
    async decrease(product: string) {
      await drawer.getByRole('button', { name: `Diminuisci la quantità di ${product}` }).click();
    },
    async closeDrawer() {
      await page.keyboard.press('Escape');
    },
    async goToCart() {
      await drawer.getByRole('link', { name: 'Vai al carrello' }).click();
    },
    /** Removes a line: `line` is its name, or the start of it, or its name and options. */
    async remove(line: string) {
      await page.getByRole('button', { name: `Rimuovi ${line}` }).click();
    },
    async proceedToCheckout() {
      await checkoutLink.click();
    },
    async expectTotal(label: 'Subtotale' | 'Spedizione' | 'IVA 22%' | 'Totale', amount: string) {
      await expect(definitionOf(page.getByRole('main'), label)).toHaveText(
        amount === 'Gratuita' ? 'Gratuita' : euros(amount),
      );
    },
  };
}
