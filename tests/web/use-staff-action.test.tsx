import { act, renderHook, waitFor } from '@testing-library/react';
import type { Client } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStaffAction } from '../../web/admin/useStaffAction';
import { CancelMutation } from '../../web/orders/staff/order-queries';
import { showToast } from '../../web/ui/toast';
import { withClient } from './hook-render';
import { failures, heldWorker, refused } from './repairs-fixtures';
import { type Answer, workerClient } from './worker-client';

vi.mock('../../web/ui/toast', async (original) => ({
  ...(await original<typeof import('../../web/ui/toast')>()),
  showToast: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const MOVE = { id: 'o1', from: 'PAGATO', note: null } as const;
const DONE = 'Ordine ORD-1001: Annullato.';
const CANCELLED = { data: { adminCancelOrder: { id: 'o1', status: 'ANNULLATO' } } };

function renderAction(client: Client) {
  const reload = vi.fn();
  const hook = renderHook(() => useStaffAction(CancelMutation, reload), {
    wrapper: withClient(client),
  });
  return { hook, reload };
}

const answering = (answer: Answer) => workerClient(() => answer);

/** What the action hands back, awaited inside act (Preact's act returns nothing). */
async function acted<T>(work: () => Promise<T>): Promise<T> {
  let value: T | undefined;
  await act(async () => {
    value = await work();
  });
  return value as T;
}

describe('useStaffAction', () => {
  it.each(['run', 'send'] as const)(
    '%s sends the move as given, says it went through and reloads the record',
    async (way) => {
      const { client, asked } = answering(CANCELLED);
      const { hook, reload } = renderAction(client);
      const result = await acted(() => hook.result.current[way](MOVE, DONE));

      expect(asked).toEqual([{ name: 'AdminCancelOrder', variables: MOVE }]);
      expect(result?.data).toEqual(CANCELLED.data);
      expect(vi.mocked(showToast).mock.calls).toEqual([[DONE]]);
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it('on a CONFLICT reloads the record someone else moved, and run says why', async () => {
    const message = "L'ordine è stato aggiornato da un altro operatore: ricarica.";
    const { hook, reload } = renderAction(answering(refused('CONFLICT', message)).client);
    await act(() => hook.result.current.run(MOVE, DONE));

    expect(reload).toHaveBeenCalledTimes(1);
    expect(vi.mocked(showToast).mock.calls).toEqual([[message]]);
  });

  it.each(failures('BAD_USER_INPUT', 'Indica il motivo.'))(
    'run says %s and reloads nothing',
    async (_, answer, message) => {
      const { hook, reload } = renderAction(answering(answer).client);
      await act(() => hook.result.current.run(MOVE, DONE));

      expect(vi.mocked(showToast).mock.calls).toEqual([[message]]);
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it('send leaves a refusal to its caller: no toast, the error handed back', async () => {
    const { hook, reload } = renderAction(
      answering(refused('BAD_USER_INPUT', 'Indica il motivo.')).client,
    );
    const result = await acted(() => hook.result.current.send(MOVE, DONE));

    expect(result?.error?.graphQLErrors[0]?.message).toBe('Indica il motivo.');
    expect(showToast).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('is busy while the move is in flight, and free once answered', async () => {
    const worker = heldWorker(() => CANCELLED);
    const { hook, reload } = renderAction(worker.client);
    expect(hook.result.current.busy).toBe(false);

    const answer = worker.press(() => hook.result.current.run(MOVE, DONE));
    await waitFor(() => expect(hook.result.current.busy).toBe(true));
    expect(reload).not.toHaveBeenCalled();

    await answer();
    expect(hook.result.current.busy).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('sends nothing on a second press while the first move is in flight', async () => {
    const worker = heldWorker(() => CANCELLED);
    const { hook, reload } = renderAction(worker.client);
    let second: unknown = 'not sent';
    const answer = worker.press(() => {
      const first = hook.result.current.run(MOVE, DONE);
      second = hook.result.current.send(MOVE, DONE);
      return first;
    });
    await answer();
    expect(await second).toBeUndefined();

    expect(worker.asked).toEqual(['AdminCancelOrder']);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(vi.mocked(showToast).mock.calls).toEqual([[DONE]]);
  });
});
