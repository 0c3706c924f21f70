import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { STOCK_ALERT_STATUS } from '../vocabulary';
import { products, productVariants } from './catalogue';

const KNOWN_STATUSES = sql.raw(STOCK_ALERT_STATUS.values.map((value) => `'${value}'`).join(', '));

/**
 * "Avvisami quando torna disponibile" (docs/product.md#back-in-stock-alerts): one e-mail when
 * the variant asked for (or, for a request made before variants, any variant) is back, then the
 * request is done. Triggers on products and product_variants
 * (migrations/0038_variant_stock_alerts.sql) move waiting requests to `da_inviare` in the same
 * statement as whatever makes them buyable again, or closes them for good (archived product,
 * removed variant); the Worker then writes their e-mails.
 */
export const stockAlerts = sqliteTable(
  'stock_alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The variant the shopper chose; null for a request made before variants, which waits for
     * any of the product's. Set to null if the variant is removed, once its request is closed.
     */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** The variant's colour and size as the shopper read them ("Blu · 256GB"), for its e-mails. */
    variantLabel: text('variant_label'),
    /** Trimmed and in lower case. */
    email: text('email').notNull(),
    /** The account that asked with its own verified e-mail; null for a guest's request. */
    accountUid: text('account_uid'),
    status: text('status', { enum: STOCK_ALERT_STATUS.values }).notNull(),
    /** The request, or its latest repeat while unconfirmed: its confirmation link names it. */
    createdAtMs: integer('created_at_ms').notNull(),
    confirmedAtMs: integer('confirmed_at_ms'),
    notifiedAtMs: integer('notified_at_ms'),
    /**
     * When its product was archived or its variant removed: it will never be back, so the
     * request's one e-mail says so and closes it.
     */
    withdrawnAtMs: integer('withdrawn_at_ms'),
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
    // At most one open request per variant (or, for one made before variants, per product) and
    // address: asking again is the same request. A withdrawn request waits only for its e-mail.
    uniqueIndex('stock_alerts_open_unique')
      .on(table.productId, table.email)
      .where(
        sql`${table.status} <> 'inviato' AND ${table.variantId} IS NULL AND ${table.withdrawnAtMs} IS NULL`,
      ),
    uniqueIndex('stock_alerts_open_variant_unique')
      .on(table.variantId, table.email)
      .where(sql`${table.status} <> 'inviato' AND ${table.withdrawnAtMs} IS NULL`),
    // The triggers' updates of one variant's requests.
    index('stock_alerts_variant_status_idx').on(table.variantId, table.status),
    // The staff's count per product, and the trigger's update.
    index('stock_alerts_product_status_idx').on(table.productId, table.status),
    // The e-mails due, and retention.
    index('stock_alerts_status_created_idx').on(table.status, table.createdAtMs),
  ],
);

export type StockAlertRow = typeof stockAlerts.$inferSelect;
