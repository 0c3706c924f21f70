import type { OrderRow } from '../../../schema/db/orders';
import type { ProductReviewRow } from '../../../schema/db/product-reviews';
import { PRODUCT_PAGE_REVIEWS, REVIEW_BODY_MAX } from '../../../schema/rules/reviews';
import { REVIEW_STATUS } from '../../../schema/vocabulary';
import {
  orderByReviewLink,
  type ReviewableLine,
  reviewableLines,
  reviewLinkFor,
  submitReview,
} from '../../catalogue/reviews';
import {
  publishReview,
  refuseReview,
  STAFF_REVIEWS_LIMIT,
  type StaffReview,
  staffReviews,
} from '../../catalogue/reviews-staff';
import { boundedText, rowId } from '../../input';
import { MAX_LINES } from '../../orders/cart-lines';
import { withinLimit } from '../../rate-limit';
import { builder } from '../builder';
import { Product } from './catalogue';
import { Order } from './orders';
import { vocabularyEnum } from './vocabulary-enum';

/** Verified reviews (docs/product.md#recensioni): the buyer's link, the product page, the staff queue. */

const ReviewStatusRef = vocabularyEnum('ReviewStatus', REVIEW_STATUS);

/** A signed review link is a few hundred characters; longer is not one. */
const MAX_LINK_LENGTH = 512;

const ProductReview = builder.objectRef<ProductReviewRow>('ProductReview').implement({
  description:
    'A buyer’s review of a product from a delivered order, published after staff read it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    stars: t.exposeInt('stars', { description: 'From 1 to 5.' }),
    body: t.exposeString('body', { description: 'Plain text as the buyer wrote it.' }),
    authorName: t.exposeString('authorName', {
      description: 'The buyer’s first name and the initial of the surname.',
    }),
    purchasedAt: t.expose('purchasedAtMs', {
      type: 'DateTime',
      description: 'When the reviewed order was placed: the verified label’s date.',
    }),
    publishedAt: t.expose('moderatedAtMs', { type: 'DateTime', nullable: true }),
  }),
});

builder.objectFields(Product, (t) => ({
  verifiedReviews: t.field({
    type: [ProductReview],
    maxItems: PRODUCT_PAGE_REVIEWS,
    description: `The newest published reviews (at most ${PRODUCT_PAGE_REVIEWS}); \`rating\` and \`reviews\` count them all.`,
    resolve: (product, _args, ctx) => ctx.catalogue.reviews.load(product.id),
  }),
}));

const ReviewableLineRef = builder.objectRef<ReviewableLine>('ReviewableLine').implement({
  description: 'A line of a delivered order, and whether its buyer has reviewed it.',
  fields: (t) => ({
    position: t.int({ resolve: ({ line }) => line.position }),
    productId: t.id({ resolve: ({ line }) => line.productId }),
    name: t.string({ resolve: ({ line }) => line.name }),
    brand: t.string({ resolve: ({ line }) => line.brand }),
    image: t.string({ resolve: ({ line }) => line.image }),
    color: t.string({ nullable: true, resolve: ({ line }) => line.color }),
    size: t.string({ nullable: true, resolve: ({ line }) => line.size }),
    reviewStatus: t.field({
      type: ReviewStatusRef,
      nullable: true,
      description: 'Null while the line is not reviewed.',
      resolve: ({ review }) => review?.status ?? null,
    }),
  }),
});

const ReviewInvitation = builder.objectRef<OrderRow>('ReviewInvitation').implement({
  description: 'What a delivered order’s review link opens: the order’s lines to review.',
  fields: (t) => ({
    orderNumber: t.exposeString('number'),
    purchasedAt: t.expose('createdAtMs', { type: 'DateTime' }),
    lines: t.field({
      type: [ReviewableLineRef],
      maxItems: MAX_LINES,
      resolve: (order, _args, ctx) => reviewableLines(ctx.db, order.id),
    }),
  }),
});

builder.objectFields(Order, (t) => ({
  reviewLink: t.string({
    nullable: true,
    description:
      'The token of the order’s review link (for /recensisci#link=…), for whoever may read the ' +
      'order; null until it is delivered and 90 days after.',
    resolve: async (order, _args, ctx) =>
      reviewLinkFor(ctx.env, order, await ctx.orders.events.load(order.id)),
  }),
}));

const ReviewInput = builder.inputType('ReviewInput', {
  fields: (t) => ({
    link: t.string({ required: true, description: 'The token of the order’s review link.' }),
    position: t.int({ required: true, description: 'The order line’s position.' }),
    stars: t.int({ required: true }),
    body: t.string({ required: true }),
  }),
});

builder.queryField('reviewInvitation', (t) =>
  t.field({
    type: ReviewInvitation,
    authScopes: { public: true },
    description: 'The delivered order a review link opens; an altered or expired link is refused.',
    args: { link: t.arg.string({ required: true }) },
    resolve: async (_root, { link }, ctx) => {
      await withinLimit(ctx.env.LOOKUP_RATE_LIMIT, ctx.client, 'reviewInvitation');
      return orderByReviewLink(ctx.db, ctx.env, boundedText(link, 'link', MAX_LINK_LENGTH));
    },
  }),
);

builder.mutationField('submitReview', (t) =>
  t.field({
    type: ReviewInvitation,
    authScopes: { public: true },
    description:
      'Reviews one line of a delivered order, once, through its review link; the review waits ' +
      'for staff before it is published.',
    args: { input: t.arg({ type: ReviewInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'submitReview');
      return submitReview(ctx.db, ctx.env, {
        token: boundedText(input.link, 'link', MAX_LINK_LENGTH),
        position: input.position,
        stars: input.stars,
        // Twice the limit: the rule's own message answers a text just over it.
        body: boundedText(input.body, 'body', REVIEW_BODY_MAX * 2),
      });
    },
  }),
);

const StaffReviewRef = builder.objectRef<StaffReview>('AdminReview').implement({
  description: 'A review as staff read it (staff only).',
  authScopes: { staff: true },
  fields: (t) => ({
    review: t.field({ type: ProductReview, resolve: ({ review }) => review }),
    status: t.field({ type: ReviewStatusRef, resolve: ({ review }) => review.status }),
    refusalReason: t.string({ nullable: true, resolve: ({ review }) => review.refusalReason }),
    writtenAt: t.field({ type: 'DateTime', resolve: ({ review }) => review.createdAtMs }),
    orderNumber: t.exposeString('orderNumber'),
    product: t.field({
      type: Product,
      nullable: true,
      resolve: async ({ review }, _args, ctx) =>
        (await ctx.catalogue.product.load(review.productId)) ?? null,
    }),
  }),
});

builder.queryField('adminReviews', (t) =>
  t.withAuth({ staff: true }).field({
    type: [StaffReviewRef],
    maxItems: STAFF_REVIEWS_LIMIT,
    description: 'Reviews in one state: the waiting ones oldest first, the others newest first.',
    args: { status: t.arg({ type: ReviewStatusRef, required: true }) },
    resolve: (_root, { status }, ctx) => staffReviews(ctx.db, status),
  }),
);

builder.mutationFields((t) => ({
  adminPublishReview: t.withAuth({ staff: true }).field({
    type: ProductReview,
    description: 'Publishes a waiting review; the product’s rating and count follow.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => publishReview(ctx.db, ctx.viewer, rowId(id)),
  }),
  adminRefuseReview: t.withAuth({ staff: true }).field({
    type: ProductReview,
    description: 'Refuses a waiting review; the reason is kept with it.',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, { id, reason }, ctx) =>
      refuseReview(ctx.db, ctx.viewer, rowId(id), boundedText(reason, 'reason', 2000)),
  }),
}));
