import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReturnsToHandle } from '../../web/orders/staff/useReturnsToHandle';
import { withClient } from './hook-render';
import { askedOnce, patientWorker, type Reply } from './orders-hook-fixtures';

const WAITING = {
  adminReturnsToHandle: 2,
  adminReturns: {
    items: [
      {
        id: 'ret-2',
        number: 'RES-2',
        status: 'ACCETTATO',
        requestedAt: '2026-03-11T09:00:00.000Z',
        adminOrder: { id: 'ord-7', number: 'RL-2026-000007' },
      },
      {
        id: 'ret-1',
        number: 'RES-1',
        status: 'RICHIESTO',
        requestedAt: '2026-03-10T10:00:00.000Z',
        adminOrder: { id: 'ord-5', number: 'RL-2026-000005' },
      },
    ],
  },
};

function renderWaiting(reply: () => Reply) {
  const worker = patientWorker(reply);
  const hook = renderHook(() => useReturnsToHandle(), { wrapper: withClient(worker.client) });
  return { ...worker, hook };
}

describe('useReturnsToHandle', () => {
  it('counts the returns waiting for the staff and lists the latest, after loading', async () => {
    const { hook, asked } = renderWaiting(() => ({ data: WAITING }));
    expect(hook.result.current).toBeUndefined();
    await waitFor(() => expect(hook.result.current).toEqual(WAITING));
    expect(askedOnce(asked)).toEqual([{ name: 'AdminReturnsToHandle', variables: {} }]);
  });
});
