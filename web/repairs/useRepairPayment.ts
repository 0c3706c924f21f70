import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { repairPaymentStage } from '../../schema/rules/repair-payments';
import { graphql } from '../graphql';
import { paymentReturnOf, rememberPaymentAccess } from './payment-return';
import type { RepairAccess, RepairProgress } from './useEstimateAnswer';

const PayRepairMutation = graphql(`
  mutation PayRepair($access: RepairAccessInput!) {
    payRepair(access: $access) { url }
  }
`);

/** How often, and how many times, the page asks again while the provider confirms. */
const CONFIRM_POLL_MS = 3000;
const CONFIRM_POLLS = 10;

export type RepairPayment = NonNullable<RepairProgress['payment']>;

/**
 * A repair's online payment for its customer (docs/product.md#payments-online): `pay` sends them
 * to the provider's page; back from it, the repair is read again every few seconds until the
 * provider's word says paid.
 */
export function useRepairPayment(
  payment: RepairPayment,
  access: RepairAccess,
  refresh: (() => void) | undefined,
) {
  const [returned] = useState(() => paymentReturnOf(window.location.search, access.code));
  const [polls, setPolls] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, payRepair] = useMutation(PayRepairMutation);
  const stage = repairPaymentStage(payment, returned === 'ok' && polls < CONFIRM_POLLS);

  useEffect(() => {
    if (stage !== 'confirming' || polls >= CONFIRM_POLLS || !refresh) return;
    const timer = window.setTimeout(() => {
      setPolls((n) => n + 1);
      refresh();
    }, CONFIRM_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [stage, polls, refresh]);

  const pay = async () => {
    setProblem(null);
    const result = await payRepair({ access });
    const url = result.data?.payRepair.url;
    if (url) {
      rememberPaymentAccess(access);
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
    problem,
    paying: paying.fetching,
    pay,
  };
}
