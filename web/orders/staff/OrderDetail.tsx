import { DetailPanel } from '../../admin/AdminList';
import { useStaffRecord } from '../../admin/staff-queries';
import { Totals } from '../../ui/Totals';
import { OrderExpiry } from '../OrderExpiry';
import { OrderLines } from '../OrderLines';
import { OrderTimeline } from '../OrderTimeline';
import { OrderActions } from './OrderActions';
import { OrderFacts } from './OrderFacts';
import { OrderRefund } from './OrderRefund';
import { OrderShippingSheet } from './OrderShippingSheet';
import { OrderQuery } from './order-queries';
import { ReturnPanel } from './ReturnPanel';
import { staffDeadline } from './staff-deadline';
import { type StaffOrder, useOrderActions } from './useOrderActions';

/** One order in the staff panel, fresh from the server; `onChanged` tells the list. */
export function OrderDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const record = useStaffRecord(OrderQuery, id, onChanged);
  const order = record.data?.adminOrder;
  return order ? <OrderView order={order} reload={record.changed} /> : null;
}

function OrderView({ order, reload }: { order: StaffOrder; reload: () => void }) {
  const actions = useOrderActions(order, reload);
  return (
    <DetailPanel title={`Ordine ${order.number}`}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <OrderFacts order={order} />
          <OrderExpiry order={order} deadline={staffDeadline} />
          {order.paymentMethod === 'RITIRO' ? null : <OrderShippingSheet order={order} />}
          <OrderActions order={order} actions={actions} />
          <OrderRefund order={order} reload={reload} />
        </div>
        <div className="space-y-4">
          <div>
            <h3 className="font-bold">Prodotti</h3>
            <OrderLines lines={order.lines} />
          </div>
          <Totals totals={order} />
          <OrderTimeline events={order.events} />
          <ReturnPanel orderId={order.id} />
        </div>
      </div>
    </DetailPanel>
  );
}
