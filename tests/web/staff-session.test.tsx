import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, type Exchange, makeResult } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { map, pipe } from 'wonka';
import { StaffOnly } from '../../web/admin/AdminPage';
import { renderRoutes } from './render';

const firebase = vi.hoisted(() => ({ logOut: vi.fn(async () => undefined) }));
vi.mock('../../web/account/firebase', () => firebase);

/** A urql client whose every operation the server refuses with `code`. */
function refusingClient(code: string, message: string) {
  const refuse: Exchange = () => (operations$) =>
    pipe(
      operations$,
      map((operation) =>
        makeResult(operation, { data: null, errors: [{ message, extensions: { code } }] }),
      ),
    );
  return new Client({ url: '/graphql', exchanges: [refuse] });
}

const REAUTH = 'Per sicurezza, accedi di nuovo per continuare a usare la gestione del negozio.';

const routes = [
  { path: '/admin', element: <StaffOnly /> },
  { path: '/login', element: <p>Accedi</p> },
];

describe('the staff area refused', () => {
  it('asks staff with an old sign-in to sign in again, and brings them back after', async () => {
    const { current } = renderRoutes(
      routes,
      '/admin?vista=ordini',
      refusingClient('REAUTH_REQUIRED', REAUTH),
    );
    const alert = (await screen.findByText(REAUTH)).closest('[role="alert"]');
    expect(alert?.textContent).toContain('Accedi di nuovo');
    await userEvent.click(screen.getByRole('button', { name: "Vai all'accesso" }));
    await waitFor(() =>
      expect(current()).toEqual({
        pathname: '/login',
        search: `?redirect=${encodeURIComponent('/admin?vista=ordini')}`,
      }),
    );
    expect(firebase.logOut).toHaveBeenCalledTimes(1);
  });

  it('tells a customer the area is for staff', async () => {
    renderRoutes(
      routes,
      '/admin',
      refusingClient('FORBIDDEN', 'Questa funzione è riservata al personale del negozio.'),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Area riservata al personale');
    expect(screen.queryByRole('button', { name: "Vai all'accesso" })).toBeNull();
  });
});
