import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useOneAtATime } from '../ui/useOneAtATime';
import { useAuth } from './auth';
import { authErrorMessage } from './auth-errors';

type Outcome = { state: 'checking' } | { state: 'verified' } | { state: 'failed'; message: string };

/**
 * Where Firebase's e-mail links land (the project's action URL): the verification code applied
 * as the page opens, a password reset's address to pass on, and a new link for a signed-in user
 * whose address is not verified yet, one at a time (`resending`).
 */
export function useVerifyAccount() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode');
  const { loadSdk, user, initialized } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  const [resent, setResent] = useState<string | null>(null);
  const resending = useOneAtATime();

  useEffect(() => {
    if (!code || mode === 'resetPassword') return;
    let cancelled = false;
    void loadSdk()
      .then((firebase) => firebase.verifyEmail(code))
      .then(
        () => !cancelled && setOutcome({ state: 'verified' }),
        (error: unknown) =>
          !cancelled && setOutcome({ state: 'failed', message: authErrorMessage(error) }),
      );
    return () => {
      cancelled = true;
    };
  }, [code, mode, loadSdk]);

  useEffect(() => {
    if (!code) void loadSdk();
  }, [code, loadSdk]);

  return {
    /** A password reset's link, for its own page. */
    resetLink: mode === 'resetPassword' ? `/reset-password?${params}` : null,
    code,
    outcome,
    user,
    initialized,
    resent,
    resending: resending.busy,
    resend: () =>
      resending.once(async () => {
        try {
          await (await loadSdk()).resendVerification();
          setResent('Ti abbiamo inviato un nuovo link di verifica.');
        } catch (error) {
          setResent(authErrorMessage(error));
        }
      }),
  };
}

export type VerifyAccount = ReturnType<typeof useVerifyAccount>;
