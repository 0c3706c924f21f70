import { and, desc, eq } from 'drizzle-orm';
import { orders } from '../../schema/db/orders';
import { type ProductReviewRow, productReviews } from '../../schema/db/product-reviews';
import { refusalReasonError } from '../../schema/rules/reviews';
import { REVIEW_STATUS, type ReviewStatus } from '../../schema/vocabulary';
import { type AuditActor, audit } from '../admin/audit';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { productFiguresStatement } from './reviews';
import { forgetCatalogueVersion } from './version';

/** The staff's side of reviews (docs/product.md#recensioni): read, then publish or refuse. */

/** The most reviews one staff list shows; the queue is worked from the oldest. */
export const STAFF_REVIEWS_LIMIT = 100;

/** A review with the order number staff look it up by. */
export interface StaffReview {
  review: ProductReviewRow;
  orderNumber: string;
}

export async function staffReviews(db: Database, status: ReviewStatus): Promise<StaffReview[]> {
  const rows = await db
    .select({ review: productReviews, orderNumber: orders.number })
    .from(productReviews)
    .innerJoin(orders, eq(orders.id, productReviews.orderId))
    .where(eq(productReviews.status, status))
    .orderBy(
      status === 'in_attesa' ? productReviews.createdAtMs : desc(productReviews.moderatedAtMs),
    )
    .limit(STAFF_REVIEWS_LIMIT);
  return rows;
}

async function pendingReview(db: Database, id: string): Promise<ProductReviewRow> {
  const review = await db.select().from(productReviews).where(eq(productReviews.id, id)).get();
  if (!review) throw new DomainError('Recensione non trovata.', 'NOT_FOUND', 'id');
  if (review.status !== 'in_attesa') {
    throw new DomainError(
      `Questa recensione è già «${REVIEW_STATUS.label(review.status)}»: ricarica la pagina.`,
      'CONFLICT',
      'id',
    );
  }
  return review;
}

/**
 * Publishes or refuses a waiting review, only while it waits: the change, the product's figures
 * from its published reviews and the audit row go in one batch.
 */
async function moderate(
  db: Database,
  actor: AuditActor,
  id: string,
  decision: { status: Exclude<ReviewStatus, 'in_attesa'>; refusalReason: string | null },
): Promise<ProductReviewRow> {
  const review = await pendingReview(db, id);
  const at = Date.now();
  const [changed] = await db.batch([
    db
      .update(productReviews)
      .set({ ...decision, moderatedAtMs: at })
      .where(and(eq(productReviews.id, id), eq(productReviews.status, 'in_attesa'))),
    productFiguresStatement(db, review.productId),
    audit(
      db,
      actor,
      {
        action: decision.status === 'pubblicata' ? 'review.publish' : 'review.refuse',
        entityType: 'review',
        entityId: id,
        summary:
          decision.status === 'pubblicata'
            ? `Recensione di ${review.authorName} (${review.stars}/5) pubblicata`
            : `Recensione di ${review.authorName} (${review.stars}/5) rifiutata: ${decision.refusalReason}`,
      },
      at,
    ),
  ]);
  // Another staff member decided first, between the read and the batch.
  if (changed.meta.changes !== 1) {
    throw new DomainError('La recensione è cambiata: ricarica la pagina.', 'CONFLICT', 'id');
  }
  forgetCatalogueVersion();
  return { ...review, ...decision, moderatedAtMs: at };
}

export function publishReview(db: Database, actor: AuditActor, id: string) {
  return moderate(db, actor, id, { status: 'pubblicata', refusalReason: null });
}

export function refuseReview(db: Database, actor: AuditActor, id: string, reason: string) {
  const problem = refusalReasonError(reason);
  if (problem) throw new DomainError(problem, 'BAD_USER_INPUT', 'reason');
  return moderate(db, actor, id, { status: 'rifiutata', refusalReason: reason.trim() });
}
