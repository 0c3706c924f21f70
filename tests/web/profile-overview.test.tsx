import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../../web/account/ProfilePage';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const auth = vi.hoisted(() => ({ emailVerified: true }));
vi.mock('../../web/account/auth', async (original) => ({
  ...(await original<typeof import('../../web/account/auth')>()),
  useAuth: () => ({
    user: { uid: 'u1', email: 'chiara@example.it', emailVerified: auth.emailVerified },
    displayName: 'chiara',
    initials: 'C',
  }),
}));

const me = {
  id: 'u1',
  addresses: [{ id: 'a1' }, { id: 'a2' }],
  favorites: [{ id: 1 }],
  orders: [
    {
      id: 'o1',
      number: 'RL-1',
      status: 'PAGATO',
      createdAt: '2026-01-01T10:00:00.000Z',
      total: 12_200,
    },
  ],
  repairs: [
    {
      code: 'RIP-B',
      device: 'iPhone 12',
      status: 'IN_RIPARAZIONE',
      createdAt: '2026-02-01T10:00:00.000Z',
    },
  ],
};

function renderProfile(answer: () => Answer) {
  const worker = workerClient(answer);
  renderRoutes([{ path: '/profilo', element: <ProfilePage /> }], '/profilo', worker.client);
}

describe('the account overview', () => {
  it('greets the customer and lists orders and repairs together, newest first', async () => {
    auth.emailVerified = true;
    renderProfile(() => ({ data: { me } }));
    expect(screen.getByText('Ciao chiara!')).toBeTruthy();
    const activity = screen.getByRole('region', { name: 'Ordini e riparazioni' });
    const links = await within(activity).findAllByRole('link', { name: /Riparazione|Ordine/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profilo/riparazioni#RIP-B',
      '/order/o1',
    ]);
    expect(screen.getByText('2 salvati')).toBeTruthy();
    expect(screen.getByText('1 prodotti')).toBeTruthy();
    expect(screen.queryByText(/non è ancora verificato/)).toBeNull();
  });

  it('says when there is nothing yet, and asks to verify an unverified address', async () => {
    auth.emailVerified = false;
    renderProfile(() => ({ data: { me: { ...me, orders: [], repairs: [] } } }));
    expect(await screen.findByText('Non hai ancora ordini né riparazioni.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verificalo ora' }).getAttribute('href')).toBe(
      '/verifyaccount',
    );
  });

  it('shows the shortcuts with their own words while the counts load', () => {
    auth.emailVerified = true;
    renderRoutes([{ path: '/profilo', element: <ProfilePage /> }], '/profilo');
    expect(screen.getByText('Caricamento…')).toBeTruthy();
    expect(screen.getByText('Gli indirizzi per spedire più in fretta.')).toBeTruthy();
  });

  it('says when the overview could not be read, and reads it again on «Riprova»', async () => {
    auth.emailVerified = true;
    let answer: () => Answer = () => ({
      errors: [{ message: 'Errore', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    renderProfile(() => answer());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Non siamo riusciti a caricare i dati')).toBeTruthy();
    expect(screen.queryByText('Caricamento…')).toBeNull();

    answer = () => ({ data: { me } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('link', { name: /Ordine RL-1/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
