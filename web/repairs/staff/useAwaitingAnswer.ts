import type { ResultOf } from 'gql.tada';
import { useQuery } from 'urql';
import { graphql } from '../../graphql';

const AwaitingAnswerQuery = graphql(`
  query AdminRepairsAwaitingAnswer {
    adminRepairsAwaitingAnswer {
      id
      code
      customerName
      device
      awaitingAnswerSince
      estimate {
        id
        total
        validUntil
        expired
      }
    }
  }
`);

export type AwaitingRepair = ResultOf<
  typeof AwaitingAnswerQuery
>['adminRepairsAwaitingAnswer'][number];

/** An empty list holds no AdminRepair, yet the first estimate sent must still refresh it. */
const REFRESHED_BY = { additionalTypenames: ['AdminRepair'] };

/**
 * The repairs whose estimate waits for the customer's answer (docs/product.md#estimates), kept
 * fresh as estimates are sent; `failed` only when there is nothing to show, with a retry.
 */
export function useAwaitingAnswer() {
  const [result, reexecute] = useQuery({
    query: AwaitingAnswerQuery,
    requestPolicy: 'cache-and-network',
    context: REFRESHED_BY,
  });
  const repairs = result.data?.adminRepairsAwaitingAnswer ?? null;
  return {
    repairs,
    failed: Boolean(result.error) && !repairs,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
