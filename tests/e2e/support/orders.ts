import { expect, type Page } from '@playwright/test';

/** An order's page, /order/<id>, as the buyer sees it after confirming. */
export function orderPage(page: Page) {
  const linkCopied = page.getByText('Link copiato: incollalo dove vuoi conservarlo.');
  return {
    heading: page.getByRole('heading', { level: 1 }),
    thanks: page.getByText('Grazie! Abbiamo ricevuto il tuo ordine.'),
    notFound: page.getByRole('heading', { name: 'Ordine non trovato' }),
    main: page.getByRole('main'),
    shows: (text: string, options: { exact?: boolean } = {}) => page.getByText(text, options),
    linkCopied,
    /** "Copia il link", then the private link as the clipboard got it. */
    async copyLink() {
      await page.getByRole('button', { name: 'Copia il link' }).click();
      await expect(linkCopied).toBeVisible();
      return page.evaluate(() => navigator.clipboard.readText());
    },
    /** The order's number, read from its heading: "RL-2026-000123". */
    async number() {
      return ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
        'Ordine ',
        '',
      );
    },
  };
}

/** /order-history: the orders this browser placed, for a signed-out buyer. */
export function orderHistory(page: Page) {
  const list = page.getByRole('list', { name: 'Ordini' });
  return {
    list,
    orders: list.getByRole('link'),
    signInLink: page.getByRole('link', { name: 'Accedi' }).last(),
    async open() {
      await page.goto('/order-history');
    },
  };
}
