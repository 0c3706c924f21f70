import { maxLengthOf } from '../../../schema/rules/form-rules';
import { ORDER_MOVE_RULES } from '../../../schema/rules/orders';
import { ORDER_STATUS } from '../../../schema/vocabulary';
import { buttonStyles } from '../../ui/buttons';
import { TextField } from '../../ui/Field';
import { ShipmentFields } from './ShipmentFields';
import type { OrderActions as Actions, StaffOrder } from './useOrderActions';

/** What the staff may do with an order now: the next states, the pickup notice, cancelling. */
export function OrderActions({ order, actions }: { order: StaffOrder; actions: Actions }) {
  if (!order.adminNextStatuses.length && !order.cancellable) return null;
  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-4">
      {order.adminNextStatuses.includes('SPEDITO') ? (
        <ShipmentFields
          shipment={actions.shipment}
          setShipment={actions.setShipment}
          errors={actions.shipmentErrors}
        />
      ) : null}
      {order.cancellable ? (
        <TextField
          label="Motivo dell'annullamento (lo riceve il cliente)"
          optional
          value={actions.reason}
          maxLength={maxLengthOf(ORDER_MOVE_RULES.note)}
          onChange={(event) => actions.setReason(event.target.value)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {order.adminNextStatuses.map((status) => (
          <button
            key={status}
            type="button"
            disabled={actions.busy.advancing}
            onClick={() => actions.advance(status)}
            className={buttonStyles.primary}
          >
            Segna come «{ORDER_STATUS.label(status)}»
          </button>
        ))}
        {order.readyForPickupAnnounceable ? (
          <button
            type="button"
            disabled={actions.busy.announcing}
            onClick={actions.announce}
            className={buttonStyles.secondary}
          >
            Avvisa: pronto per il ritiro
          </button>
        ) : null}
        {order.cancellable ? (
          <button
            type="button"
            disabled={actions.busy.cancelling}
            onClick={actions.cancel}
            className={buttonStyles.danger}
          >
            Annulla l'ordine
          </button>
        ) : null}
      </div>
    </div>
  );
}
