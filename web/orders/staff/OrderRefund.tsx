import { useStaffAction } from '../../admin/useStaffAction';
import { OnlineRefund } from './OnlineRefund';
import { RetryRefundMutation } from './return-queries';
import type { StaffOrder } from './useOrderActions';

/**
 * The refund of a cancelled order paid online (docs/product.md#payments-online): in progress,
 * done, or refused with Stripe's reason and «Riprova il rimborso».
 */
export function OrderRefund({ order, reload }: { order: StaffOrder; reload: () => void }) {
  const retrying = useStaffAction(RetryRefundMutation, reload);
  const refund = order.adminRefund;
  if (!refund) return null;
  return (
    <OnlineRefund
      refund={refund}
      busy={retrying.busy}
      onRetry={() =>
        retrying.run({ id: refund.id }, `Ordine ${order.number}: rimborso chiesto di nuovo.`)
      }
    />
  );
}
