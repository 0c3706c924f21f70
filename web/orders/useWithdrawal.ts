import type { ResultOf } from 'gql.tada';
import { useState } from 'react';
import { useQuery } from 'urql';
import { WithdrawalQuery } from './withdrawal-queries';

/** The order as its withdrawal section reads it. */
export type WithdrawalOrder = NonNullable<ResultOf<typeof WithdrawalQuery>['order']>;
export type Withdrawal = NonNullable<WithdrawalOrder['withdrawal']>;

/**
 * An order's withdrawal for its buyer (docs/product.md#withdrawal): the window, the returns asked
 * for, and whether the form is open or a request was just sent (which reloads the returns).
 */
export function useWithdrawal(id: string, token: string | null) {
  const [result, reexecute] = useQuery({
    query: WithdrawalQuery,
    variables: { id, token },
    requestPolicy: 'cache-and-network',
  });
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const withdrawal = result.data?.order?.withdrawal;
  return {
    order: result.data?.order,
    open,
    sent,
    returnable: withdrawal?.returnable.some((line) => line.quantity > 0) ?? false,
    start: () => {
      setSent(false);
      setOpen(true);
    },
    onSent: () => {
      setOpen(false);
      setSent(true);
      reexecute({ requestPolicy: 'network-only' });
    },
  };
}
