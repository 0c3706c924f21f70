import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfileOverview } from '../../web/account/useProfileOverview';
import {
  heldWorker,
  offline,
  renderAnswering,
  renderAt,
  renderFirstSignIn,
  resetSession,
} from './account-fixtures';
import type { Answer } from './worker-client';

vi.mock('../../web/account/auth', async (original) =>
  (await import('./account-fixtures')).fakeAuth(await original()),
);

/** The `day`th day of 2026, at ten. */
const on = (day: number) => new Date(Date.UTC(2026, 0, day, 10)).toISOString();

const order = (day: number) => ({
  id: `o${day}`,
  number: `RL-${day}`,
  status: 'PAGATO',
  createdAt: on(day),
  total: 1_000 * day,
});
const repair = (day: number) => ({
  code: `RIP-${day}`,
  device: 'iPhone 12',
  status: 'IN_RIPARAZIONE',
  createdAt: on(day),
});

const me = {
  id: 'u1',
  addresses: [{ id: 'a1' }, { id: 'a2' }],
  favorites: [{ id: 'p1' }],
  orders: [order(1), order(5), order(9), order(30)],
  repairs: [repair(3), repair(12), repair(40)],
};

const renderOverview = (answer: () => Answer) => renderAnswering(useProfileOverview, answer);

beforeEach(resetSession);

describe('useProfileOverview', () => {
  it('puts the latest five orders and repairs on one list, newest first', async () => {
    const { hook, asked } = renderOverview(() => ({ data: { me } }));
    await waitFor(() => expect(hook.result.current.me).toEqual(me));
    expect(asked[0]).toEqual({ name: 'ProfileOverview', variables: {} });
    expect(
      hook.result.current.recent.map((activity) =>
        activity.kind === 'order' ? activity.number : activity.code,
      ),
    ).toEqual(['RIP-40', 'RL-30', 'RIP-12', 'RL-9', 'RL-5']);
    expect(hook.result.current.recent[0]).toEqual({ ...repair(40), kind: 'repair' });
  });

  it('gives an empty timeline to an account with no orders or repairs', async () => {
    const { hook } = renderOverview(() => ({ data: { me: { ...me, orders: [], repairs: [] } } }));
    await waitFor(() => expect(hook.result.current.me).toBeDefined());
    expect(hook.result.current.recent).toEqual([]);
  });

  it('has no account and no timeline while it loads', () => {
    const worker = heldWorker(() => ({ data: { me } }));
    const { hook } = renderAt(useProfileOverview, { worker });
    expect(hook.result.current).toMatchObject({ me: undefined, recent: [], failed: false });
  });

  it('says a failed read failed, and reads it again on retry', async () => {
    let answer = offline;
    const { hook, asked } = renderOverview(() => answer());
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(hook.result.current).toMatchObject({ me: undefined, recent: [] });

    const before = asked.length;
    answer = () => ({ data: { me } });
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.me).toEqual(me));
    expect(hook.result.current.failed).toBe(false);
    expect(asked.length).toBeGreaterThan(before);
  });

  it("reads it again once a first sign-in's profile is made", async () => {
    const { hook, signIn } = await renderFirstSignIn(useProfileOverview, me);
    expect(hook.result.current.me).toBeNull();
    await signIn();
    await waitFor(() => expect(hook.result.current.me).toEqual(me));
    expect(hook.result.current.recent).toHaveLength(5);
  });
});
