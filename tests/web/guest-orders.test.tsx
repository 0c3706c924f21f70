import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderLink } from '../../schema/order-link';
import {
  forgetAccountOrders,
  readGuestOrders,
  rememberGuestOrder,
  tokenFor,
} from '../../web/orders/guest-orders';
import { OrderPage } from '../../web/orders/OrderPage';
import { tokenInAddress } from '../../web/orders/order-link';
import { answeringClient, renderRoutes } from './render';

const GUEST = { id: 'g1', token: 'token-ospite', number: 'RL-2026-000001' };
const CHIARA = { id: 'c1', token: 'token-chiara', number: 'RL-2026-000002', uid: 'chiara' };
const MARCO = { id: 'm1', token: 'token-marco', number: 'RL-2026-000003', uid: 'marco' };

function rememberAll() {
  for (const ref of [GUEST, CHIARA, MARCO]) rememberGuestOrder(ref);
}

describe('an order link', () => {
  it('carries the token in the fragment, never in the query', () => {
    const link = new URL(orderLink('https://riparolab.it', 'ab12', 'segreto/+='));
    expect(link.pathname).toBe('/order/ab12');
    expect(link.search).toBe('');
    expect(tokenInAddress(link)).toBe('segreto/+=');
  });

  it.each([
    ['#t=segreto', 'segreto'],
    ['', null],
    ['#dettagli', null],
    ['#t=', null],
  ])('reads %j as %j', (hash, token) => {
    expect(tokenInAddress({ hash })).toBe(token);
  });
});

describe('the orders kept in this browser', () => {
  it('lets a guest use only the orders placed as a guest', () => {
    rememberAll();
    expect(readGuestOrders(null).map((ref) => ref.id)).toEqual(['g1']);
    expect(tokenFor('c1', null)).toBeNull();
  });

  it("lets an account use its own orders and the guest's, never another account's", () => {
    rememberAll();
    expect(readGuestOrders('chiara').map((ref) => ref.id)).toEqual(['c1', 'g1']);
    expect(tokenFor('c1', 'chiara')).toBe('token-chiara');
    expect(tokenFor('m1', 'chiara')).toBeNull();
  });

  it("forgets every account's tokens at sign-out and keeps the guest's", () => {
    rememberAll();
    forgetAccountOrders();
    const stored = window.localStorage.getItem('orders') ?? '';
    expect(stored).not.toContain('token-chiara');
    expect(stored).not.toContain('token-marco');
    expect(readGuestOrders('chiara')).toEqual([GUEST]);
  });
});

const ORDER = {
  __typename: 'Order',
  id: 'ab12',
  number: 'RL-2026-000042',
  status: 'IN_ATTESA_DI_PAGAMENTO',
  paymentMethod: 'BONIFICO',
  createdAt: '2026-03-02T10:00:00.000Z',
  email: 'anna@example.it',
  firstName: 'Anna',
  lastName: 'Verdi',
  phone: '3331234567',
  shippingAddress: { street: 'Via Roma 1', postalCode: '20100', city: 'Milano', province: 'MI' },
  invoiceTaxCode: null,
  invoiceCompany: null,
  notes: null,
  trackingNumber: null,
  subtotal: 1000,
  shipping: 0,
  taxes: 220,
  total: 1220,
  lines: [],
  events: [],
};

describe('opening an order link', () => {
  it('moves the token from the address bar into storage', async () => {
    window.history.replaceState(null, '', '/order/ab12#t=segreto-link');
    const { client, asked } = answeringClient({ OrderPage: { order: ORDER } });
    renderRoutes([{ path: '/order/:id', element: <OrderPage /> }], '/order/ab12', client);

    expect(await screen.findByRole('heading', { name: 'Ordine RL-2026-000042' })).toBeTruthy();
    expect(asked[0]?.variables).toEqual({ id: 'ab12', token: 'segreto-link' });
    expect(window.location.href).not.toContain('segreto-link');
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(tokenFor('ab12', null)).toBe('segreto-link'));
  });

  it('refuses a retired ?token= link: it opens nothing and leaves the address bar', async () => {
    window.history.replaceState(null, '', '/order/ab12?token=segreto-vecchio');
    const { client, asked } = answeringClient({ OrderPage: { order: null } });
    renderRoutes([{ path: '/order/:id', element: <OrderPage /> }], '/order/ab12', client);

    expect(await screen.findByRole('heading', { name: 'Ordine non trovato' })).toBeTruthy();
    expect(asked[0]?.variables).toEqual({ id: 'ab12', token: null });
    expect(window.location.href).not.toContain('segreto-vecchio');
    expect(readGuestOrders(null)).toEqual([]);
  });

  it('keeps nothing when the token opens no order', async () => {
    window.history.replaceState(null, '', '/order/ab12#t=sbagliato');
    const { client } = answeringClient({ OrderPage: { order: null } });
    renderRoutes([{ path: '/order/:id', element: <OrderPage /> }], '/order/ab12', client);

    expect(await screen.findByRole('heading', { name: 'Ordine non trovato' })).toBeTruthy();
    expect(window.location.href).not.toContain('sbagliato');
    expect(readGuestOrders(null)).toEqual([]);
  });
});
