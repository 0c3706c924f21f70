import { maxLengthOf } from '../../../schema/rules/form-rules';
import { shipmentRules } from '../../../schema/rules/shipments';
import type { FieldErrors } from '../../../schema/rules/validation';
import { CARRIER } from '../../../schema/vocabulary';
import { SelectField, TextField } from '../../ui/Field';
import type { Shipment } from './useOrderActions';

const NUMBER_LENGTH = maxLengthOf(shipmentRules(false).trackingNumber);

/**
 * The carrier staff choose from the table and its number when they ship an order; the customer
 * gets them by e-mail with the tracking link built for them (docs/product.md#shipments).
 */
export function ShipmentFields({
  shipment,
  setShipment,
  errors,
}: {
  shipment: Shipment;
  setShipment: (shipment: Shipment) => void;
  errors: FieldErrors<keyof Shipment>;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">
        Spedizione (il cliente la riceve per e-mail con il link per seguirla)
      </legend>
      <SelectField
        label="Corriere"
        optional
        placeholder="Nessun corriere"
        options={CARRIER.values.map((value) => ({ value, label: CARRIER.label(value) }))}
        value={shipment.carrier}
        error={errors.carrier}
        onChange={(event) => setShipment({ ...shipment, carrier: event.target.value })}
      />
      <TextField
        label="Numero di spedizione"
        optional
        autoComplete="off"
        value={shipment.trackingNumber}
        maxLength={NUMBER_LENGTH}
        error={errors.trackingNumber}
        onChange={(event) => setShipment({ ...shipment, trackingNumber: event.target.value })}
      />
    </fieldset>
  );
}
