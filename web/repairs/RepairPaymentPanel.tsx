import { formatDateTime } from '../../schema/dates';
import { formatPrice } from '../../schema/rules/money';
import { PAYMENT_NOTE, ProviderPaymentBox } from '../payments/ProviderPaymentBox';
import type { RepairAccess } from './useEstimateAnswer';
import { type RepairPayment, useRepairPayment } from './useRepairPayment';

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
      <p className={`${PAYMENT_NOTE} border-emerald-200 bg-emerald-50 text-emerald-950`}>
        <strong>Pagato</strong>: {formatPrice(payment.paid)} IVA inclusa per {WHAT[payment.kind]}
        {payment.paidAt ? `, il ${formatDateTime(payment.paidAt)}` : ''}.
      </p>
    );
  }
  return (
    <ProviderPaymentBox
      heading="h3"
      title={`Da pagare: ${formatPrice(payment.due)}`}
      paidOnWord="Il pagamento risulta fatto"
      confirming={state.stage === 'confirming'}
      late={state.late}
      refused={state.refused}
      action={
        state.stage === 'to-pay'
          ? { label: 'Paga online', pay: state.pay, paying: state.paying }
          : null
      }
      problem={state.problem}
    >
      <p>
        {formatPrice(payment.due)} IVA inclusa per {WHAT[payment.kind]}. Puoi pagare online con
        carta, PayPal, Satispay o Klarna sulla pagina sicura di Stripe, o in negozio.
      </p>
    </ProviderPaymentBox>
  );
}
