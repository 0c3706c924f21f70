import { act, renderHook, waitFor } from '@testing-library/react';
import type { Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { useAwaitingAnswer } from '../../web/repairs/staff/useAwaitingAnswer';
import { withClient } from './hook-render';
import { heldWorker, refused, unanswered } from './repairs-fixtures';
import { type Answer, workerClient } from './worker-client';

const WAITING = {
  id: 'r1',
  code: 'RIP-7KQ2M9XD',
  customerName: 'Giulia Verdi',
  device: 'iPhone 13',
  awaitingAnswerSince: '2026-11-20T09:00:00.000Z',
  estimate: { id: 'est-1', total: 19_398, validUntil: '2026-12-04T09:00:00.000Z', expired: false },
};
const LISTED: Answer = { data: { adminRepairsAwaitingAnswer: [WAITING] } };

const renderList = (client: Client) =>
  renderHook(() => useAwaitingAnswer(), { wrapper: withClient(client) });

describe('useAwaitingAnswer', () => {
  it('lists the repairs whose estimate waits for an answer', async () => {
    const { client, asked } = workerClient(() => LISTED);
    const hook = renderList(client);

    await waitFor(() => expect(hook.result.current.repairs).toEqual([WAITING]));
    expect(hook.result.current.failed).toBe(false);
    expect(asked[0]).toEqual({ name: 'AdminRepairsAwaitingAnswer', variables: {} });
  });

  it('tells an empty list from one still loading', async () => {
    const worker = heldWorker(() => ({ data: { adminRepairsAwaitingAnswer: [] } }));
    const hook = renderList(worker.client);
    expect(hook.result.current).toMatchObject({ repairs: null, failed: false });

    await act(async () => worker.answerAll());
    await waitFor(() => expect(hook.result.current.repairs).toEqual([]));
    expect(hook.result.current.failed).toBe(false);
  });

  it.each([
    ['a refusal', refused('FORBIDDEN', 'Accesso riservato allo staff.')],
    ['a failed request', unanswered],
  ])('fails on %s with nothing to show, and a retry asks again', async (_, failure) => {
    let answer = failure;
    const { client, asked } = workerClient(() => answer);
    const hook = renderList(client);
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(hook.result.current.repairs).toBeNull();

    answer = LISTED;
    const before = asked.length;
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.repairs).toEqual([WAITING]));
    expect(hook.result.current.failed).toBe(false);
    expect(asked.length).toBe(before + 1);
  });

  it('shows a list that came with an error instead of failing', async () => {
    const { client } = workerClient(() => ({
      ...LISTED,
      ...refused('INTERNAL_SERVER_ERROR', 'Si è verificato un errore imprevisto.'),
    }));
    const hook = renderList(client);
    await waitFor(() => expect(hook.result.current.repairs).toEqual([WAITING]));
    expect(hook.result.current.failed).toBe(false);
  });
});
