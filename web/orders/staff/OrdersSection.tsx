import type { ResultOf } from 'gql.tada';
import { useState } from 'react';
import { useMutation } from 'urql';
import { formatDateTime } from '../../../schema/dates';
import { maxLengthOf } from '../../../schema/rules/form-rules';
import { invoiceFacts } from '../../../schema/rules/invoice-facts';
import { codWarningDue } from '../../../schema/rules/order-limits';
import { ORDER_MOVE_RULES } from '../../../schema/rules/orders';
import { raeeTakeBackTask } from '../../../schema/rules/raee';
import { ORDER_STATUS, PAYMENT_METHOD } from '../../../schema/vocabulary';
import { DetailPanel, Facts } from '../../admin/AdminList';
import { StaffSection } from '../../admin/StaffSection';
import { useStaffRecord } from '../../admin/staff-queries';
import { graphql } from '../../graphql';
import { buttonStyles } from '../../ui/buttons';
import { TextField } from '../../ui/Field';
import { Price } from '../../ui/Price';
import { refusal } from '../../ui/server-errors';
import { Totals } from '../../ui/Totals';
import { showToast } from '../../ui/toast';
import {
  buyerDeadline,
  type Deadline,
  OrderExpiry,
  type OrderExpiryFragment,
} from '../OrderExpiry';
import { invoiceOf } from '../OrderInvoice';
import { OrderLines } from '../OrderLines';
import { OrderTimeline } from '../OrderTimeline';
import { OrderDetailsFragment } from '../order-details';
import { OrderShippingSheet } from './OrderShippingSheet';
import { OrdersExport } from './OrdersExport';
import { ReturnPanel } from './ReturnPanel';
import { ReturnsToHandle } from './ReturnsToHandle';

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
        paymentMethod
        expiresAt
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
        readyForPickupAnnounceable
        cancellable
      }
    }
  `,
  [OrderDetailsFragment],
);

const AdvanceMutation = graphql(`
  mutation AdminAdvanceOrder(
    $id: ID!
    $from: OrderStatus!
    $status: OrderStatus!
    $trackingNumber: String
    $carrier: String
    $trackingUrl: String
  ) {
    adminAdvanceOrder(
      id: $id
      from: $from
      status: $status
      trackingNumber: $trackingNumber
      carrier: $carrier
      trackingUrl: $trackingUrl
    ) {
      id
      status
    }
  }
`);

const ReadyForPickupMutation = graphql(`
  mutation AdminOrderReadyForPickup($id: ID!) {
    adminOrderReadyForPickup(id: $id) {
      id
      readyForPickupAt
    }
  }
`);

const CancelMutation = graphql(`
  mutation AdminCancelOrder($id: ID!, $from: OrderStatus!, $note: String) {
    adminCancelOrder(id: $id, from: $from, note: $note) {
      id
      status
    }
  }
`);

function OrderDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const record = useStaffRecord(OrderQuery, id, onChanged);
  const [advancing, advance] = useMutation(AdvanceMutation);
  const [cancelling, cancel] = useMutation(CancelMutation);
  const [announcing, announce] = useMutation(ReadyForPickupMutation);
  const [shipment, setShipment] = useState({ carrier: '', trackingNumber: '', trackingUrl: '' });
  const [reason, setReason] = useState('');
  const optional = (text: string) => text.trim() || null;
  const order = record.data?.adminOrder;
  if (!order) return null;
  const invoice = invoiceOf(order);

  // A refusal because someone else moved the order first (CONFLICT) reloads it, so the staff
  // see where it is now; every move sends the state shown here (docs/product.md#staff-order-flow).
  const after = (result: { error?: Parameters<typeof refusal>[0] }, done: string) => {
    if (result.error) {
      showToast(refusal(result.error).message);
      if (result.error.graphQLErrors[0]?.extensions?.code === 'CONFLICT') record.changed();
      return;
    }
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
              [
                'Ritiro RAEE',
                order.raeeTakeBack
                  ? raeeTakeBackTask(PAYMENT_METHOD.fromApi(order.paymentMethod))
                  : 'Non richiesto',
              ],
              ...(invoice ? invoiceFacts(invoice) : []),
              ...(order.carrier ? [['Corriere', order.carrier] as [string, string]] : []),
              ...(order.trackingNumber
                ? [['Tracking', order.trackingNumber] as [string, string]]
                : []),
              ...(order.readyForPickupAt
                ? [
                    [
                      'Pronto per il ritiro',
                      `avvisato il ${formatDateTime(order.readyForPickupAt)}`,
                    ] as [string, string],
                  ]
                : []),
              ...(order.notes ? [['Note', order.notes] as [string, string]] : []),
            ]}
          />
          <OrderExpiry order={order} deadline={staffDeadline} />
          {order.paymentMethod === 'RITIRO' ? null : <OrderShippingSheet order={order} />}
          {order.adminNextStatuses.length || order.cancellable ? (
            <div className="space-y-3 rounded-xl bg-slate-50 p-4">
              {order.adminNextStatuses.includes('SPEDITO') ? (
                <fieldset className="grid gap-3 sm:grid-cols-2">
                  <legend className="mb-2 text-sm font-semibold">
                    Spedizione (il cliente la riceve per e-mail)
                  </legend>
                  <TextField
                    label="Corriere"
                    optional
                    value={shipment.carrier}
                    maxLength={maxLengthOf(ORDER_MOVE_RULES.carrier)}
                    onChange={(event) => setShipment({ ...shipment, carrier: event.target.value })}
                  />
                  <TextField
                    label="Numero di tracciamento"
                    optional
                    value={shipment.trackingNumber}
                    maxLength={maxLengthOf(ORDER_MOVE_RULES.trackingNumber)}
                    onChange={(event) =>
                      setShipment({ ...shipment, trackingNumber: event.target.value })
                    }
                  />
                  <TextField
                    label="Link di tracciamento"
                    optional
                    type="url"
                    placeholder="https://"
                    value={shipment.trackingUrl}
                    maxLength={maxLengthOf(ORDER_MOVE_RULES.trackingUrl)}
                    className="sm:col-span-2"
                    onChange={(event) =>
                      setShipment({ ...shipment, trackingUrl: event.target.value })
                    }
                  />
                </fieldset>
              ) : null}
              {order.cancellable ? (
                <TextField
                  label="Motivo dell'annullamento (lo riceve il cliente)"
                  optional
                  value={reason}
                  maxLength={maxLengthOf(ORDER_MOVE_RULES.note)}
                  onChange={(event) => setReason(event.target.value)}
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
                          from: order.status,
                          status,
                          trackingNumber: optional(shipment.trackingNumber),
                          carrier: optional(shipment.carrier),
                          trackingUrl: optional(shipment.trackingUrl),
                        }),
                        `Ordine ${order.number}: ${ORDER_STATUS.label(status)}.`,
                      )
                    }
                    className={buttonStyles.primary}
                  >
                    Segna come «{ORDER_STATUS.label(status)}»
                  </button>
                ))}
                {order.readyForPickupAnnounceable ? (
                  <button
                    type="button"
                    disabled={announcing.fetching}
                    onClick={async () =>
                      after(
                        await announce({ id: order.id }),
                        `Ordine ${order.number}: il cliente sa che è pronto per il ritiro.`,
                      )
                    }
                    className={buttonStyles.secondary}
                  >
                    Avvisa: pronto per il ritiro
                  </button>
                ) : null}
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
                        await cancel({ id: order.id, from: order.status, note: optional(reason) }),
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

/** The staff's deadlines: the buyer's, and the shipping of cash on delivery, which only they do. */
export const staffDeadline: Deadline = (method, when) =>
  method === 'CONTRASSEGNO'
    ? `Contrassegno da spedire entro il ${when}: dopo l'ordine sarà annullato automaticamente e i prodotti torneranno disponibili.`
    : buyerDeadline(method, when);

/**
 * The list's flag on a cash-on-delivery order the staff have not shipped and the expiry job will
 * soon cancel (docs/product.md#orders).
 */
function CodDeadline({ order }: { order: ResultOf<typeof OrderExpiryFragment> }) {
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
      actions={
        <>
          <ReturnsToHandle />
          <OrdersExport />
        </>
      }
      columns={[
        { header: 'Numero', cell: (row) => <span className="font-mono">{row.number}</span> },
        { header: 'Cliente', cell: (row) => `${row.firstName} ${row.lastName}` },
        {
          header: 'Stato',
          cell: (row) => (
            <>
              {ORDER_STATUS.label(row.status)}
              <CodDeadline order={row} />
            </>
          ),
        },
        { header: 'Totale', cell: (row) => <Price cents={row.total} />, className: 'text-right' },
        { header: 'Data', cell: (row) => formatDateTime(row.createdAt) },
      ]}
      detail={(id, onChanged) => <OrderDetail id={id} onChanged={onChanged} />}
    />
  );
}
