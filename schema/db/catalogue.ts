import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  type SQLiteColumn,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { PRICE_RANGES } from '../rules/catalogue-filters';
import { PRODUCT_CONDITION, PRODUCT_GRADE } from '../vocabulary';

/**
 * A price's range as its position in PRICE_RANGES (0 = the cheapest): how many ranges above the
 * first the price reaches. A sum of comparisons rather than a CASE, which D1's remote migrations
 * cut short (migrations/0023). The thresholds are literals, not bound values: SQLite uses an
 * index on an expression only for a WHERE term written exactly as the index is.
 */
export function priceRangePosition(price: SQLiteColumn): SQL {
  return sql`(${sql.join(
    PRICE_RANGES.slice(1).map((range) => sql`(${price} >= ${sql.raw(String(range.min))})`),
    sql` + `,
  )})`;
}

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
    /**
     * Every unit the product can sell (docs/product.md#variants): what its variants hold apart
     * (`variantStock`) and, the rest, the stock the other variants share.
     */
    stock: integer('stock').notNull(),
    /**
     * The units its variants hold apart, kept by triggers on product_variants
     * (migrations/0034_product_variants.sql): `stock` less this is the shared stock, which orders
     * take from and cancellations and returns give back to.
     */
    variantStock: integer('variant_stock').notNull().default(0),
    /** Whether the variants' prices differ, kept by triggers: cards then show "da" the price. */
    priceVaries: integer('price_varies', { mode: 'boolean' }).notNull().default(false),
    /**
     * The average and count of the product's published reviews, null when none
     * (docs/product.md#recensioni): written in the batch that publishes a review.
     */
    rating: real('rating'),
    reviews: integer('reviews'),
    details: text('details', { mode: 'json' }).$type<ProductDetails>(),
    /** Position in the bestseller list; null when the product is not on it. */
    bestsellerRank: integer('bestseller_rank'),
    updatedAtMs: integer('updated_at_ms').notNull(),
    /**
     * When staff archived the product, null while it is sold (docs/product.md#archived-products):
     * an archived product leaves every shop read but keeps its row for past orders.
     */
    archivedAtMs: integer('archived_at_ms'),
    /**
     * New, refurbished or used, with a grade for the last two and, for a device with a battery,
     * its health in percent (docs/product.md#condition-and-grades). Kept on the product listing
     * until variants carry their own.
     */
    condition: text('condition', { enum: PRODUCT_CONDITION.values }).notNull().default('nuovo'),
    grade: text('grade', { enum: PRODUCT_GRADE.values }),
    batteryHealth: integer('battery_health'),
    /**
     * The best and worst grades its variants are sold at (their own, or the product's), null for
     * new goods: kept by triggers on product_variants and products
     * (migrations/0043_grade_span.sql) so a card reads its "Gradi B–A" with no read of its own.
     */
    bestGrade: text('best_grade', { enum: PRODUCT_GRADE.values }),
    worstGrade: text('worst_grade', { enum: PRODUCT_GRADE.values }),
    /**
     * The sizes its variants come in, and those of them that can be bought now, as sorted JSON
     * arrays: kept by triggers on product_variants and products
     * (migrations/0040_size_facets.sql) so the filter counts can key by them
     * (docs/product.md#filtro-per-versione).
     */
    facetSizes: text('facet_sizes', { mode: 'json' }).$type<string[]>().notNull().default([]),
    facetSizesAvailable: text('facet_sizes_available', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default([]),
  },
  (table) => {
    // The shop's indexes hold only products on sale, so an archived product costs a listing no
    // read: every shop read names this condition, which lets SQLite use them.
    const onSale = sql`${table.archivedAtMs} IS NULL`;
    return [
      // The last line of defence against overselling: stock can never go below zero.
      check('products_stock_not_negative', sql`${table.stock} >= 0`),
      check('products_price_not_negative', sql`${table.price} >= 0`),
      // One index per filter and sort a listing page walks (worker/catalogue/listing.ts), so a page
      // reads about as many rows as it shows, whatever the catalogue's size.
      index('products_name_idx').on(sql`${table.name} COLLATE NOCASE`, table.id).where(onSale),
      index('products_price_idx').on(table.price, table.id).where(onSale),
      index('products_category_name_idx')
        .on(table.categoryId, sql`${table.name} COLLATE NOCASE`, table.id)
        .where(onSale),
      index('products_category_price_idx')
        .on(table.categoryId, table.price, table.id)
        .where(onSale),
      index('products_brand_name_idx')
        .on(table.brand, sql`${table.name} COLLATE NOCASE`, table.id)
        .where(onSale),
      index('products_brand_price_idx').on(table.brand, table.price, table.id).where(onSale),
      index('products_category_brand_name_idx')
        .on(table.categoryId, table.brand, sql`${table.name} COLLATE NOCASE`, table.id)
        .where(onSale),
      index('products_category_brand_price_idx')
        .on(table.categoryId, table.brand, table.price, table.id)
        .where(onSale),
      // Sorted by name within one price range: a rare range would otherwise walk the whole
      // category's (or brand's) slice of the name index to fill a page.
      index('products_category_range_name_idx')
        .on(
          table.categoryId,
          priceRangePosition(table.price),
          sql`${table.name} COLLATE NOCASE`,
          table.id,
        )
        .where(onSale),
      index('products_category_brand_range_name_idx')
        .on(
          table.categoryId,
          table.brand,
          priceRangePosition(table.price),
          sql`${table.name} COLLATE NOCASE`,
          table.id,
        )
        .where(onSale),
      // The condition filter: refurbished and used goods may be a small share of the shop, which
      // a walk of the name or price index would read past to fill a page.
      index('products_condition_name_idx')
        .on(table.condition, sql`${table.name} COLLATE NOCASE`, table.id)
        .where(onSale),
      index('products_condition_price_idx')
        .on(table.condition, table.price, table.id)
        .where(onSale),
      index('products_category_condition_name_idx')
        .on(table.categoryId, table.condition, sql`${table.name} COLLATE NOCASE`, table.id)
        .where(onSale),
      index('products_category_condition_price_idx')
        .on(table.categoryId, table.condition, table.price, table.id)
        .where(onSale),
      index('products_category_rank_idx')
        .on(table.categoryId, table.bestsellerRank, table.id)
        .where(onSale),
      index('products_rank_idx').on(table.bestsellerRank, table.id).where(onSale),
      // The staff's table of archived products, newest first.
      index('products_archived_idx')
        .on(table.archivedAtMs, table.id)
        .where(sql`${table.archivedAtMs} IS NOT NULL`),
      // Only what is out of or low on stock (docs/product.md#numeri).
      index('products_low_stock_idx')
        .on(table.stock, table.id)
        .where(sql`${table.archivedAtMs} IS NULL AND ${table.stock} <= 3`),
    ];
  },
);

/**
 * A colour and size of a product with its own price, SKU and, once staff set it apart, its own
 * stock (docs/product.md#variants). The product's price is the cheapest variant's, kept by
 * triggers (migrations/0034_product_variants.sql).
 */
export const productVariants = sqliteTable(
  'product_variants',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** '' when the product offers no colour. */
    color: text('color').notNull(),
    /** '' when the product offers no size. */
    size: text('size').notNull(),
    sku: text('sku').notNull(),
    /** Euro cents, before IVA. */
    price: integer('price').notNull(),
    /** Units held for this variant alone; null while it sells from the product's shared stock. */
    stock: integer('stock'),
    /** The variant's place in the product's colour-by-size grid. */
    position: integer('position').notNull(),
    /**
     * The Omnibus reference of this variant's own price, from its price history, or null without a
     * discount (docs/product.md#prices-and-discounts).
     */
    originalPrice: integer('original_price'),
    /**
     * A grade of its own for a refurbished or used product, null while it takes the product's
     * (docs/product.md#condition-and-grades). Set, it comes with its own battery health (null:
     * none stated); cleared by triggers when the product becomes new (migrations/0037).
     */
    grade: text('grade', { enum: PRODUCT_GRADE.values }),
    batteryHealth: integer('battery_health'),
  },
  (table) => [
    uniqueIndex('product_variants_sku_idx').on(table.sku),
    uniqueIndex('product_variants_option_idx').on(table.productId, table.color, table.size),
    check('product_variants_stock_not_negative', sql`${table.stock} >= 0`),
    index('product_variants_low_stock_idx')
      .on(table.stock, table.id)
      .where(sql`${table.stock} <= 3`),
    check('product_variants_price_not_negative', sql`${table.price} >= 0`),
  ],
);

/**
 * One row per size a product on sale comes in, with the sort keys the listing walks by, kept by
 * triggers on products from its facet sizes, name, price and archive (migrations/0042): a page
 * filtered by a rare size walks that size's rows in order, not the whole catalogue's
 * (docs/product.md#filtro-per-versione).
 */
export const productSizes = sqliteTable(
  'product_sizes',
  {
    size: text('size').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Whether the size can be bought now: in the product's facetSizesAvailable. */
    available: integer('available', { mode: 'boolean' }).notNull(),
    name: text('name').notNull(),
    /** The product's price, its cheapest variant's. */
    price: integer('price').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.size] }),
    // One index per sort, and per sort of the sizes that can be bought now ("Disponibili"): each
    // holds every column the walk reads, so a page reads about as many rows as it shows.
    index('product_sizes_name_idx').on(
      table.size,
      sql`${table.name} COLLATE NOCASE`,
      table.productId,
    ),
    index('product_sizes_price_idx').on(table.size, table.price, table.productId),
    index('product_sizes_available_name_idx').on(
      table.size,
      table.available,
      sql`${table.name} COLLATE NOCASE`,
      table.productId,
    ),
    index('product_sizes_available_price_idx').on(
      table.size,
      table.available,
      table.price,
      table.productId,
    ),
  ],
);

/**
 * Every price a product has had and since when, kept by triggers on products
 * (migrations/0017_price_history.sql) whatever writes the price: the struck price and the
 * "lowest price of the last 30 days" are computed from it (docs/product.md#prices-and-discounts).
 */
export const productPriceChanges = sqliteTable(
  'product_price_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The variant whose price this is; null for the product's own series, its cheapest variant's
     * price (docs/product.md#prices-and-discounts).
     */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Euro cents, before IVA, in effect from changedAtMs until the next change. */
    price: integer('price').notNull(),
    changedAtMs: integer('changed_at_ms').notNull(),
  },
  (table) => [
    index('product_price_changes_product_idx').on(table.productId, table.changedAtMs),
    index('product_price_changes_variant_idx').on(table.variantId, table.changedAtMs),
  ],
);

/**
 * How many products share each combination of the listing's filters, kept by triggers on
 * products (migrations/0009_catalogue_search.sql): the filter counts read this small table,
 * never the products.
 */
export const catalogueFacets = sqliteTable(
  'catalogue_facets',
  {
    categoryId: text('category_id').notNull(),
    brand: text('brand').notNull(),
    /** schema/rules/catalogue-filters.ts's price ranges, by the price before IVA. */
    priceRange: text('price_range').notNull(),
    available: integer('available', { mode: 'boolean' }).notNull(),
    condition: text('condition', { enum: PRODUCT_CONDITION.values }).notNull(),
    /** The products' facetSizes and facetSizesAvailable, as they store them. */
    sizes: text('sizes', { mode: 'json' }).$type<string[]>().notNull(),
    availableSizes: text('available_sizes', { mode: 'json' }).$type<string[]>().notNull(),
    products: integer('products').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.categoryId,
        table.brand,
        table.priceRange,
        table.available,
        table.condition,
        table.sizes,
        table.availableSizes,
      ],
    }),
  ],
);

/**
 * One row, bumped by triggers (migrations/0023_catalogue_triggers.sql) on every change to products
 * or categories but an order's stock taken from a product that stays buyable: shared caches key
 * the catalogue's answers by it (worker/catalogue/version.ts).
 */
export const catalogueVersion = sqliteTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type PriceChangeRow = typeof productPriceChanges.$inferSelect;
