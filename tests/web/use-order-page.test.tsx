import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { readGuestOrders, rememberGuestOrder } from '../../web/orders/guest-orders';
import { useOrderPage } from '../../web/orders/useOrderPage';
import { withClient } from './hook-render';
import { orderDetails } from './order-fixtures';
import {
  askedOnce,
  offline,
  patientWorker,
  type Reply,
  refused,
  session,
} from './orders-hook-fixtures';

vi.mock('../../web/account/auth', async () => ({
  useAuth: (await import('./orders-hook-fixtures')).fakeAuth,
}));

afterEach(() => {
  session.user = null;
  window.history.replaceState(null, '', '/');
});

const NUMBER = 'RL-2026-000123';
const ORDER = { ...orderDetails(NUMBER, { id: 'ord-1' }), reviewLink: null };
const FOUND: Reply = { data: { order: ORDER } };

/** The order page's hook at `address` (history `state` as navigation left it). */
function renderPage(address: string, reply: () => Reply = () => FOUND, state: unknown = null) {
  window.history.replaceState(state, '', address);
  const worker = patientWorker(reply);
  const Providers = withClient(worker.client);
  const hook = renderHook(() => useOrderPage(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Providers>
        <Route path="/order/:id">{children}</Route>
      </Providers>
    ),
  });
  const opened = () => waitFor(() => expect(hook.result.current.order).toBeTruthy());
  return { ...worker, hook, opened };
}

const signIn = () => {
  session.user = { uid: 'u1', email: 'giulia@example.it', emailVerified: true };
};

describe('useOrderPage', () => {
  it("opens the order with a link's token, takes the token off the address bar and keeps it", async () => {
    const { hook, asked, opened } = renderPage('/order/ord-1#t=tok-link');
    expect(hook.result.current).toMatchObject({ order: undefined, token: 'tok-link' });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/order/ord-1');
    await opened();

    expect(hook.result.current.order).toEqual(ORDER);
    expect(askedOnce(asked)).toEqual([
      { name: 'OrderPage', variables: { id: 'ord-1', token: 'tok-link' } },
    ]);
    expect(readGuestOrders(null)).toEqual([{ id: 'ord-1', token: 'tok-link', number: NUMBER }]);
  });

  it('keeps the token of a link opened while signed in for that account only', async () => {
    signIn();
    const { opened } = renderPage('/order/ord-1#t=tok-link');
    await opened();
    expect(readGuestOrders('u1')).toEqual([
      { id: 'ord-1', token: 'tok-link', number: NUMBER, uid: 'u1' },
    ]);
    expect(readGuestOrders(null)).toEqual([]);
  });

  it.each([
    ["a guest's", null, { id: 'ord-1', token: 'tok-kept', number: NUMBER }, 'tok-kept'],
    [
      'its account',
      'u1',
      { id: 'ord-1', token: 'tok-kept', number: NUMBER, uid: 'u1' },
      'tok-kept',
    ],
    [
      "another account's is not used",
      null,
      { id: 'ord-1', token: 'tok-kept', number: NUMBER, uid: 'u2' },
      null,
    ],
  ])('reads the token this browser kept: %s', async (_, uid, kept, token) => {
    if (uid) signIn();
    rememberGuestOrder(kept);
    const { asked, opened } = renderPage('/order/ord-1');
    await opened();
    expect(askedOnce(asked)).toEqual([{ name: 'OrderPage', variables: { id: 'ord-1', token } }]);
  });

  it('opens nothing with a retired ?token= link, and takes it off the address bar', async () => {
    const { hook, asked, opened } = renderPage('/order/ord-1?token=tok-old');
    expect(window.location.search).toBe('');
    await opened();
    expect(hook.result.current.token).toBeNull();
    expect(askedOnce(asked)).toEqual([
      { name: 'OrderPage', variables: { id: 'ord-1', token: null } },
    ]);
    expect(readGuestOrders(null)).toEqual([]);
  });

  it.each([
    ['just placed', { justPlaced: true }, true],
    ['opened from a link', null, false],
    ['opened with other state', { justPlaced: 'yes' }, false],
  ])('knows whether the order was %s', async (_, state, justPlaced) => {
    const { hook, opened } = renderPage('/order/ord-1', () => FOUND, state);
    await opened();
    expect(hook.result.current.justPlaced).toBe(justPlaced);
  });

  it("says not found without keeping a link's token", async () => {
    const { hook, asked } = renderPage('/order/ord-1#t=tok-wrong', () => ({
      data: { order: null },
    }));
    await waitFor(() => expect(hook.result.current.order).toBeNull());
    expect(asked.length).toBeGreaterThan(0);
    expect(hook.result.current.failed).toBe(false);
    expect(readGuestOrders(null)).toEqual([]);
  });

  it.each([
    ['the Worker fails', () => refused('INTERNAL_SERVER_ERROR', 'Unexpected error.')],
    ['the connection drops', offline],
  ])('when %s, says it failed and asks again on retry', async (_, failure) => {
    let reply: () => Reply = failure;
    const { hook, asked } = renderPage('/order/ord-1', () => reply());
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(hook.result.current.order).toBeUndefined();

    reply = () => FOUND;
    const before = asked.length;
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.order).toEqual(ORDER));
    expect(asked.length).toBeGreaterThan(before);
    expect(hook.result.current.failed).toBe(false);
  });
});
