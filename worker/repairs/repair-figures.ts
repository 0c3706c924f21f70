import { and, avg, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  quoteRequests,
  repairEstimates,
  repairEvents,
  repairs,
  shippingForms,
} from '../../schema/db/repairs';
import { shareOf } from '../../schema/rules/figures';
import type { DeviceCategory, RepairStatus } from '../../schema/vocabulary';
import { checkedPeriod } from '../admin/figures-period';
import type { Database } from '../db';

/** Written out, not bound, so SQLite sees it is the condition of `list_repair_status_idx`. */
const OPEN = sql`${repairs.status} NOT IN ('consegnato', 'annullato')`;

/** Counted, of the rows an expression holds true for. */
const countWhere = (condition: SQL) => sql<number>`coalesce(sum(${condition}), 0)`.mapWith(Number);

/**
 * The repairs' figures of a period of Rome days (docs/product.md#numeri), each query a
 * range of an index on when things happened: the rows read are the period's requests, repairs,
 * estimates and repairs ready, never the whole history. The states now count open repairs only.
 */
export async function repairFigures(db: Database, fromDay: string, toDay: string) {
  const { from, to, fromMs, untilMs } = checkedPeriod(fromDay, toDay);
  const within = (column: SQLiteColumn) => and(gte(column, fromMs), lt(column, untilMs));
  const requestCounts = (table: typeof quoteRequests | typeof shippingForms) =>
    db
      .select({
        n: count(),
        warranty: countWhere(sql`${table.warrantyOfRepairId} IS NOT NULL`),
      })
      .from(table)
      .where(within(table.createdAtMs))
      .get();
  const est = repairEstimates.status;
  const [quotes, forms, opened, estimates, ready, states] = await Promise.all([
    requestCounts(quoteRequests),
    requestCounts(shippingForms),
    db.select({ n: count() }).from(repairs).where(within(repairs.createdAtMs)).get(),
    db
      .select({
        sent: count(),
        accepted: countWhere(sql`${est} = 'accepted'`),
        declined: countWhere(sql`${est} = 'declined'`),
        waiting: countWhere(sql`${est} = 'sent'`),
      })
      .from(repairEstimates)
      .where(within(repairEstimates.createdAtMs))
      .get(),
    db
      .select({
        deviceCategory: sql<DeviceCategory | null>`${quoteRequests.deviceCategory}`,
        repairs: count(),
        averageMs: avg(sql`${repairEvents.createdAtMs} - ${repairs.createdAtMs}`).mapWith(Number),
      })
      .from(repairEvents)
      .innerJoin(repairs, eq(repairs.id, repairEvents.repairId))
      .leftJoin(
        quoteRequests,
        and(eq(repairs.source, 'preventivo'), eq(quoteRequests.id, repairs.sourceId)),
      )
      .where(and(eq(repairEvents.status, 'pronto_per_il_ritiro'), within(repairEvents.createdAtMs)))
      .groupBy(quoteRequests.deviceCategory)
      .orderBy(quoteRequests.deviceCategory),
    db
      .select({ status: repairs.status, repairs: count() })
      .from(repairs)
      .where(OPEN)
      .groupBy(repairs.status)
      .orderBy(repairs.status),
  ]);
  const decided = (estimates?.accepted ?? 0) + (estimates?.declined ?? 0);
  return {
    from,
    to,
    requests: (quotes?.n ?? 0) + (forms?.n ?? 0),
    warrantyClaims: (quotes?.warranty ?? 0) + (forms?.warranty ?? 0),
    repairsOpened: opened?.n ?? 0,
    estimatesSent: estimates?.sent ?? 0,
    estimatesAccepted: estimates?.accepted ?? 0,
    estimatesDeclined: estimates?.declined ?? 0,
    estimatesWaiting: estimates?.waiting ?? 0,
    acceptanceRate: shareOf(estimates?.accepted ?? 0, decided),
    timeToReady: ready.map((row) => ({ ...row, averageHours: row.averageMs / 3_600_000 })),
    openByState: states as { status: RepairStatus; repairs: number }[],
  };
}
