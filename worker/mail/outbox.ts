import { outbox } from '../../schema/db/mail';
import { canonicalMailbox } from '../../schema/rules/unconfirmed-mail';
import type { Database } from '../db';
import { initialStatus } from './recipient-budget';
import { type MailInput, type MailKind, renderMail, storedInput } from './templates/registry';

/** An e-mail to write to the outbox: its id comes from the caller, who dispatches it after. */
export interface OutboxEmail<K extends MailKind> {
  /** A new random id (crypto.randomUUID()), known before the batch commits. */
  id: string;
  /** Which e-mail it is, e.g. "order.confirmation": the template that renders it. */
  kind: K;
  /** What it is about, as people name it: an order number, a repair code. */
  ref?: string | null;
  /** What its template renders it from; the outbox keeps only what the template reads. */
  input: MailInput<K>;
  /**
   * The asker is signed in with the recipient's address, verified: outside the budget of e-mails
   * to unconfirmed addresses.
   */
  confirmedRecipient?: boolean;
}

/** What the mail queue carries: only the outbox row's id, the row holds the rest. */
export interface OutboxMessage {
  id: string;
}

/**
 * The outbox row of an e-mail, to go in the same `db.batch` as the change it reports, so neither
 * exists without the other. After the batch commits, `dispatchOutbox` hands it to the queue.
 * Rendered once here, from what is stored, for its recipient and subject (the staff's list shows
 * them) and so that a template that cannot render it fails the change, not the send. An e-mail to
 * an address nobody confirmed may start withheld, past its inbox's budget (recipient-budget.ts).
 */
export function queueEmail<K extends MailKind>(db: Database, email: OutboxEmail<K>, at: number) {
  const input = storedInput(email.input);
  const message = renderMail(email.kind, input);
  const mailbox = canonicalMailbox(message.to);
  return db.insert(outbox).values({
    id: email.id,
    kind: email.kind,
    recipient: message.to,
    mailbox,
    subject: message.subject,
    input,
    ref: email.ref ?? null,
    status: email.confirmedRecipient ? 'pending' : initialStatus(db, email.kind, mailbox, at),
    attempts: 0,
    createdAtMs: at,
    updatedAtMs: at,
  });
}

/** An e-mail for the batch of the change it reports; its id goes to the queue after commit. */
export interface QueuedEmail {
  id: string;
  statement: ReturnType<typeof queueEmail>;
}

/**
 * A new e-mail of `kind` about `ref` (an order or return number, a repair code), ready to batch;
 * `confirmedRecipient` as in OutboxEmail.
 */
export function newEmail<K extends MailKind>(
  db: Database,
  kind: K,
  ref: string,
  input: MailInput<K>,
  at: number,
  confirmedRecipient = false,
): QueuedEmail {
  const id = crypto.randomUUID();
  return { id, statement: queueEmail(db, { id, kind, ref, input, confirmedRecipient }, at) };
}

/** A Queue accepts at most 100 messages per sendBatch. */
const QUEUE_BATCH = 100;

/**
 * Puts outbox rows on the mail queue. A failure is only logged: the rows stay pending in D1 and
 * the sweep (worker/mail/sweep.ts) sends them to the queue again.
 */
export async function sendToQueue(
  queue: Queue<OutboxMessage>,
  ids: readonly string[],
): Promise<void> {
  try {
    for (let start = 0; start < ids.length; start += QUEUE_BATCH) {
      const chunk = ids.slice(start, start + QUEUE_BATCH);
      await queue.sendBatch(chunk.map((id) => ({ body: { id } })));
    }
  } catch (error) {
    console.error(`mail queue: ${ids.length} e-mail left to the sweep`, error);
  }
}

/** After the batch that wrote the rows has committed: queues them without delaying the answer. */
export function dispatchOutbox(
  env: Pick<Env, 'MAIL_QUEUE'>,
  waitUntil: (work: Promise<unknown>) => void,
  ids: readonly string[],
): void {
  if (ids.length > 0) waitUntil(sendToQueue(env.MAIL_QUEUE, ids));
}
