import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  CARRIER,
  ORDER_STATUS,
  PAYMENT_METHOD,
  PRODUCT_CONDITION,
  PRODUCT_GRADE,
} from '../vocabulary';
import { products, productVariants } from './catalogue';

/** Named sequences, e.g. the running number printed on orders. */
export const counters = sqliteTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

export const orders = sqliteTable(
  'orders',
  {
    /** Random and unguessable; never enough on its own to read the order. */
    id: text('id').primaryKey(),
    /** What people read and say: RL-2026-000123. */
    number: text('number').notNull(),
    /** The secret a guest holds to read the order. */
    accessToken: text('access_token').notNull(),
    /** The client's key for this submission: a repeat returns this order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** A digest of what was submitted, so a reused key with other content is refused. */
    requestDigest: text('request_digest').notNull(),
    /** The Firebase uid of a signed-in buyer; null for guests. */
    ownerUid: text('owner_uid'),
    status: text('status', { enum: ORDER_STATUS.values }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD.values }).notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    /** Codice fiscale or partita IVA when an invoice is wanted. */
    invoiceTaxCode: text('invoice_tax_code'),
    invoiceCompany: text('invoice_company'),
    /**
     * Where the electronic invoice goes (docs/product.md#invoices): the 7-character SDI recipient
     * code ("0000000" for a private customer who gave neither) and/or a PEC address.
     */
    invoiceSdiCode: text('invoice_sdi_code'),
    invoicePec: text('invoice_pec'),
    /** The address the invoice is made out to; all null when it is the shipping address. */
    billingStreet: text('billing_street'),
    billingPostalCode: text('billing_postal_code'),
    billingCity: text('billing_city'),
    billingProvince: text('billing_province'),
    notes: text('notes'),
    /**
     * The buyer asked for the free take-back of an equivalent old device on delivery, or at the
     * counter for a "ritiro" (docs/product.md#ritiro-raee).
     */
    raeeTakeBack: integer('raee_take_back', { mode: 'boolean' }).notNull().default(false),
    subtotal: integer('subtotal').notNull(),
    shipping: integer('shipping').notNull(),
    taxes: integer('taxes').notNull(),
    total: integer('total').notNull(),
    trackingNumber: text('tracking_number'),
    /**
     * Who carries the parcel, as a label ("BRT"): the chosen carrier's, or, for an order shipped
     * before the choice existed, as staff wrote it.
     */
    carrier: text('carrier'),
    /** The carrier chosen from the table when shipping (docs/product.md#shipments). */
    carrierCode: text('carrier_code', { enum: CARRIER.values }),
    /**
     * The courier's page typed by staff before the carriers' table; with a chosen carrier it stays
     * null and the link is built from the table.
     */
    trackingUrl: text('tracking_url'),
    /** When staff told a "Ritiro in negozio" buyer the order is ready on the counter. */
    readyForPickupAtMs: integer('ready_for_pickup_at_ms'),
    /** When the reminder before an unpaid transfer's hold runs out was written; sent once. */
    transferRemindedAtMs: integer('transfer_reminded_at_ms'),
    /**
     * A SHA-256 digest of the buyer's rate-limit key (their IPv4 address or IPv6 /64), so the cap
     * on open unpaid orders per client can be counted without keeping the address itself.
     */
    clientHash: text('client_hash'),
    /**
     * An online payment's Stripe Checkout Session (docs/product.md#payments-online): its id, the
     * provider's page the buyer pays on, and when the provider closes it.
     */
    paymentSessionId: text('payment_session_id'),
    paymentUrl: text('payment_url'),
    paymentExpiresAtMs: integer('payment_expires_at_ms'),
    /** The provider's PaymentIntent of a paid online order: what a refund is asked against. */
    paymentIntentId: text('payment_intent_id'),
    /**
     * What the provider reported that the shop did not apply and a person must look at: an amount
     * or currency that is not the order's, or a payment for an order already cancelled.
     */
    paymentProblem: text('payment_problem'),
    createdAtMs: integer('created_at_ms').notNull(),
    updatedAtMs: integer('updated_at_ms').notNull(),
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.number),
    uniqueIndex('orders_idempotency_key_unique').on(table.idempotencyKey),
    index('orders_owner_idx').on(table.ownerUid, table.createdAtMs),
    index('orders_created_idx').on(table.createdAtMs),
    // The open unpaid orders of an e-mail or a client, and those whose hold has run out.
    index('orders_email_status_idx').on(table.email, table.status),
    index('orders_client_status_idx').on(table.clientHash, table.status),
    index('orders_status_created_idx').on(table.status, table.createdAtMs),
    uniqueIndex('orders_payment_session_unique').on(table.paymentSessionId),
    // The online payments still open, by when their session closes (the reconciliation's query).
    index('orders_payment_expiry_idx').on(table.status, table.paymentExpiresAtMs),
    // The invoices asked in a month, for the accountant (docs/product.md#numeri).
    index('orders_invoice_created_idx')
      .on(table.createdAtMs)
      .where(sql`${table.invoiceTaxCode} IS NOT NULL`),
  ],
);

export const orderLines = sqliteTable(
  'order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** What the buyer saw, kept as it was at the time of the order. */
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    image: text('image').notNull(),
    color: text('color'),
    size: text('size'),
    /**
     * The variant sold (docs/product.md#variants): its stock or the product's shared stock is what a
     * cancellation or a return gives back. Null on orders placed before variants, or when staff
     * later removed the variant; the line's own copy of colour, size and SKU stays.
     */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text('sku'),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** The product's condition, grade and battery health as the buyer saw them: its guarantee follows. */
    condition: text('condition', { enum: PRODUCT_CONDITION.values }).notNull().default('nuovo'),
    grade: text('grade', { enum: PRODUCT_GRADE.values }),
    batteryHealth: integer('battery_health'),
    /**
     * Written as `changes()` right after the line's conditional stock update: 1 when the stock was
     * taken. Any other value breaks the check and rolls the whole order back.
     */
    stockTaken: integer('stock_taken').notNull(),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId, table.position),
    check('order_lines_stock_taken', sql`${table.stockTaken} = 1`),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** The order's timeline: every change of state, with an optional note. */
export const orderEvents = sqliteTable(
  'order_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status', { enum: ORDER_STATUS.values }).notNull(),
    note: text('note'),
    /**
     * Written, in the same batch, as the condition the change needs: for a move, `changes()` of
     * the update conditional on the state the mover saw; for a new order, whether the buyer's
     * open unpaid orders stay within their caps. Anything but 1 breaks the check and rolls the
     * whole batch back (docs/product.md#staff-order-flow).
     */
    allowed: integer('allowed').notNull().default(1),
    createdAtMs: integer('created_at_ms').notNull(),
  },
  (table) => [
    index('order_events_order_idx').on(table.orderId, table.createdAtMs),
    check('order_events_allowed', sql`${table.allowed} = 1`),
    // An order is cancelled once: a second cancellation (and its stock return) cannot be written.
    uniqueIndex('order_events_one_cancellation')
      .on(table.orderId)
      .where(sql`${table.status} = 'annullato'`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
