/**
 * A parcel's carrier and tracking number as a form gives them (docs/product.md#shipments). The
 * checks that need the rules' engine are in shipment-checks.ts, so a page that only shows these
 * rules does not load it.
 */

import { CARRIER, type Carrier } from '../vocabulary';
import { MAX_TRACKING_NUMBER_LENGTH, normaliseTrackingNumber } from './carriers';
import { type FormRules, rule } from './form-rules';

export interface ShipmentFields {
  /** A carrier as D1 stores it ('brt'), or '' when none is chosen. */
  carrier: string;
  trackingNumber: string;
}

/** The refusal for a number given without saying whose it is. */
export const CARRIER_FOR_NUMBER_MESSAGE =
  'Scegli il corriere a cui appartiene il numero di spedizione.';

/** Each field's checks: both needed when staff record a parcel, neither on the customer's form. */
export function shipmentRules(required: boolean): FormRules<keyof ShipmentFields> {
  const needed = required ? [rule.required()] : [];
  return {
    carrier: { label: 'Corriere', rules: [...needed, rule.oneOf(CARRIER.values)] },
    trackingNumber: {
      label: 'Numero di spedizione',
      rules: [...needed, rule.max(MAX_TRACKING_NUMBER_LENGTH)],
    },
  };
}

/** A checked shipment as D1 keeps it: the carrier, and the number normalised, or nulls. */
export interface StoredShipment {
  carrier: Carrier | null;
  trackingNumber: string | null;
}

export function storedShipment(fields: ShipmentFields): StoredShipment {
  return {
    carrier: CARRIER.has(fields.carrier) ? fields.carrier : null,
    trackingNumber: normaliseTrackingNumber(fields.trackingNumber) || null,
  };
}
