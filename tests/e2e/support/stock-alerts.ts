import { expect, type Page } from '@playwright/test';
import { shopModule } from './admin';
import { literally } from './text';

/** The subjects of the back-in-stock e-mails, as Posta inviata lists them. */
export const STOCK_ALERT_MAIL = {
  confirmation: (product: string) => `Conferma l'avviso per ${product}`,
  backInStock: (product: string) => `${product} è di nuovo disponibile`,
};

/** "Avvisami quando torna disponibile" on an out-of-stock product's page. */
export function backInStockForm(page: Page) {
  const region = page.getByRole('region', { name: 'Avvisami quando torna disponibile' });
  return {
    region,
    email: region.getByLabel('E-mail'),
    says: (text: string, options?: { exact: boolean }) => region.getByText(text, options),
    async request(email: string) {
      await region.getByLabel('E-mail').fill(email);
      await region.getByRole('button', { name: 'Avvisami' }).click();
    },
  };
}

/**
 * The shop module seen for back-in-stock alerts: the requests waiting per product, and the stock
 * and sale flag staff set in the editor.
 */
export function stockInShopModule(page: Page) {
  const shop = shopModule(page);
  return {
    ...shop,
    /** The "Avvisi in attesa" cell of the product's row. */
    async waitingAlerts(product: string) {
      const headers = shop.list.region.getByRole('columnheader');
      await expect(headers.first()).toBeVisible();
      const column = (await headers.allTextContents()).indexOf('Avvisi in attesa');
      expect(column).toBeGreaterThanOrEqual(0);
      return shop.list.region
        .getByRole('row', { name: literally(product) })
        .getByRole('cell')
        .nth(column);
    },
    /** Opens the product, sets its pieces and whether it is on sale, saves, and waits for the shop. */
    async setStock(product: string, stock: number, onSale: boolean) {
      await shop.edit(product);
      await page.getByLabel('Pezzi disponibili').fill(String(stock));
      await page.getByLabel("In vendita (disponibile all'acquisto)").setChecked(onSale);
      await shop.save();
      await expect(shop.saved(product)).toBeVisible();
    },
  };
}
