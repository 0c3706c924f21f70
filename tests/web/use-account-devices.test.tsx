import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountDevices } from '../../web/repairs/useAccountDevices';
import { withClient } from './hook-render';
import { refused } from './repairs-fixtures';
import { type Answer, workerClient } from './worker-client';

const auth = vi.hoisted(() => ({ user: null as { uid: string } | null }));
vi.mock('../../web/account/auth', () => ({ useAuth: () => auth }));
afterEach(() => {
  auth.user = null;
});

const DEVICES = [
  { category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 13' },
  { category: 'CONSOLE', brand: 'Sony', model: 'PlayStation 5' },
];

function renderDevices(answer: Answer) {
  const worker = workerClient(() => answer);
  const hook = renderHook(() => useAccountDevices(), { wrapper: withClient(worker.client) });
  return { ...worker, hook };
}

describe('useAccountDevices', () => {
  it("gives a signed-in customer's devices as the account remembers them", async () => {
    auth.user = { uid: 'u1' };
    const { hook, asked } = renderDevices({ data: { me: { id: 'u1', devices: DEVICES } } });

    await waitFor(() => expect(hook.result.current).toEqual(DEVICES));
    expect(asked[0]).toEqual({ name: 'AccountDevices', variables: {} });
  });

  it('asks nothing for a guest and gives none', () => {
    const { hook, asked } = renderDevices({ data: { me: { id: 'u1', devices: DEVICES } } });
    expect(hook.result.current).toEqual([]);
    expect(asked).toEqual([]);
  });

  it.each([
    ['an account the Worker no longer knows', { data: { me: null } }],
    ['an account with no devices', { data: { me: { id: 'u1', devices: [] } } }],
    ['a refusal', refused('UNAUTHENTICATED', 'Accedi per continuare.')],
  ])('gives none for %s', async (_, answer) => {
    auth.user = { uid: 'u1' };
    const { hook, asked } = renderDevices(answer);
    await waitFor(() => expect(asked).not.toEqual([]));
    expect(hook.result.current).toEqual([]);
  });
});
