import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../web/account/LoginPage';
import { renderRoutes } from './render';

type Listener = (user: unknown) => void;
const firebase = vi.hoisted(() => {
  const state = { listener: null as ((user: unknown) => void) | null, emulator: false };
  const user = {
    uid: 'u1',
    email: 'chiara@example.it',
    displayName: 'chiara',
    emailVerified: true,
  };
  const signedIn = async () => {
    state.listener?.(user);
    return user;
  };
  return {
    state,
    get usesEmulator() {
      return state.emulator;
    },
    watchAuth: vi.fn((listener: Listener) => {
      state.listener = listener;
      queueMicrotask(() => listener(null));
      return () => {};
    }),
    signInWithEmail: vi.fn(signedIn),
    signInWithGoogle: vi.fn(signedIn),
    signInWithEmulatedGoogle: vi.fn(signedIn),
    logOut: vi.fn(async () => undefined),
  };
});
vi.mock('../../web/account/firebase', () => firebase);

/** The login page once Firebase has said nobody is signed in here. */
async function renderLogin(path = '/login') {
  const rendered = renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>Arrivato</p> },
    ],
    path,
  );
  await waitFor(() => expect(firebase.watchAuth).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
  return rendered;
}

const fill = (email: string, password: string) => {
  fireEvent.input(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: email } });
  fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: password } });
};

beforeEach(() => {
  vi.clearAllMocks();
  firebase.state.emulator = false;
});

describe('signing in', () => {
  it('checks both fields in Italian before asking Firebase', async () => {
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findAllByText('Il campo non deve essere vuoto.')).toHaveLength(2);
    expect(firebase.signInWithEmail).not.toHaveBeenCalled();
  });

  it("says Firebase's refusal in Italian and stays on the page", async () => {
    firebase.signInWithEmail.mockRejectedValueOnce({ code: 'auth/invalid-credential' });
    const { current } = await renderLogin();
    fill('chiara@example.it', 'sbagliata');
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('E-mail o password non corretti.')).toBeTruthy();
    expect(current().pathname).toBe('/login');
    expect(window.localStorage.getItem('auth_exp')).toBeNull();
    expect(screen.getByRole('button', { name: 'Accedi' })).toHaveProperty('disabled', false);
  });

  it('signs in and goes on to where the visitor was going, which sign-up keeps too', async () => {
    const { current } = await renderLogin(
      `/login?redirect=${encodeURIComponent('/profilo/indirizzi')}`,
    );
    expect(screen.getByRole('link', { name: 'Registrati' }).getAttribute('href')).toBe(
      `/registrazione?redirect=${encodeURIComponent('/profilo/indirizzi')}`,
    );
    fill('chiara@example.it', 'segreta1');
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(current().pathname).toBe('/profilo/indirizzi'));
    expect(firebase.signInWithEmail).toHaveBeenCalledWith('chiara@example.it', 'segreta1');
    expect(Number(window.localStorage.getItem('auth_exp'))).toBeGreaterThan(Date.now());
  });

  it('never follows a redirect off the site: it goes to the profile', async () => {
    const { current } = await renderLogin(
      `/login?redirect=${encodeURIComponent('//evil.example')}`,
    );
    fill('chiara@example.it', 'segreta1');
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(current().pathname).toBe('/profilo'));
  });

  it("signs in with Google, or with the emulator's stand-in locally", async () => {
    firebase.state.emulator = true;
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: /Google/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(firebase.signInWithGoogle).not.toHaveBeenCalled();
  });

  it("says Google's refusal in Italian", async () => {
    firebase.signInWithGoogle.mockRejectedValueOnce({ code: 'auth/popup-closed-by-user' });
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: /Google/ }));
    expect(
      await screen.findByText("Hai chiuso la finestra di Google prima di completare l'accesso."),
    ).toBeTruthy();
  });
});
