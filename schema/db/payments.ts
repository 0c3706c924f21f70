import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { REFUND_STATUS } from '../vocabulary';
import { orderReturns } from './order-returns';
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

/**
 * Each attempt at refunding through the provider (docs/product.md#payments-online): a return's refund, or
 * the whole total of a paid online order the staff cancelled. Its subject (`return-<id>` or
 * `order-<id>`) and attempt make the idempotency key, so asking again after no answer asks for
 * the same refund, and a retry after a refusal is a new one. At most one attempt of a subject is
 * pending or succeeded at a time.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The return refunded; null for an order's cancellation. */
    returnId: text('return_id').references(() => orderReturns.id),
    subject: text('subject').notNull(),
    attempt: integer('attempt').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Stripe's refund id (re_…), once it answered. */
    providerRefundId: text('provider_refund_id'),
    /** Cents with IVA, as the server worked it out. */
    amount: integer('amount').notNull(),
    /** Why a return's refund is below what was due, for the return once refunded. */
    note: text('note'),
    status: text('status', { enum: REFUND_STATUS.values }).notNull(),
    /** The provider's reason code when it refused (`expired_or_canceled_card`, …). */
    failureReason: text('failure_reason'),
    /** Who asked for it: the staff member's uid and e-mail. */
    actorUid: text('actor_uid'),
    actorEmail: text('actor_email'),
    createdAtMs: integer('created_at_ms').notNull(),
    updatedAtMs: integer('updated_at_ms').notNull(),
  },
  (table) => [
    uniqueIndex('refunds_idempotency_key_unique').on(table.idempotencyKey),
    uniqueIndex('refunds_provider_refund_unique').on(table.providerRefundId),
    uniqueIndex('refunds_subject_open_unique')
      .on(table.subject)
      .where(sql`${table.status} IN ('pending', 'succeeded')`),
    index('refunds_order_idx').on(table.orderId, table.createdAtMs),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
