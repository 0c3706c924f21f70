import type Stripe from 'stripe';
import { createDatabase, type Database } from '../db';
import { errorBody } from '../http/error-body';
import { shopOrigin } from '../http/shop-origin';
import { type Mailer, mailer } from '../mail/mailer';
import { clientKey, underLimit } from '../rate-limit';
import { settleRefund } from './refund-events';
import { isRepairSession, repairReportOf } from './repair-reports';
import { type ProviderReport, type Settlement, settlePayment } from './settle';
import { settleRepairPayment } from './settle-repair';
import { stripeClient, stripeSettings, webCrypto } from './stripe-settings';

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/** A Checkout Session event is a few kilobytes; anything far larger is not Stripe's. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * How old a signed event may be, in seconds: Stripe's own default. A replay of an older one, even
 * correctly signed, is refused.
 */
const SIGNATURE_TOLERANCE_S = 300;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

/** What a Checkout Session event says of the payment; null for events the shop does not act on. */
function settlementOf(
  event: Stripe.Event,
): { session: Stripe.Checkout.Session; settlement: Settlement } | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return { session, settlement: session.payment_status === 'paid' ? 'paid' : 'pending' };
    }
    case 'checkout.session.async_payment_succeeded':
      return { session: event.data.object, settlement: 'paid' };
    case 'checkout.session.async_payment_failed':
      return { session: event.data.object, settlement: 'failed' };
    case 'checkout.session.expired':
      return { session: event.data.object, settlement: 'expired' };
    default:
      return null;
  }
}

/**
 * The refund a refund event reports (docs/product.md#payments-online): `refund.updated` carries each
 * change of its status, `refund.failed` its failure. `charge.refunded` names no single refund
 * of ours, so the refund's own events are the ones read.
 */
function refundOf(event: Stripe.Event): Stripe.Refund | null {
  return event.type === 'refund.updated' || event.type === 'refund.failed'
    ? event.data.object
    : null;
}

/** A session as the settlement reads it, from an event or the reconciliation's retrieve. */
export function reportOf(
  eventId: string,
  type: string,
  session: Stripe.Checkout.Session,
  settlement: Settlement,
): ProviderReport {
  return {
    eventId,
    type,
    orderId: session.client_reference_id,
    sessionId: session.id,
    settlement,
    amount: session.amount_total,
    currency: session.currency,
    paymentIntentId:
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null),
  };
}

/** A Checkout Session's event, settled for the repair or the order the session was opened for. */
function settleSession(
  db: Database,
  env: Env,
  event: Stripe.Event,
  { session, settlement }: { session: Stripe.Checkout.Session; settlement: Settlement },
  mail: Mailer,
) {
  return isRepairSession(session)
    ? settleRepairPayment(db, env, repairReportOf(event.id, event.type, session, settlement), mail)
    : settlePayment(db, reportOf(event.id, event.type, session, settlement), mail);
}

/**
 * Stripe's events (docs/product.md#payments-online): the signature checked on the raw body with
 * the webhook's secret and a timestamp tolerance before anything is read, then the payment settled
 * once. 400 for what is not a genuine, recent event; 200 once handled, or for an event the shop
 * does not act on, so Stripe stops retrying; an error while settling is a 500, and Stripe retries.
 */
export async function stripeWebhook(request: Request, env: Env): Promise<Response> {
  const settings = stripeSettings(env);
  if (!settings) return json(errorBody('Pagamenti online non attivi.', 'NOT_FOUND'), 404);
  const client = clientKey(request);
  const payload = await request.text();
  const signature = request.headers.get('stripe-signature') ?? '';
  let event: Stripe.Event;
  try {
    event = await stripeClient(settings).webhooks.constructEventAsync(
      payload,
      signature,
      settings.webhookSecret,
      SIGNATURE_TOLERANCE_S,
      webCrypto,
    );
  } catch {
    // Only refusals count against the limit: Stripe's own bursts of genuine events never meet it.
    if (!(await underLimit(env.LOOKUP_RATE_LIMIT, client, 'stripe-webhook-refused'))) {
      return json(errorBody('Troppe richieste non valide.', 'TOO_MANY_REQUESTS'), 429);
    }
    return json(errorBody('Firma del webhook non valida.', 'BAD_REQUEST'), 400);
  }
  const found = settlementOf(event);
  const refund = refundOf(event);
  if (!found && !refund) return json({ received: true, handled: false });
  const db = createDatabase(env.DB);
  const queued: Promise<unknown>[] = [];
  const mail = mailer(env, shopOrigin(env, request), (work) => queued.push(work));
  const outcome = refund
    ? await settleRefund(db, { id: event.id, type: event.type, refund }, mail)
    : found && (await settleSession(db, env, event, found, mail));
  await Promise.all(queued);
  return json({ received: true, outcome });
}
