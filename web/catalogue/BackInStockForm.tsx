import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { STOCK_ALERT_RULES } from '../../schema/rules/stock-alerts';
import { useAuth } from '../account/auth';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { EmailField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { useForm } from '../ui/useForm';

const RequestStockAlertMutation = graphql(`
  mutation RequestStockAlert($productId: ID!, $email: String!) {
    requestStockAlert(productId: $productId, email: $email) {
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
 * "Avvisami quando torna disponibile" under an out-of-stock product: one e-mail when it is back.
 * A signed-in account finds its address already written.
 */
export function BackInStockForm({
  productId,
  productName,
}: {
  productId: string;
  productName: string;
}) {
  const accountEmail = useAuth().user?.email ?? '';
  const form = useForm({ email: accountEmail }, () => STOCK_ALERT_RULES);
  const [{ fetching }, request] = useMutation(RequestStockAlertMutation);
  const [done, setDone] = useState<string | null>(null);
  const { setValue, values } = form;

  // The account may be known only after the form is drawn.
  useEffect(() => {
    if (accountEmail && !values.email) setValue('email', accountEmail);
  }, [accountEmail, values.email, setValue]);

  return (
    <section
      aria-labelledby="avviso-disponibilita"
      className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="avviso-disponibilita" className="text-lg font-bold text-ink">
        Avvisami quando torna disponibile
      </h2>
      {done ? (
        <div className="mt-3">
          <FormAlert tone="success">{done}</FormAlert>
        </div>
      ) : (
        <form
          noValidate
          className="mt-2 space-y-3"
          onSubmit={form.onSubmit(async () => {
            const result = await request({ productId, email: values.email });
            const requested = result.data?.requestStockAlert;
            if (requested) {
              setDone(answer(requested.email, requested.needsConfirmation, productName));
            }
            return result;
          })}
        >
          <p className="text-sm text-slate-700">
            Ti scriviamo una volta sola, appena torna in vendita. Usiamo l'indirizzo solo per questo
            avviso (
            <Link to={ROUTES.privacyPolicy} className="underline hover:text-ink">
              informativa sulla privacy
            </Link>
            ).
          </p>
          {form.problem ? <FormAlert tone="error">{form.problem}</FormAlert> : null}
          <div className="flex flex-wrap items-start gap-3">
            <EmailField
              className="min-w-0 flex-1"
              error={form.errors.email}
              {...form.text('email')}
            />
            <button
              type="submit"
              disabled={fetching}
              className={`${buttonStyles.secondary} sm:mt-7`}
            >
              Avvisami
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
