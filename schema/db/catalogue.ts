import { sql } from 'drizzle-orm';
import { check, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export interface ColorSwatch {
  name: string;
  hex: string;
}

/** The optional technical sheet of a product; lists are shown as comma-separated text. */
export interface ProductDetails {
  display?: string;
  processor?: string;
  camera?: string;
  battery?: string;
  connectivity?: string;
  waterResistance?: string;
  specialFeatures?: string[];
  chip?: string;
  features?: string[];
  resistance?: string;
  charging?: string;
}

export const categories = sqliteTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
});

export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    /** Euro cents, before IVA. */
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    description: text('description').notNull(),
    images: text('images', { mode: 'json' }).$type<string[]>().notNull(),
    colors: text('colors', { mode: 'json' }).$type<ColorSwatch[]>().notNull(),
    sizes: text('sizes', { mode: 'json' }).$type<string[]>().notNull(),
    inStock: integer('in_stock', { mode: 'boolean' }).notNull(),
    stock: integer('stock').notNull(),
    rating: real('rating'),
    reviews: integer('reviews'),
    details: text('details', { mode: 'json' }).$type<ProductDetails>(),
    /** Position in the bestseller list; null when the product is not on it. */
    bestsellerRank: integer('bestseller_rank'),
    updatedAtMs: integer('updated_at_ms').notNull(),
  },
  (table) => [
    // The last line of defence against overselling: stock can never go below zero.
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_price_not_negative', sql`${table.price} >= 0`),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
