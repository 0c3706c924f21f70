import { useEffect } from 'react';
import { useQuery } from 'urql';
import { useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { graphql } from '../graphql';
import { OrderDetailsFragment } from './order-details';
import { useOrderToken } from './order-link';

const OrderQuery = graphql(
  `
    query OrderPage($id: ID!, $token: String) {
      order(id: $id, token: $token) {
        ...OrderDetails
        reviewLink
      }
    }
  `,
  [OrderDetailsFragment],
);

/**
 * The order at `/order/:id` for its owner or the holder of its link (docs/product.md#orders): the
 * token this browser keeps (kept again once the order opens), whether it was just placed, and a
 * retry when it failed to load. `order` is undefined while loading, null when not found.
 */
export function useOrderPage() {
  const { id = '' } = useParams();
  const justPlaced = (useHistoryState() as { justPlaced?: boolean } | null)?.justPlaced === true;
  const { token, keep } = useOrderToken(id);
  const [result, reexecute] = useQuery({
    query: OrderQuery,
    variables: { id, token },
    requestPolicy: 'cache-and-network',
  });
  const opened = result.data?.order?.number;
  useEffect(() => {
    if (opened) keep(opened);
  }, [opened, keep]);
  return {
    order: result.data?.order,
    failed: Boolean(result.error && !result.data),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
    token,
    justPlaced,
  };
}

export type BuyerOrder = NonNullable<ReturnType<typeof useOrderPage>['order']>;
