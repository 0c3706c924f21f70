import { and, eq, lte, sql } from 'drizzle-orm';
import { webhookDeliveries } from '../../schema/db/webhooks';
import { MAX_WEBHOOK_ATTEMPTS } from '../../schema/rules/webhooks';
import { createDatabase, type Database } from '../db';
import { loggable } from '../loggable';
import { deliverWebhook, sendByFetch, type WebhookSend } from './deliver';
import { sendWebhookMessages, type WebhookMessage } from './outbox';

/** A D1 or queue hiccup: the same message comes back after this wait. */
const UNAVAILABLE_RETRY_SECONDS = 60;

/** An event's deliveries not yet attempted, each to its own message: its own attempts, its own waits. */
async function fanOut(db: Database, queue: Queue, eventId: string): Promise<void> {
  const waiting = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.eventId, eventId),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, 0),
      ),
    );
  await sendWebhookMessages(
    queue,
    waiting.map((row) => ({ webhookDelivery: row.id })),
  );
}

/**
 * The queue's webhook messages (worker/queue.ts), one after the other: at most a batch's ten
 * requests, each cut off at 10 seconds, well inside a consumer's 15 minutes and its subrequests.
 * A retry is a new message with the delivery's wait, so the queue's own retry count never ends a
 * delivery early; D1 is the record, and the sweep finds a delivery whose message was lost.
 */
export async function deliverWebhookMessages(
  messages: readonly Message<WebhookMessage>[],
  env: Env,
  send: WebhookSend = sendByFetch,
): Promise<void> {
  const db = createDatabase(env.DB);
  for (const message of messages) {
    const body = message.body;
    try {
      if ('webhookEvent' in body) {
        await fanOut(db, env.MAIL_QUEUE, body.webhookEvent);
      } else {
        const delivery = await deliverWebhook(db, env, body.webhookDelivery, send);
        if (delivery.outcome === 'retry') {
          await sendWebhookMessages(env.MAIL_QUEUE, [body], delivery.delaySeconds);
        }
      }
      message.ack();
    } catch (error) {
      console.error('webhooks: message not handled, the queue tries again', loggable(error));
      message.retry({ delaySeconds: UNAVAILABLE_RETRY_SECONDS });
    }
  }
}

/** A delivery due this long ago lost its queue message (or the queue lost the event's). */
const WEBHOOK_LOST_AFTER_MS = 5 * 60_000;
/** A delivery "sending" this long was left by a consumer that stopped midway. */
const STUCK_SENDING_AFTER_MS = 20 * 60_000;
/** Deliveries sent to the queue again per sweep; the next sweep takes the rest. */
const SWEEP_LIMIT = 500;

/**
 * The webhook sweep, with the mail's (worker/scheduled.ts): deliveries left "sending" are due
 * again (or failed, out of attempts), and every delivery overdue is sent to the queue again.
 * Twice on the queue is harmless: only one attempt claims it.
 */
export async function sweepWebhooks(db: Database, queue: Queue, now: number): Promise<number> {
  const d = webhookDeliveries;
  await db
    .update(d)
    .set({
      status: sql`CASE WHEN ${d.attempts} >= ${MAX_WEBHOOK_ATTEMPTS} THEN 'failed' ELSE 'pending' END`,
      nextAttemptAtMs: now,
      updatedAtMs: now,
    })
    .where(and(eq(d.status, 'sending'), lte(d.updatedAtMs, now - STUCK_SENDING_AFTER_MS)));
  const lost = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.status, 'pending'), lte(d.nextAttemptAtMs, now - WEBHOOK_LOST_AFTER_MS)))
    .orderBy(d.nextAttemptAtMs)
    .limit(SWEEP_LIMIT);
  await sendWebhookMessages(
    queue,
    lost.map((row) => ({ webhookDelivery: row.id })),
  );
  return lost.length;
}
