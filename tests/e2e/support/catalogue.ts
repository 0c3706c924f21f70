import { expect, type Page } from '@playwright/test';

/** The desktop search overlay, as a visitor uses it. */
export function searchOverlay(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Cerca prodotti' });
  const results = dialog.getByRole('option');
  return {
    dialog,
    results,
    input: dialog.getByPlaceholder('Cerca prodotti...'),
    async open() {
      await page.getByRole('button', { name: 'Cerca', exact: true }).click();
      await expect(dialog).toBeVisible();
    },
    async type(text: string) {
      await dialog.getByPlaceholder('Cerca prodotti...').fill(text);
    },
  };
}

/** The shared product listing behind /shop, /product-lists and /category-pages. */
export function listing(page: Page) {
  const grid = page.getByRole('list', { name: 'Prodotti' });
  return {
    grid,
    names: grid.getByRole('heading', { level: 3 }),
    count: page.getByText(/^\d+ prodott[oi]$/),
    sort: page.getByLabel('Ordina per'),
    search: page.getByLabel('Cerca nel negozio'),
    category: (name: string) =>
      page.getByRole('navigation', { name: 'Categorie' }).getByRole('link', { name, exact: true }),
    async expectNames(names: string[]) {
      await expect(grid.getByRole('heading', { level: 3 })).toHaveText(names);
    },
  };
}

/**
 * The GraphQL operations a page asks for from now on, each once: a persisted query's first GET
 * may be answered "not found" and resent with its document, which is still one operation.
 */
export function countGraphQLRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: unknown } | null;
    const operation = body
      ? `${body.operationName} ${JSON.stringify(body.variables ?? {})}`
      : `${url.searchParams.get('operationName')} ${url.searchParams.get('variables') ?? '{}'}`;
    if (!seen.includes(operation)) seen.push(operation);
  });
  return seen;
}

/** An amount as the site prints it: "1.299,00 €", with the non-breaking space Intl puts in. */
export function euros(amount: string): RegExp {
  return new RegExp(`${amount.replaceAll('.', '\\.')}\\s€`);
}
