import { Link, useSearchParams } from 'wouter';
import { buttonStyles } from '../ui/buttons';
import { EmailField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { useNewPassword, useResetRequest } from './useResetPassword';

function RequestLink() {
  const { form, sent, problem, submit } = useResetRequest();

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
      <form noValidate className="space-y-4" onSubmit={form.onSubmit(submit)}>
        <EmailField error={form.errors.email} {...form.text('email')} />
        <button type="submit" disabled={form.sending} className={`${buttonStyles.primary} w-full`}>
          {form.sending ? 'Invio in corso…' : 'Invia il link'}
        </button>
      </form>
    </>
  );
}

function ChooseNewPassword({ code }: { code: string }) {
  const { form, email, problem, done, submit } = useNewPassword(code);
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
      <form noValidate className="space-y-4" onSubmit={form.onSubmit(submit)}>
        <NewPasswordFields label="Nuova password" text={form.text} errors={form.errors} />
        <button
          type="submit"
          disabled={!email || form.sending}
          className={`${buttonStyles.primary} w-full`}
        >
          {form.sending ? 'Salvataggio in corso…' : 'Salva la nuova password'}
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
