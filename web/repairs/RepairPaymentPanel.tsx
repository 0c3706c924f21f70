import { formatDateTime } from '../../schema/dates';
import { formatPrice } from '../../schema/rules/money';
import { buttonStyles } from '../ui/buttons';
import type { RepairAccess } from './useEstimateAnswer';
import { type RepairPayment, useRepairPayment } from './useRepairPayment';

const NOTE = 'rounded-2xl border p-5 text-sm';

const WHAT: Record<RepairPayment['kind'], string> = {
  ESTIMATE: 'il preventivo accettato',
  DIAGNOSIS: 'il costo della diagnosi',
};

/**
 * A repair's online payment as its customer follows it (docs/product.md#payments-online): «Paga
 * online» while something is due, a wait while the provider confirms, paid only on its word.
 */
export function RepairPaymentPanel(props: {
  payment: RepairPayment;
  access: RepairAccess;
  refresh?: () => void;
}) {
  const { payment } = props;
  const state = useRepairPayment(payment, props.access, props.refresh);
  if (state.stage === 'paid') {
    return (
      <p className={`${NOTE} border-emerald-200 bg-emerald-50 text-emerald-950`}>
        <strong>Pagato</strong>: {formatPrice(payment.paid)} IVA inclusa per {WHAT[payment.kind]}
        {payment.paidAt ? `, il ${formatDateTime(payment.paidAt)}` : ''}.
      </p>
    );
  }
  const confirming = state.stage === 'confirming';
  return (
    <div className={`${NOTE} border-amber-200 bg-amber-50 text-amber-950`} aria-live="polite">
      <h3 className="mb-2 text-base font-bold">
        {confirming ? 'Stiamo verificando il pagamento' : `Da pagare: ${formatPrice(payment.due)}`}
      </h3>
      {confirming ? (
        <p>
          Stiamo aspettando la conferma di Stripe: la pagina si aggiorna da sola. Il pagamento
          risulta fatto solo quando Stripe lo conferma.
        </p>
      ) : (
        <>
          {state.refused ? (
            <p className="mb-2 font-semibold">
              Il pagamento non è andato a buon fine e non ti è stato addebitato nulla: puoi
              riprovare.
            </p>
          ) : null}
          <p>
            {formatPrice(payment.due)} IVA inclusa per {WHAT[payment.kind]}. Puoi pagare online con
            carta, PayPal, Satispay o Klarna sulla pagina sicura di Stripe, o in negozio.
          </p>
          {state.stage === 'to-pay' ? (
            <button
              type="button"
              className={`${buttonStyles.primary} mt-3`}
              onClick={state.pay}
              disabled={state.paying}
            >
              Paga online
            </button>
          ) : null}
          {state.problem ? (
            <p role="alert" className="mt-2 text-red-800">
              {state.problem}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
