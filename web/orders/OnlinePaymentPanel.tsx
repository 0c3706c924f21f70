import { formatDateTime } from '../../schema/dates';
import { PAYMENT_NOTE, ProviderPaymentBox } from '../payments/ProviderPaymentBox';
import { useOnlinePayment } from './useOnlinePayment';
import type { BuyerOrder } from './useOrderPage';

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
      <p className={`${PAYMENT_NOTE} border-emerald-200 bg-emerald-50 text-emerald-950`}>
        Pagamento ricevuto: hai pagato online con Stripe.
      </p>
    );
  }
  if (payment.stage === 'not-paid') {
    return (
      <p className={`${PAYMENT_NOTE} border-slate-200 bg-white text-slate-700`}>
        Il pagamento online non è stato completato: l'ordine è stato annullato e non ti è stato
        addebitato nulla.
      </p>
    );
  }
  return (
    <ProviderPaymentBox
      heading="h2"
      title="Pagamento da completare"
      paidOnWord="L'ordine risulterà pagato"
      confirming={payment.stage === 'confirming'}
      late={payment.late}
      refused={payment.refused}
      action={{ label: 'Paga ora', pay: payment.pay, paying: payment.paying }}
      problem={payment.problem}
    >
      <p>
        Paga con carta, PayPal, Satispay o Klarna sulla pagina sicura di Stripe.
        {payment.closesAt
          ? ` Teniamo da parte i prodotti fino al ${formatDateTime(payment.closesAt)}: dopo l'ordine sarà annullato.`
          : null}
      </p>
    </ProviderPaymentBox>
  );
}
