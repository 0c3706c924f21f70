import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { PAYMENT_METHOD } from '../vocabulary';

/**
 * The shop's sales per Rome day and payment method (docs/product.md#numeri), kept by the triggers
 * of migrations/0051_numbers.sql in the same statement as the change that moves them: an order
 * placed adds it, its cancellation takes it back from the day it was placed, a return adds to the
 * day it was requested and its refund to the day it was refunded.
 */
export const salesDays = sqliteTable(
  'sales_days',
  {
    /** YYYY-MM-DD in Europe/Rome. */
    day: text('day').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD.values }).notNull(),
    orders: integer('orders').notNull().default(0),
    subtotal: integer('subtotal').notNull().default(0),
    shipping: integer('shipping').notNull().default(0),
    taxes: integer('taxes').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Orders that asked for an invoice. */
    invoices: integer('invoices').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    returns: integer('returns').notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.paymentMethod] })],
);

/** Units and net sales (before IVA) of each product per Rome day, for top products and categories. */
export const salesProducts = sqliteTable(
  'sales_products',
  {
    day: text('day').notNull(),
    productId: integer('product_id').notNull(),
    units: integer('units').notNull().default(0),
    net: integer('net').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.productId] })],
);
