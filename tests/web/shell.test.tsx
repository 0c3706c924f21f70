import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequireAuth, RequireStoredUser } from '../../web/app/guards';
import { Header } from '../../web/app/Header';
import { cart } from '../../web/cart/cart-store';
import { renderAt, renderRoutes } from './render';

const iphone = {
  id: 1,
  name: 'iPhone 15 Pro',
  brand: 'Apple',
  price: 129900,
  originalPrice: 139900,
  image: '/images/products/iphone-15-pro-front.svg',
  inStock: true,
  stock: 12,
};

describe('the header', () => {
  it('lists the main links in order inside the "Principale" navigation', () => {
    renderAt(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Principale' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Preventivo', 'Stato riparazione', 'Shop', 'Academy', 'Supporto']);
    expect(screen.getByRole('button', { name: 'Cerca prodotti' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apri menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Account/ }).getAttribute('href')).toBe('/login');
  });

  it('shows the cart count only when it is above 0', () => {
    renderAt(<Header />);
    expect(screen.getByRole('link', { name: 'Carrello' })).toBeTruthy();
    expect(screen.queryByTestId('cart-count')).toBeNull();
    act(() => cart.add(iphone, 2));
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'Carrello, 2 articoli' })).toBeTruthy();
    act(() => cart.clear());
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });
});

describe('guards', () => {
  const routes = [
    { path: '/login', element: <p>pagina di accesso</p> },
    { path: '/', element: <p>home</p> },
    {
      path: '/profilo',
      element: (
        <RequireAuth>
          <p>profilo</p>
        </RequireAuth>
      ),
    },
    {
      path: '/admin',
      element: (
        <RequireStoredUser>
          <p>gestione</p>
        </RequireStoredUser>
      ),
    },
  ];

  it('sends a signed-out visitor from the profile to login, carrying the wanted path', () => {
    const { current } = renderRoutes(routes, '/profilo?tab=ordini');
    expect(screen.getByText('pagina di accesso')).toBeTruthy();
    expect(current().search).toBe(`?redirect=${encodeURIComponent('/profilo?tab=ordini')}`);
  });

  it('sends a visitor without a stored user from the admin area to home', () => {
    renderRoutes(routes, '/admin');
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('lets a stored user into the admin area', () => {
    window.localStorage.setItem(
      'user',
      JSON.stringify({ uid: 'abc', email: 'a@b.it', displayName: null }),
    );
    renderRoutes(routes, '/admin');
    expect(screen.getByText('gestione')).toBeTruthy();
  });

  it('ignores a stored user record that is not one', () => {
    window.localStorage.setItem('user', '{"nome":"x"}');
    renderRoutes(routes, '/admin');
    expect(screen.getByText('home')).toBeTruthy();
  });
});
