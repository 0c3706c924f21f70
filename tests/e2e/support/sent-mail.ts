import { expect, type Page } from '@playwright/test';
import { adminArea } from './admin';

/** "Posta inviata" at /admin/posta: the e-mails the shop wrote, read as the customer gets them. */
export function sentMail(page: Page) {
  const list = adminArea(page).list('E-mail del negozio');
  return {
    list,
    /**
     * Searches until the e-mail with this subject is listed: it may be written after the answer,
     * so each try loads the page afresh, with the search in its address as «Cerca» puts it, and
     * looks once the list has its rows.
     */
    async find(search: string, subject: string) {
      const row = list.region.getByRole('row', { name: subject });
      await expect(async () => {
        await page.goto(`/admin/posta?${new URLSearchParams({ cerca: search })}`);
        await expect(list.region.getByRole('searchbox')).toHaveValue(search);
        await expect(
          list.region.getByRole('status').filter({ hasText: 'Caricamento' }),
        ).toHaveCount(0);
        expect(await row.count(), `${subject}: listed`).toBeGreaterThan(0);
      }).toPass({ intervals: [200] });
      return row;
    },
    /**
     * Opens the e-mail and returns the address of a link in its HTML preview, as the customer
     * sees it, except that order and repair links come without the secret that opens them.
     */
    async linkIn(subject: string, linkName: string) {
      await list.open(subject);
      const preview = page.frameLocator(`iframe[title="Anteprima: ${subject}"]`);
      const link = preview.getByRole('link', { name: linkName });
      await expect(link).toBeVisible();
      return (await link.getAttribute('href')) ?? '';
    },
    /**
     * Opens the e-mail and returns the address its plain-text part gives under `label:`, whole:
     * the customer's working link, which the HTML preview masks.
     */
    async linkInText(subject: string, label: string) {
      await list.open(subject);
      const text = page.getByRole('region', { name: 'Versione testo' });
      await expect(text).toContainText(`${label}:`);
      const lines = ((await text.textContent()) ?? '').split('\n');
      return lines[lines.indexOf(`${label}:`) + 1]?.trim() ?? '';
    },
  };
}
