import { desc } from 'drizzle-orm';
import { type RepairPaymentRow, repairPayments } from '../../schema/db/repair-payments';
import { type Database, inJsonList } from '../db';

/** The most of a repair's payment pages read: far more than any repair opens. */
export const REPAIR_PAYMENTS_LISTED = 20;

/** Each repair's payment pages, newest first, at most REPAIR_PAYMENTS_LISTED of each. */
export async function repairPaymentsOf(
  db: Database,
  repairIds: readonly string[],
): Promise<RepairPaymentRow[][]> {
  const rows = repairIds.length
    ? await db
        .select()
        .from(repairPayments)
        .where(inJsonList(repairPayments.repairId, repairIds))
        .orderBy(desc(repairPayments.createdAtMs))
    : [];
  return repairIds.map((id) =>
    rows.filter((row) => row.repairId === id).slice(0, REPAIR_PAYMENTS_LISTED),
  );
}
