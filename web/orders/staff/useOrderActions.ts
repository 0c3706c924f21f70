import type { ResultOf } from 'gql.tada';
import { useState } from 'react';
import { shipmentErrors } from '../../../schema/rules/shipment-checks';
import type { ShipmentFields } from '../../../schema/rules/shipments';
import { CARRIER, ORDER_STATUS } from '../../../schema/vocabulary';
import { useStaffAction } from '../../admin/useStaffAction';
import { showToast } from '../../ui/toast';
import {
  AdvanceMutation,
  CancelMutation,
  type OrderQuery,
  ReadyForPickupMutation,
} from './order-queries';

/** One order as the staff panel shows it. */
export type StaffOrder = NonNullable<ResultOf<typeof OrderQuery>['adminOrder']>;

/**
 * The carrier (as D1 stores it, '' for none) and number the customer receives with a shipped
 * order; the tracking link is built from the carriers' table (docs/product.md#shipments).
 */
export type Shipment = ShipmentFields;

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
  const [shipment, setShipment] = useState<Shipment>({ carrier: '', trackingNumber: '' });
  const [shipmentChecked, setShipmentChecked] = useState(false);
  const [reason, setReason] = useState('');
  const errors = shipmentErrors(shipment, false);

  const advance = async (status: StaffOrder['status']) => {
    if (status === 'SPEDITO') {
      setShipmentChecked(true);
      const problem = Object.values(errors)[0];
      if (problem) {
        showToast(problem);
        return;
      }
    }
    await advancing.run(
      {
        id: order.id,
        from: order.status,
        status,
        trackingNumber: optional(shipment.trackingNumber),
        carrierCode: CARRIER.has(shipment.carrier) ? CARRIER.toApi(shipment.carrier) : null,
      },
      `Ordine ${order.number}: ${ORDER_STATUS.label(status)}.`,
    );
  };

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
    /** Shown once staff tried to ship, so an untouched form does not open on red. */
    shipmentErrors: shipmentChecked ? errors : {},
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
