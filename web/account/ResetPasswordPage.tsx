import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { NEW_PASSWORD_RULES, PASSWORD_RESET_RULES } from '../../schema/rules/account-forms';
import { buttonStyles } from '../ui/buttons';
import { EmailField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { useForm } from '../ui/useForm';
import { AuthCard } from './AuthCard';
import { useAuth } from './auth';
import { authErrorMessage } from './auth-errors';
import { NewPasswordFields } from './NewPasswordFields';

function RequestLink() {
  const { loadSdk } = useAuth();
  const form = useForm({ email: '' }, () => PASSWORD_RESET_RULES);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (sent) {
    return (
      <FormAlert tone="success">
        Se esiste un account con questo indirizzo, ti abbiamo inviato un link per scegliere una
        nuova password. Controlla anche la posta indesiderata.
      </FormAlert>
    );
  }
  return (
    <>
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.onSubmit(async () => {
          try {
            await (await loadSdk()).sendPasswordReset(form.values.email);
            setSent(true);
          } catch (error) {
            // Saying "no such account" would tell strangers who has one here.
            if ((error as { code?: string }).code === 'auth/user-not-found') setSent(true);
            else setProblem(authErrorMessage(error));
          }
        })}
      >
        <EmailField error={form.errors.email} {...form.text('email')} />
        <button type="submit" className={`${buttonStyles.primary} w-full`}>
          Invia il link
        </button>
      </form>
    </>
  );
}

function ChooseNewPassword({ code }: { code: string }) {
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

  if (done) {
    return (
      <>
        <FormAlert tone="success">
          Password aggiornata. Ora puoi accedere con la nuova password.
        </FormAlert>
        <Link to="/login" className={`${buttonStyles.primary} w-full`}>
          Accedi
        </Link>
      </>
    );
  }
  if (problem && !email) {
    return (
      <>
        <FormAlert tone="error">{problem}</FormAlert>
        <Link to="/reset-password" className={`${buttonStyles.secondary} w-full`}>
          Richiedi un nuovo link
        </Link>
      </>
    );
  }
  return (
    <>
      {email ? <p className="mb-4 text-sm text-slate-700">Nuova password per {email}</p> : null}
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.onSubmit(async () => {
          try {
            await (await loadSdk()).resetPassword(code, form.values.password);
            setDone(true);
          } catch (error) {
            setProblem(authErrorMessage(error));
          }
        })}
      >
        <NewPasswordFields label="Nuova password" text={form.text} errors={form.errors} />
        <button type="submit" disabled={!email} className={`${buttonStyles.primary} w-full`}>
          Salva la nuova password
        </button>
      </form>
    </>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('mode') === 'resetPassword' ? params.get('oobCode') : null;
  return (
    <AuthCard
      title="Reimposta la password"
      description="Reimposta la password del tuo account."
      intro={
        code
          ? undefined
          : "Inserisci l'e-mail del tuo account: ti invieremo un link per sceglierne una nuova."
      }
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Torna all'accesso
        </Link>
      }
    >
      {code ? <ChooseNewPassword code={code} /> : <RequestLink />}
    </AuthCard>
  );
}
