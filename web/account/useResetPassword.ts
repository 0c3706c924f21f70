import { useEffect, useState } from 'react';
import { NEW_PASSWORD_RULES, PASSWORD_RESET_RULES } from '../../schema/rules/account-forms';
import { useForm } from '../ui/useForm';
import { useAuth } from './auth';
import { authErrorMessage } from './auth-errors';

/** Asking for a reset link: sent, or why not (never whether an account exists). */
export function useResetRequest() {
  const { loadSdk } = useAuth();
  const form = useForm({ email: '' }, () => PASSWORD_RESET_RULES);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    try {
      await (await loadSdk()).sendPasswordReset(form.values.email);
      setSent(true);
    } catch (error) {
      // Saying "no such account" would tell strangers who has one here.
      if ((error as { code?: string }).code === 'auth/user-not-found') setSent(true);
      else setProblem(authErrorMessage(error));
    }
  };
  return { form, sent, problem, submit };
}

/**
 * Choosing a new password from a reset link: the link's code checked as the page opens (its
 * e-mail shown, or why it no longer works), then the new password saved.
 */
export function useNewPassword(code: string) {
  const { loadSdk } = useAuth();
  const form = useForm({ password: '', confirmation: '' }, () => NEW_PASSWORD_RULES);
  const [email, setEmail] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void loadSdk()
      .then((firebase) => firebase.checkResetCode(code))
      .then(
        (address) => !cancelled && setEmail(address),
        (error: unknown) => !cancelled && setProblem(authErrorMessage(error)),
      );
    return () => {
      cancelled = true;
    };
  }, [code, loadSdk]);

  const submit = async () => {
    try {
      await (await loadSdk()).resetPassword(code, form.values.password);
      setDone(true);
    } catch (error) {
      setProblem(authErrorMessage(error));
    }
  };
  return { form, email, problem, done, submit };
}
