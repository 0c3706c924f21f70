import { useQuery } from 'urql';
import { readGuestOrders } from './guest-orders';
import { GuestOrdersQuery, MyOrdersQuery } from './order-history-queries';

/** The signed-in customer's orders; `orders` is undefined while they load. */
export function useSignedInOrders() {
  const [result, reexecute] = useQuery({
    query: MyOrdersQuery,
    requestPolicy: 'cache-and-network',
  });
  return {
    orders: result.data?.myOrders,
    failed: Boolean(result.error && !result.data),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}

/**
 * The orders this browser placed as a guest, opened with the tokens it kept
 * (docs/product.md#orders); none to ask for means an empty list at once.
 */
export function useGuestOrders() {
  const refs = readGuestOrders(null).map(({ id, token }) => ({ id, token }));
  const [result, reexecute] = useQuery({
    query: GuestOrdersQuery,
    variables: { refs },
    pause: refs.length === 0,
    requestPolicy: 'cache-and-network',
  });
  return {
    orders: refs.length === 0 ? [] : result.data?.guestOrders,
    failed: refs.length > 0 && Boolean(result.error && !result.data),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
