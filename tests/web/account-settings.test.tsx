import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountInfoPage } from '../../web/account/AccountInfoPage';
import { ChangePasswordPage } from '../../web/account/ChangePasswordPage';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const session = vi.hoisted(() => {
  const sdk = {
    changePassword: vi.fn(async (_current: string, _next: string) => undefined),
    renameUser: vi.fn(async (_name: string) => undefined),
  };
  return {
    sdk,
    signedIn: true,
    renamed: vi.fn((_name: string) => undefined),
  };
});
vi.mock('../../web/account/auth', async (original) => {
  const loadSdk = async () => session.sdk;
  return {
    ...(await original<typeof import('../../web/account/auth')>()),
    useAuth: () => ({
      user: session.signedIn
        ? { uid: 'u1', email: 'chiara@example.it', displayName: 'chiara', emailVerified: true }
        : null,
      initialized: true,
      displayName: 'chiara',
      initials: 'C',
      loadSdk,
      renamed: session.renamed,
    }),
  };
});

beforeEach(() => {
  vi.clearAllMocks();
  session.signedIn = true;
});

function changePassword() {
  renderRoutes(
    [{ path: '/modifica-password', element: <ChangePasswordPage /> }],
    '/modifica-password',
  );
  fireEvent.input(screen.getByLabelText(/^Password attuale/), { target: { value: 'vecchia1' } });
  fireEvent.input(screen.getByLabelText(/^Nuova password/), { target: { value: 'nuova123' } });
  fireEvent.input(screen.getByLabelText(/^Conferma password/), { target: { value: 'nuova123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Cambia password' }));
}

describe('changing the password', () => {
  it('asks a visitor to sign in first, and comes back here after', () => {
    session.signedIn = false;
    renderRoutes(
      [{ path: '/modifica-password', element: <ChangePasswordPage /> }],
      '/modifica-password',
    );
    expect(
      screen.getByRole('link', { name: 'Accedi per cambiare la password' }).getAttribute('href'),
    ).toBe('/login?redirect=%2Fmodifica-password');
  });

  it('changes it with the current one', async () => {
    changePassword();
    expect(await screen.findByText('Password aggiornata.')).toBeTruthy();
    expect(session.sdk.changePassword).toHaveBeenCalledWith('vecchia1', 'nuova123');
  });

  it("says Firebase's refusal in Italian and keeps the form", async () => {
    session.sdk.changePassword.mockRejectedValueOnce({ code: 'auth/invalid-credential' });
    changePassword();
    expect(await screen.findByText('E-mail o password non corretti.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambia password' })).toBeTruthy();
  });
});

function renameTo(name: string, answer: () => Answer) {
  const worker = workerClient(answer);
  renderRoutes(
    [{ path: '/profilo/informazioni', element: <AccountInfoPage /> }],
    '/profilo/informazioni',
    worker.client,
  );
  fireEvent.input(screen.getByRole('textbox', { name: /Nome/ }), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
  return worker;
}

describe("the account's name", () => {
  it('saves the trimmed name on the server and in Firebase, and shows it at once', async () => {
    const worker = renameTo('  Chiara Neri ', () => ({
      data: { updateProfile: { id: 'u1', displayName: 'chiara neri' } },
    }));
    expect(await screen.findByText('Nome aggiornato.')).toBeTruthy();
    expect(worker.asked).toEqual([
      { name: 'UpdateProfile', variables: { displayName: 'Chiara Neri' } },
    ]);
    expect(session.sdk.renameUser).toHaveBeenCalledWith('Chiara Neri');
    expect(session.renamed).toHaveBeenCalledWith('Chiara Neri');
  });

  it('says one Italian sentence when the server refuses, and renames nothing', async () => {
    renameTo('Chiara', () => ({
      errors: [{ message: 'Il nome è troppo lungo.', extensions: { code: 'BAD_USER_INPUT' } }],
    }));
    expect(await screen.findByText('Non siamo riusciti a salvare il nome. Riprova.')).toBeTruthy();
    expect(session.sdk.renameUser).not.toHaveBeenCalled();
    expect(session.renamed).not.toHaveBeenCalled();
  });

  it("says Firebase's refusal in Italian when only the server took the name", async () => {
    session.sdk.renameUser.mockRejectedValueOnce({ code: 'auth/requires-recent-login' });
    renameTo('Chiara', () => ({ data: { updateProfile: { id: 'u1', displayName: 'chiara' } } }));
    expect(await screen.findByText('Per sicurezza accedi di nuovo e riprova.')).toBeTruthy();
    expect(session.renamed).not.toHaveBeenCalled();
  });
});
