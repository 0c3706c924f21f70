import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { orders } from './orders';

/** What the shop did with a provider's event (docs/product.md#payments-online). */
export const PAYMENT_EVENT_OUTCOMES = [
  /** The order moved (paid, cancelled) as the event says. */
  'applied',
  /** Nothing to do: the order had already moved, or the event only says a payment is under way. */
  'noted',
  /** Not applied: amount, currency or the order's state do not match; the staff see it. */
  'refused',
] as const;

/**
 * Every provider event the shop has acted on, by the provider's own id: an event delivered twice
 * (providers retry) finds its row and is applied once. Written in the same D1 batch as the move
 * it causes.
 */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    /** Stripe's event id (evt_…); the reconciliation writes its own, one per session it settles. */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    type: text('type').notNull(),
    outcome: text('outcome', { enum: PAYMENT_EVENT_OUTCOMES }).notNull(),
    receivedAtMs: integer('received_at_ms').notNull(),
  },
  (table) => [index('payment_events_order_idx').on(table.orderId, table.receivedAtMs)],
);
