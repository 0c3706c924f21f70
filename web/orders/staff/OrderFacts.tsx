import { formatDateTime } from '../../../schema/dates';
import { invoiceFacts } from '../../../schema/rules/invoice-facts';
import { raeeTakeBackTask } from '../../../schema/rules/raee';
import { ORDER_STATUS, PAYMENT_METHOD } from '../../../schema/vocabulary';
import { Facts } from '../../admin/AdminList';
import { invoiceOf } from '../OrderInvoice';
import type { StaffOrder } from './useOrderActions';

/** An order's facts as the staff read them, the optional ones only when they are there. */
export function OrderFacts({ order }: { order: StaffOrder }) {
  const invoice = invoiceOf(order);
  const address = order.shippingAddress;
  return (
    <Facts
      rows={[
        ['Stato', ORDER_STATUS.label(order.status)],
        ['Data', formatDateTime(order.createdAt)],
        ['Cliente', `${order.firstName} ${order.lastName}`],
        ['Contatti', `${order.email} · ${order.phone}`],
        [
          'Spedizione',
          `${address.street}, ${address.postalCode} ${address.city} (${address.province})`,
        ],
        ['Pagamento', PAYMENT_METHOD.label(order.paymentMethod)],
        // What Stripe reported that was not applied (docs/product.md#payments-online).
        ...(order.paymentProblem
          ? [['Problema di pagamento', order.paymentProblem] as [string, string]]
          : []),
        [
          'Ritiro RAEE',
          order.raeeTakeBack
            ? raeeTakeBackTask(PAYMENT_METHOD.fromApi(order.paymentMethod))
            : 'Non richiesto',
        ],
        ...(invoice ? invoiceFacts(invoice) : []),
        ...(order.carrier ? [['Corriere', order.carrier] as [string, string]] : []),
        ...(order.trackingNumber ? [['Tracking', order.trackingNumber] as [string, string]] : []),
        ...(order.readyForPickupAt
          ? [
              ['Pronto per il ritiro', `avvisato il ${formatDateTime(order.readyForPickupAt)}`] as [
                string,
                string,
              ],
            ]
          : []),
        ...(order.notes ? [['Note', order.notes] as [string, string]] : []),
      ]}
    />
  );
}
