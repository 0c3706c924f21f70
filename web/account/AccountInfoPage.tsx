import { useState } from 'react';
import { useMutation } from 'urql';
import { PROFILE_RULES } from '../../schema/rules/account-forms';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { useForm } from '../ui/useForm';
import { AccountLayout } from './AccountLayout';
import { useAuth } from './auth';
import { authErrorMessage } from './auth-errors';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($displayName: String!) {
    updateProfile(displayName: $displayName) {
      id
      displayName
    }
  }
`);

export function AccountInfoPage() {
  const { user, displayName, loadSdk, renamed } = useAuth();
  const form = useForm({ displayName: user?.displayName ?? '' }, () => PROFILE_RULES);
  const [, updateProfile] = useMutation(UpdateProfileMutation);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  return (
    <AccountLayout title="Informazioni personali" description="Il tuo nome e la tua e-mail.">
      <div className="max-w-xl rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
        {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.onSubmit(
            async () => {
              const name = String(form.values.displayName).trim();
              const result = await updateProfile({ displayName: name });
              if (result.error) return result;
              try {
                await (await loadSdk()).renameUser(name);
              } catch (error) {
                setOutcome({ tone: 'error', text: authErrorMessage(error) });
                return;
              }
              renamed(name);
              setOutcome({ tone: 'success', text: 'Nome aggiornato.' });
            },
            // Whatever the server said, the person reads one sentence about their name.
            () =>
              setOutcome({ tone: 'error', text: 'Non siamo riusciti a salvare il nome. Riprova.' }),
          )}
        >
          <TextField
            label="Nome"
            autoComplete="name"
            error={form.errors.displayName}
            {...form.text('displayName')}
          />
          <TextField
            label="E-mail"
            type="email"
            value={user?.email ?? ''}
            readOnly
            hint="L'e-mail del tuo account non si può cambiare da qui."
          />
          <p className="text-sm text-slate-600">Ti salutiamo come: {displayName}</p>
          <button type="submit" className={buttonStyles.primary}>
            Salva
          </button>
        </form>
      </div>
    </AccountLayout>
  );
}
