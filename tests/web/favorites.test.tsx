import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoriteButton } from '../../web/account/FavoriteButton';
import { FavoritesPage } from '../../web/account/FavoritesPage';
import { Toaster } from '../../web/ui/toast';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const session = vi.hoisted(() => ({ signedIn: true }));
vi.mock('../../web/account/auth', async (original) => ({
  ...(await original<typeof import('../../web/account/auth')>()),
  useAuth: () => ({
    isAuthenticated: session.signedIn,
    user: session.signedIn ? { uid: 'u1', email: 'chiara@example.it', emailVerified: true } : null,
    displayName: 'chiara',
    initials: 'C',
  }),
}));

beforeEach(() => {
  session.signedIn = true;
});

/** A heart over a fake Worker whose saved ids are `saved`, answering a change with `changed`. */
function renderHeart(saved: () => string[], changed: () => Answer, name = 'AirPods Pro') {
  const worker = workerClient((operation) =>
    operation === 'FavoriteIds'
      ? { data: { me: { id: 'u1', favorites: saved().map((id) => ({ id })) } } }
      : changed(),
  );
  renderRoutes(
    [
      {
        path: '/shop',
        element: (
          <>
            <FavoriteButton productId="p1" productName={name} />
            <Toaster />
          </>
        ),
      },
    ],
    '/shop',
    worker.client,
  );
  return worker;
}

describe('the heart', () => {
  it('saves a product, says so and then offers to remove it', async () => {
    let saved: string[] = [];
    const worker = renderHeart(
      () => saved,
      () => {
        saved = ['p1'];
        return { data: { addFavorite: { id: 'u1', favorites: [{ id: 'p1' }] } } };
      },
      'Cover Uno',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi Cover Uno ai preferiti' }));
    expect(await screen.findByText('Cover Uno è nei tuoi preferiti.')).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: 'Togli Cover Uno dai preferiti' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(worker.asked.filter((asked) => asked.name === 'AddFavorite')).toEqual([
      { name: 'AddFavorite', variables: { productId: 'p1' } },
    ]);
  });

  it('goes back and says so when the Worker refuses', async () => {
    renderHeart(
      () => [],
      () => ({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      'Cover Due',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi Cover Due ai preferiti' }));
    expect(
      await screen.findByText('Non siamo riusciti ad aggiornare i preferiti. Riprova.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Aggiungi Cover Due ai preferiti' })).toBeTruthy(),
    );
  });

  it('asks a signed-out visitor to sign in, and sends nothing', async () => {
    session.signedIn = false;
    const worker = renderHeart(
      () => [],
      () => ({}),
      'Cover Tre',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Cover Tre ai preferiti' }));
    expect(await screen.findByText('Accedi per salvare i prodotti nei preferiti.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fshop',
    );
    expect(worker.asked).toEqual([]);
  });
});

describe('the favourites page', () => {
  it('says there are none and leads to the shop', async () => {
    const worker = workerClient(() => ({ data: { me: { id: 'u1', favorites: [] } } }));
    renderRoutes(
      [{ path: '/profilo/preferiti', element: <FavoritesPage /> }],
      '/profilo/preferiti',
      worker.client,
    );
    expect(await screen.findByRole('heading', { name: 'Nessun preferito per ora' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai allo shop' }).getAttribute('href')).toBe('/shop');
  });

  it('offers to retry when they failed to load', async () => {
    const worker = workerClient(() => ({
      errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    }));
    renderRoutes(
      [{ path: '/profilo/preferiti', element: <FavoritesPage /> }],
      '/profilo/preferiti',
      worker.client,
    );
    expect(await screen.findByRole('button', { name: /Riprova/ })).toBeTruthy();
  });
});
