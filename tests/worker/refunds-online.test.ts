import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql } from './client';
import { advanceOrder, asStaff, cancelOrder, orderInput, placeOrder, rowCount } from './fixtures';
import { writtenMails } from './outbox-mail';
import { postEvent, sessionIdOf, stripeStandIn } from './stripe';

const AIRPODS = '6';

const PLACE = graphql(`
  mutation PlaceToRefund($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) {
      accessToken paymentUrl order { id number total }
    }
  }
`);

const WITHDRAW = graphql(`
  mutation WithdrawToRefund($id: ID!, $token: String, $input: WithdrawalInput!) {
    requestWithdrawal(orderId: $id, token: $token, input: $input) { returns { id number } }
  }
`);

const ACCEPT = graphql(`
  mutation AcceptToRefund($id: ID!) { adminAcceptReturn(id: $id, from: RICHIESTO) { id } }
`);

const RECEIVE = graphql(`
  mutation ReceiveToRefund($id: ID!) { adminReceiveReturn(id: $id, from: ACCETTATO) { id } }
`);

const REFUND = graphql(`
  mutation RefundOnline($id: ID!, $amount: Money, $note: String) {
    adminRefundReturn(id: $id, from: RICEVUTO, amount: $amount, note: $note) { id }
  }
`);

const RETRY = graphql(`
  mutation RetryRefund($id: ID!) { adminRetryRefund(id: $id) { id } }
`);

const RETURN_STATE = graphql(`
  query ReturnRefundState($id: ID!) {
    adminOrder(id: $id) {
      status
      adminRefund { id status amount attempt failureCode failureLabel }
      events { status note }
      returns {
        status refundAmount adminRefundDue
        adminRefund { id status amount attempt failureCode failureLabel }
      }
    }
  }
`);

/** An order paid online through the stand-in (the webhook told), 2 AirPods. */
async function paidOnline(stripe: ReturnType<typeof stripeStandIn>) {
  const { body } = await placeOrder(
    orderInput([{ productId: AIRPODS, quantity: 2 }], { paymentMethod: 'ONLINE' }),
    { document: PLACE },
  );
  const placed = body.data?.placeOrder;
  if (!placed?.paymentUrl) throw new Error(`refused: ${JSON.stringify(body)}`);
  expect((await postEvent(await stripe.pay(sessionIdOf(placed.paymentUrl)))).status).toBe(200);
  return placed;
}

/** A paid online order delivered, one AirPods returned and received: the refund is next. */
async function receivedReturn(stripe: ReturnType<typeof stripeStandIn>) {
  const placed = await paidOnline(stripe);
  dataOf(await advanceOrder(placed.order.id, 'PAGATO', 'CONSEGNATO'));
  const withdrawn = dataOf(
    await gql(
      WITHDRAW,
      {
        id: placed.order.id,
        token: placed.accessToken,
        input: {
          name: 'Giulia Bianchi',
          address: 'Via Roma 10, 20121 Milano (MI)',
          lines: [{ position: 0, quantity: 1 }],
        },
      },
      { headers: { 'cf-connecting-ip': `r-${crypto.randomUUID()}` } },
    ),
  );
  const ret = withdrawn.requestWithdrawal.returns[0];
  if (!ret) throw new Error('no return');
  dataOf(await gql(ACCEPT, { id: ret.id }, asStaff()));
  dataOf(await gql(RECEIVE, { id: ret.id }, asStaff()));
  return { ...placed, returnId: ret.id, returnNumber: ret.number };
}

async function stateOf(orderId: string) {
  const order = dataOf(await gql(RETURN_STATE, { id: orderId }, asStaff())).adminOrder;
  if (!order) throw new Error('no order');
  return order;
}

const refundMails = (returnNumber: string) =>
  writtenMails(and(eq(outbox.ref, returnNumber), eq(outbox.kind, 'return.refunded')));

/** The stand-in's refunds, oldest first. */
const refundsAsked = (stripe: ReturnType<typeof stripeStandIn>) => [...stripe.refunds.values()];

async function keysOf(orderId: string) {
  const { results } = await env.DB.prepare(
    'SELECT idempotency_key AS key FROM refunds WHERE order_id = ? ORDER BY attempt',
  )
    .bind(orderId)
    .all<{ key: string }>();
  return results.map((row) => row.key);
}

describe('a return of an order paid online', () => {
  it('is refunded through Stripe with what is due, and refunded once its event says so', async () => {
    const stripe = stripeStandIn();
    const order = await receivedReturn(stripe);
    const due = (await stateOf(order.order.id)).returns[0]?.adminRefundDue ?? 0;
    expect(due).toBeGreaterThan(0);
    dataOf(await gql(REFUND, { id: order.returnId }, asStaff()));

    const pending = (await stateOf(order.order.id)).returns[0];
    expect(pending?.status).toBe('RICEVUTO');
    expect(pending?.adminRefund).toMatchObject({ status: 'PENDING', amount: due, attempt: 1 });
    const [asked] = refundsAsked(stripe);
    expect(asked?.amount).toBe(due);
    expect(asked?.payment_intent).toMatch(/^pi_test_/);
    expect(await keysOf(order.order.id)).toEqual([`return-${order.returnId}-1`]);
    expect(await refundMails(order.returnNumber)).toHaveLength(0);

    const done = await stripe.settleRefund(asked?.id ?? '');
    expect((await postEvent(done)).status).toBe(200);
    expect((await postEvent(done)).status).toBe(200);
    const refunded = (await stateOf(order.order.id)).returns[0];
    expect(refunded).toMatchObject({ status: 'RIMBORSATO', refundAmount: due });
    expect(refunded?.adminRefund?.status).toBe('SUCCEEDED');
    expect(await refundMails(order.returnNumber)).toHaveLength(1);
    expect(await rowCount('order_return_events', "status = 'rimborsato'")).toBe(1);
    expect(await rowCount('admin_audit', "action = 'return.refund'")).toBe(1);
    expect(await rowCount('payment_events', `type = 'refund.updated'`)).toBe(1);
  });

  it('shows a refund Stripe refuses at once with its reason, and retries it as a new attempt', async () => {
    const stripe = stripeStandIn();
    const order = await receivedReturn(stripe);
    stripe.refuseNextRefund = 'charge_disputed';
    dataOf(await gql(REFUND, { id: order.returnId }, asStaff()));
    const refused = (await stateOf(order.order.id)).returns[0];
    expect(refused?.status).toBe('RICEVUTO');
    expect(refused?.adminRefund).toMatchObject({
      status: 'FAILED',
      failureCode: 'charge_disputed',
      failureLabel: 'pagamento contestato dal cliente (charge_disputed)',
    });
    expect(refundsAsked(stripe)).toHaveLength(0);

    dataOf(await gql(RETRY, { id: refused?.adminRefund?.id ?? '' }, asStaff()));
    const retried = (await stateOf(order.order.id)).returns[0];
    expect(retried?.adminRefund).toMatchObject({ status: 'PENDING', attempt: 2 });
    expect(await keysOf(order.order.id)).toEqual([
      `return-${order.returnId}-1`,
      `return-${order.returnId}-2`,
    ]);
    await postEvent(await stripe.settleRefund(refundsAsked(stripe)[0]?.id ?? ''));
    expect((await stateOf(order.order.id)).returns[0]?.status).toBe('RIMBORSATO');
  });

  it('shows a refund whose event says failed, and retries it', async () => {
    const stripe = stripeStandIn();
    const order = await receivedReturn(stripe);
    stripe.failNextRefund = 'expired_or_canceled_card';
    dataOf(await gql(REFUND, { id: order.returnId }, asStaff()));
    const failed = await stripe.settleRefund(refundsAsked(stripe)[0]?.id ?? '');
    expect(failed.event.type).toBe('refund.failed');
    expect((await postEvent(failed)).status).toBe(200);
    const shown = (await stateOf(order.order.id)).returns[0];
    expect(shown?.status).toBe('RICEVUTO');
    expect(shown?.adminRefund?.failureLabel).toBe(
      'carta scaduta o annullata (expired_or_canceled_card)',
    );
    expect(await refundMails(order.returnNumber)).toHaveLength(0);
    // A refund in progress is not asked twice; a failed one is retried.
    dataOf(await gql(RETRY, { id: shown?.adminRefund?.id ?? '' }, asStaff()));
    const again = await gql(RETRY, { id: shown?.adminRefund?.id ?? '' }, asStaff());
    expect(codes(again.body)).toEqual(['CONFLICT']);
    await postEvent(await stripe.settleRefund(refundsAsked(stripe)[1]?.id ?? ''));
    expect((await stateOf(order.order.id)).returns[0]?.status).toBe('RIMBORSATO');
    expect(await refundMails(order.returnNumber)).toHaveLength(1);
  });

  it('never asks for more than is due, and asks nothing twice while one is in progress', async () => {
    const stripe = stripeStandIn();
    const order = await receivedReturn(stripe);
    const due = (await stateOf(order.order.id)).returns[0]?.adminRefundDue ?? 0;
    const above = await gql(REFUND, { id: order.returnId, amount: due + 1 }, asStaff());
    expect(codes(above.body)).toEqual(['BAD_USER_INPUT']);
    expect(above.body.errors?.[0]?.message).toMatch(/[a-z]/);
    expect(await rowCount('refunds')).toBe(0);
    dataOf(
      await gql(
        REFUND,
        { id: order.returnId, amount: due - 100, note: 'Graffi sul case' },
        asStaff(),
      ),
    );
    expect(refundsAsked(stripe)[0]?.amount).toBe(due - 100);
    const twice = await gql(REFUND, { id: order.returnId }, asStaff());
    expect(codes(twice.body)).toEqual(['CONFLICT']);
    expect(refundsAsked(stripe)).toHaveLength(1);
    await postEvent(await stripe.settleRefund(refundsAsked(stripe)[0]?.id ?? ''));
    const refunded = (await stateOf(order.order.id)).returns[0];
    expect(refunded).toMatchObject({ status: 'RIMBORSATO', refundAmount: due - 100 });
  });

  it('changes nothing when Stripe does not answer, and the retry asks with the same key', async () => {
    const stripe = stripeStandIn();
    const order = await receivedReturn(stripe);
    stripe.failNext = 2;
    const down = await gql(REFUND, { id: order.returnId }, asStaff());
    expect(codes(down.body)).toEqual(['PAYMENT_UNAVAILABLE']);
    expect(down.body.errors?.[0]?.message).toMatch(/non risponde/);
    expect(await rowCount('refunds')).toBe(0);
    expect((await stateOf(order.order.id)).returns[0]?.status).toBe('RICEVUTO');
    dataOf(await gql(REFUND, { id: order.returnId }, asStaff()));
    expect(await keysOf(order.order.id)).toEqual([`return-${order.returnId}-1`]);
  });
});

describe('staff cancelling an online order', () => {
  it('refunds the whole total of a paid one through Stripe', async () => {
    const stripe = stripeStandIn();
    const placed = await paidOnline(stripe);
    expect(dataOf(await cancelOrder(placed.order.id, 'PAGATO')).adminCancelOrder.status).toBe(
      'ANNULLATO',
    );
    const cancelled = await stateOf(placed.order.id);
    expect(cancelled.adminRefund).toMatchObject({ status: 'PENDING', amount: placed.order.total });
    expect(await keysOf(placed.order.id)).toEqual([`order-${placed.order.id}-1`]);
    await postEvent(await stripe.settleRefund(refundsAsked(stripe)[0]?.id ?? ''));
    const refunded = await stateOf(placed.order.id);
    expect(refunded.adminRefund?.status).toBe('SUCCEEDED');
    expect(await rowCount('admin_audit', "action = 'refund.succeeded'")).toBe(1);
  });

  it('leaves a paid one as it was when Stripe does not answer', async () => {
    const stripe = stripeStandIn();
    const placed = await paidOnline(stripe);
    stripe.failNext = 2;
    expect(codes((await cancelOrder(placed.order.id, 'PAGATO')).body)).toEqual([
      'PAYMENT_UNAVAILABLE',
    ]);
    expect((await stateOf(placed.order.id)).status).toBe('PAGATO');
    expect(await rowCount('refunds')).toBe(0);
  });

  it("closes an unpaid one's payment page, so no payment can arrive", async () => {
    const stripe = stripeStandIn();
    const { body } = await placeOrder(
      orderInput([{ productId: AIRPODS, quantity: 1 }], { paymentMethod: 'ONLINE' }),
      { document: PLACE },
    );
    const placed = body.data?.placeOrder;
    const session = sessionIdOf(placed?.paymentUrl ?? '');
    stripe.failNext = 2;
    const down = await cancelOrder(placed?.order.id ?? '', 'IN_ATTESA_DI_PAGAMENTO');
    expect(codes(down.body)).toEqual(['PAYMENT_UNAVAILABLE']);
    expect(stripe.sessions.get(session)?.status).toBe('open');
    dataOf(await cancelOrder(placed?.order.id ?? '', 'IN_ATTESA_DI_PAGAMENTO'));
    expect(stripe.sessions.get(session)?.status).toBe('expired');
    expect(await rowCount('refunds')).toBe(0);
  });

  it('asks nothing of Stripe for an order paid by bank transfer', async () => {
    const stripe = stripeStandIn();
    const { body } = await placeOrder(orderInput([{ productId: AIRPODS, quantity: 1 }]));
    const id = body.data?.placeOrder.order.id ?? '';
    dataOf(await advanceOrder(id, 'IN_ATTESA_DI_PAGAMENTO', 'PAGATO'));
    dataOf(await cancelOrder(id, 'PAGATO'));
    expect(refundsAsked(stripe)).toHaveLength(0);
    expect(await rowCount('refunds')).toBe(0);
  });
});
