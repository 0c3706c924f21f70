import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOrdersExport } from '../../web/orders/staff/useOrdersExport';
import { showToast } from '../../web/ui/toast';
import { withClient } from './hook-render';
import {
  CONNECTION_PROBLEM,
  held,
  offline,
  patientWorker,
  type Reply,
  refused,
  sendHeld,
} from './orders-hook-fixtures';

vi.mock('../../web/ui/toast', async () => (await import('./orders-hook-fixtures')).spiedToast());

const CSV = 'numero;data;totale\nRL-2026-000123;2026-03-02;122,00\n';

/** The downloads the hook started: the file's name and what it holds. */
let downloads: { name: string; blob: Blob }[] = [];
const revoked: string[] = [];

beforeEach(() => {
  downloads = [];
  revoked.length = 0;
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:ordini-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) downloads.push({ name: this.download, blob });
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 18, 30));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

function renderExport(
  reply: () => Reply | Promise<Reply> = () => ({ data: { adminOrdersCsv: CSV } }),
) {
  const worker = patientWorker(reply);
  const hook = renderHook(() => useOrdersExport(), { wrapper: withClient(worker.client) });
  return { ...worker, hook };
}

describe('useOrdersExport', () => {
  it.each([
    ['mid-month', new Date(2026, 2, 15, 18, 30), '2026-03-01', '2026-03-15'],
    ['on the first of January', new Date(2026, 0, 1, 0, 5), '2026-01-01', '2026-01-01'],
    ["on New Year's Eve, late", new Date(2026, 11, 31, 23, 59), '2026-12-01', '2026-12-31'],
  ])('%s, offers the first of the month to today', (_, now, from, to) => {
    vi.setSystemTime(now);
    const { hook, asked } = renderExport();
    expect(hook.result.current).toMatchObject({ from, to, busy: false });
    expect(asked).toEqual([]);
  });

  it('downloads the range as a CSV file named for it, and frees the file afterwards', async () => {
    const { hook, asked } = renderExport();
    await act(() => hook.result.current.exportCsv());

    expect(asked).toEqual([
      { name: 'AdminOrdersCsv', variables: { from: '2026-03-01', to: '2026-03-15' } },
    ]);
    expect(downloads.map((download) => download.name)).toEqual([
      'ordini-2026-03-01-2026-03-15.csv',
    ]);
    const [download] = downloads;
    expect(download?.blob.type).toBe('text/csv;charset=utf-8');
    expect(await download?.blob.text()).toBe(CSV);
    expect(revoked).toEqual(['blob:ordini-0']);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('asks the Worker again for every export, in the range chosen', async () => {
    const { hook, asked } = renderExport();
    await act(() => hook.result.current.exportCsv());
    act(() => {
      hook.result.current.setFrom('2026-01-10');
      hook.result.current.setTo('2026-02-20');
    });
    await act(() => hook.result.current.exportCsv());

    expect(asked.map((operation) => operation.variables)).toEqual([
      { from: '2026-03-01', to: '2026-03-15' },
      { from: '2026-01-10', to: '2026-02-20' },
    ]);
    expect(downloads.map((download) => download.name)).toEqual([
      'ordini-2026-03-01-2026-03-15.csv',
      'ordini-2026-01-10-2026-02-20.csv',
    ]);
  });

  it.each([
    [
      'a refusal',
      () => refused('BAD_USER_INPUT', "La data d'inizio viene dopo quella di fine."),
      "La data d'inizio viene dopo quella di fine.",
    ],
    [
      'staff only',
      () => refused('FORBIDDEN', 'Questa azione è riservata allo staff.'),
      'Questa azione è riservata allo staff.',
    ],
    ['a dropped connection', offline, CONNECTION_PROBLEM],
    ['an empty answer', () => ({ data: null }), 'Esportazione non riuscita. Riprova.'],
  ])('on %s, says why in a toast and downloads nothing', async (_, reply, said) => {
    const { hook } = renderExport(reply);
    await act(() => hook.result.current.exportCsv());
    expect(vi.mocked(showToast).mock.calls).toEqual([[said]]);
    expect(downloads).toEqual([]);
    expect(hook.result.current.busy).toBe(false);
  });

  it('is busy until the Worker answers', async () => {
    const answer = held({ data: { adminOrdersCsv: CSV } });
    const { hook } = renderExport(() => answer.promise);
    await sendHeld(answer, hook.result.current.exportCsv, () =>
      expect(hook.result.current.busy).toBe(true),
    );
    expect(hook.result.current.busy).toBe(false);
    expect(downloads).toHaveLength(1);
  });
});
