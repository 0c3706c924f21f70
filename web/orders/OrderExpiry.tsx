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

type ExpiringOrder = ResultOf<typeof OrderExpiryFragment>;

/**
 * What the order's deadline asks, and of whom: the buyer pays a transfer or collects in the shop;
 * only the staff can ship a cash-on-delivery order, so the buyer is not told of that one.
 */
function deadline(method: ExpiringOrder['paymentMethod'], when: string, staff: boolean) {
  switch (method) {
    case 'BONIFICO':
      return `Se il bonifico non arriva entro il ${when}, l'ordine sarà annullato e i prodotti torneranno disponibili.`;
    case 'RITIRO':
      return `Ritira l'ordine in negozio entro il ${when}: dopo sarà annullato e i prodotti torneranno disponibili.`;
    case 'CONTRASSEGNO':
      return staff
        ? `Contrassegno da spedire entro il ${when}: dopo l'ordine sarà annullato automaticamente e i prodotti torneranno disponibili.`
        : null;
  }
}

/**
 * The date by which a bank transfer must arrive, a collection be made or (for the staff) a
 * cash-on-delivery order be shipped before the order is cancelled and its products go back on
 * sale; nothing for any other order.
 */
export function OrderExpiry({ order, staff = false }: { order: ExpiringOrder; staff?: boolean }) {
  const text = order.expiresAt
    ? deadline(order.paymentMethod, formatDateTime(order.expiresAt), staff)
    : null;
  if (!text) return null;
  return (
    <p role="note" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
      {text}
    </p>
  );
}
