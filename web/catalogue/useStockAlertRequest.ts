import { useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { STOCK_ALERT_RULES } from '../../schema/rules/stock-alerts';
import { useAuth } from '../account/auth';
import { graphql } from '../graphql';
import { useForm } from '../ui/useForm';

const RequestStockAlertMutation = graphql(`
  mutation RequestStockAlert($productId: ID!, $email: String!, $variantId: ID) {
    requestStockAlert(productId: $productId, email: $email, variantId: $variantId) {
      email
      needsConfirmation
    }
  }
`);

/**
 * What the visitor is told: the same words whether or not the address had asked before
 * (docs/product.md#back-in-stock-alerts). Only a signed-in account's own verified address waits
 * without a link.
 */
function answer(email: string, needsConfirmation: boolean, productName: string): string {
  return needsConfirmation
    ? `Ti abbiamo inviato un'e-mail a ${email}: apri il link che contiene per confermare l'avviso.`
    : `Fatto: ti scriveremo a ${email} appena ${productName} torna disponibile.`;
}

/**
 * Asks for one e-mail when an out-of-stock product (the variant chosen, when there is one) is
 * back; `done` is what the visitor is told. A signed-in account finds its address already written.
 */
export function useStockAlertRequest(
  productId: string,
  variantId: string | null,
  productName: string,
) {
  const accountEmail = useAuth().user?.email ?? '';
  const form = useForm({ email: accountEmail }, () => STOCK_ALERT_RULES);
  const [{ fetching }, request] = useMutation(RequestStockAlertMutation);
  const [done, setDone] = useState<string | null>(null);
  const { setValue, values } = form;

  // The account may be known only after the form is drawn: its address fills an empty field
  // then, once; after that the field is the visitor's, to empty and retype.
  const filledFor = useRef(accountEmail);
  useEffect(() => {
    if (!accountEmail || filledFor.current === accountEmail) return;
    filledFor.current = accountEmail;
    if (!values.email) setValue('email', accountEmail);
  }, [accountEmail, values.email, setValue]);

  const onSubmit = form.onSubmit(async () => {
    const result = await request({ productId, variantId, email: values.email });
    const requested = result.data?.requestStockAlert;
    if (requested) setDone(answer(requested.email, requested.needsConfirmation, productName));
    return result;
  });

  return { form, fetching, done, onSubmit };
}
