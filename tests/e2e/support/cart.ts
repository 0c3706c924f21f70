import { expect, type Page } from '@playwright/test';
import { euros } from './catalogue';

/** The cart as a shopper uses it: from a product page, in the drawer, on the cart page. */
export function cart(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Carrello' });
  return {
    drawer,
    async addFromProductPage(
      productId: number,
      choices: { color?: string; size?: string; quantity?: number } = {},
    ) {
      await page.goto(`/product-overview/${productId}`);
      if (choices.color)
        await page.getByRole('main').getByText(choices.color, { exact: true }).click();
      if (choices.size)
        await page.getByRole('main').getByText(choices.size, { exact: true }).click();
      if (choices.quantity)
        await page.getByLabel('Quantità').selectOption(String(choices.quantity));
      await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
      await expect(drawer).toBeVisible();
    },
    /** Seeds the cart as an earlier visit would have left it. */
    async seed(lines: Record<string, unknown>[]) {
      await page.addInitScript(
        (stored) => window.localStorage.setItem('cart', stored),
        JSON.stringify(lines),
      );
    },
    async expectTotal(label: 'Subtotale' | 'Spedizione' | 'IVA 22%' | 'Totale', amount: string) {
      const row = page
        .getByRole('main')
        .locator('dl div')
        .filter({ has: page.getByText(label, { exact: true }) });
      await expect(row.first().locator('dd')).toHaveText(
        amount === 'Gratuita' ? 'Gratuita' : euros(amount),
      );
    },
  };
}

/** A guest's details, as typed into the checkout form. */
export const GUEST = {
  email: 'laura.conti@example.it',
  phone: '+39 347 555 1234',
  firstName: 'Laura',
  lastName: 'Conti',
  street: 'Corso Buenos Aires 45',
  postalCode: '20124',
  city: 'Milano',
  province: 'MI',
};

export async function fillCheckout(page: Page, details = GUEST) {
  await page.getByLabel('E-mail').fill(details.email);
  await page.getByLabel('Telefono').fill(details.phone);
  await page.getByLabel('Nome', { exact: true }).fill(details.firstName);
  await page.getByLabel('Cognome').fill(details.lastName);
  await page.getByLabel('Indirizzo', { exact: true }).fill(details.street);
  await page.getByLabel('CAP').fill(details.postalCode);
  await page.getByLabel('Città').fill(details.city);
  await page.getByLabel('Provincia').fill(details.province);
}
