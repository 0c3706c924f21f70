import type { Page } from '@playwright/test';

/**
 * The header searches' requests from now on, each text once (a persisted query's first GET may
 * be answered "not found" and resent with its document, which is still one search).
 */
export function headerSearchRequests(page: Page) {
  const seen: { method: string; search: string; first: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: unknown } | null;
    const name = body ? body.operationName : url.searchParams.get('operationName');
    if (name !== 'HeaderSearch') return;
    const variables = (body?.variables ??
      JSON.parse(url.searchParams.get('variables') ?? '{}')) as { search: string; first: number };
    const entry = { method: request.method(), ...variables };
    if (!seen.some((s) => JSON.stringify(s) === JSON.stringify(entry))) seen.push(entry);
  });
  return seen;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Texts that start with each of `names`, in order: a result's name before its brand. */
export const startingWith = (names: readonly string[]) =>
  names.map((name) => new RegExp(`^${escapeRegExp(name)}`));

/** The listing's filter panel (the desktop sidebar, or the phone's sheet once opened) and pages. */
export function listingFilters(page: Page) {
  const sheet = page.getByRole('dialog', { name: 'Filtri' });
  const panel = page.getByRole('complementary', { name: 'Filtri' }).or(sheet);
  return {
    panel,
    sheet,
    group: (legend: string) => panel.getByRole('group', { name: legend }),
    /** A radio or checkbox by its label, named with its count: "Apple" finds "Apple, 4 prodotti". */
    option: (label: string) => {
      const name = new RegExp(`^${escapeRegExp(label)}(,|$)`);
      return panel.getByRole('radio', { name }).or(panel.getByRole('checkbox', { name }));
    },
    chosen: page.getByRole('list', { name: 'Filtri attivi' }),
    clear: page.getByRole('link', { name: 'Rimuovi filtri' }),
    openButton: page.getByRole('button', { name: /^Filtri/ }),
    showProducts: sheet.getByRole('button', { name: /^Mostra/ }),
    pages: page.getByRole('navigation', { name: 'Pagine' }),
  };
}
