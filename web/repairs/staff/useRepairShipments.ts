import { useMutation } from 'urql';
import { normaliseTrackingNumber } from '../../../schema/rules/carriers';
import { shipmentErrors } from '../../../schema/rules/shipment-checks';
import {
  CARRIER,
  type Carrier,
  SHIPMENT_DIRECTION,
  type ShipmentDirection,
} from '../../../schema/vocabulary';
import { graphql } from '../../graphql';
import { showToast } from '../../ui/toast';
import { useForm } from '../../ui/useForm';

const SetRepairShipmentMutation = graphql(`
  mutation AdminSetRepairShipment(
    $repairId: ID!
    $direction: ShipmentDirection!
    $carrier: Carrier!
    $trackingNumber: String!
  ) {
    adminSetRepairShipment(
      repairId: $repairId
      direction: $direction
      carrier: $carrier
      trackingNumber: $trackingNumber
    ) {
      id
    }
  }
`);

/** Direction and carrier as D1 stores them, '' for none chosen. */
interface ShipmentForm {
  direction: string;
  carrier: string;
  trackingNumber: string;
}

const EMPTY: ShipmentForm = { direction: 'ritorno', carrier: '', trackingNumber: '' };

/** Staff give both, and a number the chosen carrier prints (docs/product.md#shipments). */
const CHECK = { errorsOf: (values: ShipmentForm) => shipmentErrors(values, true) };

/** A recorded parcel, as the form takes it back to correct it. */
export interface RecordedParcel {
  direction: Uppercase<ShipmentDirection>;
  carrier: Uppercase<Carrier>;
  trackingNumber: string | null;
}

/**
 * A repair's parcels in the staff panel: record the return one (or correct either) with a carrier
 * from the table and a number it prints; saved, the form empties and the repair is read again.
 */
export function useRepairShipments(repairId: string, onSaved: () => void) {
  const [{ fetching }, save] = useMutation(SetRepairShipmentMutation);
  const form = useForm(EMPTY, CHECK);
  const { setValue } = form;

  const onSubmit = form.onSubmit(async () => {
    const { direction, carrier, trackingNumber } = form.values;
    // The form's checks have already refused anything but a listed carrier.
    if (!SHIPMENT_DIRECTION.has(direction) || !CARRIER.has(carrier)) return;
    const result = await save({
      repairId,
      direction: SHIPMENT_DIRECTION.toApi(direction),
      carrier: CARRIER.toApi(carrier),
      trackingNumber,
    });
    if (!result.error) {
      showToast(
        `Spedizione salvata: ${CARRIER.label(carrier)} ${normaliseTrackingNumber(trackingNumber)}.`,
      );
      setValue('carrier', '');
      setValue('trackingNumber', '');
      onSaved();
    }
    return result;
  }, showToast);

  const edit = (parcel: RecordedParcel) => {
    setValue('direction', SHIPMENT_DIRECTION.fromApi(parcel.direction));
    setValue('carrier', CARRIER.fromApi(parcel.carrier));
    setValue('trackingNumber', parcel.trackingNumber ?? '');
  };

  return { form, saving: fetching, onSubmit, edit };
}
