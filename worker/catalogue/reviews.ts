import { and, desc, eq, sql } from 'drizzle-orm';
import { products } from '../../schema/db/catalogue';
import {
  type OrderEventRow,
  type OrderLineRow,
  type OrderRow,
  orderLines,
  orders,
} from '../../schema/db/orders';
import { type ProductReviewRow, productReviews } from '../../schema/db/product-reviews';
import {
  REVIEW_LINK_REFUSALS,
  reviewAuthorName,
  reviewErrors,
  reviewLinkExpiry,
} from '../../schema/rules/reviews';
import { deliveredAt } from '../../schema/rules/warranty';
import type { ReviewStatus } from '../../schema/vocabulary';
import { type Database, inJsonList, violates } from '../db';
import { DomainError, invalidFields } from '../domain-error';
import { checkLink, signLink } from '../http/signed-links';

/**
 * Verified reviews, the buyer's side (docs/product.md#recensioni): a delivered order's signed
 * link names the order and expires 90 days after delivery; through it the buyer reviews each line
 * once, and the review waits for staff.
 */

/** The token of a delivered order's review link, valid until 90 days after delivery. */
export function reviewLinkToken(
  env: Pick<Env, 'LINK_SECRET'>,
  orderId: string,
  deliveredAtMs: number,
): Promise<string> {
  return signLink(env, 'order.review', orderId, reviewLinkExpiry(deliveredAtMs));
}

/**
 * The review link's token for an order a reader may see, from its timeline (oldest first); null
 * until it is delivered or once expired.
 */
export async function reviewLinkFor(
  env: Pick<Env, 'LINK_SECRET'>,
  order: Pick<OrderRow, 'id' | 'status'>,
  timeline: readonly Pick<OrderEventRow, 'status' | 'createdAtMs'>[],
  nowMs = Date.now(),
): Promise<string | null> {
  const at = deliveredAt(order.status, timeline);
  if (at === null || reviewLinkExpiry(at) <= nowMs) return null;
  return reviewLinkToken(env, order.id, at);
}

/** The delivered order a review link opens; an altered, expired or misused link is refused. */
export async function orderByReviewLink(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  token: string,
): Promise<OrderRow> {
  const check = await checkLink(env, 'order.review', token);
  if (!check.ok) throw new DomainError(REVIEW_LINK_REFUSALS[check.reason], 'FORBIDDEN', 'link');
  const order = await db.select().from(orders).where(eq(orders.id, check.payload)).get();
  if (!order) throw new DomainError(REVIEW_LINK_REFUSALS.invalid, 'FORBIDDEN', 'link');
  if (order.status !== 'consegnato') {
    throw new DomainError(REVIEW_LINK_REFUSALS.notDelivered, 'FORBIDDEN', 'link');
  }
  return order;
}

/** An order line, with the review its buyer wrote of it, if any. */
export interface ReviewableLine {
  line: OrderLineRow;
  review: Pick<ProductReviewRow, 'status' | 'stars'> | null;
}

export async function reviewableLines(db: Database, orderId: string): Promise<ReviewableLine[]> {
  const [lines, written] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.position),
    db
      .select({
        position: productReviews.position,
        status: productReviews.status,
        stars: productReviews.stars,
      })
      .from(productReviews)
      .where(eq(productReviews.orderId, orderId)),
  ]);
  return lines.map((line) => ({
    line,
    review: written.find((review) => review.position === line.position) ?? null,
  }));
}

export interface ReviewSubmission {
  token: string;
  position: number;
  stars: number;
  body: string;
}

/**
 * The buyer's review of one line, waiting for staff. The unique index on the line refuses a
 * second one, whatever raced it.
 */
export async function submitReview(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  submission: ReviewSubmission,
): Promise<OrderRow> {
  const order = await orderByReviewLink(db, env, submission.token);
  const errors = reviewErrors(submission);
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  const line = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.position, submission.position)))
    .get();
  if (!line) throw new DomainError(REVIEW_LINK_REFUSALS.noLine, 'NOT_FOUND', 'position');
  try {
    await db.insert(productReviews).values({
      id: crypto.randomUUID(),
      orderId: order.id,
      position: line.position,
      productId: line.productId,
      stars: submission.stars,
      body: submission.body.trim(),
      authorName: reviewAuthorName(order.firstName, order.lastName),
      purchasedAtMs: order.createdAtMs,
      status: 'in_attesa',
      createdAtMs: Date.now(),
    });
  } catch (error) {
    if (violates(error, 'product_reviews.order_id, product_reviews.position')) {
      throw new DomainError(REVIEW_LINK_REFUSALS.reviewed, 'CONFLICT', 'position');
    }
    throw error;
  }
  return order;
}

/** The published reviews of each product, newest first, at most `limit` each: one query. */
export async function publishedReviews(
  db: Database,
  productIds: readonly number[],
  limit: number,
): Promise<Map<number, ProductReviewRow[]>> {
  const ranked = db
    .select({
      id: productReviews.id,
      rank: sql<number>`row_number() OVER (PARTITION BY ${productReviews.productId} ORDER BY ${productReviews.moderatedAtMs} DESC, ${productReviews.id})`.as(
        'rank',
      ),
    })
    .from(productReviews)
    .where(
      and(
        inJsonList(productReviews.productId, productIds),
        eq(productReviews.status, 'pubblicata'),
      ),
    )
    .as('ranked');
  const rows = await db
    .select({ review: productReviews })
    .from(productReviews)
    .innerJoin(ranked, eq(ranked.id, productReviews.id))
    .where(sql`${ranked.rank} <= ${limit}`)
    .orderBy(desc(productReviews.moderatedAtMs), productReviews.id);
  const byProduct = new Map<number, ProductReviewRow[]>();
  for (const { review } of rows) {
    const list = byProduct.get(review.productId);
    if (list) list.push(review);
    else byProduct.set(review.productId, [review]);
  }
  return byProduct;
}

/**
 * The statement that writes a product's figures from its published reviews: the average to one
 * decimal and the count, both null when none (docs/product.md#recensioni).
 */
export function productFiguresStatement(db: Database, productId: number) {
  const published = sql`FROM ${productReviews} WHERE ${productReviews.productId} = ${productId} AND ${productReviews.status} = ${'pubblicata' satisfies ReviewStatus}`;
  return db
    .update(products)
    .set({
      rating: sql`(SELECT round(avg(${productReviews.stars}), 1) ${published})`,
      reviews: sql`(SELECT nullif(count(*), 0) ${published})`,
    })
    .where(eq(products.id, productId));
}
