import { and, asc, eq } from 'drizzle-orm';
import { type RepairShipmentRow, repairShipments } from '../../schema/db/repair-shipments';
import type { ShippingFormRow } from '../../schema/db/repairs';
import { trackingLink } from '../../schema/rules/carriers';
import { CARRIER, type Carrier, type ShipmentDirection } from '../../schema/vocabulary';
import { type Database, inJsonList } from '../db';
import type { Parcel } from '../mail/templates/shop-blocks';

/** A parcel staff record, already checked: the carrier and its normalised number. */
export interface RecordedShipment {
  carrier: Carrier;
  trackingNumber: string | null;
}

/** Writes a repair's parcel one way, replacing the one recorded before. */
export function upsertShipment(
  db: Database,
  repairId: string,
  direction: ShipmentDirection,
  shipment: RecordedShipment,
  at: number,
) {
  const values = { ...shipment, recordedAtMs: at };
  return db
    .insert(repairShipments)
    .values({ repairId, direction, ...values })
    .onConflictDoUpdate({
      target: [repairShipments.repairId, repairShipments.direction],
      set: values,
    });
}

/**
 * The parcel a shipping form said the device travels with, for the batch that opens its repair;
 * none when the sender named no courier.
 */
export function inboundFromForm(
  db: Database,
  repairId: string,
  form: Pick<ShippingFormRow, 'carrier' | 'trackingNumber'>,
  at: number,
) {
  if (!form.carrier) return [];
  const shipment = { carrier: form.carrier, trackingNumber: form.trackingNumber };
  return [upsertShipment(db, repairId, 'andata', shipment, at)];
}

/** The parcels of many repairs, in one query: the way to the lab first. */
export async function shipmentsOf(
  db: Database,
  repairIds: readonly string[],
): Promise<RepairShipmentRow[][]> {
  const rows = await db
    .select()
    .from(repairShipments)
    .where(inJsonList(repairShipments.repairId, repairIds))
    .orderBy(asc(repairShipments.direction));
  return repairIds.map((id) => rows.filter((row) => row.repairId === id));
}

/** A recorded parcel as the e-mails show it: the carrier's name, the number and its page. */
export function parcelOf(shipment: Pick<RepairShipmentRow, 'carrier' | 'trackingNumber'>): Parcel {
  const { carrier, trackingNumber } = shipment;
  return {
    carrier: CARRIER.label(carrier),
    trackingNumber,
    trackingUrl: trackingNumber ? trackingLink(carrier, trackingNumber) : null,
  };
}

/** The parcel going back to the customer, for the "spedito" e-mail; empty when none is recorded. */
export async function returnParcel(db: Database, repairId: string): Promise<Parcel> {
  const row = await db
    .select()
    .from(repairShipments)
    .where(and(eq(repairShipments.repairId, repairId), eq(repairShipments.direction, 'ritorno')))
    .get();
  return row ? parcelOf(row) : {};
}
