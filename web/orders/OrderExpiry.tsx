import type { ResultOf } from 'gql.tada';
import { formatDateTime } from '../../schema/dates';
import type { OrderExpiryFragment } from './order-expiry-fragment';

type ExpiringOrder = ResultOf<typeof OrderExpiryFragment>;

/** What a deadline asks of its reader: the text for one order, or nothing. */
export type Deadline = (method: ExpiringOrder['paymentMethod'], when: string) => string | null;

/**
 * What the order's deadline asks the buyer: to pay a transfer or collect in the shop. Only the
 * staff can ship a cash-on-delivery order, so the buyer is not told of that one; the staff's panel
 * passes its own `deadline` (staff/OrdersSection.tsx), which this page's bundle never carries.
 */
export const buyerDeadline: Deadline = (method, when) => {
  switch (method) {
    case 'BONIFICO':
      return `Se il bonifico non arriva entro il ${when}, l'ordine sarà annullato e i prodotti torneranno disponibili.`;
    case 'RITIRO':
      return `Ritira l'ordine in negozio entro il ${when}: dopo sarà annullato e i prodotti torneranno disponibili.`;
    default:
      return null;
  }
};

/**
 * The date by which a bank transfer must arrive, a collection be made or (for the staff) a
 * cash-on-delivery order be shipped before the order is cancelled and its products go back on
 * sale; nothing for any other order.
 */
export function OrderExpiry({
  order,
  deadline = buyerDeadline,
}: {
  order: ExpiringOrder;
  deadline?: Deadline;
}) {
  const text = order.expiresAt
    ? deadline(order.paymentMethod, formatDateTime(order.expiresAt))
    : null;
  if (!text) return null;
  return (
    <p role="note" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
      {text}
    </p>
  );
}
