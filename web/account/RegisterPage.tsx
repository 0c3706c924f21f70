import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { REGISTER_RULES } from '../../schema/rules/account-forms';
import { buttonStyles } from '../ui/buttons';
import { CheckboxField, EmailField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { useForm } from '../ui/useForm';
import { AuthCard } from './AuthCard';
import { useAuth } from './auth';
import { authErrorMessage } from './auth-errors';
import { NewPasswordFields } from './NewPasswordFields';
import { afterSignIn } from './redirect';

export function RegisterPage() {
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

  if (sentTo) {
    return (
      <AuthCard title="Controlla la tua e-mail" description="Verifica il tuo indirizzo e-mail.">
        <FormAlert tone="success">
          Account creato! Ti abbiamo inviato un link di verifica a <strong>{sentTo}</strong>: aprilo
          per confermare l'indirizzo.
        </FormAlert>
        <Link to={afterSignIn(params.get('redirect'))} className={`${buttonStyles.primary} w-full`}>
          Continua
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Crea il tuo account"
      description="Registrati a RiparoLab."
      intro="Ti servono solo un'e-mail e una password di almeno 6 caratteri."
      footer={
        <>
          Hai già un account?{' '}
          <Link
            to={`/login${params.size ? `?${params}` : ''}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Accedi
          </Link>
        </>
      }
    >
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.onSubmit(async () => {
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
        })}
      >
        <TextField
          label="Nome e cognome"
          autoComplete="name"
          error={form.errors.name}
          {...form.text('name')}
        />
        <EmailField error={form.errors.email} {...form.text('email')} />
        <NewPasswordFields label="Password" text={form.text} errors={form.errors} />
        <CheckboxField
          label={
            <>
              Accetto le{' '}
              <Link to={ROUTES.termsOfUse} className="text-brand-700 underline">
                condizioni d'uso
              </Link>{' '}
              e ho letto l'
              <Link to={ROUTES.privacyPolicy} className="text-brand-700 underline">
                informativa sulla privacy
              </Link>
              . Per gli acquisti valgono le{' '}
              <Link to={ROUTES.salesTerms} className="text-brand-700 underline">
                condizioni di vendita
              </Link>
              .
            </>
          }
          error={form.errors.accept}
          {...form.checkbox('accept')}
        />
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
          {busy ? 'Creazione in corso…' : 'Crea account'}
        </button>
      </form>
    </AuthCard>
  );
}
