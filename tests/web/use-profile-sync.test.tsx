import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfileSync } from '../../web/account/useProfileSync';
import { CHIARA, refused, renderAt, resetSession, session } from './account-fixtures';
import { type Answer, workerClient } from './worker-client';

vi.mock('../../web/account/auth', async (original) =>
  (await import('./account-fixtures')).fakeAuth(await original()),
);

const PROFILE = { data: { ensureProfile: { id: 'u1' } } };
const LOGIN = { data: { recordLogin: { id: 'u1', lastLoginAt: '2026-11-27T10:00:00.000Z' } } };

/** Each test signs in its own account: the sync remembers the uids of the whole page. */
let accounts = 0;
const signedIn = () => {
  session.user = { ...CHIARA, uid: `u-sync-${++accounts}` };
};

function renderSync(
  answer: (name: string) => Answer = (name) => (name === 'EnsureProfile' ? PROFILE : LOGIN),
) {
  const worker = workerClient(answer);
  const { hook } = renderAt(useProfileSync, { worker });
  return { hook, names: () => worker.asked.map((asked) => asked.name), asked: worker.asked };
}

const logged = vi.spyOn(console, 'error');

beforeEach(() => {
  resetSession();
  logged.mockImplementation(() => undefined);
  signedIn();
});
afterEach(() => logged.mockReset());

describe('useProfileSync', () => {
  it('makes sure the profile exists, then records the sign-in', async () => {
    const { asked } = renderSync();
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual([
      { name: 'EnsureProfile', variables: {} },
      { name: 'RecordLogin', variables: {} },
    ]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('asks nothing while nobody is signed in, and syncs whoever signs in', async () => {
    session.user = null;
    const { hook, names } = renderSync();
    await act(async () => {});
    expect(names()).toEqual([]);

    signedIn();
    hook.rerender();
    await waitFor(() => expect(names()).toEqual(['EnsureProfile', 'RecordLogin']));
  });

  it('records each sign-in once per page, however often it renders or mounts', async () => {
    const first = renderSync();
    await waitFor(() => expect(first.names()).toHaveLength(2));
    first.hook.rerender();
    const second = renderSync();
    await act(async () => {});
    expect(first.names()).toHaveLength(2);
    expect(second.names()).toEqual([]);
  });

  it('syncs another account signing in on the same page', async () => {
    const { hook, names } = renderSync();
    await waitFor(() => expect(names()).toHaveLength(2));
    signedIn();
    hook.rerender();
    await waitFor(() => expect(names()).toHaveLength(4));
  });

  it('only logs a refused profile, and records no sign-in', async () => {
    const { names } = renderSync(refused('UNAUTHENTICATED', 'Accedi per continuare.'));
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(logged.mock.calls[0]?.[0]).toBe('ensureUserProfile error');
    expect(names()).toEqual(['EnsureProfile']);
  });

  it('only logs a sign-in that could not be recorded', async () => {
    renderSync((name) => (name === 'EnsureProfile' ? PROFILE : { errors: [] }));
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(logged.mock.calls[0]?.[0]).toBe("Errore nell'aggiornamento dell'ultimo accesso");
  });
});
