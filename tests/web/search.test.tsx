import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MobileSearch } from '../../web/catalogue/MobileSearch';
import SearchOverlay from '../../web/catalogue/SearchOverlay';
import { answeringClient, renderRoutes } from './render';

/** Twelve phones: more than either search may show. */
const INDEX = {
  products: Array.from({ length: 12 }, (_, i) => ({
    id: String(i + 1),
    name: `Telefono ${i + 1}`,
    brand: i % 2 ? 'Marca Pari' : 'Marca Dispari',
    images: [`/images/${i + 1}.svg`],
    category: { id: 'smartphone', name: 'Smartphone' },
  })),
};

function renderSearch(element: React.ReactElement) {
  const { client, asked } = answeringClient({ SearchIndex: INDEX });
  const view = renderRoutes(
    [
      { path: '/', element },
      { path: '/product-overview/:id', element: <p>pagina prodotto</p> },
      { path: '/category-pages', element: <p>risultati</p> },
    ],
    '/',
    client,
  );
  return { ...view, asked };
}

describe('the desktop search overlay', () => {
  it('shows at most 8 matches, with no request per keystroke', () => {
    const { asked } = renderSearch(<SearchOverlay onClose={() => {}} />);
    const requestsBeforeTyping = asked.length;
    const input = screen.getByPlaceholderText('Cerca prodotti...');
    fireEvent.change(input, { target: { value: 'telefono' } });
    expect(screen.getAllByRole('option')).toHaveLength(8);
    fireEvent.change(input, { target: { value: 'marca pari' } });
    expect(screen.getAllByRole('option')).toHaveLength(6);
    fireEvent.change(input, { target: { value: 'SMARTPHONE' } });
    expect(screen.getAllByRole('option')).toHaveLength(8);
    expect(asked).toHaveLength(requestsBeforeTyping);
    expect(new Set(asked.map((a) => a.name))).toEqual(new Set(['SearchIndex']));
  });

  it('says "Nessun risultato" when nothing matches, and nothing before typing', () => {
    renderSearch(<SearchOverlay onClose={() => {}} />);
    expect(screen.queryByText('Nessun risultato')).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('Cerca prodotti...'), {
      target: { value: 'tablet' },
    });
    expect(screen.getByText('Nessun risultato')).toBeTruthy();
  });

  it('moves through matches with the arrows and opens one with Enter', () => {
    const onClose = vi.fn();
    const { current } = renderSearch(<SearchOverlay onClose={onClose} />);
    const input = screen.getByPlaceholderText('Cerca prodotti...');
    fireEvent.change(input, { target: { value: 'telefono 1' } });
    // "Telefono 1", "Telefono 10", "Telefono 11", "Telefono 12"
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
  it('shows at most 6 matches and links to all results', async () => {
    renderSearch(<MobileSearch />);
    const input = screen.getByPlaceholderText('Search');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Telefono' } });
    // The results' code loads on first focus.
    const list = await screen.findByRole('list', { name: 'Risultati della ricerca' });
    expect(list.querySelectorAll('a')).toHaveLength(6);
    expect(screen.getByRole('link', { name: /Vedi tutti i risultati/ }).getAttribute('href')).toBe(
      '/category-pages?q=Telefono',
    );
  });

  it('opens the results page on Enter', () => {
    const { current } = renderSearch(<MobileSearch />);
    const input = screen.getByPlaceholderText('Search');
    fireEvent.change(input, { target: { value: ' marca pari ' } });
    act(() => {
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    });
    expect(current().pathname).toBe('/category-pages');
    expect(current().search).toBe('?q=marca%20pari');
  });
});
