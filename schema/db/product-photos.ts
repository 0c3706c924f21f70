import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { products } from './catalogue';

/**
 * The photos staff uploaded for a product (docs/product.md#product-photos), in the order the shop
 * shows them. The bytes are in R2 under `key`, their SHA-256: the same photo uploaded twice, for
 * one product or two, is one object.
 */
export const productPhotos = sqliteTable(
  'product_photos',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** 0 for the main photo, then in the order staff set. */
    position: integer('position').notNull(),
    createdAtMs: integer('created_at_ms').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.key] }),
    index('product_photos_position_idx').on(table.productId, table.position),
    // Whether another product still shows an object, before it is deleted from R2.
    index('product_photos_key_idx').on(table.key),
  ],
);

export type ProductPhotoRow = typeof productPhotos.$inferSelect;
