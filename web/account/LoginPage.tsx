import { Link } from 'wouter';
import { buttonStyles } from '../ui/buttons';
import { EmailField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { AuthCard } from './AuthCard';
import { EmulatedGoogleDialog } from './EmulatedGoogleDialog';
import { GoogleButton } from './GoogleButton';
import { useLogin } from './useLogin';

export function LoginPage() {
  const login = useLogin();
  return (
    <AuthCard
      title="Accedi"
      description="Accedi al tuo account RiparoLab."
      intro="Ritrovi ordini, indirizzi salvati e prodotti preferiti."
      footer={
        <>
          Non hai un account?{' '}
          <Link
            to={login.withRedirect('/registrazione')}
            className="font-semibold text-brand-700 hover:underline"
          >
            Registrati
          </Link>
        </>
      }
    >
      {login.problem ? <FormAlert tone="error">{login.problem}</FormAlert> : null}
      <LoginForm login={login} />
      <div className="my-5 flex items-center gap-3 text-xs text-slate-600 uppercase">
        <span className="h-px flex-1 bg-slate-200" /> oppure{' '}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleButton disabled={login.busy} onClick={login.google} />
      <EmulatedGoogleDialog
        open={login.emulatedGoogle}
        onClose={login.closeEmulatedGoogle}
        onSignIn={login.emulatedSignIn}
      />
    </AuthCard>
  );
}

/** E-mail and password, and the way to a forgotten password. */
function LoginForm({ login }: { login: ReturnType<typeof useLogin> }) {
  const { form } = login;
  return (
    <form noValidate className="space-y-4" onSubmit={form.onSubmit(login.submit)}>
      <EmailField error={form.errors.email} {...form.text('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={form.errors.password}
        {...form.text('password')}
      />
      <div className="text-right text-sm">
        <Link to="/reset-password" className="font-medium text-brand-700 hover:underline">
          Password dimenticata?
        </Link>
      </div>
      <button type="submit" disabled={login.busy} className={`${buttonStyles.primary} w-full`}>
        {login.busy ? 'Accesso in corso…' : 'Accedi'}
      </button>
    </form>
  );
}
