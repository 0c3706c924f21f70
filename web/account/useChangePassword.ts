import { useEffect, useState } from 'react';
import { CHANGE_PASSWORD_RULES } from '../../schema/rules/account-forms';
import { useForm } from '../ui/useForm';
import { useAuth } from './auth';
import { authErrorMessage } from './auth-errors';

/** Changing the password of the signed-in account: the current one first, Firebase's refusals in Italian. */
export function useChangePassword() {
  const { loadSdk, user, initialized } = useAuth();
  const form = useForm(
    { current: '', password: '', confirmation: '' },
    () => CHANGE_PASSWORD_RULES,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void loadSdk();
  }, [loadSdk]);

  const submit = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await (await loadSdk()).changePassword(form.values.current, form.values.password);
      setDone(true);
    } catch (error) {
      setProblem(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { form, user, initialized, problem, done, busy, submit };
}
