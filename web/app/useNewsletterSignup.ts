import { useState } from 'react';
import { useMutation } from 'urql';
import { NEWSLETTER_RULES } from '../../schema/rules/newsletter';
import { graphql } from '../graphql';
import { useForm } from '../ui/useForm';

const SubscribeMutation = graphql(`
  mutation SubscribeNewsletter($email: String!, $consent: Boolean!) {
    subscribeNewsletter(email: $email, consent: $consent) {
      email
    }
  }
`);

/**
 * One answer whether the address was new or already subscribed: the page must not tell a visitor
 * who else is on the list, and every sign-up is sent the confirmation e-mail
 * (docs/product.md#newsletter).
 */
const SUBSCRIBED =
  "Grazie! Ti abbiamo inviato un'e-mail: apri il link che contiene per confermare l'iscrizione.";

/** The footer's newsletter sign-up (double opt-in): the form, its sending and the answer shown. */
export function useNewsletterSignup() {
  const form = useForm<{ email: string; consent: boolean }>(
    { email: '', consent: false },
    () => NEWSLETTER_RULES,
  );
  const [{ fetching }, subscribe] = useMutation(SubscribeMutation);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = form.onSubmit(
    async () => {
      const result = await subscribe({ email: form.values.email, consent: form.values.consent });
      if (result.data) {
        setOutcome({ ok: true, text: SUBSCRIBED });
        form.setValue('email', '');
        form.setValue('consent', false);
      }
      return result;
    },
    (text) => setOutcome({ ok: false, text }),
  );

  return { form, fetching, outcome, onSubmit };
}
