import type { ResultOf } from 'gql.tada';
import { formatDateTime } from '../../../schema/dates';
import { codWarningDue } from '../../../schema/rules/order-limits';
import { PAYMENT_METHOD } from '../../../schema/vocabulary';
import type { OrderExpiryFragment } from '../order-expiry-fragment';

/**
 * The list's flag on a cash-on-delivery order the staff have not shipped and the expiry job will
 * soon cancel (docs/product.md#orders).
 */
export function CodDeadline({ order }: { order: ResultOf<typeof OrderExpiryFragment> }) {
  if (!order.expiresAt) return null;
  const due = codWarningDue(
    {
      paymentMethod: PAYMENT_METHOD.fromApi(order.paymentMethod),
      expiresAt: Date.parse(order.expiresAt),
    },
    Date.now(),
  );
  if (!due) return null;
  return (
    <span className="mt-1 block text-xs font-semibold text-amber-800">
      Da spedire entro il {formatDateTime(order.expiresAt)}
    </span>
  );
}
