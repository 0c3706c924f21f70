import { and, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { appointmentEvents, appointments } from '../../schema/db/appointments';
import { outbox } from '../../schema/db/mail';
import { repairShipments } from '../../schema/db/repair-shipments';
import {
  newsletter,
  quoteRequests,
  repairEstimates,
  repairEvents,
  repairs,
  shippingForms,
} from '../../schema/db/repairs';
import { stockAlerts } from '../../schema/db/stock-alerts';
import { CLOSED_REPAIR } from '../../schema/rules/repairs';
import type { Database } from '../db';

/**
 * How long the privacy policy (web/content/PrivacyPolicyPage.tsx) keeps each kind of data, in
 * months; the two must say the same (docs/product.md#retention).
 */
export const RETENTION_MONTHS = {
  /** A quote request or shipping form that never became a repair, from when it was sent. */
  request: 12,
  /** A closed repair (delivered or cancelled), with its timeline, estimates and the request it came from. */
  closedRepair: 24,
  /** The shop's copy of an e-mail it sent or gave up on, from when it was written. */
  email: 12,
  /** A back-in-stock request whose e-mail was sent, from when it was sent. */
  fulfilledStockAlert: 12,
  /** A drop-off appointment at the lab, with what happened to it, from its time. */
  appointment: 12,
} as const;

/**
 * A newsletter sign-up or a back-in-stock request never confirmed, in days from the request (or
 * its latest repeat): well past its confirmation link's life (worker/repairs/newsletter.ts,
 * worker/catalogue/stock-alerts.ts).
 */
export const UNCONFIRMED_SIGN_UP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant `months` calendar months before `now`: what was written earlier is due. A day the
 * earlier month lacks (29 February in 2027) becomes that month's last day, never the next month's.
 */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCMonth(date.getUTCMonth() - months);
  if (date.getUTCDate() !== day) date.setUTCDate(0);
  return date.getTime();
}

/** What one run deleted, by kind; each row counted once, in the chunk that deleted it. */
interface RetentionCounts {
  quoteRequests: number;
  shippingForms: number;
  repairs: number;
  emails: number;
  signUps: number;
  stockAlerts: number;
  appointments: number;
}

export interface RetentionRun extends RetentionCounts {
  /** The budget ran out with rows perhaps still due: the next run deletes them. */
  unfinished: boolean;
}

/**
 * How much one run may do. Each statement deletes at most `chunk` rows, so none nears D1's 30 s
 * per query ("Rules of D1": modify in chunks); the run stops after `chunks` chunks (each at most
 * 5 statements, far under D1's 1,000 queries per invocation) or `ms`, whichever comes first.
 */
export interface RetentionBudget {
  chunk: number;
  chunks: number;
  ms: number;
}

const RETENTION_BUDGET: RetentionBudget = { chunk: 1_000, chunks: 100, ms: 60_000 };

/** One chunk of one kind of data: how many of its own rows it deleted, and what it counts. */
type Chunk = (limit: number) => Promise<{ taken: number; counts: Partial<RetentionCounts> }>;

/**
 * A chunk of one table's due rows, counted as `kind`: `DELETE … WHERE key IN (SELECT key … LIMIT
 * n)`, since D1's SQLite has no `DELETE … LIMIT`.
 */
function rowsOf(
  db: Database,
  kind: keyof RetentionCounts,
  table: SQLiteTable,
  key: SQLiteColumn,
  due: SQL | undefined,
): Chunk {
  return async (limit) => {
    const some = db.select({ key }).from(table).where(due).limit(limit);
    const deleted = await db.delete(table).where(inArray(key, some)).returning({ key });
    return { taken: deleted.length, counts: { [kind]: deleted.length } };
  };
}

/**
 * A chunk of closed repairs, with their timeline, estimates, parcels and the request they came from, in
 * one batch: the same ordered ids in every statement, the repairs themselves last.
 */
function closedRepairs(db: Database, before: number): Chunk {
  return async (limit) => {
    const due = db
      .select({ id: repairs.id })
      .from(repairs)
      .where(and(inArray(repairs.status, CLOSED_REPAIR), lt(repairs.updatedAtMs, before)))
      .orderBy(repairs.id)
      .limit(limit);
    const [, , , quotes, forms, closed] = await db.batch([
      db.delete(repairEvents).where(inArray(repairEvents.repairId, due)),
      db.delete(repairEstimates).where(inArray(repairEstimates.repairId, due)),
      db.delete(repairShipments).where(inArray(repairShipments.repairId, due)),
      db
        .delete(quoteRequests)
        .where(inArray(quoteRequests.repairId, due))
        .returning({ id: quoteRequests.id }),
      db
        .delete(shippingForms)
        .where(inArray(shippingForms.repairId, due))
        .returning({ id: shippingForms.id }),
      db.delete(repairs).where(inArray(repairs.id, due)).returning({ id: repairs.id }),
    ]);
    return {
      taken: closed.length,
      counts: { repairs: closed.length, quoteRequests: quotes.length, shippingForms: forms.length },
    };
  };
}

/** A chunk of appointments past their period, each with its events, in one batch. */
function pastAppointments(db: Database, before: number): Chunk {
  return async (limit) => {
    const due = db
      .select({ id: appointments.id })
      .from(appointments)
      .where(lt(appointments.startsAtMs, before))
      .orderBy(appointments.id)
      .limit(limit);
    const [, deleted] = await db.batch([
      db.delete(appointmentEvents).where(inArray(appointmentEvents.appointmentId, due)),
      db
        .delete(appointments)
        .where(inArray(appointments.id, due))
        .returning({ id: appointments.id }),
    ]);
    return { taken: deleted.length, counts: { appointments: deleted.length } };
  };
}

/** Every kind of data the policy limits, each deleted a chunk at a time. */
function dueChunks(db: Database, now: number): Chunk[] {
  const requestsBefore = monthsBefore(now, RETENTION_MONTHS.request);
  const unconfirmedBefore = now - UNCONFIRMED_SIGN_UP_DAYS * DAY_MS;
  return [
    closedRepairs(db, monthsBefore(now, RETENTION_MONTHS.closedRepair)),
    rowsOf(
      db,
      'quoteRequests',
      quoteRequests,
      quoteRequests.id,
      and(isNull(quoteRequests.repairId), lt(quoteRequests.createdAtMs, requestsBefore)),
    ),
    rowsOf(
      db,
      'shippingForms',
      shippingForms,
      shippingForms.id,
      and(isNull(shippingForms.repairId), lt(shippingForms.createdAtMs, requestsBefore)),
    ),
    rowsOf(
      db,
      'emails',
      outbox,
      outbox.id,
      and(
        inArray(outbox.status, ['sent', 'failed']),
        lt(outbox.createdAtMs, monthsBefore(now, RETENTION_MONTHS.email)),
      ),
    ),
    rowsOf(
      db,
      'signUps',
      newsletter,
      newsletter.email,
      and(isNull(newsletter.consentAtMs), lt(newsletter.createdAtMs, unconfirmedBefore)),
    ),
    rowsOf(
      db,
      'stockAlerts',
      stockAlerts,
      stockAlerts.id,
      or(
        and(
          eq(stockAlerts.status, 'in_attesa_di_conferma'),
          lt(stockAlerts.createdAtMs, unconfirmedBefore),
        ),
        and(
          eq(stockAlerts.status, 'inviato'),
          lt(stockAlerts.notifiedAtMs, monthsBefore(now, RETENTION_MONTHS.fulfilledStockAlert)),
        ),
      ),
    ),
    pastAppointments(db, monthsBefore(now, RETENTION_MONTHS.appointment)),
  ];
}

/**
 * The daily retention job: deletes what the privacy policy no longer lets the shop keep at `now`,
 * a chunk at a time, taking each kind in turn so a backlog of one never starves the others, until
 * nothing is due or the budget is spent; what is left is due again at the next run. Nothing
 * younger than its period is touched, and a repair still open stays however old it is.
 */
export async function enforceRetention(
  db: Database,
  now: number,
  budget: RetentionBudget = RETENTION_BUDGET,
  clock: () => number = Date.now,
): Promise<RetentionRun> {
  const run: RetentionRun = {
    quoteRequests: 0,
    shippingForms: 0,
    repairs: 0,
    emails: 0,
    signUps: 0,
    stockAlerts: 0,
    appointments: 0,
    unfinished: false,
  };
  const started = clock();
  let spent = 0;
  let due = dueChunks(db, now);
  while (due.length > 0) {
    const more: Chunk[] = [];
    for (const chunk of due) {
      if (spent >= budget.chunks || clock() - started >= budget.ms) {
        run.unfinished = true;
        return run;
      }
      spent += 1;
      const { taken, counts } = await chunk(budget.chunk);
      for (const [kind, count] of Object.entries(counts) as [keyof RetentionCounts, number][]) {
        run[kind] += count;
      }
      if (taken === budget.chunk) more.push(chunk);
    }
    due = more;
  }
  return run;
}
