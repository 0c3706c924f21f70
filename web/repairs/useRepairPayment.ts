import { useState } from 'react';
import { useMutation } from 'urql';
import { repairPaymentStage } from '../../schema/rules/repair-payments';
import { graphql } from '../graphql';
import { useProviderPayment } from '../payments/useProviderPayment';
import { paymentReturnOf, rememberPaymentAccess } from './payment-return';
import type { RepairAccess, RepairProgress } from './useEstimateAnswer';

const PayRepairMutation = graphql(`
  mutation PayRepair($access: RepairAccessInput!) {
    payRepair(access: $access) { url }
  }
`);

export type RepairPayment = NonNullable<RepairProgress['payment']>;

/**
 * A repair's online payment for its customer (docs/product.md#payments-online): `pay` sends them
 * to the provider's page, keeping how they opened the repair for the way back.
 */
export function useRepairPayment(
  payment: RepairPayment,
  access: RepairAccess,
  refresh: (() => void) | undefined,
) {
  const [returned] = useState(() => paymentReturnOf(window.location.search, access.code));
  const [, payRepair] = useMutation(PayRepairMutation);
  const stage = repairPaymentStage(payment, returned === 'ok');
  const provider = useProviderPayment({
    confirming: stage === 'confirming',
    refresh,
    open: async () => {
      const result = await payRepair({ access });
      return {
        url: result.data?.payRepair.url,
        refusal: result.error?.graphQLErrors[0]?.message,
      };
    },
    beforeLeaving: () => rememberPaymentAccess(access),
  });
  return { ...provider, stage, refused: returned === 'annullato' };
}
