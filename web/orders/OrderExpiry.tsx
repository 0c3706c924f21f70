import type { ResultOf } from 'gql.tada';
import { formatDateTime } from '../../schema/dates';
import { graphql } from '../graphql';

/** When an unpaid order lets its goods go (docs/product.md#orders), for customer and staff alike. */
export const OrderExpiryFragment = graphql(`
  fragment OrderExpiry on Order @_unmask {
    paymentMethod
    expiresAt
  }
`);

/**
 * The date by which a bank transfer must arrive, or a collection be made, before the order is
 * cancelled and its products go back on sale; nothing for any other order.
 */
export function OrderExpiry({ order }: { order: ResultOf<typeof OrderExpiryFragment> }) {
  if (!order.expiresAt) return null;
  const when = formatDateTime(order.expiresAt);
  return (
    <p role="note" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
      {order.paymentMethod === 'RITIRO'
        ? `Ritira l'ordine in negozio entro il ${when}: dopo sarà annullato e i prodotti torneranno disponibili.`
        : `Se il bonifico non arriva entro il ${when}, l'ordine sarà annullato e i prodotti torneranno disponibili.`}
    </p>
  );
}
