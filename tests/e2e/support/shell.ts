import { expect, type Page } from '@playwright/test';

/** The parts of the site's shell a visitor sees on every public page. */
export function shell(page: Page) {
  const header = page.locator('header[data-fixed]');
  return {
    banner: page.getByText(/Spedizione gratuita per ordini superiori a 100\s€/),
    header,
    nav: page.getByRole('navigation', { name: 'Principale' }),
    searchButton: page.getByRole('button', { name: 'Cerca', exact: true }),
    cartLink: page.getByRole('link', { name: /^Carrello/ }),
    accountLink: page.getByRole('link', { name: /^Account/ }),
    menuButton: page.getByRole('button', { name: 'Apri menu' }),
    footer: page.getByRole('contentinfo'),
    contactButton: page.getByRole('link', { name: 'Contattaci su WhatsApp' }),
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
