import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberGuestOrder } from '../../web/orders/guest-orders';
import { useGuestOrders, useSignedInOrders } from '../../web/orders/useOrderHistory';
import { withClient } from './hook-render';
import { askedOnce, offline, patientWorker, type Reply, refused } from './orders-hook-fixtures';

const summary = (number: string) => ({
  id: `ord-${number}`,
  number,
  status: 'SPEDITO',
  createdAt: '2026-03-02T10:00:00.000Z',
  total: 12_200,
  lines: [{ quantity: 1, name: 'AirPods Pro' }],
});

const FAILURES: [string, () => Reply][] = [
  ['the Worker fails', () => refused('INTERNAL_SERVER_ERROR', 'Unexpected error.')],
  ['the connection drops', offline],
];

/** One of the two hooks over a Worker whose answer the test may change before a retry. */
function renderOrders(use: typeof useSignedInOrders, first: () => Reply) {
  const worker = patientWorker(() => reply.current());
  const reply = { current: first };
  const hook = renderHook(() => use(), { wrapper: withClient(worker.client) });
  return { ...worker, hook, reply };
}

describe('useSignedInOrders', () => {
  it("lists the account's orders once loaded", async () => {
    const orders = [summary('RL-2026-000124'), summary('RL-2026-000123')];
    const { hook, asked } = renderOrders(useSignedInOrders, () => ({ data: { myOrders: orders } }));
    expect(hook.result.current).toMatchObject({ orders: undefined, failed: false });
    await waitFor(() => expect(hook.result.current.orders).toEqual(orders));
    expect(askedOnce(asked)).toEqual([{ name: 'MyOrders', variables: {} }]);
  });

  it.each(FAILURES)('when %s, says it failed and asks again on retry', async (_, failure) => {
    const { hook, asked, reply } = renderOrders(useSignedInOrders, failure);
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(hook.result.current.orders).toBeUndefined();

    reply.current = () => ({ data: { myOrders: [] } });
    const before = asked.length;
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.orders).toEqual([]));
    expect(asked.length).toBeGreaterThan(before);
    expect(hook.result.current.failed).toBe(false);
  });
});

describe('useGuestOrders', () => {
  it('has an empty list at once, asking nothing, when this browser placed no order', () => {
    const { hook, asked } = renderOrders(useGuestOrders, () => ({ data: { guestOrders: [] } }));
    expect(hook.result.current).toMatchObject({ orders: [], failed: false });
    expect(asked).toEqual([]);
  });

  it("asks for the guest's orders with their tokens only, leaving an account's aside", async () => {
    rememberGuestOrder({ id: 'ord-1', token: 'tok-1', number: 'RL-2026-000123' });
    rememberGuestOrder({ id: 'ord-2', token: 'tok-2', number: 'RL-2026-000124', uid: 'u1' });
    rememberGuestOrder({ id: 'ord-3', token: 'tok-3', number: 'RL-2026-000125' });
    const orders = [summary('RL-2026-000125'), summary('RL-2026-000123')];
    const { hook, asked } = renderOrders(useGuestOrders, () => ({ data: { guestOrders: orders } }));
    expect(hook.result.current.orders).toBeUndefined();
    await waitFor(() => expect(hook.result.current.orders).toEqual(orders));
    expect(askedOnce(asked)).toEqual([
      {
        name: 'GuestOrders',
        variables: {
          refs: [
            { id: 'ord-3', token: 'tok-3' },
            { id: 'ord-1', token: 'tok-1' },
          ],
        },
      },
    ]);
  });

  it.each(FAILURES)('when %s, says it failed and asks again on retry', async (_, failure) => {
    rememberGuestOrder({ id: 'ord-1', token: 'tok-1', number: 'RL-2026-000123' });
    const { hook, asked, reply } = renderOrders(useGuestOrders, failure);
    await waitFor(() => expect(hook.result.current.failed).toBe(true));

    const orders = [summary('RL-2026-000123')];
    reply.current = () => ({ data: { guestOrders: orders } });
    const before = asked.length;
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.orders).toEqual(orders));
    expect(asked.length).toBeGreaterThan(before);
    expect(hook.result.current.failed).toBe(false);
  });
});
