import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountRepairsPage } from '../../web/account/AccountRepairsPage';
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

const request = {
  id: 'q1',
  number: 'PRV-2026-000007',
  kind: 'PREVENTIVO',
  status: 'CONVERTITA',
  device: 'iPhone 12',
  repairCode: 'RIP-7KQ2M9XD',
  createdAt: '2026-03-02T10:00:00.000Z',
};

function renderPage(answer: () => Answer) {
  const worker = workerClient(answer);
  renderRoutes(
    [{ path: '/profilo/riparazioni', element: <AccountRepairsPage /> }],
    '/profilo/riparazioni',
    worker.client,
  );
}

describe('"Le mie riparazioni"', () => {
  it('offers a quote when there is no repair, and lists the requests with the repair they became', async () => {
    auth.emailVerified = true;
    renderPage(() => ({
      data: { me: { id: 'u1', repairs: [], requests: [request], appointments: [] } },
    }));
    expect(await screen.findByText(/Non ci sono riparazioni con la tua e-mail/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Richiedi un preventivo' }).getAttribute('href')).toBe(
      '/preventivo',
    );
    const requests = screen.getByRole('region', { name: 'Richieste inviate' });
    expect(within(requests).getByText('PRV-2026-000007')).toBeTruthy();
    expect(within(requests).getByRole('link', { name: 'RIP-7KQ2M9XD' }).getAttribute('href')).toBe(
      '#RIP-7KQ2M9XD',
    );
    expect(screen.queryByText(/Verifica il tuo indirizzo e-mail/)).toBeNull();
  });

  it('says where requests will appear, and asks to verify the address first', async () => {
    auth.emailVerified = false;
    renderPage(() => ({ data: { me: { id: 'u1', repairs: [], requests: [], appointments: [] } } }));
    expect(await screen.findByText(/compaiono qui\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verificalo ora' }).getAttribute('href')).toBe(
      '/verifyaccount',
    );
  });

  it('says in Italian when the repairs could not be loaded', async () => {
    auth.emailVerified = true;
    renderPage(() => ({
      errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    }));
    expect(
      await screen.findByText('Non riusciamo a caricare le riparazioni: riprova più tardi.'),
    ).toBeTruthy();
  });
});
