import type { Page } from '@playwright/test';
import { adminArea } from './admin';

/** The subjects of the newsletter's e-mails, as Posta inviata lists them. */
export const NEWSLETTER_MAIL = {
  confirmation: "Conferma l'iscrizione alla newsletter di RiparoLab",
  welcome: 'Iscrizione confermata: benvenuto nella newsletter di RiparoLab',
};

/**
 * A page a newsletter e-mail's link opens (/newsletter/conferma, /newsletter/disiscrizione):
 * nothing happens until its button is pressed.
 */
export function newsletterLinkPage(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1 }),
    says: (text: string | RegExp) => page.getByText(text),
    button: (name: string) => page.getByRole('button', { name }),
    async press(name: string) {
      await page.getByRole('button', { name }).click();
    },
  };
}

/**
 * The staff's list of subscribers searched for one address, loaded with the search in its
 * address (/admin?vista=newsletter&cerca=…), so what it shows is that search's answer.
 */
export async function subscribersMatching(page: Page, email: string) {
  await page.goto(`/admin?${new URLSearchParams({ vista: 'newsletter', cerca: email })}`);
  const list = adminArea(page).list('Iscritti alla newsletter');
  return {
    ...list,
    /** The list's answer when the address is not subscribed. */
    none: list.region.getByText('Nessun risultato.'),
  };
}
