import { useState } from 'react';
import { useMutation } from 'urql';
import { PROFILE_RULES } from '../../schema/rules/account-forms';
import { graphql } from '../graphql';
import { useForm } from '../ui/useForm';
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

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * The name the shop greets the customer by: saved on the server, then in Firebase, then shown at
 * once; one sentence says how it went.
 */
export function useAccountInfo() {
  const { user, displayName, loadSdk, renamed } = useAuth();
  const form = useForm({ displayName: user?.displayName ?? '' }, () => PROFILE_RULES);
  const [, updateProfile] = useMutation(UpdateProfileMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async () => {
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
  };
  // Whatever the server said, the person reads one sentence about their name.
  const refused = () =>
    setOutcome({ tone: 'error', text: 'Non siamo riusciti a salvare il nome. Riprova.' });

  return { form, email: user?.email ?? '', displayName, outcome, submit, refused };
}
