import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CARRIER, SHIPMENT_DIRECTION } from '../vocabulary';
import { repairs } from './repairs';

/**
 * A repair's parcels (docs/product.md#shipments): at most one each way, the device coming to the
 * lab and going back. The tracking link is never stored: schema/rules/carriers.ts builds it.
 */
export const repairShipments = sqliteTable(
  'repair_shipments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    repairId: text('repair_id')
      .notNull()
      .references(() => repairs.id),
    direction: text('direction', { enum: SHIPMENT_DIRECTION.values }).notNull(),
    carrier: text('carrier', { enum: CARRIER.values }).notNull(),
    /** Normalised (no spaces, upper case); null when the sender named only the courier. */
    trackingNumber: text('tracking_number'),
    /** When it was recorded or last corrected. */
    recordedAtMs: integer('recorded_at_ms').notNull(),
  },
  (table) => [uniqueIndex('repair_shipments_direction_unique').on(table.repairId, table.direction)],
);

export type RepairShipmentRow = typeof repairShipments.$inferSelect;
