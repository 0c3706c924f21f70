import { maxLengthOf } from '../../../schema/rules/form-rules';
import { shipmentRules } from '../../../schema/rules/shipments';
import { CARRIER, SHIPMENT_DIRECTION } from '../../../schema/vocabulary';
import { buttonStyles } from '../../ui/buttons';
import { SelectField, TextField } from '../../ui/Field';
import { TrackingLink } from '../../ui/TrackingLink';
import { type RecordedParcel, useRepairShipments } from './useRepairShipments';

type Parcel = RecordedParcel & { carrierName: string; trackingUrl: string | null };

const NUMBER_LENGTH = maxLengthOf(shipmentRules(true).trackingNumber);

function ParcelList({ shipments, edit }: { shipments: Parcel[]; edit: (p: Parcel) => void }) {
  if (shipments.length === 0) {
    return <p className="text-slate-700">Nessuna spedizione registrata.</p>;
  }
  return (
    <ul className="space-y-2">
      {shipments.map((parcel) => (
        <li key={parcel.direction} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-semibold">{SHIPMENT_DIRECTION.label(parcel.direction)}:</span>
          <span>
            {parcel.carrierName} <span className="font-mono">{parcel.trackingNumber ?? '—'}</span>
          </span>
          {parcel.trackingUrl ? (
            <TrackingLink href={parcel.trackingUrl}>Traccia</TrackingLink>
          ) : null}
          <button type="button" className="text-brand-700 underline" onClick={() => edit(parcel)}>
            Modifica
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A repair's parcels (docs/product.md#shipments): the way in, from the shipping form, and the
 * way back, which staff record here with the carrier and its number; the link is built for them.
 */
export function RepairShipments({
  repair,
  onSaved,
}: {
  repair: { id: string; shipments: Parcel[] };
  onSaved: () => void;
}) {
  const { form, saving, onSubmit, edit } = useRepairShipments(repair.id, onSaved);
  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-4 text-sm">
      <h3 className="font-bold">Spedizioni</h3>
      <ParcelList shipments={repair.shipments} edit={edit} />
      <form
        noValidate
        aria-label="Spedizioni della riparazione"
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={onSubmit}
      >
        <SelectField
          label="Tratta"
          options={SHIPMENT_DIRECTION.values.map((value) => ({
            value,
            label: SHIPMENT_DIRECTION.label(value),
          }))}
          {...form.select('direction')}
        />
        <SelectField
          label="Corriere"
          placeholder="Scegli"
          options={CARRIER.values.map((value) => ({ value, label: CARRIER.label(value) }))}
          error={form.errors.carrier}
          {...form.select('carrier')}
        />
        <TextField
          label="Numero di spedizione"
          className="sm:col-span-2"
          autoComplete="off"
          maxLength={NUMBER_LENGTH}
          hint="Il link di tracciamento lo costruiamo noi dal corriere scelto."
          error={form.errors.trackingNumber}
          {...form.text('trackingNumber')}
        />
        <button type="submit" disabled={saving} className={`${buttonStyles.primary} sm:w-fit`}>
          Salva la spedizione
        </button>
      </form>
    </div>
  );
}
