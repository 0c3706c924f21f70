import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { REPAIR_PAYMENT_KIND, REPAIR_PAYMENT_STATUS } from '../vocabulary';
import { PAYMENT_EVENT_OUTCOMES } from './payments';
import { repairEstimates, repairs } from './repairs';

/**
 * One provider page opened to pay a repair's estimate or diagnosis fee, and what became of it.
 * The amount is the server's, IVA included, fixed when the page opened: what the provider
 * reports is checked against it.
 */
export const repairPayments = sqliteTable(
  'repair_payments',
  {
    id: text('id').primaryKey(),
    repairId: text('repair_id')
      .notNull()
      .references(() => repairs.id),
    estimateId: text('estimate_id')
      .notNull()
      .references(() => repairEstimates.id),
    kind: text('kind', { enum: REPAIR_PAYMENT_KIND.values }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    sessionId: text('session_id').notNull(),
    paymentUrl: text('payment_url').notNull(),
    expiresAtMs: integer('expires_at_ms').notNull(),
    paymentIntent: text('payment_intent'),
    status: text('status', { enum: REPAIR_PAYMENT_STATUS.values }).notNull(),
    /** What the provider reported that was not applied, for the staff. */
    problem: text('problem'),
    paidAtMs: integer('paid_at_ms'),
    createdAtMs: integer('created_at_ms').notNull(),
    updatedAtMs: integer('updated_at_ms').notNull(),
  },
  (table) => [
    uniqueIndex('repair_payments_session_unique').on(table.sessionId),
    index('repair_payments_repair_idx').on(table.repairId, table.createdAtMs),
    // Nothing paid twice: one paid record per estimate and kind.
    uniqueIndex('repair_payments_one_paid')
      .on(table.estimateId, table.kind)
      .where(sql`${table.status} = 'paid'`),
    index('repair_payments_status_expiry_idx').on(table.status, table.expiresAtMs),
  ],
);

/**
 * Every provider event acted on for a repair's payment, by its id, written in the same batch as
 * what it causes: an event delivered twice is applied once.
 */
export const repairPaymentEvents = sqliteTable(
  'repair_payment_events',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => repairPayments.id),
    type: text('type').notNull(),
    outcome: text('outcome', { enum: PAYMENT_EVENT_OUTCOMES }).notNull(),
    receivedAtMs: integer('received_at_ms').notNull(),
  },
  (table) => [index('repair_payment_events_payment_idx').on(table.paymentId, table.receivedAtMs)],
);

export type RepairPaymentRow = typeof repairPayments.$inferSelect;
