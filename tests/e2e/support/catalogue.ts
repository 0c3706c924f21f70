import { expect, type Page } from '@playwright/test';

/** The desktop search overlay, as a visitor uses it. */
/** The starting catalogue's products, as the listing orders them by name. */
export const ALL_BY_NAME = [
  'AirPods Pro (2a generazione)',
  'Galaxy S24 Ultra',
  'Galaxy Watch6 Classic',
  'iPad Air 11" M2',
  'iPhone 15 Pro',
  'MacBook Air 13" M3',
  'PlayStation 5 Slim',
  'XPS 13',
];

export function searchOverlay(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Cerca prodotti' });
  const results = dialog.getByRole('option');
  return {
    dialog,
    results,
    input: dialog.getByPlaceholder('Cerca prodotti...'),
    async open() {
      await page.getByRole('button', { name: 'Cerca prodotti', exact: true }).click();
      await expect(dialog).toBeVisible();
    },
    async type(text: string) {
      await dialog.getByPlaceholder('Cerca prodotti...').fill(text);
    },
  };
}

/** The home page: the repair services first, then categories, bestsellers and trust points. */
export function homePage(page: Page) {
  const main = page.getByRole('main');
  const categories = page.getByRole('region', { name: 'Categorie' }).getByRole('link');
  return {
    quoteLink: main.getByRole('link', { name: 'Richiedi un preventivo' }).first(),
    repairStatusLink: main.getByRole('link', { name: 'Controlla lo stato' }),
    shippingFormLink: main.getByRole('link', { name: 'Compila il modulo' }),
    categories,
    /** A category tile's icon (decorative, so it has no role to find it by). */
    categoryIcon: (index: number) => categories.nth(index).locator('svg'),
    bestsellers: page
      .getByRole('list', { name: 'I più venduti' })
      .getByRole('heading', { level: 3 }),
    whyUs: page.getByRole('region', { name: 'Perché sceglierci' }),
    async open() {
      await page.goto('/');
    },
    async openCategory(name: string) {
      await categories.filter({ hasText: name }).click();
    },
  };
}

/** The search box a phone shows in the header, with its short list of matches. */
export function mobileSearch(page: Page) {
  return {
    input: page.getByPlaceholder('Search'),
    results: page.getByRole('list', { name: 'Risultati della ricerca' }).getByRole('link'),
    noResults: page.getByText('Nessun risultato'),
    async seeAll() {
      await page.getByRole('link', { name: 'Vedi tutti i risultati' }).click();
    },
  };
}

/** A product's page: gallery, price, options, stock, the technical sheet and related products. */
export function productPage(page: Page) {
  const main = page.getByRole('main');
  return {
    heading: page.getByRole('heading', { level: 1 }),
    /** Some text of the page's main part, its first occurrence ("+ IVA", "Disponibile"). */
    shows: (text: string | RegExp, options: { exact?: boolean } = {}) =>
      main.getByText(text, options).first(),
    price: (amount: RegExp) => main.getByText(amount).first(),
    /** The struck-through list price. */
    listPrice: main.getByRole('deletion').first(),
    image: (name: RegExp) => main.getByRole('img', { name }),
    /** The product's own stars, not those of the related products' cards below it. */
    ownRating: main.locator(
      '[role="img"][aria-label^="Valutazione"]:not([aria-label="Prodotti correlati"] *)',
    ),
    option: (name: string) => main.getByRole('radio', { name }),
    optionGroup: (name: RegExp) => main.getByRole('group', { name }),
    sheet: main.getByRole('table', { name: /Caratteristiche tecniche/ }),
    related: page
      .getByRole('list', { name: 'Prodotti correlati' })
      .getByRole('heading', { level: 3 }),
    quantity: page.getByLabel('Quantità'),
    addToCartButton: page.getByRole('button', { name: 'Aggiungi al carrello' }),
    soldOutButton: page.getByRole('button', { name: 'Esaurito' }),
    notFound: page.getByRole('heading', { name: 'Prodotto non trovato' }),
    shopLink: page.getByRole('link', { name: 'Vai allo shop' }),
    favourite: (name: string) =>
      page.getByRole('button', { name: `Aggiungi ${name} ai preferiti` }),
    unfavourite: (name: string) =>
      page.getByRole('button', { name: `Togli ${name} dai preferiti` }),
    async open(id: number | string) {
      await page.goto(`/product-overview/${id}`);
    },
    async showImage(label: string) {
      await main.getByRole('button', { name: label }).click();
    },
    /** Picks a colour or a size by its name, as a shopper clicks it. */
    async choose(option: string) {
      await main.getByText(option, { exact: true }).click();
    },
    async addToCart(quantity?: number) {
      if (quantity) await page.getByLabel('Quantità').selectOption(String(quantity));
      await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    },
    /** The schema.org Product the page gives search engines (a ProductGroup of its variants). */
    async structuredData() {
      // Beside the BreadcrumbList the Worker serves; one Product, once the page has drawn it.
      const products = async () =>
        (await page.locator('script[type="application/ld+json"]').allTextContents())
          .map((json) => JSON.parse(json))
          .filter((data) => data['@type'] === 'Product' || data['@type'] === 'ProductGroup');
      // The one the poll saw: read again, a re-render could be between removing and adding it.
      let seen: Awaited<ReturnType<typeof products>> = [];
      await expect
        .poll(async () => {
          seen = await products();
          return seen.length;
        })
        .toBe(1);
      return seen[0];
    },
    /** The offers in its structured data: a Product's one, or each variant's, in order. */
    async offers() {
      const data = await this.structuredData();
      return data['@type'] === 'ProductGroup'
        ? data.hasVariant.map((variant: { offers: unknown }) => variant.offers)
        : [data.offers];
    },
  };
}

/** The shared product listing behind /shop, /product-lists and /category-pages. */
export function listing(page: Page) {
  const grid = page.getByRole('list', { name: 'Prodotti' });
  return {
    grid,
    heading: page.getByRole('heading', { level: 1 }),
    names: grid.getByRole('heading', { level: 3 }),
    count: page.getByText(/^\d+ prodott[oi]$/),
    sort: page.getByLabel('Ordina per'),
    search: page.getByLabel('Cerca nel negozio'),
    /** A category tab, named "Laptop, 2 prodotti": found by the category's name alone. */
    category: (name: string) =>
      page
        .getByRole('navigation', { name: 'Categorie' })
        .getByRole('link', { name: new RegExp(`^${name},`) }),
    emptyState: page.getByRole('heading', { name: 'Nessun prodotto trovato' }),
    favourite: (name: string) =>
      page.getByRole('button', { name: `Aggiungi ${name} ai preferiti` }),
    async showAll() {
      await page.getByRole('link', { name: 'Mostra tutti i prodotti' }).click();
    },
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
