import DataLoader from 'dataloader';
import { asc, inArray } from 'drizzle-orm';
import { type RepairEventRow, repairEvents } from '../../schema/db/repairs';
import type { Database } from '../db';
import { currentEstimates } from './estimates';

/**
 * Per-request repair reads: the timelines, and the estimates, of many repairs (an account's)
 * cost one query each.
 */
export function createRepairLoaders(db: Database) {
  const timeline = new DataLoader<string, RepairEventRow[]>(async (ids) => {
    const rows = await db
      .select()
      .from(repairEvents)
      .where(inArray(repairEvents.repairId, [...ids]))
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
  return { timeline, estimate };
}

export type RepairLoaders = ReturnType<typeof createRepairLoaders>;
