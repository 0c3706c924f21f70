import { useState } from 'react';
import { useMutation } from 'urql';
import { onlinePaymentStage } from '../../schema/rules/online-payments';
import { ORDER_STATUS } from '../../schema/vocabulary';
import { graphql } from '../graphql';
import { useProviderPayment } from '../payments/useProviderPayment';
import type { BuyerOrder } from './useOrderPage';

const PayOrderMutation = graphql(`
  mutation PayOrder($id: ID!, $token: String) {
    payOrder(id: $id, token: $token) { url }
  }
`);

/** The return address's word on how the buyer left the provider's page (worker/payments/). */
const RETURN_PARAM = 'pagamento';

/**
 * Where an online payment stands for its buyer (docs/product.md#payments-online), and `pay`,
 * which sends the buyer to the provider's page.
 */
export function useOnlinePayment(order: BuyerOrder, token: string | null, refresh: () => void) {
  const [returned] = useState(() => new URLSearchParams(window.location.search).get(RETURN_PARAM));
  const [, payOrder] = useMutation(PayOrderMutation);
  const stage = onlinePaymentStage(
    ORDER_STATUS.fromApi(order.status),
    order.onlinePayment?.payable === true,
    returned === 'ok',
  );
  const payment = useProviderPayment({
    confirming: stage === 'confirming',
    refresh,
    open: async () => {
      const result = await payOrder({ id: order.id, token });
      return {
        url: result.data?.payOrder.url,
        refusal: result.error?.graphQLErrors[0]?.message,
      };
    },
  });
  return {
    ...payment,
    stage,
    refused: returned === 'annullato',
    closesAt: order.onlinePayment?.closesAt ?? null,
  };
}
