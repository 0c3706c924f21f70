import { formatDateTime } from '../../schema/dates';
import { buttonStyles } from '../ui/buttons';
import { useOnlinePayment } from './useOnlinePayment';
import type { BuyerOrder } from './useOrderPage';

const NOTE = 'rounded-2xl border p-5 text-sm';

/**
 * An online payment as its buyer follows it (docs/product.md#payments-online): «Paga ora» while
 * the provider's page is open, a wait while the provider confirms, and paid only once the order
 * says so.
 */
export function OnlinePaymentPanel(props: {
  order: BuyerOrder;
  token: string | null;
  refresh: () => void;
}) {
  const payment = useOnlinePayment(props.order, props.token, props.refresh);
  if (payment.stage === 'paid') {
    return (
      <p className={`${NOTE} border-emerald-200 bg-emerald-50 text-emerald-950`}>
        Pagamento ricevuto: hai pagato online con Stripe.
      </p>
    );
  }
  if (payment.stage === 'not-paid') {
    return (
      <p className={`${NOTE} border-slate-200 bg-white text-slate-700`}>
        Il pagamento online non è stato completato: l'ordine è stato annullato e non ti è stato
        addebitato nulla.
      </p>
    );
  }
  const confirming = payment.stage === 'confirming';
  return (
    <div className={`${NOTE} border-amber-200 bg-amber-50 text-amber-950`} aria-live="polite">
      <h2 className="mb-2 text-base font-bold">
        {confirming ? 'Stiamo verificando il pagamento' : 'Pagamento da completare'}
      </h2>
      {confirming ? (
        <p>
          {payment.late
            ? 'La conferma di Stripe sta tardando: non serve pagare di nuovo. Ricarica la pagina tra qualche minuto; ti scriviamo appena arriva.'
            : "Stiamo aspettando la conferma di Stripe: la pagina si aggiorna da sola. L'ordine risulterà pagato solo quando Stripe lo conferma."}
        </p>
      ) : (
        <>
          {payment.refused ? (
            <p className="mb-2 font-semibold">
              Il pagamento non è andato a buon fine e non ti è stato addebitato nulla: puoi
              riprovare.
            </p>
          ) : null}
          <p>
            Paga con carta, PayPal, Satispay o Klarna sulla pagina sicura di Stripe.
            {payment.closesAt
              ? ` Teniamo da parte i prodotti fino al ${formatDateTime(payment.closesAt)}: dopo l'ordine sarà annullato.`
              : null}
          </p>
          <button
            type="button"
            className={`${buttonStyles.primary} mt-3`}
            onClick={payment.pay}
            disabled={payment.paying}
          >
            Paga ora
          </button>
          {payment.problem ? (
            <p role="alert" className="mt-2 text-red-800">
              {payment.problem}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
