import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { OUTBOX_STATUS } from '../vocabulary';

const KNOWN_STATUSES = sql.raw(OUTBOX_STATUS.values.map((value) => `'${value}'`).join(', '));

/**
 * Every e-mail the shop sends, written in the same D1 batch as the change it reports and
 * delivered from here by the mail queue (worker/mail/). Kept after sending: it is what the staff
 * read in "Posta inviata". A row keeps what its template is rendered from, not the rendered
 * e-mail: the HTML is written again at each send and preview (docs/product.md#e-mail).
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    /** Which e-mail it is, e.g. "order.confirmation": the template that renders it. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /**
     * The recipient's inbox however the address is spelled (schema/rules/unconfirmed-mail.ts):
     * what the budgets of e-mails to unconfirmed addresses count by.
     */
    mailbox: text('mailbox').notNull(),
    subject: text('subject').notNull(),
    /** What it is about, as people name it: an order number, a repair code. */
    ref: text('ref'),
    status: text('status', { enum: OUTBOX_STATUS.values }).notNull(),
    /** Sends started, the current one included; a refusal for a sending limit does not count. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAtMs: integer('created_at_ms').notNull(),
    updatedAtMs: integer('updated_at_ms').notNull(),
    sentAtMs: integer('sent_at_ms'),
    /**
     * The template's input (worker/mail/templates/registry.ts): the facts it reads and the links
     * it carries, as compact JSON. Null only on rows written before it, which hold `html`.
     */
    input: text('input', { mode: 'json' }).$type<object>(),
    /**
     * The rendered e-mail, on rows written before `input` only (migration 0024): sent and shown
     * as stored until retention deletes them, 12 months on. Last, so that scans of the columns
     * above never walk their overflow pages.
     */
    html: text('html'),
    text: text('text'),
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
  },
  (table) => [
    check('outbox_status_known', sql`${table.status} IN (${KNOWN_STATUSES})`),
    check('outbox_body_known', sql`${table.input} IS NOT NULL OR ${table.html} IS NOT NULL`),
    // The sweep: rows left pending or sending for too long.
    index('outbox_status_updated_idx').on(table.status, table.updatedAtMs),
    index('outbox_created_idx').on(table.createdAtMs),
    // What an inbox had lately, counted inside the batch that writes the next e-mail to it
    // (worker/mail/recipient-budget.ts).
    index('outbox_mailbox_kind_created_idx').on(table.mailbox, table.kind, table.createdAtMs),
    // The staff are warned once of an unshipped cash-on-delivery order, whatever runs at once
    // (worker/orders/cod-warnings.ts); also how the job finds the orders already warned.
    uniqueIndex('outbox_one_cod_staff_warning')
      .on(table.ref)
      .where(sql`${table.kind} = 'order.cod-staff-warning'`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
