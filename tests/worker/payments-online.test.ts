import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { orders } from '../../schema/db/orders';
import { paymentEvents } from '../../schema/db/payments';
import { PAYMENT_SESSION_MS } from '../../schema/rules/online-payments';
import { graphql } from '../../web/graphql';
import { createDatabase } from '../../worker/db';
import worker from '../../worker/index';
import { ORDER_MAIL_KIND } from '../../worker/orders/order-mail';
import { codes, dataOf, gql } from './client';
import { asStaff, orderInput, placeOrder, rowCount, stockOf } from './fixtures';
import { writtenMails } from './outbox-mail';
import { postEvent, sessionIdOf, signedEvent, stripeStandIn } from './stripe';

const AIRPODS = '6';

const PLACE = graphql(`
  mutation PlaceOnline($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) {
      accessToken paymentUrl order { id number total status }
    }
  }
`);

const READ = graphql(`
  query OnlineOrder($id: ID!, $token: String) {
    order(id: $id, token: $token) {
      status total onlinePayment { payable closesAt }
      events { status note }
    }
  }
`);

const PROBLEM = graphql(`
  query OnlineOrderProblem($id: ID!) { order(id: $id) { status paymentProblem } }
`);

const PAY = graphql(`
  mutation PayOnline($id: ID!, $token: String) { payOrder(id: $id, token: $token) { url } }
`);

const METHODS = graphql('query Methods { checkoutPaymentMethods }');

async function placeOnline(quantity = 2) {
  const { body } = await placeOrder(
    orderInput([{ productId: AIRPODS, quantity }], { paymentMethod: 'ONLINE' }),
    { document: PLACE },
  );
  const placed = body.data?.placeOrder;
  if (!placed) throw new Error(`refused: ${JSON.stringify(body)}`);
  return placed;
}

async function statusOf(id: string) {
  const row = await env.DB.prepare('SELECT status FROM orders WHERE id = ?')
    .bind(id)
    .first<{ status: string }>();
  return row?.status;
}

const mailsOf = (number: string, kind: string) =>
  writtenMails(and(eq(outbox.ref, number), eq(outbox.kind, kind)));

/** The hourly Cron Trigger, as if at `at`, through the Worker's own export. */
async function cronAt(at: number) {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '0 * * * *' }), env);
}

const withoutStripe = { ...env, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' };

describe('the online method', () => {
  it('is offered with a Stripe account connected, and neither offered nor taken without', async () => {
    stripeStandIn();
    expect(dataOf(await gql(METHODS)).checkoutPaymentMethods).toContain('ONLINE');
    const off = await gql(METHODS, {}, { bindings: withoutStripe });
    expect(dataOf(off).checkoutPaymentMethods).toEqual(['BONIFICO', 'CONTRASSEGNO', 'RITIRO']);
    const refused = await gql(
      PLACE,
      {
        input: orderInput([{ productId: AIRPODS, quantity: 1 }], { paymentMethod: 'ONLINE' }),
        key: 'k-off-0001-abcdefgh',
      },
      { bindings: withoutStripe, headers: { 'cf-connecting-ip': 'off-1' } },
    );
    expect(codes(refused.body)).toEqual(['BAD_USER_INPUT']);
    expect(await rowCount('orders')).toBe(0);
  });

  it('is off in a production Worker pointed at the stand-in', async () => {
    stripeStandIn();
    const production = { ...env, ENVIRONMENT: 'production', SHOP_ORIGIN: 'https://shop.test' };
    const methods = dataOf(await gql(METHODS, {}, { bindings: production })).checkoutPaymentMethods;
    expect(methods).not.toContain('ONLINE');
  });
});

describe('placing an online order', () => {
  it("holds the stock and opens Stripe's page with the server's own amounts", async () => {
    const stripe = stripeStandIn();
    const before = await stockOf(AIRPODS);
    const placed = await placeOnline(2);
    expect(placed.order.status).toBe('IN_ATTESA_DI_PAGAMENTO');
    expect(await stockOf(AIRPODS)).toBe(before - 2);
    expect(placed.paymentUrl).toMatch(`${env.STRIPE_API_BASE}/pay/cs_test_`);
    const id = sessionIdOf(placed.paymentUrl ?? '');
    const session = stripe.sessions.get(id);
    expect(session?.amount_total).toBe(placed.order.total);
    expect(session?.currency).toBe('eur');
    expect(session?.client_reference_id).toBe(placed.order.id);
    expect(session?.customer_email).toMatch(/@example\.it$/);
    expect(session?.success_url).toBe(`https://shop.test/order/${placed.order.id}?pagamento=ok`);
    expect(stripe.lineItems.get(id)?.map((line) => line.price_data.product_data.name)).toEqual([
      expect.stringContaining('AirPods'),
      'IVA 22%',
    ]);
    const order = dataOf(await gql(READ, { id: placed.order.id, token: placed.accessToken })).order;
    expect(order?.onlinePayment?.payable).toBe(true);
    expect(Date.parse(order?.onlinePayment?.closesAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('keeps the order payable when Stripe does not answer, and opens the page on «Paga ora»', async () => {
    const stripe = stripeStandIn();
    stripe.failNext = 2;
    const placed = await placeOnline();
    expect(placed.paymentUrl).toBeNull();
    expect(await statusOf(placed.order.id)).toBe('in_attesa_di_pagamento');
    const { url } = dataOf(
      await gql(PAY, { id: placed.order.id, token: placed.accessToken }),
    ).payOrder;
    expect(stripe.sessions.get(sessionIdOf(url))?.amount_total).toBe(placed.order.total);
    // Asked again, the same page.
    const again = dataOf(await gql(PAY, { id: placed.order.id, token: placed.accessToken }));
    expect(again.payOrder.url).toBe(url);
    expect(stripe.sessions.size).toBe(1);
  });

  it('refuses «Paga ora» to whoever lacks the token', async () => {
    stripeStandIn();
    const placed = await placeOnline();
    expect(codes((await gql(PAY, { id: placed.order.id, token: 'wrong' })).body)).toEqual([
      'NOT_FOUND',
    ]);
  });
});

describe('the webhook', () => {
  it('marks the order paid once, with its e-mail, timeline entry and audit row', async () => {
    const stripe = stripeStandIn();
    const placed = await placeOnline();
    const paid = await stripe.pay(sessionIdOf(placed.paymentUrl ?? ''));
    expect((await postEvent(paid)).status).toBe(200);
    expect((await postEvent(paid)).status).toBe(200);
    expect(await statusOf(placed.order.id)).toBe('pagato');
    expect(await mailsOf(placed.order.number, ORDER_MAIL_KIND.paymentReceived)).toHaveLength(1);
    expect(await rowCount('payment_events')).toBe(1);
    expect(await rowCount('admin_audit', "action = 'order.paid-online'")).toBe(1);
    const order = dataOf(await gql(READ, { id: placed.order.id, token: placed.accessToken })).order;
    expect(order?.events.map((event) => event.status)).toEqual([
      'IN_ATTESA_DI_PAGAMENTO',
      'PAGATO',
    ]);
    expect(order?.onlinePayment?.payable).toBe(false);
  });

  it('refuses a forged or stale signature with 400 and applies nothing', async () => {
    const stripe = stripeStandIn();
    const placed = await placeOnline();
    const paid = await stripe.pay(sessionIdOf(placed.paymentUrl ?? ''));
    const forged = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: paid.body,
      secret: 'whsec_not_the_shops',
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const stale = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: paid.body,
      secret: env.STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const tampered = paid.body.replace(`"amount_total":${placed.order.total}`, '"amount_total":1');
    for (const response of [
      await postEvent(paid, forged),
      await postEvent(paid, stale),
      await postEvent(paid, ''),
      await postEvent(paid, paid.signature, tampered),
    ]) {
      expect(response.status).toBe(400);
    }
    expect(await statusOf(placed.order.id)).toBe('in_attesa_di_pagamento');
    expect(await rowCount('payment_events')).toBe(0);
  });

  it('never applies an amount that is not the order total, and shows it to staff', async () => {
    const stripe = stripeStandIn();
    const placed = await placeOnline();
    const id = sessionIdOf(placed.paymentUrl ?? '');
    const session = stripe.sessions.get(id);
    if (!session) throw new Error('no session');
    stripe.sessions.set(id, { ...session, amount_total: placed.order.total - 100 });
    expect((await postEvent(await stripe.pay(id))).status).toBe(200);
    expect(await statusOf(placed.order.id)).toBe('in_attesa_di_pagamento');
    expect(await mailsOf(placed.order.number, ORDER_MAIL_KIND.paymentReceived)).toHaveLength(0);
    const seen = dataOf(await gql(PROBLEM, { id: placed.order.id }, asStaff())).order;
    expect(seen?.paymentProblem).toMatch(/invece di/);
  });

  it('cancels and restocks an expired session once, and a late payment after it goes to staff', async () => {
    const stripe = stripeStandIn();
    const before = await stockOf(AIRPODS);
    const placed = await placeOnline(2);
    const id = sessionIdOf(placed.paymentUrl ?? '');
    const expired = await stripe.expire(id);
    expect((await postEvent(expired)).status).toBe(200);
    expect(await statusOf(placed.order.id)).toBe('annullato');
    expect(await stockOf(AIRPODS)).toBe(before);
    expect(await mailsOf(placed.order.number, ORDER_MAIL_KIND.expired)).toHaveLength(1);
    // Out of order: a payment reported after the cancellation is never applied.
    const session = stripe.sessions.get(id);
    if (!session) throw new Error('no session');
    stripe.sessions.set(id, { ...session, status: 'open' });
    expect((await postEvent(await stripe.pay(id))).status).toBe(200);
    expect(await statusOf(placed.order.id)).toBe('annullato');
    expect(await stockOf(AIRPODS)).toBe(before);
    const seen = dataOf(await gql(PROBLEM, { id: placed.order.id }, asStaff())).order;
    expect(seen?.paymentProblem).toMatch(/già annullato/);
  });

  it('leaves a paid order paid when an expiry arrives after it', async () => {
    const stripe = stripeStandIn();
    const placed = await placeOnline();
    const id = sessionIdOf(placed.paymentUrl ?? '');
    const paid = await stripe.pay(id);
    const session = stripe.sessions.get(id);
    if (!session) throw new Error('no session');
    stripe.sessions.set(id, { ...session, status: 'open' });
    const expired = await stripe.expire(id);
    await postEvent(paid);
    await postEvent(expired);
    expect(await statusOf(placed.order.id)).toBe('pagato');
  });

  it('restocks once when the expiry event and the reconciliation race', async () => {
    const stripe = stripeStandIn();
    const before = await stockOf(AIRPODS);
    const placed = await placeOnline(3);
    const expired = await stripe.expire(sessionIdOf(placed.paymentUrl ?? ''));
    const later = Date.now() + PAYMENT_SESSION_MS + 60_000;
    await Promise.all([postEvent(expired), cronAt(later), postEvent(expired), cronAt(later)]);
    expect(await statusOf(placed.order.id)).toBe('annullato');
    expect(await stockOf(AIRPODS)).toBe(before);
    expect(
      await rowCount('order_events', `order_id = '${placed.order.id}' AND status = 'annullato'`),
    ).toBe(1);
    expect(await mailsOf(placed.order.number, ORDER_MAIL_KIND.expired)).toHaveLength(1);
  });

  it('answers 200 to events the shop does not act on', async () => {
    stripeStandIn();
    const body = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: body,
      secret: env.STRIPE_WEBHOOK_SECRET,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const response = await postEvent({ event: JSON.parse(body), body, signature });
    expect(response.status).toBe(200);
  });
});

describe('the reconciliation', () => {
  it('catches a payment whose webhook was lost', async () => {
    const stripe = stripeStandIn();
    const placed = await placeOnline();
    await stripe.pay(sessionIdOf(placed.paymentUrl ?? ''));
    await cronAt(Date.now() + 10 * 60_000);
    expect(await statusOf(placed.order.id)).toBe('in_attesa_di_pagamento');
    await cronAt(Date.now() + PAYMENT_SESSION_MS + 60_000);
    expect(await statusOf(placed.order.id)).toBe('pagato');
    expect(await mailsOf(placed.order.number, ORDER_MAIL_KIND.paymentReceived)).toHaveLength(1);
  });

  it('cancels an order whose page Stripe closed unpaid, and one whose page never opened', async () => {
    const stripe = stripeStandIn();
    const before = await stockOf(AIRPODS);
    const expired = await placeOnline(1);
    await stripe.expire(sessionIdOf(expired.paymentUrl ?? ''));
    stripe.failNext = 2;
    const neverOpened = await placeOnline(1);
    expect(neverOpened.paymentUrl).toBeNull();
    await cronAt(Date.now() + PAYMENT_SESSION_MS + 60_000);
    expect(await statusOf(expired.order.id)).toBe('annullato');
    expect(await statusOf(neverOpened.order.id)).toBe('annullato');
    expect(await stockOf(AIRPODS)).toBe(before);
  });

  it('leaves the other methods to their own hold', async () => {
    stripeStandIn();
    const { body } = await placeOrder(orderInput([{ productId: AIRPODS, quantity: 1 }]));
    const id = body.data?.placeOrder.order.id ?? '';
    await cronAt(Date.now() + PAYMENT_SESSION_MS + 60_000);
    expect(await statusOf(id)).toBe('in_attesa_di_pagamento');
  });
});

describe('a payment that settles later', () => {
  /** An order whose session completed unpaid, as a method that settles days later leaves it. */
  async function settlingLater() {
    const stripe = stripeStandIn();
    const placed = await placeOnline(1);
    const id = sessionIdOf(placed.paymentUrl ?? '');
    const session = stripe.sessions.get(id);
    if (!session) throw new Error('no session');
    const completed = {
      ...session,
      status: 'complete' as const,
      payment_status: 'unpaid' as const,
    };
    stripe.sessions.set(id, completed);
    expect(
      (await postEvent(await signedEvent('checkout.session.completed', completed))).status,
    ).toBe(200);
    return { stripe, placed, completed };
  }

  it('is neither paid nor cancelled while Stripe says it is processing, then paid on its word', async () => {
    const before = await stockOf(AIRPODS);
    const { placed, completed } = await settlingLater();
    const closed = Date.now() + PAYMENT_SESSION_MS + 60_000;
    await cronAt(closed);
    await cronAt(closed + 60 * 60_000);
    expect(await statusOf(placed.order.id)).toBe('in_attesa_di_pagamento');
    expect(await stockOf(AIRPODS)).toBe(before - 1);
    expect(await mailsOf(placed.order.number, ORDER_MAIL_KIND.expired)).toHaveLength(0);
    expect(await mailsOf(placed.order.number, ORDER_MAIL_KIND.paymentReceived)).toHaveLength(0);
    const paid = { ...completed, payment_status: 'paid' as const };
    await postEvent(await signedEvent('checkout.session.async_payment_succeeded', paid));
    expect(await statusOf(placed.order.id)).toBe('pagato');
    expect(await mailsOf(placed.order.number, ORDER_MAIL_KIND.paymentReceived)).toHaveLength(1);
  });

  it('is cancelled and restocked once when Stripe says it failed', async () => {
    const before = await stockOf(AIRPODS);
    const { placed, completed } = await settlingLater();
    const failed = await signedEvent('checkout.session.async_payment_failed', completed);
    await postEvent(failed);
    await postEvent(failed);
    expect(await statusOf(placed.order.id)).toBe('annullato');
    expect(await stockOf(AIRPODS)).toBe(before);
    expect(await mailsOf(placed.order.number, ORDER_MAIL_KIND.expired)).toHaveLength(1);
  });

  it('never keeps the reconciliation from an order whose webhook was lost', async () => {
    const { stripe, placed } = await settlingLater();
    const db = createDatabase(env.DB);
    const settling = await db.select().from(orders).where(eq(orders.id, placed.order.id)).get();
    if (!settling) throw new Error('no order');
    // A full run's worth of older orders still settling at Stripe, each already heard of.
    for (let i = 0; i < 40; i++) {
      const id = `settling-${i}`;
      await db.insert(orders).values({
        ...settling,
        id,
        number: `RL-2000-${String(i).padStart(6, '0')}`,
        idempotencyKey: `settling-key-${i}`,
        paymentSessionId: `cs_test_settling_${i}`,
        createdAtMs: settling.createdAtMs - 60_000 - i,
      });
      await db.insert(paymentEvents).values({
        id: `evt_settling_${i}`,
        orderId: id,
        type: 'checkout.session.completed',
        outcome: 'noted',
        receivedAtMs: settling.createdAtMs,
      });
    }
    const lost = await placeOnline(1);
    await stripe.pay(sessionIdOf(lost.paymentUrl ?? ''));
    await cronAt(Date.now() + PAYMENT_SESSION_MS + 60_000);
    expect(await statusOf(lost.order.id)).toBe('pagato');
  });
});
