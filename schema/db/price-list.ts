import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PARTS_QUALITY, REPAIR_TYPE } from '../rules/price-list';
import { DEVICE_CATEGORY } from '../vocabulary';
import { quoteRequests } from './repairs';

/**
 * The repair price list (docs/product.md#price-list): one price per model, repair and part, in
 * cents before IVA, with the repair's typical time and whether it is done while the customer waits.
 */
export const repairPrices = sqliteTable(
  'repair_prices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    category: text('device_category', { enum: DEVICE_CATEGORY.values }).notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    repair: text('repair', { enum: REPAIR_TYPE.values }).notNull(),
    /** Null where the repair fits no part with a choice (a diagnosis, a cleaning). */
    partsQuality: text('parts_quality', { enum: PARTS_QUALITY.values }),
    price: integer('price_cents').notNull(),
    minutes: integer('typical_minutes').notNull(),
    whileYouWait: integer('while_you_wait', { mode: 'boolean' }).notNull(),
    updatedAtMs: integer('updated_at_ms').notNull(),
  },
  (table) => [
    // One price per model, repair and part, whatever the case staff type the names in; quote()
    // makes a missing part the text NULL, so two rows without one are the same row too.
    uniqueIndex('repair_prices_entry_unique').on(
      table.category,
      sql`lower(${table.brand})`,
      sql`lower(${table.model})`,
      table.repair,
      sql`quote(${table.partsQuality})`,
    ),
    index('repair_prices_model_idx').on(table.category, table.brand, table.model),
    index('repair_prices_updated_idx').on(table.updatedAtMs),
    check('repair_prices_price', sql`${table.price} > 0`),
  ],
);

/**
 * The price a quote request booked from the list states (docs/product.md#price-list): the row and
 * what it said at that moment, so a later change of the list changes no request.
 */
export const quoteRequestPrices = sqliteTable('quote_request_prices', {
  quoteRequestId: text('quote_request_id')
    .primaryKey()
    .references(() => quoteRequests.id, { onDelete: 'cascade' }),
  /** The row it was booked from; it may since have changed or gone. */
  priceId: integer('price_id').notNull(),
  repair: text('repair', { enum: REPAIR_TYPE.values }).notNull(),
  partsQuality: text('parts_quality', { enum: PARTS_QUALITY.values }),
  price: integer('price_cents').notNull(),
  minutes: integer('typical_minutes').notNull(),
  whileYouWait: integer('while_you_wait', { mode: 'boolean' }).notNull(),
});

export type RepairPriceRow = typeof repairPrices.$inferSelect;
export type QuoteRequestPriceRow = typeof quoteRequestPrices.$inferSelect;
