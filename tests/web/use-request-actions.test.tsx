import { act, renderHook, waitFor } from '@testing-library/react';
import type { Client } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestKind } from '../../schema/vocabulary';
import { useRequestActions } from '../../web/repairs/staff/useRequestActions';
import { showToast } from '../../web/ui/toast';
import { withClient } from './hook-render';
import { failures, heldWorker, refused, UNREACHABLE, unanswered } from './repairs-fixtures';
import { type Answer, workerClient } from './worker-client';

vi.mock('../../web/ui/toast', async (original) => ({
  ...(await original<typeof import('../../web/ui/toast')>()),
  showToast: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const CONVERSIONS = [
  ['preventivo', 'AdminConvertQuote', 'adminCreateRepairFromQuote'],
  ['spedizione', 'AdminConvertShippingForm', 'adminCreateRepairFromShippingForm'],
] as const;

const converted = (field: string): Answer => ({
  data: { [field]: { id: 'r1', code: 'RIP-ABCD2345' } },
});

function renderActions(kind: RequestKind, client: Client) {
  const onChanged = vi.fn();
  const hook = renderHook(() => useRequestActions(kind, 'q1', onChanged), {
    wrapper: withClient(client),
  });
  return { hook, onChanged };
}

describe('useRequestActions', () => {
  it.each(CONVERSIONS)(
    'turns a %s into a repair, hands its code out and refreshes the list',
    async (kind, name, field) => {
      const { client, asked } = workerClient(() => converted(field));
      const { hook, onChanged } = renderActions(kind, client);
      expect(hook.result.current.code).toBeNull();
      await act(() => hook.result.current.convert());

      expect(asked).toEqual([{ name, variables: { id: 'q1' } }]);
      expect(hook.result.current.code).toBe('RIP-ABCD2345');
      expect(onChanged).toHaveBeenCalledTimes(1);
      expect(showToast).not.toHaveBeenCalled();
    },
  );

  it.each([
    [
      'a refusal in its words',
      refused('CONFLICT', 'La richiesta è già diventata una riparazione.'),
      'La richiesta è già diventata una riparazione.',
    ],
    ['a failed request', unanswered, UNREACHABLE],
  ])('says %s in a toast and changes nothing', async (_, answer, message) => {
    const { client } = workerClient(() => answer);
    const { hook, onChanged } = renderActions('preventivo', client);
    await act(() => hook.result.current.convert());

    expect(vi.mocked(showToast).mock.calls).toEqual([[message]]);
    expect(hook.result.current.code).toBeNull();
    expect(onChanged).not.toHaveBeenCalled();
    expect(hook.result.current.converting).toBe(false);
  });

  it.each(CONVERSIONS)('is converting while a %s is being turned', async (kind, _, field) => {
    const worker = heldWorker(() => converted(field));
    const { hook } = renderActions(kind, worker.client);
    const answer = worker.press(() => hook.result.current.convert());
    await waitFor(() => expect(hook.result.current.converting).toBe(true));

    await answer();
    expect(hook.result.current).toMatchObject({ converting: false, code: 'RIP-ABCD2345' });
  });

  it.each([
    ['preventivo', 'PREVENTIVO'],
    ['spedizione', 'SPEDIZIONE'],
  ] as const)('archives a %s under the name the API gives its kind', async (kind, apiKind) => {
    const { client, asked } = workerClient(() => ({ data: { adminSetRequestStatus: true } }));
    const { hook, onChanged } = renderActions(kind, client);
    await act(() => hook.result.current.archive());

    expect(asked).toEqual([
      {
        name: 'AdminSetRequestStatus',
        variables: { kind: apiKind, id: 'q1', status: 'ARCHIVIATA' },
      },
    ]);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(vi.mocked(showToast).mock.calls).toEqual([['Richiesta archiviata.']]);
  });

  it.each(failures('FORBIDDEN', 'Non hai i permessi per questa operazione.'))(
    'says %s when the archive is refused, and leaves the list as it is',
    async (_, answer, told) => {
      const { client } = workerClient(() => answer);
      const { hook, onChanged } = renderActions('spedizione', client);
      await act(() => hook.result.current.archive());

      expect(vi.mocked(showToast).mock.calls).toEqual([[told]]);
      expect(onChanged).not.toHaveBeenCalled();
    },
  );

  it('is archiving until the answer, so its button can hold a second press', async () => {
    const worker = heldWorker(() => ({ data: { adminSetRequestStatus: true } }));
    const { hook, onChanged } = renderActions('preventivo', worker.client);
    const answer = worker.press(() => hook.result.current.archive());
    await waitFor(() => expect(hook.result.current.archiving).toBe(true));
    await answer();

    expect(hook.result.current.archiving).toBe(false);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
