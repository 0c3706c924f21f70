import { maxLengthOf } from '../../../schema/rules/form-rules';
import { ORDER_MOVE_RULES } from '../../../schema/rules/orders';
import { TextField } from '../../ui/Field';
import type { Shipment } from './useOrderActions';

/** The carrier's details staff give when they ship an order; the customer gets them by e-mail. */
export function ShipmentFields({
  shipment,
  setShipment,
}: {
  shipment: Shipment;
  setShipment: (shipment: Shipment) => void;
}) {
  return (
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
        onChange={(event) => setShipment({ ...shipment, trackingNumber: event.target.value })}
      />
      <TextField
        label="Link di tracciamento"
        optional
        type="url"
        placeholder="https://"
        value={shipment.trackingUrl}
        maxLength={maxLengthOf(ORDER_MOVE_RULES.trackingUrl)}
        className="sm:col-span-2"
        onChange={(event) => setShipment({ ...shipment, trackingUrl: event.target.value })}
      />
    </fieldset>
  );
}
