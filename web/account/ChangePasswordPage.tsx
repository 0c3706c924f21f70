import { Link } from 'wouter';
import { buttonStyles } from '../ui/buttons';
import { TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { loginPath } from './redirect';
import { useChangePassword } from './useChangePassword';

export function ChangePasswordPage() {
  const { form, user, initialized, problem, done, busy, submit } = useChangePassword();
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
          <form noValidate className="space-y-4" onSubmit={form.onSubmit(submit)}>
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
