import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { CHANGE_PASSWORD_RULES } from '../../schema/rules/account-forms';
import { buttonStyles } from '../ui/buttons';
import { TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { useForm } from '../ui/useForm';
import { AuthCard } from './AuthCard';
import { useAuth } from './auth';
import { authErrorMessage } from './auth-errors';
import { NewPasswordFields } from './NewPasswordFields';
import { loginPath } from './redirect';

export function ChangePasswordPage() {
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

  return (
    <AuthCard
      title="Modifica password"
      description="Cambia la password del tuo account."
      intro="Per sicurezza ti chiediamo prima la password attuale."
      footer={
        <Link to="/profilo" className="font-semibold text-brand-700 hover:underline">
          Torna al tuo account
        </Link>
      }
    >
      {!initialized ? (
        <p role="status" className="text-slate-600">
          Caricamento…
        </p>
      ) : !user ? (
        <Link to={loginPath('/modifica-password')} className={`${buttonStyles.primary} w-full`}>
          Accedi per cambiare la password
        </Link>
      ) : done ? (
        <FormAlert tone="success">Password aggiornata.</FormAlert>
      ) : (
        <>
          {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
          <form
            noValidate
            className="space-y-4"
            onSubmit={form.onSubmit(async () => {
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
            })}
          >
            <TextField
              label="Password attuale"
              type="password"
              autoComplete="current-password"
              error={form.errors.current}
              {...form.text('current')}
            />
            <NewPasswordFields label="Nuova password" text={form.text} errors={form.errors} />
            <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
              {busy ? 'Salvataggio…' : 'Cambia password'}
            </button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
