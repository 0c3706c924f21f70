import type { ShipmentDirection } from '../../schema/vocabulary';
import { TrackingLink } from '../ui/TrackingLink';
import type { RepairCardData } from './RepairCard';

/** Each way as the customer reads it. */
const HEADINGS: Record<Uppercase<ShipmentDirection>, string> = {
  ANDATA: 'Il tuo pacco verso il laboratorio',
  RITORNO: 'Il dispositivo di ritorno a te',
};

/**
 * The repair's parcels (docs/product.md#shipments): the courier, the number and its tracking
 * page, each way that is recorded; nothing while none is.
 */
export function RepairParcels({ shipments }: { shipments: RepairCardData['shipments'] }) {
  if (shipments.length === 0) return null;
  return (
    <div>
      <h3 className="mb-3 font-bold">Spedizioni</h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {shipments.map((parcel) => (
          <li key={parcel.direction} className="rounded-xl bg-slate-50 p-4 text-sm">
            <p className="font-semibold text-ink">{HEADINGS[parcel.direction]}</p>
            <p className="mt-1 text-slate-700">
              {parcel.carrierName}
              {parcel.trackingNumber ? (
                <>
                  {' · '}
                  <span className="font-mono">{parcel.trackingNumber}</span>
                </>
              ) : null}
            </p>
            {parcel.trackingUrl ? (
              <p className="mt-2">
                <TrackingLink href={parcel.trackingUrl}>
                  Segui la spedizione su {parcel.carrierName}
                </TrackingLink>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
