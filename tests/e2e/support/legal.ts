import type { Page } from '@playwright/test';

/** The legal pages: terms of sale and of use, the accessibility statement, the privacy policy. */
export function legalPage(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    heading: page.getByRole('heading', { level: 1 }),
    updated: main.getByText(/^Ultimo aggiornamento:/),
    index: main.getByRole('navigation', { name: 'Indice' }),
    section: (name: string) => main.getByRole('heading', { level: 2, name, exact: true }),
    async open(path: string) {
      await page.goto(path);
    },
    /** Follows an entry of the index to its section. */
    async jumpTo(name: string) {
      await main.getByRole('navigation', { name: 'Indice' }).getByRole('link', { name }).click();
    },
  };
}

/** The footer's legal part: the company's details and the links to the legal pages. */
export function legalFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  return {
    footer,
    legalLinks: footer.getByRole('navigation', { name: 'Note legali' }).getByRole('link'),
    link: (name: string) => footer.getByRole('link', { name, exact: true }),
  };
}
