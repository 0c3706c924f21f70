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
  /** A count of the period's rows of `table` (those `also` holds for), as a scalar subquery. */
  const counted = (
    table: typeof quoteRequests | typeof shippingForms | typeof repairs,
    also?: SQL,
  ) =>
    sql<number>`(${db
      .select({ n: count() })
      .from(table)
      .where(and(within(table.createdAtMs), also))})`.mapWith(Number);
  const claim = (table: typeof quoteRequests | typeof shippingForms) =>
    counted(table, sql`${table.warrantyOfRepairId} IS NOT NULL`);
  const est = repairEstimates.status;
  // Three statements whatever the period: the counts in one, the pickups and the states.
  const [counts, ready, states] = await Promise.all([
    db
      .select({
        quotes: counted(quoteRequests),
        forms: counted(shippingForms),
        quoteClaims: claim(quoteRequests),
        formClaims: claim(shippingForms),
        opened: counted(repairs),
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
  const { quotes = 0, forms = 0, quoteClaims = 0, formClaims = 0, opened = 0 } = counts ?? {};
  const { sent = 0, accepted = 0, declined = 0, waiting = 0 } = counts ?? {};
  return {
    from,
    to,
    requests: quotes + forms,
    warrantyClaims: quoteClaims + formClaims,
    repairsOpened: opened,
    estimatesSent: sent,
    estimatesAccepted: accepted,
    estimatesDeclined: declined,
    estimatesWaiting: waiting,
    acceptanceRate: shareOf(accepted, accepted + declined),
    timeToReady: ready.map((row) => ({ ...row, averageHours: row.averageMs / 3_600_000 })),
    openByState: states as { status: RepairStatus; repairs: number }[],
  };
}
