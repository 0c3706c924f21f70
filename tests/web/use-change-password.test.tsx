import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useChangePassword } from '../../web/account/useChangePassword';
import { fillAndSubmit, pending, renderAt, resetSession, session } from './account-fixtures';

vi.mock('../../web/account/auth', async (original) =>
  (await import('./account-fixtures')).fakeAuth(await original()),
);

const CHANGE = { current: 'vecchia1', password: 'nuova123', confirmation: 'nuova123' };

beforeEach(resetSession);

describe('useChangePassword', () => {
  it('loads Firebase as the page opens and gives the page who is signed in', async () => {
    const { hook } = renderAt(useChangePassword, {});
    await waitFor(() => expect(session.loadSdk).toHaveBeenCalled());
    expect(hook.result.current).toMatchObject({
      user: session.user,
      initialized: true,
      problem: null,
      done: false,
      busy: false,
    });
  });

  it.each([
    ['nobody is signed in', { user: null, initialized: true }],
    ['the session is not known yet', { user: null, initialized: false }],
  ])('tells the page when %s', (_, state) => {
    Object.assign(session, state);
    const { hook } = renderAt(useChangePassword, {});
    expect(hook.result.current).toMatchObject(state);
  });

  it('changes it with the current one, busy until Firebase answers', async () => {
    const answer = pending();
    session.sdk.changePassword.mockReturnValueOnce(answer.promise);
    const { hook } = renderAt(useChangePassword, {});
    await fillAndSubmit(hook, CHANGE);

    expect(session.sdk.changePassword).toHaveBeenCalledExactlyOnceWith('vecchia1', 'nuova123');
    expect(hook.result.current.busy).toBe(true);
    answer.resolve(undefined);
    await waitFor(() => expect(hook.result.current.done).toBe(true));
    expect(hook.result.current).toMatchObject({ busy: false, problem: null });
  });

  it.each([
    ['auth/invalid-credential', 'E-mail o password non corretti.'],
    ['auth/requires-recent-login', 'Per sicurezza accedi di nuovo e riprova.'],
    ['auth/weak-password', 'La password deve avere almeno 6 caratteri.'],
    ['auth/network-request-failed', 'Connessione assente: controlla la rete e riprova.'],
    ['auth/internal-error', 'Si è verificato un errore. Riprova tra qualche istante.'],
  ])("says Firebase's %s in Italian and keeps the form", async (code, message) => {
    session.sdk.changePassword.mockRejectedValueOnce({ code });
    const { hook } = renderAt(useChangePassword, {});
    await fillAndSubmit(hook, CHANGE);
    await waitFor(() => expect(hook.result.current.problem).toBe(message));
    expect(hook.result.current).toMatchObject({ done: false, busy: false });
    expect(hook.result.current.form.values).toEqual(CHANGE);
  });

  it('clears the last refusal when trying again', async () => {
    const answer = pending();
    session.sdk.changePassword
      .mockRejectedValueOnce({ code: 'auth/invalid-credential' })
      .mockReturnValueOnce(answer.promise);
    const { hook } = renderAt(useChangePassword, {});
    await fillAndSubmit(hook, CHANGE);
    await waitFor(() => expect(hook.result.current.problem).not.toBeNull());
    await fillAndSubmit(hook, {});
    expect(hook.result.current.problem).toBeNull();
    answer.resolve(undefined);
    await waitFor(() => expect(hook.result.current.done).toBe(true));
  });

  it.each([
    [
      'nothing typed',
      {},
      {
        current: 'Il campo non deve essere vuoto.',
        password: 'Il campo non deve essere vuoto.',
        confirmation: 'Il campo non deve essere vuoto.',
      },
    ],
    [
      'a short new password',
      { ...CHANGE, password: 'abc', confirmation: 'abc' },
      { password: 'Il minimo valore deve essere 6.' },
    ],
    [
      'a confirmation that differs',
      { ...CHANGE, confirmation: 'nuova124' },
      { confirmation: 'I valori non coincidono.' },
    ],
  ])('refuses %s before asking Firebase', async (_, values, errors) => {
    const { hook } = renderAt(useChangePassword, {});
    await fillAndSubmit(hook, values);
    expect(hook.result.current.form.errors).toEqual(errors);
    expect(session.sdk.changePassword).not.toHaveBeenCalled();
    expect(hook.result.current.busy).toBe(false);
  });
});
