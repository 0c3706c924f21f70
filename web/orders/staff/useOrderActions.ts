import type { ResultOf } from 'gql.tada';
import { useState } from 'react';
import { ORDER_STATUS } from '../../../schema/vocabulary';
import { useStaffAction } from '../../admin/useStaffAction';
import {
  AdvanceMutation,
  CancelMutation,
  type OrderQuery,
  ReadyForPickupMutation,
} from './order-queries';

/** One order as the staff panel shows it. */
export type StaffOrder = NonNullable<ResultOf<typeof OrderQuery>['adminOrder']>;

/** The carrier's details the customer receives with a shipped order. */
export type Shipment = { carrier: string; trackingNumber: string; trackingUrl: string };

const optional = (text: string) => text.trim() || null;

/**
 * The staff's moves on one order (docs/product.md#staff-order-flow): advance it (with the
 * shipment's details when it ships), announce it ready for pickup, cancel it with a reason.
 * Each sends the state shown; `reload` brings the order back after a move or a CONFLICT.
 */
export function useOrderActions(order: StaffOrder, reload: () => void) {
  const advancing = useStaffAction(AdvanceMutation, reload);
  const cancelling = useStaffAction(CancelMutation, reload);
  const announcing = useStaffAction(ReadyForPickupMutation, reload);
  const [shipment, setShipment] = useState<Shipment>({
    carrier: '',
    trackingNumber: '',
    trackingUrl: '',
  });
  const [reason, setReason] = useState('');

  const advance = (status: StaffOrder['status']) =>
    advancing.run(
      {
        id: order.id,
        from: order.status,
        status,
        trackingNumber: optional(shipment.trackingNumber),
        carrier: optional(shipment.carrier),
        trackingUrl: optional(shipment.trackingUrl),
      },
      `Ordine ${order.number}: ${ORDER_STATUS.label(status)}.`,
    );

  const announce = () =>
    announcing.run(
      { id: order.id },
      `Ordine ${order.number}: il cliente sa che è pronto per il ritiro.`,
    );

  /** Cancels once the staff confirm: the stock comes back. */
  const cancel = async () => {
    if (!window.confirm(`Annullare l'ordine ${order.number}? I prodotti torneranno disponibili.`))
      return;
    await cancelling.run(
      { id: order.id, from: order.status, note: optional(reason) },
      `Ordine ${order.number} annullato.`,
    );
  };

  return {
    shipment,
    setShipment,
    reason,
    setReason,
    advance,
    announce,
    cancel,
    busy: {
      advancing: advancing.busy,
      cancelling: cancelling.busy,
      announcing: announcing.busy,
    },
  };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
