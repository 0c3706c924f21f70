import type { RepairRow } from '../../schema/db/repairs';
import { CARRIER, SHIPMENT_DIRECTION, type ShipmentDirection } from '../../schema/vocabulary';
import type { Viewer } from '../accounts/viewer';
import { audit } from '../admin/audit';
import type { Database } from '../db';
import { type RecordedShipment, upsertShipment } from './shipments';
import { repairById } from './staff';

/**
 * Staff record (or correct) a repair's parcel one way, with its audit row, in one batch
 * (docs/product.md#shipments).
 */
export async function setRepairShipment(
  db: Database,
  actor: Viewer,
  repairId: string,
  direction: ShipmentDirection,
  shipment: RecordedShipment,
): Promise<RepairRow> {
  const repair = await repairById(db, repairId);
  const at = Date.now();
  const number = shipment.trackingNumber ?? 'senza numero';
  await db.batch([
    upsertShipment(db, repairId, direction, shipment, at),
    audit(
      db,
      actor,
      {
        action: 'repair.shipment',
        entityType: 'repair',
        entityId: repairId,
        summary: `${repair.code}: ${SHIPMENT_DIRECTION.label(direction)}, ${CARRIER.label(shipment.carrier)} ${number}`,
      },
      at,
    ),
  ]);
  return repairById(db, repairId);
}
