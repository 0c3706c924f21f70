import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogin } from '../../web/account/useLogin';
import {
  CHIARA,
  fillAndSubmit,
  pending,
  renderAt,
  resetSession,
  session,
} from './account-fixtures';

vi.mock('../../web/account/auth', async (original) =>
  (await import('./account-fixtures')).fakeAuth(await original()),
);

const TO_ADDRESSES = `/login?redirect=${encodeURIComponent('/profilo/indirizzi')}`;
const SIGN_IN = { email: 'chiara@example.it', password: 'segreta1' };

beforeEach(() => {
  resetSession();
  session.user = null;
});

describe('useLogin: where it leads', () => {
  it('loads Firebase as the page opens and stays while nobody is signed in', async () => {
    const { hook, location } = renderAt(useLogin, { path: TO_ADDRESSES, route: '/login' });
    await waitFor(() => expect(session.loadSdk).toHaveBeenCalled());
    expect(location()).toBe(TO_ADDRESSES);
    expect(hook.result.current).toMatchObject({
      problem: null,
      busy: false,
      emulatedGoogle: false,
    });
  });

  it.each([
    [TO_ADDRESSES, '/profilo/indirizzi'],
    ['/login', '/profilo'],
    [`/login?redirect=${encodeURIComponent('//evil.example')}`, '/profilo'],
  ])(
    'from %s sends a signed-in visitor on to %s, in place of the login page',
    async (path, target) => {
      session.user = CHIARA;
      const { visited } = renderAt(useLogin, { path, route: '/login' });
      await waitFor(() => expect(visited()).toEqual([target]));
    },
  );

  it('waits for the session to be known before leaving', async () => {
    Object.assign(session, { user: CHIARA, initialized: false });
    const { location } = renderAt(useLogin, { path: TO_ADDRESSES, route: '/login' });
    await act(async () => {});
    expect(location()).toBe(TO_ADDRESSES);
  });

  it.each([
    [TO_ADDRESSES, '/registrazione?redirect=%2Fprofilo%2Findirizzi'],
    ['/login', '/registrazione'],
  ])('at %s links to sign-up as %s', (path, link) => {
    const { hook } = renderAt(useLogin, { path });
    expect(hook.result.current.withRedirect('/registrazione')).toBe(link);
  });
});

describe('useLogin: e-mail and password', () => {
  it('signs in, starts the session and, once signed in, goes where the visitor was going', async () => {
    const answer = pending();
    session.sdk.signInWithEmail.mockReturnValueOnce(answer.promise);
    const { hook, location } = renderAt(useLogin, { path: TO_ADDRESSES, route: '/login' });
    await fillAndSubmit(hook, SIGN_IN);

    expect(session.sdk.signInWithEmail).toHaveBeenCalledExactlyOnceWith(
      'chiara@example.it',
      'segreta1',
    );
    expect(hook.result.current.busy).toBe(true);
    answer.resolve(undefined);
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(session.markSignedIn).toHaveBeenCalledTimes(1);
    expect(hook.result.current.problem).toBeNull();

    session.user = CHIARA;
    hook.rerender();
    await waitFor(() => expect(location()).toBe('/profilo/indirizzi'));
  });

  it.each([
    ['auth/invalid-credential', 'E-mail o password non corretti.'],
    ['auth/user-disabled', 'Questo account è stato disattivato: contatta l’assistenza.'],
    ['auth/too-many-requests', 'Troppi tentativi: riprova tra qualche minuto.'],
  ])("says Firebase's %s in Italian and starts no session", async (code, message) => {
    session.sdk.signInWithEmail.mockRejectedValueOnce({ code });
    const { hook, location } = renderAt(useLogin, { path: TO_ADDRESSES, route: '/login' });
    await fillAndSubmit(hook, SIGN_IN);
    await waitFor(() => expect(hook.result.current.problem).toBe(message));
    expect(hook.result.current.busy).toBe(false);
    expect(session.markSignedIn).not.toHaveBeenCalled();
    expect(location()).toBe(TO_ADDRESSES);
  });

  it('clears the last refusal when trying again', async () => {
    session.sdk.signInWithEmail.mockRejectedValueOnce({ code: 'auth/invalid-credential' });
    const { hook } = renderAt(useLogin, {});
    await fillAndSubmit(hook, SIGN_IN);
    await waitFor(() => expect(hook.result.current.problem).not.toBeNull());
    await fillAndSubmit(hook, {});
    await waitFor(() => expect(session.markSignedIn).toHaveBeenCalledTimes(1));
    expect(hook.result.current.problem).toBeNull();
  });

  it.each([
    [{}, { email: 'Il campo non deve essere vuoto.', password: 'Il campo non deve essere vuoto.' }],
    [{ ...SIGN_IN, email: 'chiara' }, { email: 'Email non e valido' }],
  ])('refuses %o before asking Firebase', async (values, errors) => {
    const { hook } = renderAt(useLogin, {});
    await fillAndSubmit(hook, values);
    expect(hook.result.current.form.errors).toEqual(errors);
    expect(session.sdk.signInWithEmail).not.toHaveBeenCalled();
  });
});

describe('useLogin: Google', () => {
  it("signs in with Google's window", async () => {
    const { hook } = renderAt(useLogin, {});
    await act(() => hook.result.current.google());
    await waitFor(() => expect(session.markSignedIn).toHaveBeenCalledTimes(1));
    expect(session.sdk.signInWithGoogle).toHaveBeenCalledTimes(1);
    expect(hook.result.current.emulatedGoogle).toBe(false);
  });

  it("says Google's refusal in Italian", async () => {
    session.sdk.signInWithGoogle.mockRejectedValueOnce({ code: 'auth/popup-blocked' });
    const { hook } = renderAt(useLogin, {});
    await act(() => hook.result.current.google());
    await waitFor(() =>
      expect(hook.result.current.problem).toBe(
        'Il browser ha bloccato la finestra di Google: consenti i popup e riprova.',
      ),
    );
    expect(session.markSignedIn).not.toHaveBeenCalled();
  });

  it("opens the emulator's stand-in locally, which can be closed or used to sign in", async () => {
    session.sdk.usesEmulator = true;
    const { hook } = renderAt(useLogin, {});
    await act(() => hook.result.current.google());
    expect(hook.result.current.emulatedGoogle).toBe(true);
    expect(session.sdk.signInWithGoogle).not.toHaveBeenCalled();

    act(() => hook.result.current.closeEmulatedGoogle());
    expect(hook.result.current.emulatedGoogle).toBe(false);

    await act(() => hook.result.current.google());
    act(() => hook.result.current.emulatedSignIn('demo@example.it', 'Demo'));
    expect(hook.result.current.emulatedGoogle).toBe(false);
    await waitFor(() => expect(session.markSignedIn).toHaveBeenCalledTimes(1));
    expect(session.sdk.signInWithEmulatedGoogle).toHaveBeenCalledExactlyOnceWith(
      'demo@example.it',
      'Demo',
    );
  });
});

describe('useLogin: One Tap', () => {
  const oneTap = {
    initialize: vi.fn(),
    prompt: vi.fn(),
    cancel: vi.fn(),
  };

  beforeEach(() => {
    window.google = { accounts: { id: oneTap } };
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    window.google = undefined;
  });

  /** The page opened with a client id: the credential One Tap will hand to its callback. */
  async function prompted() {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'client-1');
    const rendered = renderAt(useLogin, {});
    await waitFor(() => expect(oneTap.prompt).toHaveBeenCalledTimes(1));
    const options = oneTap.initialize.mock.calls[0]?.[0];
    return {
      ...rendered,
      options,
      signIn: (credential: string) => options.callback({ credential }),
    };
  }

  it('offers One Tap where a client id is set, and signs in with its credential', async () => {
    const { options, signIn } = await prompted();
    expect(options).toMatchObject({ client_id: 'client-1', context: 'signin' });
    await act(() => signIn('jwt-1'));
    expect(session.sdk.signInWithGoogleCredential).toHaveBeenCalledExactlyOnceWith('jwt-1');
    expect(session.markSignedIn).toHaveBeenCalledTimes(1);
  });

  it("says One Tap's refusal in Italian", async () => {
    session.sdk.signInWithGoogleCredential.mockRejectedValueOnce({
      code: 'auth/account-exists-with-different-credential',
    });
    const { hook, signIn } = await prompted();
    await act(() => signIn('jwt-1'));
    expect(hook.result.current.problem).toBe(
      'Esiste già un account con questa e-mail: accedi con e-mail e password.',
    );
    expect(session.markSignedIn).not.toHaveBeenCalled();
  });

  it('closes the prompt when the page is left', async () => {
    const { hook } = await prompted();
    hook.unmount();
    expect(oneTap.cancel).toHaveBeenCalledTimes(1);
  });

  it('offers nothing without a client id', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    renderAt(useLogin, {});
    await act(async () => {});
    expect(oneTap.initialize).not.toHaveBeenCalled();
  });
});
