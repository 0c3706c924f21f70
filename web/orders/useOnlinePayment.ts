import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { onlinePaymentStage } from '../../schema/rules/online-payments';
import { ORDER_STATUS } from '../../schema/vocabulary';
import { graphql } from '../graphql';
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

/**
 * Where an online payment stands for its buyer (docs/product.md#payments-online), asking the
 * server again every few seconds while the provider confirms, and `pay`, which sends the buyer
 * to the provider's page.
 */
export function useOnlinePayment(order: BuyerOrder, token: string | null, refresh: () => void) {
  const [returned] = useState(() => new URLSearchParams(window.location.search).get(RETURN_PARAM));
  const [polls, setPolls] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, payOrder] = useMutation(PayOrderMutation);
  const stage = onlinePaymentStage(
    ORDER_STATUS.fromApi(order.status),
    order.onlinePayment?.payable === true,
    returned === 'ok',
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

  return {
    stage,
    refused: returned === 'annullato',
    // Back from paying, the buyer is never offered to pay again while Stripe has not answered:
    // past the polls the page only says the answer is late.
    late: polls >= CONFIRM_POLLS,
    closesAt: order.onlinePayment?.closesAt ?? null,
    problem,
    paying: paying.fetching,
    pay,
  };
}
