import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRegister } from '../../web/account/useRegister';
import { fillAndSubmit, pending, renderAt, resetSession, session } from './account-fixtures';

vi.mock('../../web/account/auth', async (original) =>
  (await import('./account-fixtures')).fakeAuth(await original()),
);

const CHIARA = {
  name: ' Chiara Neri ',
  email: 'chiara@example.it',
  password: 'segreta1',
  confirmation: 'segreta1',
  accept: true,
};

const EMPTY = 'Il campo non deve essere vuoto.';

beforeEach(() => {
  resetSession();
  session.user = null;
});

describe('useRegister', () => {
  it('loads Firebase as the page opens', async () => {
    const { hook } = renderAt(useRegister, {});
    await waitFor(() => expect(session.loadSdk).toHaveBeenCalled());
    expect(hook.result.current).toMatchObject({ problem: null, busy: false, sentTo: null });
  });

  it.each([
    ['/registrazione', '/profilo', '/login'],
    [
      `/registrazione?redirect=${encodeURIComponent('/checkout')}`,
      '/checkout',
      '/login?redirect=%2Fcheckout',
    ],
    [
      `/registrazione?redirect=${encodeURIComponent('//evil.example')}`,
      '/profilo',
      '/login?redirect=%2F%2Fevil.example',
    ],
  ])('at %s continues to %s and links to sign-in as %s', (path, next, loginLink) => {
    const { hook } = renderAt(useRegister, { path });
    expect(hook.result.current).toMatchObject({ next, loginLink });
  });

  it('creates the account, starts the session, shows the name and where the link went', async () => {
    const answer = pending();
    session.sdk.register.mockReturnValueOnce(answer.promise);
    const { hook } = renderAt(useRegister, {});
    await fillAndSubmit(hook, CHIARA);

    expect(session.sdk.register).toHaveBeenCalledExactlyOnceWith(
      ' Chiara Neri ',
      'chiara@example.it',
      'segreta1',
    );
    expect(hook.result.current.busy).toBe(true);
    expect(session.markSignedIn).not.toHaveBeenCalled();

    answer.resolve(undefined);
    await waitFor(() => expect(hook.result.current.sentTo).toBe('chiara@example.it'));
    expect(session.markSignedIn).toHaveBeenCalledTimes(1);
    expect(session.renamed).toHaveBeenCalledExactlyOnceWith('Chiara Neri');
    expect(hook.result.current).toMatchObject({ busy: false, problem: null });
  });

  it.each([
    ['auth/email-already-in-use', 'Esiste già un account con questa e-mail: prova ad accedere.'],
    ['auth/weak-password', 'La password deve avere almeno 6 caratteri.'],
    ['auth/too-many-requests', 'Troppi tentativi: riprova tra qualche minuto.'],
    ['auth/network-request-failed', 'Connessione assente: controlla la rete e riprova.'],
  ])("says Firebase's %s in Italian, starts no session and keeps the form", async (code, text) => {
    session.sdk.register.mockRejectedValueOnce({ code });
    const { hook } = renderAt(useRegister, {});
    await fillAndSubmit(hook, CHIARA);
    await waitFor(() => expect(hook.result.current.problem).toBe(text));
    expect(hook.result.current).toMatchObject({ busy: false, sentTo: null });
    expect(hook.result.current.form.values).toEqual(CHIARA);
    expect(session.markSignedIn).not.toHaveBeenCalled();
    expect(session.renamed).not.toHaveBeenCalled();
  });

  it('clears the last refusal when trying again', async () => {
    session.sdk.register.mockRejectedValueOnce({ code: 'auth/network-request-failed' });
    const { hook } = renderAt(useRegister, {});
    await fillAndSubmit(hook, CHIARA);
    await waitFor(() => expect(hook.result.current.problem).not.toBeNull());
    await fillAndSubmit(hook, {});
    await waitFor(() => expect(hook.result.current.sentTo).toBe('chiara@example.it'));
    expect(hook.result.current.problem).toBeNull();
  });

  it.each([
    [
      'nothing filled in',
      {},
      {
        name: EMPTY,
        email: EMPTY,
        password: EMPTY,
        confirmation: EMPTY,
        accept: 'E obbligatorie accettare Tutte le condizioni.',
      },
    ],
    [
      'the conditions not accepted',
      { ...CHIARA, accept: false },
      {
        accept: 'E obbligatorie accettare Tutte le condizioni.',
      },
    ],
    [
      'an e-mail that is not one',
      { ...CHIARA, email: 'chiara@' },
      {
        email: 'Email non e valido',
      },
    ],
    [
      'passwords that differ',
      { ...CHIARA, confirmation: 'segreta2' },
      {
        confirmation: 'I valori non coincidono.',
      },
    ],
  ])('refuses %s before asking Firebase', async (_, values, errors) => {
    const { hook } = renderAt(useRegister, {});
    await fillAndSubmit(hook, values);
    expect(hook.result.current.form.errors).toEqual(errors);
    expect(session.sdk.register).not.toHaveBeenCalled();
  });
});
