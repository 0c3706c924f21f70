/**
 * The checks of a parcel's fields, the same in the browser and in the Worker
 * (docs/product.md#shipments): the fields' rules, then whether the chosen carrier prints such a
 * number.
 */

import { CARRIER } from '../vocabulary';
import { isTrackingNumber, normaliseTrackingNumber, trackingNumberMessage } from './carriers';
import { SHIPPING_FORM_RULES, type ShippingFormFields } from './repairs';
import { CARRIER_FOR_NUMBER_MESSAGE, type ShipmentFields, shipmentRules } from './shipments';
import { type FieldErrors, hasErrors, validateForm } from './validation';

/** Every failing field's message; `required` when staff record the parcel. */
export function shipmentErrors(
  fields: ShipmentFields,
  required: boolean,
): FieldErrors<keyof ShipmentFields> {
  const errors = validateForm({ ...fields }, shipmentRules(required));
  if (hasErrors(errors)) return errors;
  const number = normaliseTrackingNumber(fields.trackingNumber);
  if (!number) return {};
  if (!CARRIER.has(fields.carrier)) return { carrier: CARRIER_FOR_NUMBER_MESSAGE };
  return isTrackingNumber(fields.carrier, number)
    ? {}
    : { trackingNumber: trackingNumberMessage(fields.carrier) };
}

/** The shipping form's messages: its fields' rules, and a number the chosen courier prints. */
export function shippingFormErrors(values: ShippingFormFields): FieldErrors<string> {
  return { ...validateForm({ ...values }, SHIPPING_FORM_RULES), ...shipmentErrors(values, false) };
}
