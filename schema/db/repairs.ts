import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { EstimateDecisionVia, EstimateLine } from '../rules/estimates';
import {
  CARRIER,
  DEVICE_CATEGORY,
  ESTIMATE_STATUS,
  REPAIR_SOURCE,
  REPAIR_STATUS,
  REQUEST_STATUS,
} from '../vocabulary';

/** Quote requests from /preventivo. */
export const quoteRequests = sqliteTable(
  'list_preventivo',
  {
    id: text('id').primaryKey(),
    /** What the customer quotes back: PRV-2026-000042. */
    number: text('number').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    deviceCategory: text('device_category', { enum: DEVICE_CATEGORY.values }).notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    problem: text('problem').notNull(),
    privacyConsentAtMs: integer('privacy_consent_at_ms').notNull(),
    status: text('status', { enum: REQUEST_STATUS.values }).notNull(),
    repairId: text('repair_id'),
    /** The account that sent it, when a verified customer was signed in (docs/product.md#accounts). */
    accountUid: text('account_uid'),
    /** The delivered repair whose warranty this request claims (docs/product.md#warranty). */
    warrantyOfRepairId: text('warranty_of_repair_id'),
    createdAtMs: integer('created_at_ms').notNull(),
  },
  (table) => [
    uniqueIndex('list_preventivo_number_unique').on(table.number),
    index('list_preventivo_created_idx').on(table.createdAtMs),
    index('list_preventivo_account_idx').on(table.accountUid, table.createdAtMs),
  ],
);

/** Shipping forms from /modulo-spedizione: a device on its way to the lab. */
export const shippingForms = sqliteTable(
  'list_module_assist',
  {
    id: text('id').primaryKey(),
    /** SPD-2026-000017, printed on the sheet that travels with the device. */
    number: text('number').notNull(),
    senderName: text('sender_name').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    device: text('device').notNull(),
    problem: text('problem').notNull(),
    /** The device's unlock code, "00000" when it has none; used only to test the device. */
    codLock: text('cod_lock').notNull(),
    /** The courier the sender says the device travels with, and its number, when given. */
    carrier: text('carrier', { enum: CARRIER.values }),
    trackingNumber: text('tracking_number'),
    rulesAcceptedAtMs: integer('rules_accepted_at_ms').notNull(),
    status: text('status', { enum: REQUEST_STATUS.values }).notNull(),
    repairId: text('repair_id'),
    /** The account that sent it, when a verified customer was signed in (docs/product.md#accounts). */
    accountUid: text('account_uid'),
    /** The delivered repair whose warranty this form claims (docs/product.md#warranty). */
    warrantyOfRepairId: text('warranty_of_repair_id'),
    createdAtMs: integer('created_at_ms').notNull(),
  },
  (table) => [
    uniqueIndex('list_module_assist_number_unique').on(table.number),
    index('list_module_assist_created_idx').on(table.createdAtMs),
    index('list_module_assist_account_idx').on(table.accountUid, table.createdAtMs),
  ],
);

/** Repairs in the lab. The code and the intake e-mail together open a repair's status. */
export const repairs = sqliteTable(
  'list_repair',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    device: text('device').notNull(),
    problem: text('problem').notNull(),
    status: text('status', { enum: REPAIR_STATUS.values }).notNull(),
    /** Where it came from: the counter, a quote request or a shipping form. */
    source: text('source', { enum: REPAIR_SOURCE.values }).notNull(),
    sourceId: text('source_id'),
    createdAtMs: integer('created_at_ms').notNull(),
    updatedAtMs: integer('updated_at_ms').notNull(),
    /**
     * Until when the e-mailed links open the repair: each e-mail about it moves this forward
     * (docs/product.md#repair-links). Zero: no link opens it.
     */
    linkExpiresAtMs: integer('link_expires_at_ms').notNull().default(0),
    /** Signed into each link; staff revoking the links sent so far move it on by one. */
    linkGeneration: integer('link_generation').notNull().default(0),
  },
  (table) => [
    uniqueIndex('list_repair_code_unique').on(table.code),
    index('list_repair_updated_idx').on(table.updatedAtMs),
    // The repairs of a verified account's e-mail (docs/product.md#accounts).
    index('list_repair_email_idx').on(table.email, table.createdAtMs),
    // Numeri (docs/product.md#numeri): the period's repairs, and the open ones by state.
    index('list_repair_created_idx').on(table.createdAtMs),
    index('list_repair_status_idx')
      .on(table.status)
      .where(sql`${table.status} NOT IN ('consegnato', 'annullato')`),
  ],
);

/** A repair's timeline, as the customer sees it on /stato-riparazione. */
export const repairEvents = sqliteTable(
  'repair_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    repairId: text('repair_id')
      .notNull()
      .references(() => repairs.id),
    status: text('status', { enum: REPAIR_STATUS.values }).notNull(),
    note: text('note'),
    /**
     * The `changes()` of the conditional update written just before it in the same batch (an
     * estimate answered only while still open): anything but 1 breaks the check and rolls the
     * whole batch back, so a lost race writes nothing (docs/product.md#estimates).
     */
    allowed: integer('allowed').notNull().default(1),
    createdAtMs: integer('created_at_ms').notNull(),
  },
  (table) => [
    index('repair_events_repair_idx').on(table.repairId, table.createdAtMs),
    // The period's repairs ready for pickup, for the time from intake (docs/product.md#numeri).
    index('repair_events_status_created_idx').on(table.status, table.createdAtMs),
    check('repair_events_allowed', sql`${table.allowed} = 1`),
  ],
);

/**
 * A repair's estimates (docs/product.md#estimates). Amounts are cents before IVA, computed by the
 * Worker from the lines; expiry is not stored: a 'sent' estimate past `validUntilMs` is expired.
 */
export const repairEstimates = sqliteTable(
  'repair_estimates',
  {
    id: text('id').primaryKey(),
    repairId: text('repair_id')
      .notNull()
      .references(() => repairs.id),
    lines: text('lines_json', { mode: 'json' }).$type<EstimateLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Before IVA, charged only if the customer declines. */
    diagnosisFeeCents: integer('diagnosis_fee_cents'),
    estimatedDays: integer('estimated_days').notNull(),
    validUntilMs: integer('valid_until_ms').notNull(),
    note: text('note'),
    status: text('status', { enum: ESTIMATE_STATUS.values }).notNull(),
    createdAtMs: integer('created_at_ms').notNull(),
    /** The staff member's e-mail. */
    createdBy: text('created_by').notNull(),
    decidedAtMs: integer('decided_at_ms'),
    decidedVia: text('decided_via').$type<EstimateDecisionVia>(),
    /** The e-mail (or, without one, the account id) of whoever answered. */
    decidedBy: text('decided_by'),
    remindedAtMs: integer('reminded_at_ms'),
  },
  (table) => [
    index('repair_estimates_repair_idx').on(table.repairId, table.createdAtMs),
    // One open estimate per repair: a new one replaces it in the same batch.
    uniqueIndex('repair_estimates_one_sent')
      .on(table.repairId)
      .where(sql`${table.status} = 'sent'`),
    index('repair_estimates_status_valid_idx').on(table.status, table.validUntilMs),
    index('repair_estimates_created_idx').on(table.createdAtMs),
  ],
);

/**
 * The newsletter's addresses (docs/product.md#newsletter). Double opt-in: a sign-up is written
 * unconfirmed, and only its confirmation link sets `consentAtMs`, the consent we keep.
 */
export const newsletter = sqliteTable('list_newsletter', {
  email: text('email').primaryKey(),
  /** When the address confirmed: null until then, and the address is not subscribed. */
  consentAtMs: integer('consent_at_ms'),
  /** The sign-up: its confirmation links name it, so none outlives an unsubscribe. */
  createdAtMs: integer('created_at_ms').notNull(),
});

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type ShippingFormRow = typeof shippingForms.$inferSelect;
export type RepairRow = typeof repairs.$inferSelect;
export type RepairEventRow = typeof repairEvents.$inferSelect;
export type RepairEstimateRow = typeof repairEstimates.$inferSelect;
export type NewsletterRow = typeof newsletter.$inferSelect;
