import { expect, type Page } from '@playwright/test';
import { adminArea } from './admin';

/** /recensisci, opened from a delivered order's link: one form per product of the order. */
export function reviewPage(page: Page) {
  return {
    heading: page.getByRole('heading', { name: 'Recensisci il tuo acquisto' }),
    /** Gives the product its stars and text, sends them, and waits for the answer. */
    async review(product: string, stars: number, text: string) {
      const form = page.getByRole('form', { name: `Recensione di ${product}` });
      await form.getByRole('radio', { name: `${stars} stelle` }).check();
      await form.getByLabel('La tua recensione').fill(text);
      await form.getByRole('button', { name: 'Invia la recensione' }).click();
      await expect(
        page.getByText('Recensione inviata: la leggiamo e la pubblichiamo al più presto.'),
      ).toBeVisible();
    },
  };
}

/** The staff area's «Recensioni»: the reviews waiting to be read. */
export function reviewQueue(page: Page) {
  return {
    async open() {
      await page.goto('/admin');
      await adminArea(page).openSection('Recensioni');
    },
    review: (author: string) => page.getByRole('article', { name: `Recensione di ${author}` }),
    async publish(author: string) {
      await this.review(author).getByRole('button', { name: 'Pubblica' }).click();
      await expect(this.review(author)).toHaveCount(0);
    },
  };
}
