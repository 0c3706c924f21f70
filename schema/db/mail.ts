import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { OUTBOX_STATUS } from '../vocabulary';

const KNOWN_STATUSES = sql.raw(OUTBOX_STATUS.values.map((value) => `'${value}'`).join(', '));

/**
 * Every e-mail the shop sends, written in the same D1 batch as the change it reports and
 * delivered from here by the mail queue (worker/mail/). Kept after sending: it is what the staff
 * read in "Posta inviata".
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    /** Which e-mail it is, e.g. "order.confirmation": the template that wrote it. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
    /** What it is about, as people name it: an order number, a repair code. */
    ref: text('ref'),
    status: text('status', { enum: OUTBOX_STATUS.values }).notNull(),
    /** Sends started, the current one included. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAtMs: integer('created_at_ms').notNull(),
    updatedAtMs: integer('updated_at_ms').notNull(),
    sentAtMs: integer('sent_at_ms'),
  },
  (table) => [
    check('outbox_status_known', sql`${table.status} IN (${KNOWN_STATUSES})`),
    // The sweep: rows left pending or sending for too long.
    index('outbox_status_updated_idx').on(table.status, table.updatedAtMs),
    index('outbox_created_idx').on(table.createdAtMs),
    // The confirmation e-mails an address had lately (worker/mail/confirmation-limit.ts).
    index('outbox_recipient_kind_created_idx').on(table.recipient, table.kind, table.createdAtMs),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
