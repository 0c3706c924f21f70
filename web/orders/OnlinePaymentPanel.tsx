import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { formatDateTime } from '../../schema/dates';
import { onlinePaymentStage } from '../../schema/rules/online-payments';
import { ORDER_STATUS } from '../../schema/vocabulary';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import type { BuyerOrder } from './useOrderPage';

const PayOrderMutation = graphql(`
  mutation PayOrder($id: ID!, $token: String) {
    payOrder(id: $id, token: $token) { url }
  }
`);

/** The return address's word on how the buyer left the provider's page (worker/payments/). */
const RETURN_PARAM = 'pagamento';

/** How often, and how many times, the page asks again while the provider confirms. */
const CONFIRM_POLL_MS = 3000;
const CONFIRM_POLLS = 10;

function returnedAs(): string | null {
  return new URLSearchParams(window.location.search).get(RETURN_PARAM);
}

/**
 * An online payment as its buyer follows it (docs/product.md#payments-online): «Paga ora» while
 * the provider's page is open, a wait while the provider confirms (asking again every few
 * seconds), and paid only once the order says so.
 */
export function OnlinePaymentPanel({
  order,
  token,
  refresh,
}: {
  order: BuyerOrder;
  token: string | null;
  refresh: () => void;
}) {
  const [returned] = useState(returnedAs);
  const [polls, setPolls] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, payOrder] = useMutation(PayOrderMutation);
  const payment = order.onlinePayment;
  const status = ORDER_STATUS.fromApi(order.status);
  const stage = onlinePaymentStage(
    status,
    payment?.payable === true,
    returned === 'ok' && polls < CONFIRM_POLLS,
  );

  useEffect(() => {
    if (stage !== 'confirming' || polls >= CONFIRM_POLLS) return;
    const timer = window.setTimeout(() => {
      setPolls((n) => n + 1);
      refresh();
    }, CONFIRM_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [stage, polls, refresh]);

  const pay = async () => {
    setProblem(null);
    const result = await payOrder({ id: order.id, token });
    const url = result.data?.payOrder.url;
    if (url) {
      window.location.assign(url);
      return;
    }
    setProblem(
      result.error?.graphQLErrors[0]?.message ??
        'Non siamo riusciti ad aprire la pagina di pagamento. Controlla la connessione e riprova.',
    );
  };

  if (stage === 'paid') {
    return (
      <p className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-sm text-emerald-950">
        Pagamento ricevuto: hai pagato online con Stripe.
      </p>
    );
  }
  if (stage === 'not-paid') {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
        Il pagamento online non è stato completato: l'ordine è stato annullato e non ti è stato
        addebitato nulla.
      </p>
    );
  }
  return (
    <div
      className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950"
      aria-live="polite"
    >
      <h2 className="mb-2 text-base font-bold">
        {stage === 'confirming' ? 'Stiamo verificando il pagamento' : 'Pagamento da completare'}
      </h2>
      {stage === 'confirming' ? (
        <p>
          Stiamo aspettando la conferma di Stripe: la pagina si aggiorna da sola. Nessun ordine
          risulta pagato finché Stripe non lo conferma.
        </p>
      ) : (
        <>
          {returned === 'annullato' ? (
            <p className="mb-2 font-semibold">
              Il pagamento non è andato a buon fine e non ti è stato addebitato nulla: puoi
              riprovare.
            </p>
          ) : null}
          <p>
            Paga con carta, PayPal, Satispay o Klarna sulla pagina sicura di Stripe.
            {payment?.closesAt
              ? ` Teniamo da parte i prodotti fino al ${formatDateTime(payment.closesAt)}: dopo l'ordine sarà annullato.`
              : null}
          </p>
          <button
            type="button"
            className={`${buttonStyles.primary} mt-3`}
            onClick={pay}
            disabled={paying.fetching}
          >
            Paga ora
          </button>
          {problem ? (
            <p role="alert" className="mt-2 text-red-800">
              {problem}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
