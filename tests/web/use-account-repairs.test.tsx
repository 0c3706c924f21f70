import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountRepairs } from '../../web/account/useAccountRepairs';
import { offline, renderAnswering, renderFirstSignIn, resetSession } from './account-fixtures';
import type { Answer } from './worker-client';

vi.mock('../../web/account/auth', async (original) =>
  (await import('./account-fixtures')).fakeAuth(await original()),
);

const me = {
  id: 'u1',
  repairs: [
    {
      code: 'RIP-7KQ2M9XD',
      device: 'iPhone 12',
      createdAt: '2026-03-02T10:00:00.000Z',
      status: 'IN_RIPARAZIONE',
      updatedAt: '2026-03-03T10:00:00.000Z',
      timeline: [],
      estimate: null,
      warrantyUntil: null,
    },
  ],
  requests: [
    {
      id: 'q1',
      number: 'PRV-2026-000007',
      kind: 'PREVENTIVO',
      status: 'CONVERTITA',
      device: 'iPhone 12',
      repairCode: 'RIP-7KQ2M9XD',
      createdAt: '2026-03-02T09:00:00.000Z',
    },
  ],
};

const renderRepairs = (answer: () => Answer) => renderAnswering(useAccountRepairs, answer);

beforeEach(resetSession);

describe('useAccountRepairs', () => {
  it("reads the account's repairs and requests", async () => {
    const { hook, asked } = renderRepairs(() => ({ data: { me } }));
    await waitFor(() => expect(hook.result.current.me).toEqual(me));
    expect(hook.result.current.failed).toBe(false);
    expect(asked[0]).toEqual({ name: 'AccountRepairs', variables: {} });
  });

  it('says they failed, with no account to show', async () => {
    const { hook } = renderRepairs(offline);
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(hook.result.current.me).toBeUndefined();
  });

  it('reads them again from the Worker when asked, as after an answered estimate', async () => {
    let status = 'IN_ATTESA_APPROVAZIONE';
    const { hook, asked } = renderRepairs(() => ({
      data: { me: { ...me, repairs: [{ ...me.repairs[0], status }] } },
    }));
    await waitFor(() => expect(hook.result.current.me?.repairs[0]?.status).toBe(status));
    const before = asked.length;
    status = 'IN_RIPARAZIONE';
    act(() => hook.result.current.reload());
    await waitFor(() => expect(hook.result.current.me?.repairs[0]?.status).toBe('IN_RIPARAZIONE'));
    expect(asked.length).toBeGreaterThan(before);
  });

  it("reads them again once a first sign-in's profile is made", async () => {
    const { hook, signIn } = await renderFirstSignIn(useAccountRepairs, me);
    expect(hook.result.current.me).toBeNull();
    await signIn();
    await waitFor(() => expect(hook.result.current.me).toEqual(me));
  });
});
