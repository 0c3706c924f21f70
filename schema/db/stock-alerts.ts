import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { STOCK_ALERT_STATUS } from '../vocabulary';
import { products } from './catalogue';

const KNOWN_STATUSES = sql.raw(STOCK_ALERT_STATUS.values.map((value) => `'${value}'`).join(', '));

/**
 * "Avvisami quando torna disponibile" (docs/product.md#back-in-stock-alerts): one e-mail when
 * the product is back, then the request is done. A trigger on products
 * (migrations/0020_stock_alerts.sql) moves a product's waiting requests to `da_inviare` in the
 * same statement as whatever puts it back on sale; the Worker then writes their e-mails.
 */
export const stockAlerts = sqliteTable(
  'stock_alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Trimmed and in lower case. */
    email: text('email').notNull(),
    /** The account that asked with its own verified e-mail; null for a guest's request. */
    accountUid: text('account_uid'),
    status: text('status', { enum: STOCK_ALERT_STATUS.values }).notNull(),
    /** The request, or its latest repeat while unconfirmed: its confirmation link names it. */
    createdAtMs: integer('created_at_ms').notNull(),
    confirmedAtMs: integer('confirmed_at_ms'),
    notifiedAtMs: integer('notified_at_ms'),
  },
  (table) => [
    check('stock_alerts_status_known', sql`${table.status} IN (${KNOWN_STATUSES})`),
    check(
      'stock_alerts_confirmed_before_sent',
      sql`${table.status} = 'in_attesa_di_conferma' OR ${table.confirmedAtMs} IS NOT NULL`,
    ),
    check(
      'stock_alerts_sent_has_time',
      sql`(${table.status} = 'inviato') = (${table.notifiedAtMs} IS NOT NULL)`,
    ),
    // At most one open request per product and address: asking again is the same request.
    uniqueIndex('stock_alerts_open_unique')
      .on(table.productId, table.email)
      .where(sql`${table.status} <> 'inviato'`),
    // The staff's count per product, and the trigger's update.
    index('stock_alerts_product_status_idx').on(table.productId, table.status),
    // The e-mails due, and retention.
    index('stock_alerts_status_created_idx').on(table.status, table.createdAtMs),
  ],
);

export type StockAlertRow = typeof stockAlerts.$inferSelect;
