import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { outbox } from '../../schema/db/mail';
import type { Database } from '../db';
import { MAX_RETRY_DELAY_SECONDS, MAX_SEND_ATTEMPTS, SENDING_LIMIT_RETRY_SECONDS } from './deliver';
import { type OutboxMessage, sendToQueue } from './outbox';

/** A row never claimed this long after it was written lost its queue message (or never had one). */
export const ORPHAN_AFTER_MS = 5 * 60_000;
/** A row waiting for a retry this much past the longest retry wait lost its retry message. */
export const RETRY_LOST_AFTER_MS = MAX_RETRY_DELAY_SECONDS * 1000 + ORPHAN_AFTER_MS;
/**
 * A row waiting out a sending limit this long lost its message (or the queue gave it up after its
 * retries): never earlier, so the sweep does not cut the wait short.
 */
export const THROTTLED_LOST_AFTER_MS = SENDING_LIMIT_RETRY_SECONDS * 1000 + ORPHAN_AFTER_MS;
/**
 * A row "sending" this long was left by a delivery that stopped midway: a queue consumer runs
 * for at most 15 minutes.
 */
export const STUCK_SENDING_AFTER_MS = 20 * 60_000;
/** Rows sent to the queue again per sweep; the next sweep takes the rest. */
const SWEEP_LIMIT = 500;

export const INTERRUPTED_SEND =
  "Invio interrotto prima dell'esito: l'e-mail viene inviata di nuovo e potrebbe arrivare due volte.";

export interface SweepRun {
  /** Rows sent to the queue again. */
  requeued: string[];
  /** Rows found stuck in "sending", put back to pending (or failed, out of attempts). */
  reset: number;
}

/**
 * The outbox sweep (a Cron Trigger, worker/scheduled.ts): rows a delivery left "sending" go back
 * to pending, or to failed once out of attempts; then every pending or throttled row the queue
 * has lost is sent to it again. Sending a row twice to the queue is harmless: only one delivery claims it.
 */
export async function sweepOutbox(
  db: Database,
  queue: Queue<OutboxMessage>,
  now: number,
): Promise<SweepRun> {
  const stuck = await db
    .update(outbox)
    .set({
      status: sql`CASE WHEN ${outbox.attempts} >= ${MAX_SEND_ATTEMPTS} THEN 'failed' ELSE 'pending' END`,
      lastError: INTERRUPTED_SEND,
      updatedAtMs: now,
    })
    .where(and(eq(outbox.status, 'sending'), lte(outbox.updatedAtMs, now - STUCK_SENDING_AFTER_MS)))
    .returning({ id: outbox.id, status: outbox.status });
  const lost = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(
          eq(outbox.status, 'pending'),
          or(
            and(eq(outbox.attempts, 0), lte(outbox.updatedAtMs, now - ORPHAN_AFTER_MS)),
            and(gt(outbox.attempts, 0), lte(outbox.updatedAtMs, now - RETRY_LOST_AFTER_MS)),
          ),
        ),
        and(eq(outbox.status, 'throttled'), lte(outbox.updatedAtMs, now - THROTTLED_LOST_AFTER_MS)),
      ),
    )
    .orderBy(outbox.updatedAtMs)
    .limit(SWEEP_LIMIT);
  const requeued = [
    ...stuck.filter((row) => row.status === 'pending').map((row) => row.id),
    ...lost.map((row) => row.id),
  ];
  await sendToQueue(queue, requeued);
  return { requeued, reset: stuck.length };
}
