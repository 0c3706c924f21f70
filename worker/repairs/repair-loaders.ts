import DataLoader from 'dataloader';
import { asc } from 'drizzle-orm';
import { type RepairEventRow, type RepairRow, repairEvents } from '../../schema/db/repairs';
import { repairAppointments } from '../appointments/booking';
import { type Database, inJsonList } from '../db';
import { repairPaymentsOf } from '../payments/repair-payment-reads';
import { currentEstimates, estimatesOf } from './estimates';
import { statedPricesOf } from './price-list';
import { shipmentsOf } from './shipments';
import { claimedRepairRefs } from './warranty';

/**
 * Per-request repair reads: the timelines, the estimates, the parcels, the claimed repairs, the
 * drop-off appointments and the stated list prices of many repairs
 * and requests (an account's, a staff page's) cost one query each.
 */
export function createRepairLoaders(db: Database) {
  const timeline = new DataLoader<string, RepairEventRow[]>(async (ids) => {
    const rows = await db
      .select()
      .from(repairEvents)
      .where(inJsonList(repairEvents.repairId, ids))
      .orderBy(asc(repairEvents.createdAtMs), asc(repairEvents.id));
    const groups = new Map<string, RepairEventRow[]>();
    for (const row of rows) {
      const list = groups.get(row.repairId);
      if (list) list.push(row);
      else groups.set(row.repairId, [row]);
    }
    return ids.map((id) => groups.get(id) ?? []);
  });
  const estimate = new DataLoader((ids: readonly string[]) => currentEstimates(db, ids));
  const estimates = new DataLoader((ids: readonly string[]) => estimatesOf(db, ids));
  const claimed = new DataLoader((ids: readonly string[]) => claimedRepairRefs(db, ids));
  const payments = new DataLoader((ids: readonly string[]) => repairPaymentsOf(db, ids));
  const shipments = new DataLoader((ids: readonly string[]) => shipmentsOf(db, ids));
  const appointment = new DataLoader(
    (repairs: readonly RepairRow[]) => repairAppointments(db, repairs),
    { cacheKeyFn: (repair) => repair.id },
  );
  /** By quote request: the price a request booked from the list states. */
  const statedPrices = new DataLoader((ids: readonly string[]) => statedPricesOf(db, ids));
  return { timeline, estimate, estimates, claimed, payments, shipments, appointment, statedPrices };
}

export type RepairLoaders = ReturnType<typeof createRepairLoaders>;
