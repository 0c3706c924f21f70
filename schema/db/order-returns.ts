import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { RETURN_STATUS } from '../vocabulary';
import { orders } from './orders';

/** A withdrawal (recesso) from a delivered order: the customer's request and where it stands. */
export const orderReturns = sqliteTable(
  'order_returns',
  {
    id: text('id').primaryKey(),
    /** What people read and quote: RS-2026-000001. */
    number: text('number').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status', { enum: RETURN_STATUS.values }).notNull(),
    /** The withdrawal statement exactly as the customer sent it (Allegato I, parte B). */
    statement: text('statement').notNull(),
    /** The customer's reason, never required. */
    reason: text('reason'),
    /** What was refunded, in cents with IVA, once refunded. */
    refundAmount: integer('refund_amount'),
    /** Why the refund is below what was due (diminished value); required when it is. */
    refundNote: text('refund_note'),
    /** Why the staff refused the return, as the customer reads it; set only when refused. */
    refusalReason: text('refusal_reason'),
    createdAtMs: integer('created_at_ms').notNull(),
    updatedAtMs: integer('updated_at_ms').notNull(),
  },
  (table) => [
    uniqueIndex('order_returns_number_unique').on(table.number),
    index('order_returns_order_idx').on(table.orderId, table.createdAtMs),
    index('order_returns_status_idx').on(table.status, table.createdAtMs),
  ],
);

/** How many units of which order line a return gives back. */
export const orderReturnLines = sqliteTable(
  'order_return_lines',
  {
    returnId: text('return_id')
      .notNull()
      .references(() => orderReturns.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * Written, in the request's batch, as whether the line's units returned so far plus these
     * still fit in what was ordered: two requests racing for the same units cannot both be written.
     */
    allowed: integer('allowed').notNull(),
  },
  (table) => [
    index('order_return_lines_return_idx').on(table.returnId),
    index('order_return_lines_order_idx').on(table.orderId, table.position),
    check('order_return_lines_allowed', sql`${table.allowed} = 1`),
    check('order_return_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * A return's steps: who moved it to which state, and when. `allowed` is the `changes()` of the
 * update conditional on the state the staff saw, so a step raced by another rolls back its whole
 * batch (restock and e-mail included).
 */
export const orderReturnEvents = sqliteTable(
  'order_return_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    returnId: text('return_id')
      .notNull()
      .references(() => orderReturns.id),
    status: text('status', { enum: RETURN_STATUS.values }).notNull(),
    /** The staff member's uid and e-mail; the customer's request has none. */
    actorUid: text('actor_uid'),
    actorEmail: text('actor_email'),
    allowed: integer('allowed').notNull().default(1),
    createdAtMs: integer('created_at_ms').notNull(),
  },
  (table) => [
    index('order_return_events_return_idx').on(table.returnId, table.createdAtMs),
    check('order_return_events_allowed', sql`${table.allowed} = 1`),
  ],
);

export type OrderReturnRow = typeof orderReturns.$inferSelect;
export type OrderReturnLineRow = typeof orderReturnLines.$inferSelect;
export type OrderReturnEventRow = typeof orderReturnEvents.$inferSelect;
