import { act, renderHook, waitFor } from '@testing-library/react';
import type { Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { dashboardCounts, useDashboard } from '../../web/admin/useDashboard';
import { withClient } from './hook-render';
import { heldWorker, refused, unanswered } from './repairs-fixtures';
import { type Answer, workerClient } from './worker-client';

const WHEN = '2026-11-27T10:00:00.000Z';
const COUNTS = {
  newQuotes: 3,
  newShippingForms: 1,
  openRepairs: 7,
  ordersToHandle: 2,
  subscribers: 40,
};
const OVERVIEW = {
  adminCounts: COUNTS,
  adminQuoteRequests: {
    items: [{ id: 'q1', number: 'PRV-1', name: 'Anna', status: 'NUOVA', createdAt: WHEN }],
  },
  adminShippingForms: { items: [] },
  adminRepairs: { items: [] },
  adminOrders: { items: [] },
  adminLatestAudit: [],
};
const LOADED: Answer = { data: OVERVIEW };

const renderDashboard = (client: Client) =>
  renderHook(() => useDashboard(), { wrapper: withClient(client) });

describe('useDashboard', () => {
  it('hands over the overview as the Worker gives it', async () => {
    const { client, asked } = workerClient(() => LOADED);
    const hook = renderDashboard(client);

    await waitFor(() => expect(hook.result.current.data).toEqual(OVERVIEW));
    expect(hook.result.current.failed).toBe(false);
    expect(asked[0]).toEqual({ name: 'AdminDashboard', variables: {} });
  });

  it('has no data and no failure while loading', async () => {
    const worker = heldWorker(() => LOADED);
    const hook = renderDashboard(worker.client);
    expect(hook.result.current).toMatchObject({ data: undefined, failed: false });

    await act(async () => worker.answerAll());
    await waitFor(() => expect(hook.result.current.data).toEqual(OVERVIEW));
  });

  it.each([
    ['a refusal', refused('FORBIDDEN', 'Accesso riservato allo staff.')],
    ['a failed request', unanswered],
  ])('fails on %s, and a retry asks again', async (_, failure) => {
    let answer = failure;
    const { client, asked } = workerClient(() => answer);
    const hook = renderDashboard(client);
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(hook.result.current.data).toBeUndefined();

    answer = LOADED;
    const before = asked.length;
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.data).toEqual(OVERVIEW));
    expect(hook.result.current.failed).toBe(false);
    expect(asked.length).toBe(before + 1);
  });

  it('shows an overview that came with an error instead of failing', async () => {
    const { client } = workerClient(() => ({
      ...LOADED,
      ...refused('INTERNAL_SERVER_ERROR', 'Si è verificato un errore imprevisto.'),
    }));
    const hook = renderDashboard(client);
    await waitFor(() => expect(hook.result.current.data).toEqual(OVERVIEW));
    expect(hook.result.current.failed).toBe(false);
  });
});

describe('dashboardCounts', () => {
  it('names each count and the section it leads to, in the order shown', () => {
    expect(dashboardCounts(COUNTS)).toEqual([
      ['Preventivi da gestire', 3, 'preventivi'],
      ['Spedizioni in arrivo', 1, 'spedizioni'],
      ['Riparazioni aperte', 7, 'riparazioni'],
      ['Ordini da evadere', 2, 'ordini'],
      ['Iscritti newsletter', 40, 'newsletter'],
    ]);
  });
});
