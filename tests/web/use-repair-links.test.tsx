import { act, renderHook, waitFor } from '@testing-library/react';
import type { Client } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRepairLinks } from '../../web/repairs/staff/useRepairLinks';
import { showToast } from '../../web/ui/toast';
import { withClient } from './hook-render';
import { failures, heldWorker } from './repairs-fixtures';
import { workerClient } from './worker-client';

vi.mock('../../web/ui/toast', async (original) => ({
  ...(await original<typeof import('../../web/ui/toast')>()),
  showToast: vi.fn(),
}));

const REPAIR = { id: 'r1', code: 'RIP-7KQ2M9XD' };
const QUESTION =
  'Disattivare i link inviati per la riparazione RIP-7KQ2M9XD? Il cliente potrà ancora cercarla con codice ed e-mail.';
const REVOKED = {
  data: { adminRevokeRepairLinks: { id: 'r1', linksExpireAt: '2026-11-27T10:00:00.000Z' } },
};

let confirm = vi.fn(() => true);
beforeEach(() => {
  confirm = vi.fn(() => true);
  window.confirm = confirm;
});
afterEach(() => vi.clearAllMocks());

function renderLinks(client: Client) {
  const onRevoked = vi.fn();
  const hook = renderHook(() => useRepairLinks(REPAIR, onRevoked), {
    wrapper: withClient(client),
  });
  return { hook, onRevoked };
}

describe('useRepairLinks', () => {
  it('asks the staff first, then closes the links, says so and refreshes the repair', async () => {
    const { client, asked } = workerClient(() => REVOKED);
    const { hook, onRevoked } = renderLinks(client);
    await act(() => hook.result.current.revokeAll());

    expect(confirm.mock.calls).toEqual([[QUESTION]]);
    expect(asked).toEqual([{ name: 'AdminRevokeRepairLinks', variables: { id: 'r1' } }]);
    expect(vi.mocked(showToast).mock.calls).toEqual([
      ['Link disattivati: quelli già inviati non aprono più la riparazione.'],
    ]);
    expect(onRevoked).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the staff think again', async () => {
    confirm.mockReturnValue(false);
    const { client, asked } = workerClient(() => REVOKED);
    const { hook, onRevoked } = renderLinks(client);
    await act(() => hook.result.current.revokeAll());

    expect(asked).toEqual([]);
    expect(showToast).not.toHaveBeenCalled();
    expect(onRevoked).not.toHaveBeenCalled();
  });

  it.each(failures('NOT_FOUND', 'Riparazione non trovata.'))(
    'says %s and refreshes nothing',
    async (_, answer, message) => {
      const { client } = workerClient(() => answer);
      const { hook, onRevoked } = renderLinks(client);
      await act(() => hook.result.current.revokeAll());

      expect(vi.mocked(showToast).mock.calls).toEqual([[message]]);
      expect(onRevoked).not.toHaveBeenCalled();
      expect(hook.result.current.revoking).toBe(false);
    },
  );

  it('is revoking while the request is in flight', async () => {
    const worker = heldWorker(() => REVOKED);
    const { hook, onRevoked } = renderLinks(worker.client);
    const answer = worker.press(() => hook.result.current.revokeAll());
    await waitFor(() => expect(hook.result.current.revoking).toBe(true));
    expect(onRevoked).not.toHaveBeenCalled();

    await answer();
    expect(hook.result.current.revoking).toBe(false);
    expect(onRevoked).toHaveBeenCalledTimes(1);
  });
});
