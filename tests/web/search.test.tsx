import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MobileSearch } from '../../web/catalogue/MobileSearch';
import SearchOverlay from '../../web/catalogue/SearchOverlay';
import { SEARCH_DEBOUNCE_MS } from '../../web/catalogue/useProductSearch';
import { type CatalogueProduct, catalogueServer } from './listing-server';
import { renderRoutes } from './render';

/** Twelve phones: more than either search may show. */
const PHONES: CatalogueProduct[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Telefono ${i + 1}`,
  brand: i % 2 ? 'Marca Pari' : 'Marca Dispari',
  categoryId: 'smartphone',
  price: 10_000 * (i + 1),
  stock: 3,
}));

function renderSearch(
  element: React.ReactElement,
  options: Parameters<typeof catalogueServer>[1] = {},
) {
  const server = catalogueServer(PHONES, options);
  const view = renderRoutes(
    [
      { path: '/', element },
      { path: '/product-overview/:id', element: <p>pagina prodotto</p> },
      { path: '/category-pages', element: <p>risultati</p> },
    ],
    '/',
    server.client,
  );
  const searches = () => server.asked.filter((a) => a.name === 'HeaderSearch');
  return { ...view, server, searches };
}

/** Types a word a key at a time, faster than the pause that sends it. */
function typeQuickly(input: HTMLElement, word: string) {
  for (let end = 1; end <= word.length; end++) {
    fireEvent.input(input, { target: { value: word.slice(0, end) } });
  }
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the desktop search overlay', () => {
  it('asks the catalogue for 8, closest first, once typing pauses', async () => {
    const { searches } = renderSearch(<SearchOverlay onClose={() => {}} />);
    const input = screen.getByPlaceholderText('Cerca prodotti...');
    typeQuickly(input, 'telefono');
    expect(searches()).toEqual([]);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(8));
    expect(searches()).toEqual([
      { name: 'HeaderSearch', variables: { search: 'telefono', first: 8 } },
    ]);
    fireEvent.input(input, { target: { value: 'marca pari' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
  });

  it('tears the older request down when the text changes before its answer', async () => {
    const { searches, server } = renderSearch(<SearchOverlay onClose={() => {}} />, {
      // "pari" takes long enough to be overtaken, whatever the machine's load.
      answerAfterMs: (variables) => (variables.search === 'pari' ? 10_000 : 0),
    });
    const input = screen.getByPlaceholderText('Cerca prodotti...');
    typeQuickly(input, 'pari');
    await waitFor(() =>
      expect(searches().map((s) => s.variables)).toEqual([{ search: 'pari', first: 8 }]),
    );
    expect(screen.getByText('Ricerca in corso…')).toBeTruthy();
    typeQuickly(input, 'dispari');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('Marca Dispari');
    expect(searches().map((s) => s.variables)).toEqual([
      { search: 'pari', first: 8 },
      { search: 'dispari', first: 8 },
    ]);
    expect(server.tornDown).toEqual([{ search: 'pari', first: 8 }]);
    expect(server.answered).toEqual([{ search: 'dispari', first: 8 }]);
  });

  it('asks a text again from the cache, not the network', async () => {
    const { searches } = renderSearch(<SearchOverlay onClose={() => {}} />);
    const input = screen.getByPlaceholderText('Cerca prodotti...');
    typeQuickly(input, 'telefono 1');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    typeQuickly(input, 'telefono 2');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.input(input, { target: { value: 'telefono 1' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    expect(searches()).toHaveLength(2);
  });

  it('says "Nessun risultato" when nothing matches, and nothing before typing', async () => {
    const { searches } = renderSearch(<SearchOverlay onClose={() => {}} />);
    expect(screen.queryByText('Nessun risultato')).toBeNull();
    expect(screen.queryByText('Ricerca in corso…')).toBeNull();
    const input = screen.getByPlaceholderText('Cerca prodotti...');
    fireEvent.input(input, { target: { value: 'tablet' } });
    expect(screen.getByText('Ricerca in corso…')).toBeTruthy();
    expect(await screen.findByText('Nessun risultato')).toBeTruthy();
    // Punctuation alone would list the whole catalogue: it finds nothing, and asks nothing.
    fireEvent.input(input, { target: { value: '?!' } });
    expect(screen.getByText('Nessun risultato')).toBeTruthy();
    await pause(SEARCH_DEBOUNCE_MS + 50);
    expect(searches()).toHaveLength(1);
  });

  it('says when the search is not available', async () => {
    renderSearch(<SearchOverlay onClose={() => {}} />, { answerAfterMs: -1 });
    fireEvent.input(screen.getByPlaceholderText('Cerca prodotti...'), {
      target: { value: 'telefono' },
    });
    expect(await screen.findByText('La ricerca non è disponibile in questo momento.')).toBeTruthy();
  });

  it('moves through matches with the arrows and opens one with Enter', async () => {
    const onClose = vi.fn();
    const { current } = renderSearch(<SearchOverlay onClose={onClose} />);
    const input = screen.getByPlaceholderText('Cerca prodotti...');
    fireEvent.input(input, { target: { value: 'telefono 1' } });
    // "Telefono 1", "Telefono 10", "Telefono 11", "Telefono 12"
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[3]?.getAttribute('aria-selected')).toBe('true');
    act(() => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(onClose).toHaveBeenCalled();
    expect(current().pathname).toBe('/product-overview/12');
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    renderSearch(<SearchOverlay onClose={onClose} />);
    fireEvent.keyDown(screen.getByPlaceholderText('Cerca prodotti...'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('the mobile search', () => {
  it('asks for 6 matches once typing pauses and links to all results', async () => {
    const { searches } = renderSearch(<MobileSearch />);
    const input = screen.getByPlaceholderText('Search');
    fireEvent.focus(input);
    typeQuickly(input, 'Telefono');
    // The results' code loads on first focus.
    const list = await screen.findByRole('list', { name: 'Risultati della ricerca' });
    expect(list.querySelectorAll('a')).toHaveLength(6);
    expect(searches().map((s) => s.variables)).toEqual([{ search: 'Telefono', first: 6 }]);
    expect(screen.getByRole('link', { name: /Vedi tutti i risultati/ }).getAttribute('href')).toBe(
      '/category-pages?q=Telefono',
    );
  });

  it('opens the results page on Enter', () => {
    const { current } = renderSearch(<MobileSearch />);
    const input = screen.getByPlaceholderText('Search');
    fireEvent.input(input, { target: { value: ' marca pari ' } });
    act(() => {
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    });
    expect(current().pathname).toBe('/category-pages');
    expect(current().search).toBe('?q=marca%20pari');
  });
});
