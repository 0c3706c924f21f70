import type { Page } from '@playwright/test';

/** /profilo/riparazioni: the account's repairs, each with its warranty, and its requests. */
export function accountRepairs(page: Page) {
  const requests = page.getByRole('region', { name: 'Richieste inviate' });
  return {
    requests,
    async open() {
      await page.goto('/profilo/riparazioni');
    },
    /** The card of one repair, by its code. */
    repair(code: string) {
      const card = page.locator(`[id="${code}"]`);
      return {
        card,
        warranty: card.getByRole('region', { name: 'Garanzia' }),
        async claimWarranty() {
          await card.getByRole('link', { name: 'Richiedi intervento in garanzia' }).click();
        },
      };
    },
    /** The row of a request, by its number. */
    request: (number: string) => requests.getByRole('listitem').filter({ hasText: number }),
  };
}

/** /profilo: the overview's one list of orders and repairs. */
export function accountOverview(page: Page) {
  return {
    activity: page.getByRole('region', { name: 'Ordini e riparazioni' }),
    async open() {
      await page.goto('/profilo');
    },
  };
}

/** "I tuoi dispositivi" on the quote and shipping forms. */
export function devicePicker(page: Page) {
  const select = page.getByLabel('I tuoi dispositivi');
  return {
    select,
    async choose(label: string) {
      await select.selectOption({ label });
    },
  };
}
