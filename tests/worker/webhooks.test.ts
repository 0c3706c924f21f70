import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { VariablesOf } from 'gql.tada';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNATURE_HEADER, verifySignature } from '../../schema/rules/webhook-signature';
import { WEBHOOK_MESSAGES } from '../../schema/rules/webhooks';
import { graphql } from '../../web/graphql';
import { createDatabase } from '../../worker/db';
import worker from '../../worker/index';
import { deliverWebhook } from '../../worker/webhooks/deliver';
import type { WebhookMessage } from '../../worker/webhooks/outbox';
import { codes, dataOf, gql } from './client';
import {
  advanceOrder,
  asStaff,
  cancelOrder,
  fromNewClient,
  NOT_STAFF,
  orderInput,
  orderPlaced,
  placeOrder,
  REPAIR,
  rowCount,
  seedRepair,
} from './fixtures';

const CREATE = graphql(`
  mutation CreateWebhook($url: String!, $events: [WebhookEvent!]!, $description: String) {
    adminCreateWebhookEndpoint(url: $url, events: $events, description: $description) {
      secret
      endpoint { id url events enabled secretHint }
    }
  }
`);
const ENDPOINTS = graphql(
  `query WebhookEndpoints { adminWebhookEndpoints { id secretHint enabled } }`,
);
const UPDATE = graphql(`
  mutation UpdateWebhook($id: ID!, $enabled: Boolean) {
    adminUpdateWebhookEndpoint(id: $id, enabled: $enabled) { id enabled }
  }
`);
const ROTATE = graphql(`
  mutation RotateWebhook($id: ID!) { adminRotateWebhookSecret(id: $id) { secret endpoint { secretHint } } }
`);
const DELETE = graphql(`mutation DeleteWebhook($id: ID!) { adminDeleteWebhookEndpoint(id: $id) }`);
const DELIVERIES = graphql(`
  query WebhookDeliveries($search: String) {
    adminWebhookDeliveries(search: $search) {
      total
      items { id event ref status attempts lastStatusCode lastError }
    }
  }
`);
const DELIVERY = graphql(`
  query WebhookDelivery($id: ID!) {
    adminWebhookDelivery(id: $id) { id status attempts deliveredAt }
    adminWebhookAttempts(deliveryId: $id) { attempt statusCode error response }
  }
`);
const REPLAY = graphql(`
  mutation ReplayWebhook($id: ID!) { adminReplayWebhookDelivery(id: $id) { id status eventId } }
`);
const REPAIR_STATUS = graphql(`
  mutation WebhookRepairStatus($id: ID!) {
    adminUpdateRepairStatus(id: $id, status: IN_RIPARAZIONE) { status }
  }
`);

type Events = VariablesOf<typeof CREATE>['events'];

const REQUEST_RETURN = graphql(`
  mutation WebhookReturn($id: ID!, $token: String, $input: WithdrawalInput!) {
    requestWithdrawal(orderId: $id, token: $token, input: $input) { returns { number } }
  }
`);
const SEND_ESTIMATE = graphql(`
  mutation WebhookEstimate($repairId: ID!, $input: EstimateInput!) {
    adminSendEstimate(repairId: $repairId, input: $input) { estimate { id } }
  }
`);
const ACCEPT_ESTIMATE = graphql(`
  mutation WebhookAccept($access: RepairAccessInput!, $estimateId: ID!) {
    acceptEstimate(access: $access, estimateId: $estimateId) { status }
  }
`);

const RECEIVER = 'https://erp.esempio.it/hooks/riparolab';
const db = () => createDatabase(env.DB);

/** A queue that keeps what it is given: the messages the Worker queued, in order. */
function recordingQueue() {
  const sent: WebhookMessage[] = [];
  const record = async (body: WebhookMessage) => {
    sent.push(body);
  };
  const binding = {
    send: vi.fn(record),
    sendBatch: vi.fn(async (messages: Iterable<MessageSendRequest<WebhookMessage>>) => {
      for (const message of messages) await record(message.body);
    }),
  } as unknown as Queue;
  return { binding, sent, bindings: { ...env, MAIL_QUEUE: binding } };
}

/** The receiver: answers each request with the next status, and keeps what it got. */
function receiver(statuses: number[] = [200]) {
  const got: Request[] = [];
  const bodies: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    got.push(request);
    bodies.push(await request.clone().text());
    const status = statuses[Math.min(got.length - 1, statuses.length - 1)] ?? 200;
    return new Response(status === 200 ? 'ok' : 'Errore interno del ricevitore', { status });
  });
  return { got, bodies };
}

/** Staff register an endpoint for `events`: what the mutation answers, the secret included. */
async function register(events: Events = ['ORDER_PLACED'], url = RECEIVER) {
  return dataOf(await gql(CREATE, { url, events, description: 'Gestionale' }, asStaff()))
    .adminCreateWebhookEndpoint;
}

async function events() {
  const { results } = await env.DB.prepare(
    'SELECT id, type, ref, payload FROM webhook_events ORDER BY created_at_ms, rowid',
  ).all<{ id: string; type: string; ref: string; payload: string }>();
  return results;
}

async function deliveries() {
  const { results } = await env.DB.prepare(
    'SELECT id, event_id, endpoint_id, status, attempts FROM webhook_deliveries ORDER BY created_at_ms, rowid',
  ).all<{ id: string; event_id: string; endpoint_id: string; status: string; attempts: number }>();
  return results;
}

/** The queue hands these messages to the Worker's consumer as one batch. */
async function consume(bodies: WebhookMessage[], bindings: Env) {
  const batch = createMessageBatch(
    'riparo-mail',
    bodies.map((body, n) => ({ id: `m-${n}`, timestamp: new Date(), attempts: 1, body })),
  );
  await worker.queue(batch, bindings);
  return getQueueResult(batch, createExecutionContext());
}

// The Worker's own queue would deliver in the background while a test attempts by hand.
beforeEach(() => {
  vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValue({
    metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('webhook endpoints (docs/product.md#webhooks)', () => {
  it('registers an endpoint, shows its secret once and keeps it sealed', async () => {
    const made = await register(['ORDER_PLACED', 'ORDER_PAID', 'ORDER_PLACED']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(made.endpoint).toMatchObject({
      url: RECEIVER,
      events: ['ORDER_PAID', 'ORDER_PLACED'],
      enabled: true,
      secretHint: made.secret.slice(-4),
    });
    const listed = dataOf(await gql(ENDPOINTS, {}, asStaff())).adminWebhookEndpoints;
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    const row = await env.DB.prepare('SELECT * FROM webhook_endpoints').first();
    expect(JSON.stringify(row)).not.toContain(made.secret.slice(6));
    expect(await rowCount('admin_audit', "action = 'webhook.create'")).toBe(1);
  });

  it('refuses http, private hosts and no events, with a clear message, writing nothing', async () => {
    const refusals = [
      [{ url: 'http://erp.esempio.it/hook', events: ['ORDER_PLACED'] }, WEBHOOK_MESSAGES.localHttp],
      [
        { url: 'https://192.168.1.20/hook', events: ['ORDER_PLACED'] },
        WEBHOOK_MESSAGES.privateHost,
      ],
      [
        { url: 'https://metadata.internal/', events: ['ORDER_PLACED'] },
        WEBHOOK_MESSAGES.privateHost,
      ],
      [{ url: 'non è un indirizzo', events: ['ORDER_PLACED'] }, WEBHOOK_MESSAGES.badUrl],
      [{ url: RECEIVER, events: [] }, WEBHOOK_MESSAGES.noEvents],
    ] as const;
    for (const [variables, message] of refusals) {
      const { body } = await gql(
        CREATE,
        { ...variables, events: [...variables.events] },
        asStaff(),
      );
      expect(codes(body)).toEqual(['BAD_USER_INPUT']);
      expect(body.errors?.[0]?.message).toBe(message);
    }
    expect(await rowCount('webhook_endpoints')).toBe(0);
  });

  it('allows http to this machine only because the Worker runs locally', async () => {
    expect(env.ENVIRONMENT).toBe('development');
    const made = await register(['ORDER_PLACED'], 'http://127.0.0.1:9/hook');
    expect(made.endpoint.url).toBe('http://127.0.0.1:9/hook');
  });

  it('stops at ten endpoints', async () => {
    for (let n = 0; n < 10; n++) await register(['ORDER_PLACED'], `${RECEIVER}/${n}`);
    const { body } = await gql(CREATE, { url: RECEIVER, events: ['ORDER_PLACED'] }, asStaff());
    expect(codes(body)).toEqual(['LIMIT_REACHED']);
    expect(body.errors?.[0]?.message).toBe(WEBHOOK_MESSAGES.tooMany);
  });

  it('switches off, rotates the secret and deletes, each audited', async () => {
    const made = await register();
    const off = dataOf(await gql(UPDATE, { id: made.endpoint.id, enabled: false }, asStaff()));
    expect(off.adminUpdateWebhookEndpoint.enabled).toBe(false);
    const rotated = dataOf(await gql(ROTATE, { id: made.endpoint.id }, asStaff()));
    expect(rotated.adminRotateWebhookSecret.secret).not.toBe(made.secret);
    expect(rotated.adminRotateWebhookSecret.endpoint.secretHint).toBe(
      rotated.adminRotateWebhookSecret.secret.slice(-4),
    );
    expect(dataOf(await gql(DELETE, { id: made.endpoint.id }, asStaff()))).toEqual({
      adminDeleteWebhookEndpoint: made.endpoint.id,
    });
    expect(await rowCount('webhook_endpoints')).toBe(0);
    expect(await rowCount('admin_audit', "action LIKE 'webhook.%'")).toBe(4);
    const { body } = await gql(DELETE, { id: made.endpoint.id }, asStaff());
    expect(codes(body)).toEqual(['NOT_FOUND']);
  });

  it('is the staff’s alone', async () => {
    for (const { who, code } of NOT_STAFF()) {
      expect(codes((await gql(ENDPOINTS, {}, who)).body)).toEqual([code]);
      const create = await gql(CREATE, { url: RECEIVER, events: ['ORDER_PLACED'] }, who);
      expect(codes(create.body)).toEqual([code]);
      expect(codes((await gql(DELIVERIES, {}, who)).body)).toEqual([code]);
    }
    expect(await rowCount('webhook_endpoints')).toBe(0);
  });
});

describe('the webhook outbox', () => {
  it('writes one event, and one delivery per listening endpoint, in the order’s batch', async () => {
    const listening = await register(['ORDER_PLACED']);
    await register(['REPAIR_STATUS_CHANGED'], `${RECEIVER}/riparazioni`);
    const off = await register(['ORDER_PLACED'], `${RECEIVER}/spento`);
    await gql(UPDATE, { id: off.endpoint.id, enabled: false }, asStaff());
    await orderPlaced([{ productId: '1', quantity: 1 }]);
    const written = await events();
    expect(written).toHaveLength(1);
    expect(written[0]?.type).toBe('order_placed');
    const rows = await deliveries();
    expect(rows.map((row) => row.endpoint_id)).toEqual([listening.endpoint.id]);
    expect(rows[0]).toMatchObject({ event_id: written[0]?.id, status: 'pending', attempts: 0 });
  });

  it('carries the order’s number, state and totals, and no personal data', async () => {
    await register(['ORDER_PLACED']);
    const input = orderInput([{ productId: '2', quantity: 1 }]);
    const placed = await orderPlaced([{ productId: '2', quantity: 1 }], { input });
    const [event] = await events();
    const payload = JSON.parse(event?.payload ?? '{}');
    expect(event?.ref).toBe(placed.number);
    expect(payload).toMatchObject({
      id: event?.id,
      type: 'order.placed',
      data: {
        order: {
          number: placed.number,
          status: 'IN_ATTESA_DI_PAGAMENTO',
          paymentMethod: 'BONIFICO',
          currency: 'EUR',
        },
      },
    });
    expect(payload.data.order.total).toBeGreaterThan(0);
    for (const personal of [
      input.email,
      'Giulia',
      'Bianchi',
      '333 123 4567',
      'Via Roma',
      'Milano',
    ]) {
      expect(event?.payload).not.toContain(personal);
    }
    expect(event?.payload).not.toContain(placed.accessToken);
    expect(event?.payload).not.toContain(placed.id);
  });

  it('writes nothing when no endpoint listens, and nothing when the batch fails', async () => {
    await orderPlaced([{ productId: '1', quantity: 1 }]);
    expect(await rowCount('webhook_events')).toBe(0);
    await register(['ORDER_PLACED']);
    const taken = '00000000-0000-4000-8000-00000000dead';
    await env.DB.prepare(
      `INSERT INTO outbox (id, kind, recipient, mailbox, subject, html, text, status, attempts, created_at_ms, updated_at_ms)
       VALUES (?, 'test.taken', 'x@example.it', 'x@example.it', 'x', 'x', 'x', 'sent', 1, 0, 0)`,
    )
      .bind(taken)
      .run();
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(taken);
    const { body } = await placeOrder(orderInput([{ productId: '1', quantity: 1 }]));
    expect(body.errors).toBeDefined();
    expect(await rowCount('webhook_events')).toBe(0);
    expect(await rowCount('webhook_deliveries')).toBe(0);
  });

  it('tells of an order paid and cancelled, and of a repair moving on', async () => {
    await register(['ORDER_PAID', 'ORDER_SHIPPED', 'ORDER_CANCELLED', 'REPAIR_STATUS_CHANGED']);
    const order = await orderPlaced([{ productId: '1', quantity: 1 }]);
    dataOf(await advanceOrder(order.id, 'IN_ATTESA_DI_PAGAMENTO', 'PAGATO'));
    const other = await orderPlaced([{ productId: '1', quantity: 1 }]);
    dataOf(await cancelOrder(other.id, 'IN_ATTESA_DI_PAGAMENTO'));
    await seedRepair({}, [{ status: 'ricevuto' }, { status: 'in_diagnosi' }]);
    dataOf(await gql(REPAIR_STATUS, { id: REPAIR.id }, asStaff()));
    const written = await events();
    expect(written.map((event) => [event.type, event.ref])).toEqual([
      ['order_paid', order.number],
      ['order_cancelled', other.number],
      ['repair_status_changed', REPAIR.code],
    ]);
    expect(JSON.parse(written[2]?.payload ?? '{}').data).toEqual({
      repair: { code: REPAIR.code, status: 'IN_RIPARAZIONE', previousStatus: 'IN_DIAGNOSI' },
    });
    expect(written[2]?.payload).not.toContain(REPAIR.email);
  });
  it('tells of an order shipped, a return requested and an estimate answered', async () => {
    await register(['ORDER_SHIPPED', 'RETURN_REQUESTED', 'ESTIMATE_ANSWERED']);
    const order = await orderPlaced([{ productId: '6', quantity: 1 }], {
      input: { paymentMethod: 'CONTRASSEGNO' },
    });
    dataOf(await advanceOrder(order.id, 'IN_PREPARAZIONE', 'SPEDITO'));
    dataOf(await advanceOrder(order.id, 'SPEDITO', 'CONSEGNATO'));
    const input = {
      name: 'Giulia Bianchi',
      address: 'Via Roma 10, 20121 Milano (MI)',
      lines: [{ position: 0, quantity: 1 }],
    };
    const requested = dataOf(
      await gql(REQUEST_RETURN, { id: order.id, token: order.accessToken, input }, fromNewClient()),
    );
    await seedRepair({}, [{ status: 'ricevuto' }, { status: 'in_diagnosi' }]);
    const estimate = dataOf(
      await gql(
        SEND_ESTIMATE,
        {
          repairId: REPAIR.id,
          input: {
            lines: [{ kind: 'PART', description: 'Display OLED originale', amount: 12_000 }],
            estimatedDays: 3,
            diagnosisFee: 2_500,
          },
        },
        asStaff(),
      ),
    ).adminSendEstimate.estimate;
    const access = { code: REPAIR.code, email: REPAIR.email };
    dataOf(await gql(ACCEPT_ESTIMATE, { access, estimateId: estimate?.id ?? '' }, fromNewClient()));
    const written = await events();
    expect(written.map((event) => event.type)).toEqual([
      'order_shipped',
      'return_requested',
      'estimate_answered',
    ]);
    const returnNumber = requested.requestWithdrawal.returns[0]?.number;
    expect(JSON.parse(written[1]?.payload ?? '{}').data).toEqual({
      return: { number: returnNumber, status: 'RICHIESTO', orderNumber: order.number },
    });
    expect(JSON.parse(written[2]?.payload ?? '{}').data).toEqual({
      repair: { code: REPAIR.code, status: 'IN_RIPARAZIONE', previousStatus: 'PREVENTIVO_INVIATO' },
      estimate: { id: estimate?.id, answer: 'ACCEPTED' },
    });
    for (const event of written) expect(event.payload).not.toContain('Giulia');
  });
});

describe('webhook delivery', () => {
  async function placedWithEndpoint(url = RECEIVER) {
    const made = await register(['ORDER_PLACED'], url);
    const order = await orderPlaced([{ productId: '1', quantity: 1 }]);
    const [event] = await events();
    const [delivery] = await deliveries();
    if (!event || !delivery) throw new Error('no event written');
    return { made, order, event, delivery };
  }

  it('goes through the queue: the event fans out, each delivery is signed and posted', async () => {
    const { made, event, delivery } = await placedWithEndpoint();
    const queue = recordingQueue();
    const got = receiver([200]);
    const fanned = await consume([{ webhookEvent: event.id }], queue.bindings);
    expect(fanned.explicitAcks).toEqual(['m-0']);
    expect(queue.sent).toEqual([{ webhookDelivery: delivery.id }]);
    await consume([{ webhookDelivery: delivery.id }], queue.bindings);
    expect(got.got).toHaveLength(1);
    const request = got.got[0] as Request;
    expect(request.url).toBe(RECEIVER);
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('RiparoLab-Event')).toBe('order.placed');
    expect(request.headers.get('RiparoLab-Event-Id')).toBe(event.id);
    expect(got.bodies[0]).toBe(event.payload);
    const header = request.headers.get(SIGNATURE_HEADER) ?? '';
    const now = Math.floor(Date.now() / 1000);
    expect(await verifySignature(made.secret, header, event.payload, now)).toBe(true);
    expect(await verifySignature(made.secret, header, `${event.payload} `, now)).toBe(false);
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('retries a receiver that answers 500, then delivers on its 200', async () => {
    const { delivery } = await placedWithEndpoint();
    const got = receiver([500, 200]);
    const first = await deliverWebhook(db(), env, delivery.id);
    expect(first).toEqual({ outcome: 'retry', delaySeconds: 60 });
    // Not due yet: a duplicate message finds nothing to do.
    expect(await deliverWebhook(db(), env, delivery.id)).toEqual({ outcome: 'skipped' });
    const later = () => Date.now() + 60_000;
    expect(await deliverWebhook(db(), env, delivery.id, undefined, later)).toEqual({
      outcome: 'delivered',
    });
    expect(got.got).toHaveLength(2);
    const read = dataOf(await gql(DELIVERY, { id: delivery.id }, asStaff()));
    expect(read.adminWebhookDelivery).toMatchObject({ status: 'DELIVERED', attempts: 2 });
    expect(read.adminWebhookAttempts).toEqual([
      {
        attempt: 1,
        statusCode: 500,
        error: 'Risposta 500 invece di 2xx.',
        response: 'Errore interno del ricevitore',
      },
      { attempt: 2, statusCode: 200, error: null, response: 'ok' },
    ]);
  });

  it('queues the retry as a new message with the wait, from the consumer', async () => {
    const { delivery } = await placedWithEndpoint();
    receiver([503]);
    const queue = recordingQueue();
    const result = await consume([{ webhookDelivery: delivery.id }], queue.bindings);
    expect(result.explicitAcks).toEqual(['m-0']);
    expect(queue.sent).toEqual([{ webhookDelivery: delivery.id }]);
    const sendBatch = vi.mocked(queue.binding.sendBatch);
    expect([...(sendBatch.mock.calls[0]?.[0] ?? [])][0]?.delaySeconds).toBe(60);
  });

  it('fails an attempt at a receiver that cannot be reached, and logs why', async () => {
    const { delivery } = await placedWithEndpoint();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Network connection lost.'));
    expect(await deliverWebhook(db(), env, delivery.id)).toEqual({
      outcome: 'retry',
      delaySeconds: 60,
    });
    const log = dataOf(await gql(DELIVERIES, { search: null }, asStaff()));
    expect(log.adminWebhookDeliveries.items[0]).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'Invio non riuscito: Network connection lost.',
    });
  });

  it('sends nothing to an endpoint switched off before its turn', async () => {
    const { made, delivery } = await placedWithEndpoint();
    await gql(UPDATE, { id: made.endpoint.id, enabled: false }, asStaff());
    const got = receiver();
    expect(await deliverWebhook(db(), env, delivery.id)).toEqual({ outcome: 'skipped' });
    expect(got.got).toHaveLength(0);
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: 'skipped', attempts: 0 });
  });

  it('replays a delivery as a new one, audited, and refuses it while the endpoint is off', async () => {
    const { made, event, delivery } = await placedWithEndpoint();
    const got = receiver([200]);
    await deliverWebhook(db(), env, delivery.id);
    const queue = recordingQueue();
    const replay = await gql(
      REPLAY,
      { id: delivery.id },
      { ...asStaff(), bindings: queue.bindings },
    );
    const replayed = dataOf(replay).adminReplayWebhookDelivery;
    expect(replayed).toMatchObject({ status: 'PENDING', eventId: event.id });
    expect(replayed.id).not.toBe(delivery.id);
    expect(queue.sent).toEqual([{ webhookDelivery: replayed.id }]);
    await deliverWebhook(db(), env, replayed.id);
    expect(got.bodies).toEqual([event.payload, event.payload]);
    expect(await rowCount('admin_audit', "action = 'webhook.replay'")).toBe(1);
    await gql(UPDATE, { id: made.endpoint.id, enabled: false }, asStaff());
    const refused = await gql(REPLAY, { id: delivery.id }, asStaff());
    expect(codes(refused.body)).toEqual(['CONFLICT']);
    expect(refused.body.errors?.[0]?.message).toBe(WEBHOOK_MESSAGES.replayDisabled);
  });
});
