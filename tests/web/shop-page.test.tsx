import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from 'wouter';
import { ShopPage } from '../../web/catalogue/ShopPage';
import { type CatalogueProduct, catalogueServer } from './listing-server';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const CATALOGUE: CatalogueProduct[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: i < 10 ? `Cover ${i + 1}` : `Prodotto ${i + 1}`,
  brand: 'Apple',
  categoryId: 'smartphone',
  price: 5_000 + 100 * i,
  stock: 3,
}));

const BAD_CURSOR = 'Il segnaposto della pagina non è valido: ricarica l’elenco.';

function openShop(path: string, server: { client: ReturnType<typeof workerClient>['client'] }) {
  return renderRoutes(
    ['/shop', '/category-pages'].map((route) => ({ path: route, element: <ShopPage /> })),
    path,
    server.client,
  );
}

function refusingWorker(answer: () => Answer) {
  const worker = workerClient(answer);
  const listings = () => worker.asked.filter((asked) => asked.name === 'ShopListing');
  return { ...worker, listings };
}

describe('the shop listing refused or failing', () => {
  it('says in Italian that a page marker is stale and links to the first page', async () => {
    const worker = refusingWorker(() => ({
      errors: [{ message: BAD_CURSOR, extensions: { code: 'BAD_USER_INPUT' } }],
    }));
    const { current } = openShop('/shop?marca=Apple&dopo=nonsense', worker);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(BAD_CURSOR);
    expect(screen.queryByRole('list', { name: 'Prodotti' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Torna alla prima pagina' }));
    expect(current().search).toBe('?marca=Apple');
  });

  it('offers to try again after a failure, and shows the products once they arrive', async () => {
    let failing = true;
    const worker = refusingWorker(() =>
      failing
        ? { errors: [{ message: 'Errore interno', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : catalogueAnswer(),
    );
    openShop('/shop', worker);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Non siamo riusciti a caricare i prodotti',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Caricamento dei prodotti…' }),
    ).toBeTruthy();
    failing = false;
    const asked = worker.listings().length;
    fireEvent.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByText('1 prodotto')).toBeTruthy();
    expect(worker.listings()).toHaveLength(asked + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a later page of the shop failing', () => {
  it('keeps the products shown, says it failed in the same words, and asks again', async () => {
    let failing = true;
    const first = catalogueServerPage();
    const withNext = {
      ...first,
      catalogue: {
        ...first.catalogue,
        pageInfo: { ...first.catalogue.pageInfo, hasNextPage: true },
      },
    };
    const worker = workerClient((_, variables) =>
      !variables.after
        ? { data: withNext }
        : failing
          ? { errors: [{ message: 'Errore', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
          : catalogueAnswer(),
    );
    openShop('/shop', worker);
    fireEvent.click(await screen.findByRole('link', { name: /Successiva/ }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non siamo riusciti a caricare i prodotti');
    expect(screen.getByRole('list', { name: 'Prodotti' }).textContent).toContain('Cover 1');
    const second = () => worker.asked.filter((asked) => asked.variables.after === 'pos-0');
    const asked = second().length;
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: /Riprova/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(second().length).toBeGreaterThan(asked);
  });
});

/** One product, as the fake catalogue would answer the whole shop. */
function catalogueAnswer(): Answer {
  const page = catalogueServerPage();
  return { data: page };
}

function catalogueServerPage() {
  const card = {
    __typename: 'Product',
    id: '1',
    name: 'Cover 1',
    brand: 'Apple',
    price: 5_000,
    originalPrice: null,
    images: ['/images/1.svg'],
    mainPhoto: null,
    inStock: true,
    stock: 3,
    rating: null,
    reviews: null,
  };
  return {
    categories: [{ id: 'smartphone', icon: 'smartphone' }],
    catalogue: {
      __typename: 'ProductConnection',
      nodes: [card],
      totalCount: 1,
      offset: 0,
      pageInfo: {
        __typename: 'PageInfo',
        hasNextPage: false,
        hasPreviousPage: false,
        startCursor: 'pos-0',
        endCursor: 'pos-0',
      },
      facets: {
        __typename: 'ProductFacets',
        categories: [
          { __typename: 'FacetValue', value: 'smartphone', label: 'Smartphone', count: 1 },
        ],
        brands: [{ __typename: 'FacetValue', value: 'Apple', label: 'Apple', count: 1 }],
        priceRanges: [],
        conditions: [],
        sizes: [],
        available: 1,
      },
    },
  };
}

describe('the listing state', () => {
  it('searches once typing pauses, for the trimmed text', async () => {
    const server = catalogueServer(CATALOGUE);
    const { current } = openShop('/shop', server);
    await screen.findByText('30 prodotti');
    const box = screen.getByLabelText('Cerca nel negozio');
    fireEvent.input(box, { target: { value: 'co' } });
    fireEvent.input(box, { target: { value: 'cover ' } });
    expect(current().search).toBe('');
    await waitFor(() => expect(current().search).toBe('?q=cover'));
    expect(await screen.findByText('10 prodotti')).toBeTruthy();
    const searches = server.asked.filter((asked) => asked.name === 'ShopListing');
    expect(searches.map((asked) => (asked.variables as { search: string | null }).search)).toEqual([
      null,
      'cover',
    ]);
  });

  it('searches at once on Invio, and empties the box when a link leaves the search', async () => {
    const server = catalogueServer(CATALOGUE);
    const view = renderRoutes(
      [
        {
          path: '/shop',
          element: (
            <>
              <ShopPage />
              <Link href="/shop">Negozio</Link>
            </>
          ),
        },
      ],
      '/shop',
      server.client,
    );
    await screen.findByText('30 prodotti');
    const box = screen.getByLabelText('Cerca nel negozio') as HTMLInputElement;
    fireEvent.input(box, { target: { value: 'prodotto' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(view.current().search).toBe('?q=prodotto');
    expect(await screen.findByText('20 prodotti')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Negozio' }));
    await waitFor(() => expect(box.value).toBe(''));
    expect(await screen.findByText('30 prodotti')).toBeTruthy();
    expect(view.current().search).toBe('');
  });

  it('shows a new sort at once and asks the listing for it', async () => {
    const server = catalogueServer(CATALOGUE);
    const { current } = openShop('/shop', server);
    await screen.findByText('30 prodotti');
    const sort = screen.getByLabelText('Ordina per') as HTMLSelectElement;
    fireEvent.change(sort, { target: { value: 'price-low' } });
    expect(sort.value).toBe('price-low');
    expect(current().search).toBe('?sort=price-low');
    await waitFor(() =>
      expect(server.asked.at(-1)?.variables).toMatchObject({ sort: 'PRICE_LOW' }),
    );
  });
});
