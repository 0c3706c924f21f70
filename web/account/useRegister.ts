import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { REGISTER_RULES } from '../../schema/rules/account-forms';
import { useForm } from '../ui/useForm';
import { useAuth } from './auth';
import { authErrorMessage } from './auth-errors';
import { afterSignIn } from './redirect';

/**
 * Creating an account (docs/product.md#accounts): the form, Firebase's refusals in Italian, and
 * once created, the address the verification link went to and where to continue (`?redirect=`).
 */
export function useRegister() {
  const { loadSdk, markSignedIn, renamed } = useAuth();
  const [params] = useSearchParams();
  const form = useForm(
    { name: '', email: '', password: '', confirmation: '', accept: false },
    () => REGISTER_RULES,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    void loadSdk();
  }, [loadSdk]);

  const submit = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const { name, email, password } = form.values;
      await (await loadSdk()).register(name, email, password);
      markSignedIn();
      // The account exists before its name is set: show the name at once.
      renamed(name.trim());
      setSentTo(email.trim());
    } catch (error) {
      setProblem(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    problem,
    busy,
    sentTo,
    submit,
    next: afterSignIn(params.get('redirect')),
    loginLink: `/login${params.size ? `?${params}` : ''}`,
  };
}
