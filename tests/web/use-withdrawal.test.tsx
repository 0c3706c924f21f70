import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WithdrawalOrder } from '../../web/orders/useWithdrawal';
import { useWithdrawal } from '../../web/orders/useWithdrawal';
import { withClient } from './hook-render';
import {
  askedOnce,
  patientWorker,
  withdrawalOrder,
  withdrawalWindow,
} from './orders-hook-fixtures';

/** The hook on order ord-1 over a Worker that answers `order`, opened with `token`. */
function renderWithdrawal(order: WithdrawalOrder | null, token: string | null = 'tok-1') {
  const worker = patientWorker(() => ({ data: { order } }));
  const hook = renderHook(() => useWithdrawal('ord-1', token), {
    wrapper: withClient(worker.client),
  });
  return { ...worker, hook };
}

describe('useWithdrawal', () => {
  it.each([
    ['the link', 'tok-1'],
    ['the account', null],
  ])("reads the order's withdrawal with %s that opened it", async (_, token) => {
    const { hook, asked } = renderWithdrawal(withdrawalOrder(), token);
    expect(hook.result.current).toMatchObject({ order: undefined, returnable: false });
    await waitFor(() => expect(hook.result.current.order).toEqual(withdrawalOrder()));
    expect(hook.result.current).toMatchObject({ returnable: true, open: false, sent: false });
    expect(askedOnce(asked)).toEqual([
      { name: 'OrderWithdrawal', variables: { id: 'ord-1', token } },
    ]);
  });

  it.each([
    ['every unit is already in a return', withdrawalOrder(withdrawalWindow({ returnable: [] }))],
    [
      'no line has units left',
      withdrawalOrder(
        withdrawalWindow({
          returnable: withdrawalWindow().returnable.map((line) => ({ ...line, quantity: 0 })),
        }),
      ),
    ],
    ['the order is not delivered yet', withdrawalOrder(null)],
  ])('has nothing to return when %s', async (_, order) => {
    const { hook } = renderWithdrawal(order);
    await waitFor(() => expect(hook.result.current.order).toEqual(order));
    expect(hook.result.current.returnable).toBe(false);
  });

  it('has no order when the Worker finds none', async () => {
    const { hook, asked } = renderWithdrawal(null);
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await waitFor(() => expect(hook.result.current.order).toBeNull());
    expect(hook.result.current.returnable).toBe(false);
  });

  it('opens the form, and once a request is sent closes it, says so and reads the returns again', async () => {
    const { hook, asked } = renderWithdrawal(withdrawalOrder());
    await waitFor(() => expect(hook.result.current.order).toBeTruthy());
    act(() => hook.result.current.start());
    expect(hook.result.current).toMatchObject({ open: true, sent: false });

    const reads = asked.length;
    act(() => hook.result.current.onSent());
    expect(hook.result.current).toMatchObject({ open: false, sent: true });
    await waitFor(() => expect(asked.length).toBeGreaterThan(reads));
    expect(asked.at(-1)).toEqual({
      name: 'OrderWithdrawal',
      variables: { id: 'ord-1', token: 'tok-1' },
    });

    act(() => hook.result.current.start());
    expect(hook.result.current).toMatchObject({ open: true, sent: false });
  });
});
