import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_HEADS } from '../../schema/seo';
import { ShopPage } from '../../web/catalogue/ShopPage';
import { type CatalogueProduct, catalogueServer } from './listing-server';
import { renderRoutes } from './render';

/**
 * 60 products: two brands, prices from 50 € up in steps of 15 € (so none costs more than
 * 1.000 €), every fifth one sold out, the first 40 phones and the rest laptops. Every phone comes in
 * 128GB, every fourth one in 256GB too.
 */
const CATALOGUE: CatalogueProduct[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  name: `Prodotto ${String(i + 1).padStart(2, '0')}`,
  brand: i % 3 === 0 ? 'Apple' : 'Samsung',
  categoryId: i < 40 ? 'smartphone' : 'laptop',
  price: 5_000 + 1_500 * i,
  stock: i % 5 === 4 ? 0 : 3,
  ...(i < 40 ? { sizes: i % 4 === 0 ? ['128GB', '256GB'] : ['128GB'] } : {}),
  // The last one is refurbished (grade A, as the fake answers).
  ...(i === 59 ? { condition: 'RICONDIZIONATO' as const } : {}),
}));

function renderShop(path: string) {
  const server = catalogueServer(CATALOGUE);
  const view = renderRoutes(
    ['/shop', '/category-pages'].map((route) => ({ path: route, element: <ShopPage /> })),
    path,
    server.client,
  );
  const listings = () => server.asked.filter((a) => a.name === 'ShopListing');
  return { ...view, listings };
}

const grid = () => screen.getByRole('list', { name: 'Prodotti' });
const names = () =>
  within(grid())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const pager = () => screen.getByRole('navigation', { name: 'Pagine' });
const filters = () => screen.getByRole('complementary', { name: 'Filtri' });

describe('the listing pages', () => {
  it('moves through pages with the cursors in the URL, back to a first page without one', async () => {
    const { current, listings } = renderShop('/shop');
    await waitFor(() => expect(pager().textContent).toContain('Prodotti 1–24 di 60'));
    expect(names()[0]).toBe('Prodotto 01');
    expect(within(pager()).getByText('Precedente').closest('a')).toBeNull();

    fireEvent.click(within(pager()).getByRole('link', { name: /Successiva/ }));
    expect(current().search).toBe('?dopo=pos-23');
    await waitFor(() => expect(pager().textContent).toContain('Prodotti 25–48 di 60'));
    expect(names()[0]).toBe('Prodotto 25');
    expect(listings().at(-1)?.variables).toMatchObject({ first: 24, after: 'pos-23' });

    fireEvent.click(within(pager()).getByRole('link', { name: /Successiva/ }));
    await waitFor(() => expect(pager().textContent).toContain('Prodotti 49–60 di 60'));
    expect(within(pager()).getByText('Successiva').closest('a')).toBeNull();

    fireEvent.click(within(pager()).getByRole('link', { name: /Precedente/ }));
    expect(current().search).toBe('?prima=pos-48');
    await waitFor(() => expect(pager().textContent).toContain('Prodotti 25–48 di 60'));
    expect(listings().at(-1)?.variables).toMatchObject({ last: 24, before: 'pos-48' });

    fireEvent.click(within(pager()).getByRole('link', { name: /Precedente/ }));
    expect(current().search).toBe('');
    await waitFor(() => expect(pager().textContent).toContain('Prodotti 1–24 di 60'));
  });

  it('opens on the page its URL names', async () => {
    const { listings } = renderShop('/shop?sort=price-high&dopo=pos-23');
    await waitFor(() => expect(pager().textContent).toContain('Prodotti 25–48 di 60'));
    expect(listings()[0]?.variables).toMatchObject({ sort: 'PRICE_HIGH', after: 'pos-23' });
  });

  it('treats punctuation alone as no search: the whole shop, not results for it', async () => {
    renderShop('/category-pages?q=%3F!');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      PAGE_HEADS.shop.title,
    );
    cleanup();
    renderShop('/category-pages?q=prodotto');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Risultati per “prodotto”',
    );
  });

  it('shows no pager when everything fits on one page', async () => {
    renderShop('/shop?category=laptop');
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(screen.queryByRole('navigation', { name: 'Pagine' })).toBeNull();
  });
});

describe('the filter panel', () => {
  it('shows each value with its count, and disables those that would show nothing', async () => {
    renderShop('/shop');
    await waitFor(() => expect(screen.getByText('60 prodotti')).toBeTruthy());
    const panel = filters();
    expect(within(panel).getByRole('group', { name: 'Marca' })).toBeTruthy();
    expect(within(panel).getByRole('radio', { name: 'Samsung, 40 prodotti' })).toBeTruthy();
    expect(within(panel).getByRole('radio', { name: 'Apple, 20 prodotti' })).toBeTruthy();
    expect(
      (within(panel).getByRole('radio', { name: /Oltre 1\.000 €/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      (within(panel).getByRole('radio', { name: /Fino a 100 €/ }) as HTMLInputElement).disabled,
    ).toBe(false);
    expect(
      within(panel).getByRole('checkbox', { name: 'Solo disponibili, 48 prodotti' }),
    ).toBeTruthy();
  });

  it('narrows the list, drops the page, and keeps counts for the other values', async () => {
    const { current, listings } = renderShop('/shop?dopo=pos-23');
    await waitFor(() => expect(screen.getByText('60 prodotti')).toBeTruthy());
    fireEvent.click(within(filters()).getByRole('radio', { name: /Apple/ }));
    expect(current().search).toBe('?marca=Apple');
    await waitFor(() => expect(screen.getByText('20 prodotti')).toBeTruthy());
    // The brand counts leave the brand out, so Samsung still says what choosing it would show.
    expect(within(filters()).getByRole('radio', { name: 'Samsung, 40 prodotti' })).toBeTruthy();
    expect(
      within(filters()).getByRole('checkbox', { name: 'Solo disponibili, 16 prodotti' }),
    ).toBeTruthy();

    fireEvent.click(within(filters()).getByRole('checkbox', { name: /Solo disponibili/ }));
    expect(current().search).toBe('?marca=Apple&disponibili=1');
    await waitFor(() => expect(screen.getByText('16 prodotti')).toBeTruthy());
    expect(listings().at(-1)?.variables).toMatchObject({
      filter: { category: 'all', brand: 'Apple', priceRange: null, availableOnly: true },
      first: 24,
      after: null,
    });
  });

  it('reads the filters from the URL and clears them with "Rimuovi filtri"', async () => {
    const { current } = renderShop('/shop?q=prodotto&marca=Samsung&prezzo=fino-100');
    await waitFor(() => expect(screen.getByText('2 prodotti')).toBeTruthy());
    expect(
      (within(filters()).getByRole('radio', { name: /Samsung/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(filters()).getByRole('radio', { name: /Fino a 100 €/ }) as HTMLInputElement).checked,
    ).toBe(true);
    const chosen = screen.getByRole('list', { name: 'Filtri attivi' });
    expect(within(chosen).getByRole('link', { name: 'Togli il filtro Samsung' })).toBeTruthy();

    fireEvent.click(within(chosen).getByRole('link', { name: 'Rimuovi filtri' }));
    expect(current().search).toBe('?q=prodotto');
    await waitFor(() => expect(screen.getByText('60 prodotti')).toBeTruthy());
    expect(screen.queryByRole('list', { name: 'Filtri attivi' })).toBeNull();
  });

  it('filters by condition from the URL, with the badge on the card and a way to drop it', async () => {
    const { current } = renderShop('/shop?condizione=ricondizionato');
    await waitFor(() => expect(screen.getByText('1 prodotto')).toBeTruthy());
    expect(
      (within(filters()).getByRole('radio', { name: /^Ricondizionato, 1/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(
      (within(filters()).getByRole('radio', { name: /^Usato, 0/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.getByText('Ricondizionato · Grado A')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Togli il filtro Ricondizionato' }));
    expect(current().search).toBe('');
  });

  it("reads a card's grades from the best and worst its variants are sold at", async () => {
    // Graded A as a product, with one variant at A+ and one at B.
    const refurbished = CATALOGUE.map((p) =>
      p.id === 60 ? { ...p, grades: { best: 'A_PLUS' as const, worst: 'B' as const } } : p,
    );
    const server = catalogueServer(refurbished);
    renderRoutes(
      [{ path: '/shop', element: <ShopPage /> }],
      '/shop?condizione=ricondizionato',
      server.client,
    );
    await waitFor(() => expect(screen.getByText('Ricondizionato · Gradi B–A+')).toBeTruthy());
  });

  it('narrows to any of the sizes ticked, counted under the other filters, each with a chip', async () => {
    const { current, listings } = renderShop('/shop?marca=Apple');
    await waitFor(() => expect(screen.getByText('20 prodotti')).toBeTruthy());
    const sizes = within(filters()).getByRole('group', { name: 'Memoria' });
    // Apple phones: i = 0, 3, … 39, so 14 in 128GB and 4 (i = 0, 12, 24, 36) in 256GB.
    expect(within(sizes).getByRole('checkbox', { name: '128GB, 14 prodotti' })).toBeTruthy();
    fireEvent.click(within(sizes).getByRole('checkbox', { name: '256GB, 4 prodotti' }));
    expect(current().search).toBe('?marca=Apple&versione=256GB');
    await waitFor(() => expect(screen.getByText('4 prodotti')).toBeTruthy());
    expect(listings().at(-1)?.variables).toMatchObject({
      filter: { brand: 'Apple', sizes: ['256GB'] },
    });
    // The brand's count keeps the size: Samsung in 256GB.
    expect(within(filters()).getByRole('radio', { name: 'Samsung, 6 prodotti' })).toBeTruthy();

    fireEvent.click(within(filters()).getByRole('checkbox', { name: '128GB, 14 prodotti' }));
    expect(current().search).toBe('?marca=Apple&versione=256GB&versione=128GB');
    await waitFor(() => expect(screen.getByText('14 prodotti')).toBeTruthy());
    const chosen = screen.getByRole('list', { name: 'Filtri attivi' });
    fireEvent.click(within(chosen).getByRole('link', { name: 'Togli il filtro 256GB' }));
    expect(current().search).toBe('?marca=Apple&versione=128GB');
  });

  it('leaves the sizes out where no product has any', async () => {
    renderShop('/shop?category=laptop');
    await waitFor(() => expect(screen.getByText('20 prodotti')).toBeTruthy());
    expect(within(filters()).queryByRole('group', { name: 'Memoria' })).toBeNull();
  });

  it('sorts by relevance by default with a search, and offers it only then', async () => {
    const { current, listings } = renderShop('/shop?q=prodotto');
    const sort = (await screen.findByLabelText('Ordina per')) as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
    expect(listings()[0]?.variables).toMatchObject({ search: 'prodotto', sort: 'RELEVANCE' });
    fireEvent.change(sort, { target: { value: 'price-low' } });
    expect(current().search).toBe('?q=prodotto&sort=price-low');

    fireEvent.input(screen.getByLabelText('Cerca nel negozio'), { target: { value: '' } });
    await waitFor(() => expect(current().search).toBe('?sort=price-low'));
    expect([...sort.options].map((option) => option.text)).toEqual([
      'Nome',
      'Prezzo crescente',
      'Prezzo decrescente',
    ]);
  });

  it('opens in a sheet on a phone, which says how many products it shows', async () => {
    renderShop('/shop?marca=Apple');
    await waitFor(() => expect(screen.getByText('20 prodotti')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /^Filtri.*1 attivo$/ }));
    const sheet = screen.getByRole('dialog', { name: 'Filtri' });
    expect(within(sheet).getByRole('group', { name: 'Prezzo' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Mostra 20 prodotti' })).toBeTruthy();
    // The sizes are in the sheet too, and its button follows them.
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /^256GB/ }));
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Mostra 4 prodotti' })).toBeTruthy(),
    );
  });
});
