import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StaffReturn, useReturnActions } from '../../web/orders/staff/useReturnActions';
import { showToast } from '../../web/ui/toast';
import { withClient } from './hook-render';
import {
  askedOnce,
  CONNECTION_PROBLEM,
  held,
  offline,
  patientWorker,
  type Reply,
  refused,
  sendHeld,
} from './orders-hook-fixtures';

vi.mock('../../web/ui/toast', async () => (await import('./orders-hook-fixtures')).spiedToast());

afterEach(() => vi.clearAllMocks());

const CONFLICT = 'Il reso è stato aggiornato da qualcun altro: ricarica la pagina.';

/** Return RES-1 of order ord-1, one pair of AirPods, in `status`. */
const staffReturn = (status: StaffReturn['status'], id = 'ret-1'): StaffReturn => ({
  id,
  number: 'RES-1',
  status,
  statement: 'Con la presente notifico il recesso…',
  reason: null,
  requestedAt: '2026-03-10T10:00:00.000Z',
  refundAmount: null,
  refundNote: null,
  refusalReason: null,
  adminRefundDue: 12_200,
  adminRefund: null,
  lines: [{ position: 1, name: 'AirPods Pro', quantity: 1, ordered: 1 }],
  steps: [{ status: 'RICHIESTO', at: '2026-03-10T10:00:00.000Z', staffEmail: null }],
});

/** The hook on order ord-1 holding `returns`, over a Worker that answers every step with `step`. */
function renderReturns(
  step: () => Reply | Promise<Reply> = () => ({ data: { stepped: { id: 'ret-1' } } }),
  returns: StaffReturn[] = [staffReturn('RICHIESTO')],
) {
  const worker = patientWorker((name) =>
    name === 'AdminOrderReturns' ? { data: { adminOrder: { id: 'ord-1', returns } } } : step(),
  );
  const hook = renderHook(() => useReturnActions('ord-1'), { wrapper: withClient(worker.client) });
  const loads = () => worker.asked.filter((asked) => asked.name === 'AdminOrderReturns').length;
  const steps = () => worker.asked.filter((asked) => asked.name !== 'AdminOrderReturns');
  /** Waits for the returns to arrive and counts the reads so far (urql's mount may read twice). */
  const loaded = async () => {
    await waitFor(() => expect(hook.result.current.returns).toHaveLength(returns.length));
    return loads();
  };
  return { ...worker, hook, loads, steps, loaded };
}

type Actions = ReturnType<typeof useReturnActions>;

/** The steps that say how they went in a toast: their name, the return's state, how to take it. */
const TOASTED: [string, StaffReturn['status'], (actions: Actions, ret: StaffReturn) => unknown][] =
  [
    ['accept', 'RICHIESTO', (actions, ret) => actions.step(ret)],
    ['receive', 'ACCETTATO', (actions, ret) => actions.step(ret)],
    ['refund', 'RICEVUTO', (actions, ret) => actions.refund(ret, 12_200, null)],
  ];

describe('useReturnActions', () => {
  it("reads the order's returns, none until they arrive", async () => {
    const { hook, asked, loaded } = renderReturns();
    expect(hook.result.current.returns).toEqual([]);
    await loaded();
    expect(hook.result.current.returns).toEqual([staffReturn('RICHIESTO')]);
    expect(askedOnce(asked)).toEqual([{ name: 'AdminOrderReturns', variables: { id: 'ord-1' } }]);
  });

  it('has no returns for an order the Worker does not find', async () => {
    const worker = patientWorker(() => ({ data: { adminOrder: null } }));
    const hook = renderHook(() => useReturnActions('ord-9'), {
      wrapper: withClient(worker.client),
    });
    await waitFor(() => expect(worker.asked.length).toBeGreaterThan(0));
    await act(() => Promise.resolve());
    expect(hook.result.current.returns).toEqual([]);
  });

  it.each([
    [
      'RICHIESTO',
      'AdminAcceptReturn',
      'Reso RES-1 accettato: il cliente ha le istruzioni per la spedizione.',
    ],
    ['ACCETTATO', 'AdminReceiveReturn', 'Reso RES-1: prodotti ricevuti e rimessi a magazzino.'],
  ] as const)(
    'takes the step after %s with %s, says so and reloads',
    async (status, name, said) => {
      const { hook, steps, loads, loaded } = renderReturns();
      const before = await loaded();
      await act(async () => {
        await hook.result.current.step(staffReturn(status));
      });
      expect(steps()).toEqual([{ name, variables: { id: 'ret-1', from: status } }]);
      expect(vi.mocked(showToast).mock.calls).toEqual([[said]]);
      await waitFor(() => expect(loads()).toBeGreaterThan(before));
    },
  );

  it('records a refund with its amount and note, says so and reloads', async () => {
    const { hook, steps, loads, loaded } = renderReturns();
    const before = await loaded();
    await act(() =>
      hook.result.current.refund(staffReturn('RICEVUTO'), 10_000, 'Confezione rovinata.'),
    );
    expect(steps()).toEqual([
      {
        name: 'AdminRefundReturn',
        variables: { id: 'ret-1', from: 'RICEVUTO', amount: 10_000, note: 'Confezione rovinata.' },
      },
    ]);
    expect(vi.mocked(showToast).mock.calls).toEqual([['Reso RES-1: rimborso registrato.']]);
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
  });

  it.each(TOASTED)('on a CONFLICT to %s, says why and reloads', async (_, status, take) => {
    const { hook, loads, loaded } = renderReturns(() => refused('CONFLICT', CONFLICT));
    const before = await loaded();
    await act(async () => {
      await take(hook.result.current, staffReturn(status));
    });
    expect(vi.mocked(showToast).mock.calls).toEqual([[CONFLICT]]);
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
  });

  it.each(TOASTED)(
    'on another refusal to %s, says it and reads nothing again',
    async (_, status, take) => {
      const message = 'Il rimborso non può superare quanto pagato per i prodotti resi.';
      const { hook, loads, loaded } = renderReturns(() => refused('BAD_USER_INPUT', message));
      const before = await loaded();
      await act(async () => {
        await take(hook.result.current, staffReturn(status));
      });
      expect(vi.mocked(showToast).mock.calls).toEqual([[message]]);
      expect(loads()).toBe(before);
    },
  );

  it.each(TOASTED)(
    'when the connection fails to %s, says so in Italian',
    async (_, status, take) => {
      const { hook, loads, loaded } = renderReturns(offline);
      const before = await loaded();
      await act(async () => {
        await take(hook.result.current, staffReturn(status));
      });
      expect(vi.mocked(showToast).mock.calls).toEqual([[CONNECTION_PROBLEM]]);
      expect(loads()).toBe(before);
    },
  );

  it('refuses with the reason, closes the refusal form, says so and reloads', async () => {
    const { hook, steps, loads, loaded } = renderReturns();
    const ret = staffReturn('ACCETTATO');
    act(() => hook.result.current.toggleRefusal(ret));
    expect(hook.result.current.refusingId).toBe('ret-1');
    const before = await loaded();

    await act(() => hook.result.current.refuse(ret, 'Oltre i 14 giorni.'));
    expect(steps()).toEqual([
      {
        name: 'AdminRefuseReturn',
        variables: { id: 'ret-1', from: 'ACCETTATO', reason: 'Oltre i 14 giorni.' },
      },
    ]);
    expect(hook.result.current.refusingId).toBeNull();
    expect(vi.mocked(showToast).mock.calls).toEqual([
      ['Reso RES-1 rifiutato: abbiamo scritto al cliente.'],
    ]);
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
  });

  it.each([
    ['BAD_USER_INPUT', 'Scrivi il motivo del rifiuto.', false],
    ['CONFLICT', CONFLICT, true],
  ])('a %s refusal is handed to the open form, with no toast', async (code, message, reloads) => {
    const { hook, loads, loaded } = renderReturns(() => refused(code, message));
    const ret = staffReturn('RICHIESTO');
    act(() => hook.result.current.toggleRefusal(ret));
    const before = await loaded();

    let answer: Awaited<ReturnType<Actions['refuse']>> | undefined;
    await act(async () => {
      answer = await hook.result.current.refuse(ret, 'x');
    });
    expect(answer?.error?.graphQLErrors[0]?.message).toBe(message);
    expect(hook.result.current.refusingId).toBe('ret-1');
    expect(showToast).not.toHaveBeenCalled();
    if (reloads) await waitFor(() => expect(loads()).toBeGreaterThan(before));
    else expect(loads()).toBe(before);
  });

  it('opens one refusal form at a time, and gives focus back to its button on close', () => {
    const { hook } = renderReturns();
    act(() => hook.result.current.toggleRefusal(staffReturn('RICHIESTO', 'ret-1')));
    act(() => hook.result.current.toggleRefusal(staffReturn('RICHIESTO', 'ret-2')));
    expect(hook.result.current.refusingId).toBe('ret-2');
    act(() => hook.result.current.toggleRefusal(staffReturn('RICHIESTO', 'ret-2')));
    expect(hook.result.current.refusingId).toBeNull();

    const button = document.body.appendChild(document.createElement('button'));
    hook.result.current.refuseButton.current = button;
    act(() => hook.result.current.toggleRefusal(staffReturn('RICHIESTO', 'ret-1')));
    act(() => hook.result.current.closeRefusal());
    expect(hook.result.current.refusingId).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it.each([
    ['accept', (actions: Actions) => actions.step(staffReturn('RICHIESTO')), [true, false, false]],
    ['receive', (actions: Actions) => actions.step(staffReturn('ACCETTATO')), [true, false, false]],
    [
      'refuse',
      (actions: Actions) => actions.refuse(staffReturn('RICHIESTO'), 'x'),
      [true, true, false],
    ],
    [
      'refund',
      (actions: Actions) => actions.refund(staffReturn('RICEVUTO'), 0, 'x'),
      [false, false, true],
    ],
  ])(
    'while a step to %s is on its way, holds the buttons it stands for',
    async (_, take, flags) => {
      const answer = held({ data: { stepped: { id: 'ret-1' } } });
      const { hook, loaded } = renderReturns(() => answer.promise);
      await loaded();
      const busy = () => {
        const { stepping, refusing, refunding } = hook.result.current.busy;
        return [stepping, refusing, refunding];
      };
      await sendHeld(
        answer,
        () => take(hook.result.current),
        () => expect(busy()).toEqual(flags),
      );
      expect(busy()).toEqual([false, false, false]);
    },
  );
});
