import { useState } from 'react';
import { useMutation } from 'urql';
import { ORDER_STATUS, PAYMENT_METHOD } from '../../../schema/vocabulary';
import { DetailPanel, Facts } from '../../admin/AdminList';
import { StaffSection } from '../../admin/StaffSection';
import { useStaffRecord } from '../../admin/staff-queries';
import { graphql } from '../../graphql';
import { buttonStyles } from '../../ui/buttons';
import { TextField } from '../../ui/Field';
import { Price } from '../../ui/Price';
import { refusal } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { formatDateTime } from '../dates';
import { OrderDetailsFragment } from '../order-details';

const OrdersQuery = graphql(`
  query AdminOrders($page: Int, $search: String, $status: OrderStatus) {
    adminOrders(page: $page, size: 20, search: $search, status: $status) {
      total
      pageCount
      items {
        id
        number
        firstName
        lastName
        status
        total
        createdAt
      }
    }
  }
`);

const OrderQuery = graphql(
  `
    query AdminOrder($id: ID!) {
      adminOrder(id: $id) {
        ...OrderDetails
        adminNextStatuses
        cancellable
      }
    }
  `,
  [OrderDetailsFragment],
);

const AdvanceMutation = graphql(`
  mutation AdminAdvanceOrder($id: ID!, $status: OrderStatus!, $trackingNumber: String) {
    adminAdvanceOrder(id: $id, status: $status, trackingNumber: $trackingNumber) {
      id
      status
    }
  }
`);

const CancelMutation = graphql(`
  mutation AdminCancelOrder($id: ID!, $note: String) {
    adminCancelOrder(id: $id, note: $note) {
      id
      status
    }
  }
`);

function OrderDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const record = useStaffRecord(OrderQuery, id, onChanged);
  const [advancing, advance] = useMutation(AdvanceMutation);
  const [cancelling, cancel] = useMutation(CancelMutation);
  const [tracking, setTracking] = useState('');
  const order = record.data?.adminOrder;
  if (!order) return null;

  const after = (result: { error?: Parameters<typeof refusal>[0] }, done: string) => {
    if (result.error) return showToast(refusal(result.error).message);
    showToast(done);
    record.changed();
  };

  return (
    <DetailPanel title={`Ordine ${order.number}`}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <Facts
            rows={[
              ['Stato', ORDER_STATUS.label(order.status)],
              ['Data', formatDateTime(order.createdAt)],
              ['Cliente', `${order.firstName} ${order.lastName}`],
              ['Contatti', `${order.email} · ${order.phone}`],
              [
                'Spedizione',
                `${order.shippingAddress.street}, ${order.shippingAddress.postalCode} ${order.shippingAddress.city} (${order.shippingAddress.province})`,
              ],
              ['Pagamento', PAYMENT_METHOD.label(order.paymentMethod)],
              ...(order.invoiceTaxCode
                ? [
                    ['Fattura', `${order.invoiceCompany ?? ''} ${order.invoiceTaxCode}`] as [
                      string,
                      string,
                    ],
                  ]
                : []),
              ...(order.trackingNumber
                ? [['Tracking', order.trackingNumber] as [string, string]]
                : []),
              ...(order.notes ? [['Note', order.notes] as [string, string]] : []),
            ]}
          />
          {order.adminNextStatuses.length || order.cancellable ? (
            <div className="space-y-3 rounded-xl bg-slate-50 p-4">
              {order.adminNextStatuses.includes('SPEDITO') ? (
                <TextField
                  label="Numero di tracciamento"
                  optional
                  value={tracking}
                  maxLength={60}
                  onChange={(event) => setTracking(event.target.value)}
                />
              ) : null}
              <div className="flex flex-wrap gap-2">
                {order.adminNextStatuses.map((status) => (
                  <button
                    key={status}
                    type="button"
                    disabled={advancing.fetching}
                    onClick={async () =>
                      after(
                        await advance({
                          id: order.id,
                          status,
                          trackingNumber: tracking.trim() || null,
                        }),
                        `Ordine ${order.number}: ${ORDER_STATUS.label(status)}.`,
                      )
                    }
                    className={buttonStyles.primary}
                  >
                    Segna come «{ORDER_STATUS.label(status)}»
                  </button>
                ))}
                {order.cancellable ? (
                  <button
                    type="button"
                    disabled={cancelling.fetching}
                    onClick={async () => {
                      if (
                        !window.confirm(
                          `Annullare l'ordine ${order.number}? I prodotti torneranno disponibili.`,
                        )
                      )
                        return;
                      after(
                        await cancel({ id: order.id, note: null }),
                        `Ordine ${order.number} annullato.`,
                      );
                    }}
                    className={buttonStyles.danger}
                  >
                    Annulla l'ordine
                  </button>
                ) : null}
              </div>
            </div>
          ) : null}
        </div>
        <div className="space-y-4">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left font-bold">Prodotti</caption>
            <tbody className="divide-y divide-slate-100">
              {order.lines.map((line) => (
                <tr key={`${line.productId}-${line.color}-${line.size}`}>
                  <td className="py-2">
                    {line.name}
                    <span className="block text-xs text-slate-600">
                      {[line.color, line.size].filter(Boolean).join(' · ')}
                    </span>
                  </td>
                  <td className="py-2 text-right">
                    {line.quantity} × <Price cents={line.unitPrice} />
                  </td>
                  <td className="py-2 text-right font-semibold">
                    <Price cents={line.lineTotal} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Facts
            rows={[
              ['Subtotale', <Price key="subtotale" cents={order.subtotal} />],
              ['Spedizione', <Price key="spedizione" cents={order.shipping} />],
              ['IVA 22%', <Price key="iva" cents={order.taxes} />],
              ['Totale', <Price key="totale" cents={order.total} className="font-bold" />],
            ]}
          />
          <ol className="space-y-1 text-sm">
            {order.events.map((event) => (
              <li key={`${event.status}-${event.at}`}>
                <span className="font-semibold">{ORDER_STATUS.label(event.status)}</span> ·{' '}
                {formatDateTime(event.at)}
                {event.note ? ` · ${event.note}` : ''}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </DetailPanel>
  );
}

export function OrdersSection() {
  return (
    <StaffSection
      query={OrdersQuery}
      rows={(data) => data.adminOrders}
      label="Ordini"
      searchHint="Numero, e-mail, cognome o città"
      statuses={ORDER_STATUS}
      rowId={(row) => row.id}
      rowName={(row) => row.number}
      columns={[
        { header: 'Numero', cell: (row) => <span className="font-mono">{row.number}</span> },
        { header: 'Cliente', cell: (row) => `${row.firstName} ${row.lastName}` },
        { header: 'Stato', cell: (row) => ORDER_STATUS.label(row.status) },
        { header: 'Totale', cell: (row) => <Price cents={row.total} />, className: 'text-right' },
        { header: 'Data', cell: (row) => formatDateTime(row.createdAt) },
      ]}
      detail={(id, onChanged) => <OrderDetail id={id} onChanged={onChanged} />}
    />
  );
}
