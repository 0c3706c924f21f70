import { buttonStyles } from '../ui/buttons';
import { TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { AccountLayout } from './AccountLayout';
import { useAccountInfo } from './useAccountInfo';

export function AccountInfoPage() {
  const { form, email, displayName, outcome, submit, refused } = useAccountInfo();
  return (
    <AccountLayout title="Informazioni personali" description="Il tuo nome e la tua e-mail.">
      <div className="max-w-xl rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
        {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
        <form noValidate className="space-y-4" onSubmit={form.onSubmit(submit, refused)}>
          <TextField
            label="Nome"
            autoComplete="name"
            error={form.errors.displayName}
            {...form.text('displayName')}
          />
          <TextField
            label="E-mail"
            type="email"
            value={email}
            readOnly
            hint="L'e-mail del tuo account non si può cambiare da qui."
          />
          <p className="text-sm text-slate-600">Ti salutiamo come: {displayName}</p>
          <button type="submit" disabled={form.sending} className={buttonStyles.primary}>
            {form.sending ? 'Salvataggio in corso…' : 'Salva'}
          </button>
        </form>
      </div>
    </AccountLayout>
  );
}
