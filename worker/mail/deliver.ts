import { and, eq, inArray, sql } from 'drizzle-orm';
import { type OutboxRow, outbox } from '../../schema/db/mail';
import { SHOP } from '../../schema/shop';
import { createDatabase, type Database } from '../db';
import { loggable } from '../loggable';
import { isSendingLimit } from './sending-limit';
import { storedBody } from './stored-email';

/** Sends of one e-mail before it is left to the staff as failed (docs/product.md#e-mail). */
export const MAX_SEND_ATTEMPTS = 5;

/** The wait before the next send after a failed one: 30 s, 2 min, 8 min, 32 min. */
export function retryDelaySeconds(attempts: number): number {
  return 30 * 4 ** (Math.max(1, attempts) - 1);
}

/** The longest wait retryDelaySeconds gives. */
export const MAX_RETRY_DELAY_SECONDS = retryDelaySeconds(MAX_SEND_ATTEMPTS - 1);

/**
 * The wait after Email Service refused a send for a sending limit: long enough for a rate limit
 * to pass and to try a daily quota a few times a day, well inside Queues' 24 h longest delay.
 */
export const SENDING_LIMIT_RETRY_SECONDS = 60 * 60;

/** A D1 or queue hiccup before the send: the same message comes back after this wait. */
const UNAVAILABLE_RETRY_SECONDS = 60;

/** Enough of an error for the staff to see why; the provider's whole answer stays in the logs. */
const MAX_ERROR_LENGTH = 500;

/** What sends an e-mail: the Email Service binding and the shop's sender address. */
export type Mailer = Pick<Env, 'EMAIL' | 'MAIL_FROM'>;

export type Delivery =
  | { outcome: 'sent' }
  /** Already sent, being sent by another delivery, failed for good, or no such row. */
  | { outcome: 'skipped' }
  | { outcome: 'retry'; delaySeconds: number }
  | { outcome: 'failed' };

/**
 * Takes a row waiting to be sent for this delivery alone: one UPDATE, so of two deliveries of the
 * same message (the queue is at-least-once) only one gets it and sends.
 */
function claim(db: Database, id: string, now: number): Promise<OutboxRow | undefined> {
  return db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, updatedAtMs: now })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['pending', 'throttled'])))
    .returning()
    .get();
}

/** The row's own state after the send, written only while this delivery still holds it. */
function settle(db: Database, id: string, change: Partial<OutboxRow>) {
  return db
    .update(outbox)
    .set(change)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Sends one outbox row, once, rendered from what it stores. A crash between the provider's
 * acceptance and the write of "sent" leaves the row "sending": the sweep later sends it again, so
 * that e-mail may arrive twice rather than never (docs/product.md#e-mail). A refusal for a
 * sending limit gives the attempt back and waits longer; any other failure counts.
 */
export async function deliverOutboxEmail(
  db: Database,
  mailer: Mailer,
  id: string,
  now: () => number = Date.now,
): Promise<Delivery> {
  const row = await claim(db, id, now());
  if (!row) return { outcome: 'skipped' };
  try {
    const body = storedBody(row);
    await mailer.EMAIL.send({
      from: { email: mailer.MAIL_FROM, name: SHOP.name },
      to: row.recipient,
      subject: row.subject,
      html: body.html,
      text: body.text,
      ...(body.headers ? { headers: body.headers } : {}),
      ...(body.attachments
        ? {
            attachments: body.attachments.map((file) => ({
              disposition: 'attachment' as const,
              ...file,
            })),
          }
        : {}),
    });
  } catch (error) {
    const lastError = errorText(error);
    if (isSendingLimit(error)) {
      console.warn(`mail ${id} (${row.kind}): sending limit, sent again later: ${lastError}`);
      await settle(db, id, {
        status: 'throttled',
        attempts: row.attempts - 1,
        lastError,
        updatedAtMs: now(),
      });
      return { outcome: 'retry', delaySeconds: SENDING_LIMIT_RETRY_SECONDS };
    }
    console.error(`mail ${id} (${row.kind}): attempt ${row.attempts} failed: ${lastError}`);
    const failed = row.attempts >= MAX_SEND_ATTEMPTS;
    await settle(db, id, {
      status: failed ? 'failed' : 'pending',
      lastError,
      updatedAtMs: now(),
    });
    return failed
      ? { outcome: 'failed' }
      : { outcome: 'retry', delaySeconds: retryDelaySeconds(row.attempts) };
  }
  const at = now();
  await settle(db, id, { status: 'sent', lastError: null, sentAtMs: at, updatedAtMs: at });
  return { outcome: 'sent' };
}

function outboxId(body: unknown): string | null {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 ? id : null;
}

/**
 * The mail queue's e-mail messages (worker/queue.ts): each message names an outbox
 * row to send. D1 is the record: a message is acked once its row is sent, failed or not waiting,
 * and a row whose message is lost is found again by the sweep.
 */
export async function deliverMail(messages: readonly Message<unknown>[], env: Env): Promise<void> {
  const db = createDatabase(env.DB);
  for (const message of messages) {
    const id = outboxId(message.body);
    if (!id) {
      console.error('mail queue: a message without an outbox id, dropped', message.body);
      message.ack();
      continue;
    }
    try {
      const delivery = await deliverOutboxEmail(db, env, id);
      if (delivery.outcome === 'retry') message.retry({ delaySeconds: delivery.delaySeconds });
      else message.ack();
    } catch (error) {
      console.error(`mail ${id}: not delivered, the queue tries again`, loggable(error));
      message.retry({ delaySeconds: UNAVAILABLE_RETRY_SECONDS });
    }
  }
}
