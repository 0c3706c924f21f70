import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { buttonStyles } from '../ui/buttons';
import { CheckboxField } from '../ui/ChoiceFields';
import { EmailField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { useRegister } from './useRegister';

export function RegisterPage() {
  const register = useRegister();
  if (register.sentTo) {
    return (
      <AuthCard title="Controlla la tua e-mail" description="Verifica il tuo indirizzo e-mail.">
        <FormAlert tone="success">
          Account creato! Ti abbiamo inviato un link di verifica a{' '}
          <strong>{register.sentTo}</strong>: aprilo per confermare l'indirizzo.
        </FormAlert>
        <Link to={register.next} className={`${buttonStyles.primary} w-full`}>
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
          <Link to={register.loginLink} className="font-semibold text-brand-700 hover:underline">
            Accedi
          </Link>
        </>
      }
    >
      {register.problem ? <FormAlert tone="error">{register.problem}</FormAlert> : null}
      <RegisterForm register={register} />
    </AuthCard>
  );
}

/** Name, e-mail, the new password twice and the conditions accepted. */
function RegisterForm({ register }: { register: ReturnType<typeof useRegister> }) {
  const { form } = register;
  return (
    <form noValidate className="space-y-4" onSubmit={form.onSubmit(register.submit)}>
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
      <button type="submit" disabled={register.busy} className={`${buttonStyles.primary} w-full`}>
        {register.busy ? 'Creazione in corso…' : 'Crea account'}
      </button>
    </form>
  );
}
