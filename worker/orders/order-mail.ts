import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { outbox } from '../../schema/db/mail';
import type { Database } from '../db';
import { newEmail, type QueuedEmail } from '../mail/outbox';
import type { MailInput } from '../mail/templates/registry';

/** The order e-mails' kinds: stable names, which the outbox and the staff's "Posta inviata" show. */
export const ORDER_MAIL_KIND = {
  confirmation: 'order.confirmation',
  paymentReceived: 'order.payment-received',
  shipped: 'order.shipped',
  readyForPickup: 'order.ready-for-pickup',
  delivered: 'order.delivered',
  cancelled: 'order.cancelled',
  expired: 'order.expired',
  transferReminder: 'order.transfer-reminder',
  link: 'order.link',
  codStaffWarning: 'order.cod-staff-warning',
} as const;

export type OrderMailKind = keyof typeof ORDER_MAIL_KIND;

export function orderMail<K extends OrderMailKind>(
  db: Database,
  kind: K,
  number: string,
  input: MailInput<(typeof ORDER_MAIL_KIND)[K]>,
  at: number,
  confirmedRecipient = false,
): QueuedEmail {
  return newEmail(db, ORDER_MAIL_KIND[kind], number, input, at, confirmedRecipient);
}

/**
 * Stands for a new order's number in its confirmation: the number is only taken inside the
 * order's batch, so the e-mail is written with this and filled in by `withOrderNumber`.
 */
export const ORDER_NUMBER_SLOT = '__NUMERO_ORDINE__';

/**
 * The statement, for the order's batch after the order's insert, that writes its number into the
 * e-mail: its subject and the input it is rendered from (the number needs no JSON escaping).
 */
export function withOrderNumber(db: Database, mailId: string, number: SQL<string>) {
  const filled = (column: SQLWrapper) =>
    sql<string>`replace(${column}, ${ORDER_NUMBER_SLOT}, ${number})`;
  return db
    .update(outbox)
    .set({
      subject: filled(outbox.subject),
      input: filled(outbox.input),
      ref: number,
    })
    .where(eq(outbox.id, mailId));
}
