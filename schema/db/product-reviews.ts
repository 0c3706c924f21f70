import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { REVIEW_STATUS } from '../vocabulary';
import { products } from './catalogue';
import { orders } from './orders';

const KNOWN_STATUSES = sql.raw(REVIEW_STATUS.values.map((value) => `'${value}'`).join(', '));

/**
 * A buyer's review of one line of a delivered order (docs/product.md#recensioni): written through
 * the order's signed review link, read by staff, then published or refused with a reason.
 */
export const productReviews = sqliteTable(
  'product_reviews',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order line reviewed, by its position in the order. */
    position: integer('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    body: text('body').notNull(),
    /** How the review is signed in public: the buyer's first name and initial. */
    authorName: text('author_name').notNull(),
    /** When the order was placed: the date the verified label shows. */
    purchasedAtMs: integer('purchased_at_ms').notNull(),
    status: text('status', { enum: REVIEW_STATUS.values }).notNull(),
    /** Why staff refused it; kept, and set only when refused. */
    refusalReason: text('refusal_reason'),
    createdAtMs: integer('created_at_ms').notNull(),
    moderatedAtMs: integer('moderated_at_ms'),
  },
  (table) => [
    check('product_reviews_status_known', sql`${table.status} IN (${KNOWN_STATUSES})`),
    check('product_reviews_stars_range', sql`${table.stars} BETWEEN 1 AND 5`),
    check(
      'product_reviews_refusal_has_reason',
      sql`(${table.status} = 'rifiutata') = (${table.refusalReason} IS NOT NULL)`,
    ),
    // One review per order line, whatever races it.
    uniqueIndex('product_reviews_line_unique').on(table.orderId, table.position),
    // A product's published reviews, newest first, and its average.
    index('product_reviews_product_status_idx').on(
      table.productId,
      table.status,
      table.moderatedAtMs,
    ),
    // The staff's queue.
    index('product_reviews_status_created_idx').on(table.status, table.createdAtMs),
  ],
);

export type ProductReviewRow = typeof productReviews.$inferSelect;
