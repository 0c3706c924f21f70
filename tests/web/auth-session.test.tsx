import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../../web/account/auth';
import { writeStoredUser } from '../../web/account/stored-user';

const firebase = vi.hoisted(() => {
  const state = { listener: null as ((user: unknown) => void) | null };
  return {
    state,
    usesEmulator: false,
    watchAuth: vi.fn((listener: (user: unknown) => void) => {
      state.listener = listener;
      return () => {};
    }),
    logOut: vi.fn(async () => undefined),
  };
});
vi.mock('../../web/account/firebase', () => firebase);

const chiara = { uid: 'u1', email: 'chiara@example.it', displayName: 'chiara neri' };

function Who() {
  const auth = useAuth();
  return (
    <p>
      {auth.initialized ? 'pronto' : 'in attesa'} · {auth.user ? auth.initials : 'nessuno'} ·{' '}
      {auth.user?.emailVerified ? 'verificato' : 'da verificare'}
    </p>
  );
}

const renderWho = () =>
  render(
    <AuthProvider>
      <Who />
    </AuthProvider>,
  );

/** Firebase's first answer about who is signed in. */
async function firebaseSays(user: unknown) {
  await waitFor(() => expect(firebase.state.listener).not.toBeNull());
  act(() => firebase.state.listener?.(user));
}

beforeEach(() => {
  vi.clearAllMocks();
  firebase.state.listener = null;
});

describe('the session', () => {
  it('does not load Firebase for a browser that never signed in', () => {
    renderWho();
    expect(screen.getByText(/pronto · nessuno/)).toBeTruthy();
    expect(firebase.watchAuth).not.toHaveBeenCalled();
  });

  it("shows a returning customer's initials at once, then what Firebase confirms", async () => {
    writeStoredUser(chiara);
    window.localStorage.setItem('auth_exp', String(Date.now() + 60_000));
    renderWho();
    expect(screen.getByText(/in attesa · CN · da verificare/)).toBeTruthy();
    await firebaseSays({ ...chiara, emailVerified: true });
    expect(screen.getByText(/pronto · CN · verificato/)).toBeTruthy();
  });

  it('ends a session past its expiry at the first answer, forgetting the stored user', async () => {
    writeStoredUser(chiara);
    window.localStorage.setItem('auth_exp', String(Date.now() - 1));
    renderWho();
    await firebaseSays({ ...chiara, emailVerified: true });
    expect(screen.getByText(/pronto · nessuno/)).toBeTruthy();
    expect(firebase.logOut).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('auth_exp')).toBeNull();
  });

  it('forgets the stored user when Firebase says nobody is signed in', async () => {
    writeStoredUser(chiara);
    renderWho();
    await firebaseSays(null);
    expect(screen.getByText(/pronto · nessuno/)).toBeTruthy();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
