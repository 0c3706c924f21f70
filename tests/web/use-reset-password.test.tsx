import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useNewPassword, useResetRequest } from '../../web/account/useResetPassword';
import { fillAndSubmit, pending, renderAt, resetSession, session } from './account-fixtures';
import { submitWith } from './hook-render';

vi.mock('../../web/account/auth', async (original) =>
  (await import('./account-fixtures')).fakeAuth(await original()),
);

beforeEach(() => {
  resetSession();
  session.user = null;
});

describe('useResetRequest', () => {
  it('asks Firebase to send the link and says it went', async () => {
    const { hook } = renderAt(useResetRequest, {});
    await fillAndSubmit(hook, { email: 'chiara@example.it' });
    await waitFor(() => expect(hook.result.current.sent).toBe(true));
    expect(session.sdk.sendPasswordReset).toHaveBeenCalledExactlyOnceWith('chiara@example.it');
    expect(hook.result.current.problem).toBeNull();
  });

  it('says the same for an address with no account, so strangers learn nothing', async () => {
    session.sdk.sendPasswordReset.mockRejectedValueOnce({ code: 'auth/user-not-found' });
    const { hook } = renderAt(useResetRequest, {});
    await fillAndSubmit(hook, { email: 'nessuno@example.it' });
    await waitFor(() => expect(hook.result.current.sent).toBe(true));
    expect(hook.result.current.problem).toBeNull();
  });

  it.each([
    ['auth/too-many-requests', 'Troppi tentativi: riprova tra qualche minuto.'],
    ['auth/invalid-email', "L'indirizzo e-mail non è valido."],
    ['auth/network-request-failed', 'Connessione assente: controlla la rete e riprova.'],
  ])("says Firebase's %s in Italian and keeps the form", async (code, text) => {
    session.sdk.sendPasswordReset.mockRejectedValueOnce({ code });
    const { hook } = renderAt(useResetRequest, {});
    await fillAndSubmit(hook, { email: 'chiara@example.it' });
    await waitFor(() => expect(hook.result.current.problem).toBe(text));
    expect(hook.result.current.sent).toBe(false);
  });

  it('asks once when sent twice before Firebase answers, sending meanwhile', async () => {
    const answer = pending();
    session.sdk.sendPasswordReset.mockReturnValueOnce(answer.promise);
    const { hook } = renderAt(useResetRequest, {});
    await fillAndSubmit(hook, { email: 'chiara@example.it' });
    await submitWith(hook.result.current.form.onSubmit(hook.result.current.submit));
    expect(hook.result.current.form.sending).toBe(true);

    act(() => answer.resolve(undefined));
    await waitFor(() => expect(hook.result.current.sent).toBe(true));
    expect(session.sdk.sendPasswordReset).toHaveBeenCalledOnce();
  });

  it.each([
    ['', 'Il campo non deve essere vuoto.'],
    ['chiara.example.it', 'Email non e valido'],
  ])('refuses the address "%s" before asking Firebase', async (email, message) => {
    const { hook } = renderAt(useResetRequest, {});
    await fillAndSubmit(hook, { email });
    expect(hook.result.current.form.errors).toEqual({ email: message });
    expect(session.sdk.sendPasswordReset).not.toHaveBeenCalled();
  });
});

describe('useNewPassword', () => {
  const NEW = { password: 'nuova123', confirmation: 'nuova123' };

  it("checks the link's code as the page opens and gives its e-mail", async () => {
    const { hook } = renderAt(() => useNewPassword('code-1'), {});
    expect(hook.result.current.email).toBeNull();
    await waitFor(() => expect(hook.result.current.email).toBe('chiara@example.it'));
    expect(session.sdk.checkResetCode).toHaveBeenCalledExactlyOnceWith('code-1');
    expect(hook.result.current).toMatchObject({ problem: null, done: false });
  });

  it.each([
    ['auth/expired-action-code', 'Il link è scaduto: richiedine uno nuovo.'],
    ['auth/invalid-action-code', 'Il link non è valido o è già stato usato.'],
  ])('says why a link with %s no longer works', async (code, text) => {
    session.sdk.checkResetCode.mockRejectedValueOnce({ code });
    const { hook } = renderAt(() => useNewPassword('code-1'), {});
    await waitFor(() => expect(hook.result.current.problem).toBe(text));
    expect(hook.result.current.email).toBeNull();
  });

  it('checks again when the code changes', async () => {
    let code = 'code-1';
    const { hook } = renderAt(() => useNewPassword(code), {});
    await waitFor(() => expect(hook.result.current.email).toBe('chiara@example.it'));
    code = 'code-2';
    hook.rerender();
    await waitFor(() => expect(session.sdk.checkResetCode).toHaveBeenLastCalledWith('code-2'));
  });

  it('saves the new password with the code', async () => {
    const { hook } = renderAt(() => useNewPassword('code-1'), {});
    await waitFor(() => expect(hook.result.current.email).not.toBeNull());
    await fillAndSubmit(hook, NEW);
    await waitFor(() => expect(hook.result.current.done).toBe(true));
    expect(session.sdk.resetPassword).toHaveBeenCalledExactlyOnceWith('code-1', 'nuova123');
  });

  it('saves once when sent twice before Firebase answers, sending meanwhile', async () => {
    const answer = pending();
    session.sdk.resetPassword.mockReturnValueOnce(answer.promise);
    const { hook } = renderAt(() => useNewPassword('code-1'), {});
    await waitFor(() => expect(hook.result.current.email).not.toBeNull());
    await fillAndSubmit(hook, NEW);
    await submitWith(hook.result.current.form.onSubmit(hook.result.current.submit));
    expect(hook.result.current.form.sending).toBe(true);

    act(() => answer.resolve(undefined));
    await waitFor(() => expect(hook.result.current.done).toBe(true));
    expect(session.sdk.resetPassword).toHaveBeenCalledOnce();
  });

  it("says Firebase's refusal in Italian and keeps the link's e-mail", async () => {
    session.sdk.resetPassword.mockRejectedValueOnce({ code: 'auth/expired-action-code' });
    const { hook } = renderAt(() => useNewPassword('code-1'), {});
    await waitFor(() => expect(hook.result.current.email).not.toBeNull());
    await fillAndSubmit(hook, NEW);
    await waitFor(() =>
      expect(hook.result.current.problem).toBe('Il link è scaduto: richiedine uno nuovo.'),
    );
    expect(hook.result.current).toMatchObject({ email: 'chiara@example.it', done: false });
  });

  it.each([
    [{ password: 'abc', confirmation: 'abc' }, { password: 'Il minimo valore deve essere 6.' }],
    [{ ...NEW, confirmation: 'nuova124' }, { confirmation: 'I valori non coincidono.' }],
  ])('refuses %o before asking Firebase', async (values, errors) => {
    const { hook } = renderAt(() => useNewPassword('code-1'), {});
    await fillAndSubmit(hook, values);
    expect(hook.result.current.form.errors).toEqual(errors);
    expect(session.sdk.resetPassword).not.toHaveBeenCalled();
  });
});
