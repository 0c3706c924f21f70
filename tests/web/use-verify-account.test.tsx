import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useVerifyAccount } from '../../web/account/useVerifyAccount';
import { pending, renderAt, resetSession, session } from './account-fixtures';

vi.mock('../../web/account/auth', async (original) =>
  (await import('./account-fixtures')).fakeAuth(await original()),
);

const LINK = '/verifyaccount?mode=verifyEmail&oobCode=code-1';

beforeEach(resetSession);

describe('useVerifyAccount: a verification link', () => {
  it('applies its code as the page opens', async () => {
    const { hook } = renderAt(useVerifyAccount, { path: LINK });
    expect(hook.result.current).toMatchObject({
      code: 'code-1',
      outcome: { state: 'checking' },
      resetLink: null,
    });
    await waitFor(() => expect(hook.result.current.outcome).toEqual({ state: 'verified' }));
    expect(session.sdk.verifyEmail).toHaveBeenCalledExactlyOnceWith('code-1');
  });

  it.each([
    ['auth/expired-action-code', 'Il link è scaduto: richiedine uno nuovo.'],
    ['auth/invalid-action-code', 'Il link non è valido o è già stato usato.'],
    ['auth/network-request-failed', 'Connessione assente: controlla la rete e riprova.'],
  ])('says why it failed with %s', async (code, message) => {
    session.sdk.verifyEmail.mockRejectedValueOnce({ code });
    const { hook } = renderAt(useVerifyAccount, { path: LINK });
    await waitFor(() => expect(hook.result.current.outcome).toEqual({ state: 'failed', message }));
  });

  it("passes a password reset's link on to its page, applying nothing", async () => {
    const { hook } = renderAt(useVerifyAccount, {
      path: '/verifyaccount?mode=resetPassword&oobCode=code-9&lang=it',
    });
    expect(hook.result.current.resetLink).toBe(
      '/reset-password?mode=resetPassword&oobCode=code-9&lang=it',
    );
    await act(async () => {});
    expect(session.sdk.verifyEmail).not.toHaveBeenCalled();
    expect(hook.result.current.outcome).toEqual({ state: 'checking' });
  });
});

describe('useVerifyAccount: asking for a new link', () => {
  it('loads Firebase for a page opened without a code, and applies nothing', async () => {
    const { hook } = renderAt(useVerifyAccount, { path: '/verifyaccount' });
    await waitFor(() => expect(session.loadSdk).toHaveBeenCalled());
    expect(session.sdk.verifyEmail).not.toHaveBeenCalled();
    expect(hook.result.current).toMatchObject({ code: null, resetLink: null, resent: null });
  });

  it.each([
    ['signed in', { user: { ...session.user, emailVerified: false }, initialized: true }],
    ['signed out', { user: null, initialized: true }],
    ['not known yet', { user: null, initialized: false }],
  ])('gives the page who is %s', (_, state) => {
    Object.assign(session, state);
    const { hook } = renderAt(useVerifyAccount, { path: '/verifyaccount' });
    expect(hook.result.current).toMatchObject(state);
  });

  it('sends a new link and says so', async () => {
    const { hook } = renderAt(useVerifyAccount, { path: '/verifyaccount' });
    await act(() => hook.result.current.resend());
    expect(session.sdk.resendVerification).toHaveBeenCalledTimes(1);
    expect(hook.result.current.resent).toBe('Ti abbiamo inviato un nuovo link di verifica.');
  });

  it('sends one link when pressed twice before Firebase answers, resending meanwhile', async () => {
    const answer = pending();
    session.sdk.resendVerification.mockReturnValueOnce(answer.promise);
    const { hook } = renderAt(useVerifyAccount, { path: '/verifyaccount' });
    let second: unknown = 'not sent';
    act(() => {
      void hook.result.current.resend();
      second = hook.result.current.resend();
    });
    expect(await second).toBeUndefined();
    await waitFor(() => expect(hook.result.current.resending).toBe(true));

    act(() => answer.resolve(undefined));
    await waitFor(() => expect(hook.result.current.resending).toBe(false));
    expect(session.sdk.resendVerification).toHaveBeenCalledOnce();
    expect(hook.result.current.resent).toBe('Ti abbiamo inviato un nuovo link di verifica.');
  });

  it.each([
    ['auth/too-many-requests', 'Troppi tentativi: riprova tra qualche minuto.'],
    ['auth/no-current-user', 'La sessione è scaduta: accedi di nuovo.'],
  ])("says Firebase's %s in Italian where the confirmation would be", async (code, message) => {
    session.sdk.resendVerification.mockRejectedValueOnce({ code });
    const { hook } = renderAt(useVerifyAccount, { path: LINK });
    await act(() => hook.result.current.resend());
    expect(hook.result.current.resent).toBe(message);
  });
});
