import { type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { OrderRow } from '../../schema/db/orders';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../schema/db/webhooks';
import { webhookEventName } from '../../schema/rules/webhooks';
import {
  ORDER_STATUS,
  type OrderStatus,
  PAYMENT_METHOD,
  REPAIR_STATUS,
  RETURN_STATUS,
  type RepairStatus,
  type ReturnStatus,
  type WebhookEvent,
} from '../../schema/vocabulary';
import { toBase64Url } from '../base64url';
import type { Database } from '../db';
import { randomBytes } from '../random';

/** Told of each event written into a batch, so it is queued once the batch has committed. */
export interface EventAnnouncer {
  announce(eventId: string): void;
}

/** What the queue carries for webhooks: an event to fan out, or one delivery to attempt. */
export type WebhookMessage = { webhookEvent: string } | { webhookDelivery: string };

export function isWebhookMessage(body: unknown): body is WebhookMessage {
  if (typeof body !== 'object' || body === null) return false;
  const { webhookEvent, webhookDelivery } = body as Record<string, unknown>;
  return typeof webhookEvent === 'string' || typeof webhookDelivery === 'string';
}

/**
 * Stands for the event's reference inside its payload: a new order's or return's number is taken
 * only inside the batch, so the statement writes it in (numbers need no JSON escaping).
 */
const REF_SLOT = '__RIFERIMENTO__';

/**
 * An event for the batch of the change it reports (docs/product.md#webhooks): its outbox row and
 * one delivery per endpoint listening for it, both only while some endpoint listens, so a shop
 * without webhooks writes nothing. The payload carries ids and states, never a person's name,
 * e-mail, address or phone. The caller's dispatch, after the batch commits, queues it.
 */
function webhookEvent(
  db: Database,
  announcer: EventAnnouncer,
  type: WebhookEvent,
  ref: string | SQL<string>,
  data: object,
  at: number,
): BatchItem<'sqlite'>[] {
  const id = `evt_${toBase64Url(randomBytes(16))}`;
  const body = JSON.stringify({
    id,
    type: webhookEventName(type),
    createdAt: new Date(at).toISOString(),
    data,
  });
  const e = webhookEndpoints;
  const listeners = sql`FROM ${e} WHERE ${e.enabled} = 1 AND EXISTS (SELECT 1 FROM json_each(${e.events}) WHERE value = ${type})`;
  announcer.announce(id);
  return [
    db
      .insert(webhookEvents)
      .select(
        sql`SELECT ${id}, ${type}, ${ref}, replace(${body}, ${REF_SLOT}, ${ref}), ${at} WHERE EXISTS (SELECT 1 ${listeners})`,
      ),
    db
      .insert(webhookDeliveries)
      .select(
        sql`SELECT lower(hex(randomblob(16))), ${id}, ${e.id}, ${type}, ${ref}, 'pending', 0, ${at}, NULL, NULL, NULL, NULL, ${at}, ${at} ${listeners}`,
      ),
  ];
}

/** What an order event tells: its number, state, method and totals in cents. */
type OrderFacts = Pick<OrderRow, 'paymentMethod' | 'subtotal' | 'shipping' | 'taxes' | 'total'> & {
  number: string | SQL<string>;
};

/** An order placed, paid, shipped or cancelled, now in `status`. */
export function orderEvent(
  db: Database,
  announcer: EventAnnouncer,
  type: WebhookEvent,
  order: OrderFacts,
  status: OrderStatus,
  at: number,
) {
  const data = {
    order: {
      number: REF_SLOT,
      status: ORDER_STATUS.toApi(status),
      paymentMethod: PAYMENT_METHOD.toApi(order.paymentMethod),
      currency: 'EUR',
      subtotal: order.subtotal,
      shipping: order.shipping,
      taxes: order.taxes,
      total: order.total,
    },
  };
  return webhookEvent(db, announcer, type, order.number, data, at);
}

/** A return requested or refunded (the amount in cents), of the order numbered `orderNumber`. */
export function returnEvent(
  db: Database,
  announcer: EventAnnouncer,
  type: 'return_requested' | 'return_refunded',
  ret: { number: string | SQL<string>; status: ReturnStatus; refundAmount?: number },
  orderNumber: string,
  at: number,
) {
  const data = {
    return: {
      number: REF_SLOT,
      status: RETURN_STATUS.toApi(ret.status),
      orderNumber,
      ...(ret.refundAmount === undefined
        ? {}
        : { currency: 'EUR', refundAmount: ret.refundAmount }),
    },
  };
  return webhookEvent(db, announcer, type, ret.number, data, at);
}

/** A repair moved from one state to another; with `estimate`, by the customer's answer to it. */
export function repairEvent(
  db: Database,
  announcer: EventAnnouncer,
  repair: { code: string; from: RepairStatus; to: RepairStatus },
  at: number,
  estimate?: { id: string; answer: 'accept' | 'decline' },
) {
  const moved = {
    repair: {
      code: REF_SLOT,
      status: REPAIR_STATUS.toApi(repair.to),
      previousStatus: REPAIR_STATUS.toApi(repair.from),
    },
  };
  return estimate
    ? webhookEvent(
        db,
        announcer,
        'estimate_answered',
        repair.code,
        {
          ...moved,
          estimate: {
            id: estimate.id,
            answer: estimate.answer === 'accept' ? 'ACCEPTED' : 'DECLINED',
          },
        },
        at,
      )
    : webhookEvent(db, announcer, 'repair_status_changed', repair.code, moved, at);
}

/** A Queue accepts at most 100 messages per sendBatch. */
const QUEUE_BATCH = 100;

/**
 * Puts webhook messages on the queue. A failure is only logged: the deliveries stay pending in
 * D1, where the sweep (worker/webhooks/sweep.ts) finds them.
 */
export async function sendWebhookMessages(
  queue: Queue,
  messages: readonly WebhookMessage[],
  delaySeconds = 0,
): Promise<void> {
  try {
    for (let start = 0; start < messages.length; start += QUEUE_BATCH) {
      const chunk = messages.slice(start, start + QUEUE_BATCH);
      await queue.sendBatch(chunk.map((body) => ({ body, delaySeconds })));
    }
  } catch (error) {
    console.error(`webhooks: ${messages.length} messages left to the sweep`, error);
  }
}

/** After the batches that wrote them have committed: queues the events without delaying the answer. */
export function dispatchWebhookEvents(
  env: Pick<Env, 'MAIL_QUEUE'>,
  waitUntil: (work: Promise<unknown>) => void,
  eventIds: readonly string[],
): void {
  if (eventIds.length > 0) {
    waitUntil(
      sendWebhookMessages(
        env.MAIL_QUEUE,
        eventIds.map((webhookEvent) => ({ webhookEvent })),
      ),
    );
  }
}
