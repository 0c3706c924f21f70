import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberGuestOrder } from '../../web/orders/guest-orders';
import { OrderHistoryPage } from '../../web/orders/OrderHistoryPage';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const session = vi.hoisted(() => ({ signedIn: false }));
vi.mock('../../web/account/auth', async (original) => ({
  ...(await original<typeof import('../../web/account/auth')>()),
  useAuth: () => ({
    isAuthenticated: session.signedIn,
    loading: false,
    user: session.signedIn ? { uid: 'u1' } : null,
  }),
}));

const summary = {
  id: 'ord-1',
  number: 'RL-2026-000010',
  status: 'SPEDITO',
  createdAt: '2026-03-02T10:00:00.000Z',
  total: 24_400,
  lines: [
    { quantity: 2, name: 'Cover' },
    { quantity: 1, name: 'Cavo USB-C' },
  ],
};

function renderHistory(answer: (name: string) => Answer) {
  const worker = workerClient(answer);
  renderRoutes(
    [{ path: '/order-history', element: <OrderHistoryPage /> }],
    '/order-history',
    worker.client,
  );
  return worker;
}

beforeEach(() => {
  session.signedIn = false;
});

describe("a guest's orders", () => {
  it('shows none without asking the Worker when this browser placed none', () => {
    const worker = renderHistory(() => ({}));
    expect(screen.getByRole('heading', { name: 'Nessun ordine per ora' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe(
      '/login?redirect=%2Forder-history',
    );
    expect(worker.asked).toEqual([]);
  });

  it("lists this browser's orders, asked for with their tokens", async () => {
    rememberGuestOrder({ id: 'ord-1', token: 'segreto', number: 'RL-2026-000010' });
    const worker = renderHistory(() => ({ data: { guestOrders: [summary] } }));
    const list = await screen.findByRole('list', { name: 'Ordini' });
    const link = within(list).getByRole('link');
    expect(link.getAttribute('href')).toBe('/order/ord-1');
    expect(link.textContent).toContain('3 articoli');
    expect(link.textContent).toContain('Cover, Cavo USB-C');
    expect(worker.asked[0]).toEqual({
      name: 'GuestOrders',
      variables: { refs: [{ id: 'ord-1', token: 'segreto' }] },
    });
  });

  it('offers to retry when they failed to load', async () => {
    rememberGuestOrder({ id: 'ord-1', token: 'segreto', number: 'RL-2026-000010' });
    let failing = true;
    renderHistory(() =>
      failing
        ? { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : { data: { guestOrders: [summary] } },
    );
    const retry = await screen.findByRole('button', { name: /Riprova/ });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Ordini' })).toBeTruthy();
  });
});

describe("a customer's orders", () => {
  it("lists the account's orders, one item said as such", async () => {
    session.signedIn = true;
    const worker = renderHistory(() => ({
      data: { myOrders: [{ ...summary, lines: [{ quantity: 1, name: 'Cover' }] }] },
    }));
    const list = await screen.findByRole('list', { name: 'Ordini' });
    expect(within(list).getByRole('link').textContent).toContain('1 articolo');
    expect(screen.queryByText(/Qui vedi gli ordini fatti da questo browser/)).toBeNull();
    expect(new Set(worker.asked.map((asked) => asked.name))).toEqual(new Set(['MyOrders']));
  });
});
