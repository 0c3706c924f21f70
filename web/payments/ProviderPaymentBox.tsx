import type { ReactNode } from 'react';
import { buttonStyles } from '../ui/buttons';

export const PAYMENT_NOTE = 'rounded-2xl border p-5 text-sm';

/**
 * An online payment still open, as its payer follows it (docs/product.md#payments-online): what
 * is due and the button to the provider's page, or the wait while the provider confirms, which
 * past the page's polls says the answer is late rather than offering to pay again.
 */
export function ProviderPaymentBox(props: {
  heading: 'h2' | 'h3';
  title: string;
  /** What becomes paid on the provider's word: "L'ordine risulterà pagato". */
  paidOnWord: string;
  confirming: boolean;
  late: boolean;
  refused: boolean;
  action: { label: string; pay: () => void; paying: boolean } | null;
  problem: string | null;
  children: ReactNode;
}) {
  const Heading = props.heading;
  return (
    <div
      className={`${PAYMENT_NOTE} border-amber-200 bg-amber-50 text-amber-950`}
      aria-live="polite"
    >
      <Heading className="mb-2 text-base font-bold">
        {props.confirming ? 'Stiamo verificando il pagamento' : props.title}
      </Heading>
      {props.confirming ? (
        <p>
          {props.late
            ? 'La conferma di Stripe sta tardando: non serve pagare di nuovo. Ricarica la pagina tra qualche minuto; ti scriviamo appena arriva.'
            : `Stiamo aspettando la conferma di Stripe: la pagina si aggiorna da sola. ${props.paidOnWord} solo quando Stripe lo conferma.`}
        </p>
      ) : (
        <>
          {props.refused ? (
            <p className="mb-2 font-semibold">
              Il pagamento non è andato a buon fine e non ti è stato addebitato nulla: puoi
              riprovare.
            </p>
          ) : null}
          {props.children}
          {props.action ? (
            <button
              type="button"
              className={`${buttonStyles.primary} mt-3`}
              onClick={props.action.pay}
              disabled={props.action.paying}
            >
              {props.action.label}
            </button>
          ) : null}
          {props.problem ? (
            <p role="alert" className="mt-2 text-red-800">
              {props.problem}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
