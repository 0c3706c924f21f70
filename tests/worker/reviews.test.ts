import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { REVIEW_LINK_DAYS, REVIEW_LINK_REFUSALS } from '../../schema/rules/reviews';
import { graphql } from '../../web/graphql';
import { reviewLinkToken } from '../../worker/catalogue/reviews';
import { maskedLinks } from '../../worker/mail/preview';
import { codes, gql, send, shellOnlyAssets } from './client';
import {
  advanceOrder,
  asCustomer,
  asStaff,
  fromNewClient,
  NOT_STAFF,
  orderPlaced,
  rowCount,
} from './fixtures';
import { writtenMails } from './outbox-mail';

const DAY = 86_400_000;
const AIRPODS = '6';
const IPHONE = '1';

/** A cash-on-delivery order (AirPods, then an iPhone) that staff have delivered. */
async function delivered() {
  const order = await orderPlaced(
    [
      { productId: AIRPODS, quantity: 1 },
      { productId: IPHONE, quantity: 1 },
    ],
    { input: { paymentMethod: 'CONTRASSEGNO' } },
  );
  await advanceOrder(order.id, 'IN_PREPARAZIONE', 'SPEDITO');
  await advanceOrder(order.id, 'SPEDITO', 'CONSEGNATO');
  return order;
}

/** The token of the review link in the order's delivery e-mail. */
async function emailedLink(orderNumber: string): Promise<string> {
  const mail = (await writtenMails(eq(outbox.kind, 'order.delivered'))).find(
    (written) => written.ref === orderNumber,
  );
  const link = mail?.text.match(/\/recensisci#link=([^\s>)]+)/);
  if (!link?.[1]) throw new Error(`no review link in ${mail?.text}`);
  return decodeURIComponent(link[1]);
}

const INVITATION = graphql(`query ($link: String!) {
  reviewInvitation(link: $link) { orderNumber lines { position productId name reviewStatus } }
}`);

const BODY = 'Cancellazione del rumore ottima, batteria che dura tutta la giornata.';

function review(link: string, position: number, stars = 5, body = BODY) {
  return gql(
    graphql(`mutation ($input: ReviewInput!) {
      submitReview(input: $input) { lines { position reviewStatus } }
    }`),
    { input: { link, position, stars, body } },
    fromNewClient(),
  );
}

async function waiting() {
  const { body } = await gql(
    graphql('{ adminReviews(status: IN_ATTESA) { review { id stars } orderNumber status } }'),
    {},
    asStaff(),
  );
  return body.data?.adminReviews ?? [];
}

function publish(id: string) {
  return gql(
    graphql('mutation ($id: ID!) { adminPublishReview(id: $id) { id publishedAt } }'),
    { id },
    asStaff(),
  );
}

function refuse(id: string, reason: string) {
  return gql(
    graphql(
      'mutation ($id: ID!, $reason: String!) { adminRefuseReview(id: $id, reason: $reason) { id } }',
    ),
    { id, reason },
    asStaff(),
  );
}

async function figures(id: string) {
  const { body } = await gql(
    graphql(`query ($id: ID!) { product(id: $id) {
      rating reviews verifiedReviews { stars body authorName purchasedAt }
    } }`),
    { id },
  );
  return body.data?.product;
}

/** The product page's schema.org Product (a ProductGroup of its variants), as the Worker serves it. */
async function productJsonLd(id: string): Promise<Record<string, unknown>> {
  const response = await send(new Request(`https://shop.test/product-overview/${id}`), {
    ...env,
    ASSETS: shellOnlyAssets,
  });
  const html = await response.text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)];
  const product = scripts
    .map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product' || data['@type'] === 'ProductGroup');
  if (!product) throw new Error(`no Product JSON-LD in ${html}`);
  return product;
}

describe('the seed’s invented figures', () => {
  it('are gone: no product has a rating or a count until a review is published', async () => {
    expect(await rowCount('products', 'rating IS NOT NULL OR reviews IS NOT NULL')).toBe(0);
    expect(await figures(IPHONE)).toEqual({ rating: null, reviews: null, verifiedReviews: [] });
    const ld = await productJsonLd(IPHONE);
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
  });
});

describe('a delivered order’s buyer', () => {
  it('gets a signed review link in the delivery e-mail, and reviews each line once', async () => {
    const order = await delivered();
    const link = await emailedLink(order.number);
    // The staff's preview of the e-mail hands out no working link.
    const preview = maskedLinks(
      (await writtenMails(eq(outbox.kind, 'order.delivered'))).find((m) => m.ref === order.number)
        ?.html ?? '',
    );
    expect(preview).toContain('/recensisci"');
    expect(preview).not.toContain(encodeURIComponent(link));

    const opened = await gql(INVITATION, { link }, fromNewClient());
    expect(opened.body.data?.reviewInvitation).toMatchObject({
      orderNumber: order.number,
      lines: [
        { position: 0, productId: AIRPODS, reviewStatus: null },
        { position: 1, productId: IPHONE, reviewStatus: null },
      ],
    });

    const first = await review(link, 0, 4);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.submitReview?.lines[0]?.reviewStatus).toBe('IN_ATTESA');

    const again = await review(link, 0, 1, 'Ci ho ripensato, volevo cambiare il voto.');
    expect(codes(again.body)).toEqual(['CONFLICT']);
    expect(again.body.errors?.[0]?.message).toBe(REVIEW_LINK_REFUSALS.reviewed);
    expect(await rowCount('product_reviews', `order_id = '${order.id}'`)).toBe(1);

    // Waiting for staff: nothing shows yet.
    expect(await figures(AIRPODS)).toEqual({ rating: null, reviews: null, verifiedReviews: [] });
  });

  it('finds the same link on the order page, and no link before delivery', async () => {
    const order = await orderPlaced([{ productId: AIRPODS, quantity: 1 }], {
      input: { paymentMethod: 'CONTRASSEGNO' },
    });
    const read = () =>
      gql(
        graphql(
          'query ($id: ID!, $token: String) { order(id: $id, token: $token) { reviewLink } }',
        ),
        { id: order.id, token: order.accessToken },
      );
    expect((await read()).body.data?.order?.reviewLink).toBeNull();
    await advanceOrder(order.id, 'IN_PREPARAZIONE', 'CONSEGNATO');
    const link = (await read()).body.data?.order?.reviewLink ?? '';
    const opened = await gql(INVITATION, { link }, fromNewClient());
    expect(opened.body.data?.reviewInvitation?.orderNumber).toBe(order.number);
  });

  it('is refused with an altered, expired or undelivered order’s link, and nothing is written', async () => {
    const order = await delivered();
    const link = await emailedLink(order.number);
    const [payload = '', expiry = '', mac = ''] = link.split('.');
    const altered = [
      `${payload}.${(Number.parseInt(expiry, 36) + DAY).toString(36)}.${mac}`,
      `${payload}.${expiry}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
      'non-un-link',
    ];
    for (const bad of altered) {
      const { body } = await review(bad, 0);
      expect(codes(body)).toEqual(['FORBIDDEN']);
      expect(body.errors?.[0]?.message).toBe(REVIEW_LINK_REFUSALS.invalid);
    }

    const longAgo = Date.now() - (REVIEW_LINK_DAYS + 1) * DAY;
    const expired = await reviewLinkToken(env, order.id, longAgo);
    const late = await review(expired, 0);
    expect(codes(late.body)).toEqual(['FORBIDDEN']);
    expect(late.body.errors?.[0]?.message).toBe(REVIEW_LINK_REFUSALS.expired);

    const open = await orderPlaced([{ productId: AIRPODS, quantity: 1 }], {
      input: { paymentMethod: 'CONTRASSEGNO' },
    });
    const early = await review(await reviewLinkToken(env, open.id, Date.now()), 0);
    expect(codes(early.body)).toEqual(['FORBIDDEN']);
    expect(early.body.errors?.[0]?.message).toBe(REVIEW_LINK_REFUSALS.notDelivered);

    expect(await rowCount('product_reviews')).toBe(0);
  });

  it('gets Italian messages for stars out of range, a text too short or too long, a missing line', async () => {
    const order = await delivered();
    const link = await emailedLink(order.number);
    const stars = await review(link, 0, 6);
    expect(codes(stars.body)).toEqual(['BAD_USER_INPUT']);
    expect(stars.body.errors?.[0]?.extensions.fields).toMatchObject({
      stars: 'Scegli da 1 a 5 stelle.',
    });
    const short = await review(link, 0, 5, 'Bello.');
    expect(short.body.errors?.[0]?.extensions.fields).toHaveProperty('body');
    const long = await review(link, 0, 5, 'a'.repeat(2001));
    expect(long.body.errors?.[0]?.extensions.fields).toMatchObject({
      body: 'La recensione può contenere al massimo 2000 caratteri.',
    });
    const absent = await review(link, 7, 5);
    expect(codes(absent.body)).toEqual(['NOT_FOUND']);
    expect(await rowCount('product_reviews')).toBe(0);
  });
});

describe('staff moderation', () => {
  it('publishes a review: the product’s average, count, reviews and JSON-LD come from it', async () => {
    const first = await delivered();
    await review(await emailedLink(first.number), 0, 5, `${BODY} </script><b>davvero</b>`);
    const second = await delivered();
    await review(await emailedLink(second.number), 0, 4);

    const queue = await waiting();
    expect(queue.map((entry) => entry.orderNumber)).toEqual([first.number, second.number]);
    for (const entry of queue) expect((await publish(entry.review.id)).body.errors).toBeUndefined();

    const shown = await figures(AIRPODS);
    expect(shown).toMatchObject({ rating: 4.5, reviews: 2 });
    expect(shown?.verifiedReviews).toHaveLength(2);
    expect(shown?.verifiedReviews[0]?.authorName).toMatch(/^Giulia B\.$/);
    expect(await rowCount('admin_audit', "action = 'review.publish'")).toBe(2);

    const ld = await productJsonLd(AIRPODS);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2, bestRating: 5 });
    expect(ld.review).toHaveLength(2);
    expect(JSON.stringify(ld.review)).toContain('</script><b>davvero</b>');

    // The other product of those orders has no published review.
    expect(await productJsonLd(IPHONE)).not.toHaveProperty('aggregateRating');
  });

  it('refuses a review with its reason kept; it never counts, and cannot be published after', async () => {
    const order = await delivered();
    await review(await emailedLink(order.number), 1, 1);
    const [entry] = await waiting();
    const id = entry?.review.id ?? '';

    const noReason = await refuse(id, '   ');
    expect(codes(noReason.body)).toEqual(['BAD_USER_INPUT']);
    expect(
      (await refuse(id, 'Parla della consegna, non del prodotto.')).body.errors,
    ).toBeUndefined();

    const { body } = await gql(
      graphql('{ adminReviews(status: RIFIUTATA) { refusalReason } }'),
      {},
      asStaff(),
    );
    expect(body.data?.adminReviews).toEqual([
      { refusalReason: 'Parla della consegna, non del prodotto.' },
    ]);
    expect(codes((await publish(id)).body)).toEqual(['CONFLICT']);
    expect(await figures(IPHONE)).toEqual({ rating: null, reviews: null, verifiedReviews: [] });
    expect(await rowCount('admin_audit', "action = 'review.refuse'")).toBe(1);
  });

  it('is for staff only', async () => {
    for (const { who, code } of NOT_STAFF()) {
      const list = await gql(
        graphql('{ adminReviews(status: IN_ATTESA) { orderNumber } }'),
        {},
        who,
      );
      expect(codes(list.body)).toEqual([code]);
      const move = await gql(graphql('mutation { adminPublishReview(id: "x") { id } }'), {}, who);
      expect(codes(move.body)).toEqual([code]);
    }
    const customer = await gql(
      graphql('mutation { adminRefuseReview(id: "x", reason: "no") { id } }'),
      {},
      asCustomer(),
    );
    expect(codes(customer.body)).toEqual(['FORBIDDEN']);
  });
});
