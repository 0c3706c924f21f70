import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOO_MANY_RETURNS_MESSAGE, withdrawalStatement } from '../../schema/rules/withdrawal';
import { useWithdrawalForm } from '../../web/orders/useWithdrawalForm';
import { withClient } from './hook-render';
import {
  CONNECTION_PROBLEM,
  held,
  offline,
  patientWorker,
  type Reply,
  refused,
  sendHeld,
  withdrawalOrder,
  withdrawalWindow,
} from './orders-hook-fixtures';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const WITHDRAWAL = withdrawalWindow();
const ORDER = withdrawalOrder(WITHDRAWAL);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const SENT: Reply = { data: { requestWithdrawal: { id: 'ord-1', returns: [] } } };

/** The form on order RL-2026-000123 opened with `token`, over a Worker answering `reply`. */
function renderForm(
  reply: () => Reply | Promise<Reply> = () => SENT,
  token: string | null = 'tok-1',
) {
  const worker = patientWorker(reply);
  const onSent = vi.fn();
  const hook = renderHook(() => useWithdrawalForm(ORDER, WITHDRAWAL, token, onSent), {
    wrapper: withClient(worker.client),
  });
  return { ...worker, onSent, hook };
}

describe('useWithdrawalForm', () => {
  it('starts from the order: the buyer and the delivery address, no units, nothing to send', () => {
    const { hook } = renderForm();
    expect(hook.result.current).toMatchObject({
      counts: {},
      name: 'Giulia Bianchi',
      home: 'Via Roma 10, 20121 Milano (MI)',
      reason: '',
      error: null,
      canSend: false,
    });
  });

  it('writes the statement of the units chosen, as it will be sent', () => {
    const { hook } = renderForm();
    act(() => hook.result.current.setCount(1, 2));
    act(() => hook.result.current.setCount(2, 1));
    act(() => hook.result.current.setCount(2, 0));
    act(() => hook.result.current.setName('Giulia Bianchi Rossi'));

    expect(hook.result.current.counts).toEqual({ 1: 2, 2: 0 });
    expect(hook.result.current.statement).toBe(
      withdrawalStatement({
        orderNumber: 'RL-2026-000123',
        orderedAt: Date.parse('2026-03-02T10:00:00.000Z'),
        deliveredAt: Date.parse('2026-03-05T12:00:00.000Z'),
        lines: [{ name: 'AirPods Pro', brand: 'Apple', color: null, size: null, quantity: 2 }],
        name: 'Giulia Bianchi Rossi',
        address: 'Via Roma 10, 20121 Milano (MI)',
        date: NOW.getTime(),
      }),
    );
    expect(hook.result.current.statement).toContain('- 2 × AirPods Pro (Apple)');
    expect(hook.result.current.statement).not.toContain('Cover MagSafe');
    expect(hook.result.current.canSend).toBe(true);
  });

  it.each([
    ['the link', 'tok-1', '  Non mi sta bene. ', 'Non mi sta bene.'],
    ['the account', null, '   ', null],
  ])(
    'sends the chosen units, who and where, with %s and the trimmed reason',
    async (_, token, typed, reason) => {
      const { hook, asked, onSent } = renderForm(() => SENT, token);
      act(() => {
        hook.result.current.setCount(2, 1);
        hook.result.current.setHome('Via Po 3, 10121 Torino (TO)');
        hook.result.current.setReason(typed);
      });
      await act(() => hook.result.current.submit());

      expect(asked).toEqual([
        {
          name: 'RequestWithdrawal',
          variables: {
            id: 'ord-1',
            token,
            input: {
              lines: [{ position: 2, quantity: 1 }],
              name: 'Giulia Bianchi',
              address: 'Via Po 3, 10121 Torino (TO)',
              reason,
            },
          },
        },
      ]);
      expect(onSent).toHaveBeenCalledTimes(1);
      expect(hook.result.current.error).toBeNull();
    },
  );

  it.each([
    [
      'a field refused',
      () =>
        refused('BAD_USER_INPUT', 'Controlla i campi evidenziati.', {
          name: 'Il campo non deve essere vuoto.',
        }),
      {
        fields: { name: 'Il campo non deve essere vuoto.' },
        message: 'Controlla i campi evidenziati.',
      },
    ],
    [
      'too many returns',
      () => refused('CONFLICT', TOO_MANY_RETURNS_MESSAGE),
      { fields: null, message: TOO_MANY_RETURNS_MESSAGE },
    ],
    [
      'a window that closed meanwhile',
      () => refused('FORBIDDEN', 'Il termine di 14 giorni per il recesso è scaduto.'),
      { fields: null, message: 'Il termine di 14 giorni per il recesso è scaduto.' },
    ],
    [
      'a Worker failure',
      () => refused('INTERNAL_SERVER_ERROR', 'Unexpected error.'),
      { fields: null, message: CONNECTION_PROBLEM },
    ],
    ['a dropped connection', offline, { fields: null, message: CONNECTION_PROBLEM }],
  ])('on %s, shows the refusal in place and keeps the form', async (_, reply, error) => {
    const { hook, onSent } = renderForm(reply);
    act(() => hook.result.current.setCount(1, 1));
    await act(() => hook.result.current.submit());

    expect(hook.result.current.error).toEqual(error);
    expect(onSent).not.toHaveBeenCalled();
    expect(hook.result.current).toMatchObject({ counts: { 1: 1 }, canSend: true });
  });

  it('is sent once: a second press while the request is on its way sends nothing', async () => {
    const answer = held(SENT);
    const { hook, onSent, asked } = renderForm(() => answer.promise);
    act(() => hook.result.current.setCount(1, 2));
    const submit = hook.result.current.submit;
    await sendHeld(
      answer,
      () => Promise.all([submit(), submit()]),
      () => expect(hook.result.current).toMatchObject({ canSend: false, sending: true }),
    );
    expect(hook.result.current).toMatchObject({ canSend: true, sending: false });
    expect(asked.map(({ name }) => name)).toEqual(['RequestWithdrawal']);
    expect(onSent).toHaveBeenCalledTimes(1);
  });
});
