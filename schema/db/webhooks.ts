import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { WEBHOOK_DELIVERY_STATUS, type WebhookEvent } from '../vocabulary';

const DELIVERY_STATUSES = sql.raw(
  WEBHOOK_DELIVERY_STATUS.values.map((value) => `'${value}'`).join(', '),
);

/**
 * The addresses of outside programs the staff registered to hear of the shop's events
 * (docs/product.md#webhooks).
 */
export const webhookEndpoints = sqliteTable('webhook_endpoints', {
  id: text('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description'),
  /** The events it hears of, as a JSON array of WEBHOOK_EVENT values. */
  events: text('events', { mode: 'json' }).$type<WebhookEvent[]>().notNull(),
  enabled: integer('enabled', { mode: 'boolean' }).notNull(),
  /**
   * The signing secret, sealed with AES-GCM under a key derived from LINK_SECRET
   * (worker/webhooks/secret-box.ts): the Worker must read it to sign, a copy of the database
   * alone must not. Shown to the staff once, when made.
   */
  sealedSecret: text('sealed_secret').notNull(),
  /** The secret's last four characters, so the staff can tell which one a program holds. */
  secretHint: text('secret_hint').notNull(),
  createdAtMs: integer('created_at_ms').notNull(),
  updatedAtMs: integer('updated_at_ms').notNull(),
});

/**
 * The webhook outbox: one row per event, written in the same D1 batch as the change it reports
 * and only while some endpoint listens for it. `payload` is the exact body every endpoint gets.
 */
export const webhookEvents = sqliteTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    type: text('type').$type<WebhookEvent>().notNull(),
    /** What it is about, as people name it: an order or return number, a repair code. */
    ref: text('ref').notNull(),
    payload: text('payload').notNull(),
    createdAtMs: integer('created_at_ms').notNull(),
  },
  (table) => [index('webhook_events_created_idx').on(table.createdAtMs)],
);

/**
 * One event to one endpoint: written with the event for every endpoint listening then, or by the
 * staff's replay; its last attempt is kept here, every attempt in webhook_attempts.
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<WebhookEvent>().notNull(),
    ref: text('ref').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUS.values }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due: its first attempt at once, each retry after its wait. */
    nextAttemptAtMs: integer('next_attempt_at_ms').notNull(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAtMs: integer('last_attempt_at_ms'),
    deliveredAtMs: integer('delivered_at_ms'),
    createdAtMs: integer('created_at_ms').notNull(),
    updatedAtMs: integer('updated_at_ms').notNull(),
  },
  (table) => [
    check('webhook_deliveries_status_known', sql`${table.status} IN (${DELIVERY_STATUSES})`),
    index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAtMs),
    index('webhook_deliveries_created_idx').on(table.createdAtMs),
    index('webhook_deliveries_event_idx').on(table.eventId),
    // The sweep: deliveries whose queue message was lost.
    index('webhook_deliveries_status_due_idx').on(table.status, table.nextAttemptAtMs),
  ],
);

/** The delivery log: every attempt, what the receiver answered (its start) or why it failed. */
export const webhookAttempts = sqliteTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    atMs: integer('at_ms').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    /** The start of the receiver's answer, a few hundred characters at most. */
    response: text('response'),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attempt)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
