import { expect, type Page } from '@playwright/test';

/** The parts of the site's shell a visitor sees on every public page. */
export function shell(page: Page) {
  const header = page.locator('header[data-fixed]');
  return {
    banner: page.getByText(/Spedizione gratuita per ordini superiori a 100\s€/),
    header,
    nav: page.getByRole('navigation', { name: 'Principale' }),
    searchButton: page.getByRole('button', { name: 'Cerca prodotti', exact: true }),
    cartLink: page.getByRole('link', { name: /^Carrello/ }),
    accountLink: page.getByRole('link', { name: /^Account/ }),
    menuButton: page.getByRole('button', { name: 'Apri menu' }),
    footer: page.getByRole('contentinfo'),
    contactButton: page.getByRole('link', { name: 'Contattaci su WhatsApp' }),
    /** A message anywhere on the page, such as a toast's ("… è nei tuoi preferiti."). */
    notice: (text: string) => page.getByText(text),
    /** The toast (a status message) that says this. */
    toast: (text: string) => page.getByRole('status').filter({ hasText: text }),
    /** The page's own title, its one level-1 heading. */
    heading: page.getByRole('heading', { level: 1 }),
    notFound: page.getByText('404', { exact: true }),
    notFoundHeading: page.getByRole('heading', { name: 'Pagina non trovata' }),
    /** The header landmark, whatever its scroll state. */
    landmark: page.getByRole('banner'),
    /** What a page shows while its next page's code is on its way. */
    busy: page.locator('[aria-busy="true"]'),
    /** The notice a page shows when its data did not arrive, with a button to try again. */
    loadError: page.getByRole('alert').filter({ hasText: 'Non siamo riusciti a caricare' }),
    /** The staff area's own navigation, which replaces the public header there. */
    adminNav: page.getByRole('navigation', { name: 'Gestione' }),
    /** What search engines read of the page. */
    description: page.locator('meta[name="description"]'),
    robots: page.locator('meta[name="robots"]'),
    async expectCartCount(count: number) {
      if (count === 0) {
        await expect(page.getByTestId('cart-count')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('cart-count')).toHaveText(String(count));
      }
    },
  };
}

/** Fails the test on any uncaught page error or console error (CSP violations included). */
export function watchForPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/** The phone's menu, opened from the header's menu button. */
export function mobileMenu(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  return {
    dialog,
    links: dialog.getByRole('navigation').getByRole('link'),
    link: (name: string) => dialog.getByRole('link', { name }),
    async open() {
      await page.getByRole('button', { name: 'Apri menu' }).click();
    },
    async go(name: string) {
      await dialog.getByRole('link', { name }).click();
    },
    async signOut() {
      await dialog.getByRole('button', { name: 'Esci' }).click();
    },
  };
}

/** The newsletter form in the footer. */
export function newsletter(page: Page) {
  const footer = page.getByRole('contentinfo');
  return {
    footer,
    address: footer.getByLabel('Indirizzo per la newsletter'),
    consent: footer.getByLabel(/Acconsento a ricevere la newsletter/),
    says: (text: string | RegExp) => footer.getByText(text),
    /** Scrolls down to the footer, as a reader does: the form's code arrives as it comes into view. */
    async reach() {
      await footer.scrollIntoViewIfNeeded();
    },
    async subscribe() {
      await footer.getByRole('button', { name: 'Iscriviti' }).click();
    },
  };
}

/** A newsletter sign-up, sent the way the footer's form sends it. */
export async function subscribeThroughApi(page: Page, email: string) {
  await page.request.post('/graphql', {
    data: {
      query: `mutation { subscribeNewsletter(email: ${JSON.stringify(email)}, consent: true) { email } }`,
    },
  });
}
