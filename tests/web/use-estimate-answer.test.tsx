import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type Estimate,
  type RepairAccess,
  useEstimateAnswer,
} from '../../web/repairs/useEstimateAnswer';
import { withClient } from './hook-render';
import { type Answer, workerClient } from './worker-client';

const DAY = 86_400_000;
const ACCESS: RepairAccess = { code: 'RIP-7KQ2M9XD', email: 'cliente@negozio.test' };

const estimate = (change: Partial<Estimate> = {}): Estimate => ({
  id: 'est-1',
  lines: [{ kind: 'PART', description: 'Display originale', amount: 12_900 }],
  subtotal: 12_900,
  vat: 2_838,
  total: 15_738,
  diagnosisFee: 2_500,
  estimatedDays: 3,
  validUntil: new Date(Date.now() + 10 * DAY).toISOString(),
  note: null,
  status: 'SENT',
  expired: false,
  sentAt: new Date(Date.now() - DAY).toISOString(),
  decidedAt: null,
  ...change,
});

const progress = (status: string) => ({
  __typename: 'Repair',
  status,
  updatedAt: new Date().toISOString(),
  timeline: [],
  estimate: null,
});

function renderAnswer(answer: (name: string) => Answer, start: Estimate = estimate()) {
  const worker = workerClient(answer);
  const onDecided = vi.fn();
  const onStale = vi.fn();
  const hook = renderHook(() => useEstimateAnswer(start, ACCESS, onDecided, onStale), {
    wrapper: withClient(worker.client),
  });
  return { ...worker, hook, onDecided, onStale };
}

const refused = (code: string, message: string) => () => ({
  errors: [{ message, extensions: { code } }],
});

describe('useEstimateAnswer', () => {
  it('accepts at once with the access the customer came with, and hands back the repair', async () => {
    const { hook, asked, onDecided, onStale } = renderAnswer(() => ({
      data: { acceptEstimate: progress('IN_RIPARAZIONE') },
    }));
    expect(hook.result.current.open).toBe(true);
    act(() => hook.result.current.accept());

    await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
    expect(onDecided.mock.calls[0]?.[0]).toMatchObject({ status: 'IN_RIPARAZIONE' });
    expect(asked).toEqual([
      { name: 'AcceptEstimate', variables: { access: ACCESS, estimateId: 'est-1' } },
    ]);
    expect(hook.result.current.problem).toBeNull();
    expect(onStale).not.toHaveBeenCalled();
  });

  it('sends one answer when pressed twice before it is answered', async () => {
    const { hook, asked, onDecided } = renderAnswer(() => ({
      data: { acceptEstimate: progress('IN_RIPARAZIONE') },
    }));
    act(() => {
      hook.result.current.accept();
      hook.result.current.accept();
    });
    expect(hook.result.current.busy).toBe(true);

    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(asked.map(({ name }) => name)).toEqual(['AcceptEstimate']);
    expect(onDecided).toHaveBeenCalledTimes(1);
  });

  it('declines only after asking, and can be taken back before sending', async () => {
    const { hook, asked, onDecided } = renderAnswer(() => ({
      data: { declineEstimate: progress('IN_RESTITUZIONE') },
    }));
    act(() => hook.result.current.askToDecline());
    expect(hook.result.current.confirming).toBe(true);
    act(() => hook.result.current.keep());
    expect(hook.result.current.confirming).toBe(false);
    expect(asked).toEqual([]);

    act(() => hook.result.current.askToDecline());
    act(() => hook.result.current.decline());
    await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
    expect(asked.map((operation) => operation.name)).toEqual(['DeclineEstimate']);
    expect(hook.result.current.confirming).toBe(false);
  });

  it('on a CONFLICT keeps the refusal in Italian and asks the page to read the repair again', async () => {
    const message = 'Il preventivo è stato sostituito da uno nuovo: leggilo e rispondi a quello.';
    const { hook, onDecided, onStale } = renderAnswer(refused('CONFLICT', message));
    act(() => hook.result.current.askToDecline());
    act(() => hook.result.current.decline());

    await waitFor(() => expect(hook.result.current.problem).toBe(message));
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(onDecided).not.toHaveBeenCalled();
    expect(hook.result.current.confirming).toBe(false);
  });

  it('on another refusal shows it and reads nothing again', async () => {
    const message = 'Non riusciamo a riconoscere la riparazione: controlla codice ed e-mail.';
    const { hook, onDecided, onStale } = renderAnswer(refused('FORBIDDEN', message));
    act(() => hook.result.current.accept());

    await waitFor(() => expect(hook.result.current.problem).toBe(message));
    expect(onStale).not.toHaveBeenCalled();
    expect(onDecided).not.toHaveBeenCalled();
    expect(hook.result.current.busy).toBe(false);
  });

  it('clears the last refusal when the customer answers again', async () => {
    let calls = 0;
    const { hook, onDecided } = renderAnswer(() =>
      ++calls === 1
        ? {
            errors: [{ message: 'Servizio non disponibile.', extensions: { code: 'UNAVAILABLE' } }],
          }
        : { data: { acceptEstimate: progress('IN_RIPARAZIONE') } },
    );
    act(() => hook.result.current.accept());
    await waitFor(() => expect(hook.result.current.problem).toBe('Servizio non disponibile.'));
    act(() => hook.result.current.accept());
    await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
    expect(hook.result.current.problem).toBeNull();
  });

  it.each([
    ['the server says it expired', { expired: true }],
    ['its day passed while open', { validUntil: new Date(Date.now() - 1_000).toISOString() }],
  ])('is closed to answers when %s', (_, change) => {
    const { hook } = renderAnswer(() => ({}), estimate(change));
    expect(hook.result.current).toMatchObject({ expired: true, open: false });
  });

  it('is closed to answers once answered', () => {
    const decided = estimate({ status: 'ACCEPTED', decidedAt: new Date().toISOString() });
    const { hook } = renderAnswer(() => ({}), decided);
    expect(hook.result.current).toMatchObject({ expired: false, open: false });
  });
});
