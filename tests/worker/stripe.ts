import { env } from 'cloudflare:workers';
import Stripe from 'stripe';
import { vi } from 'vitest';
import { type SignedEvent, StripeStandIn } from '../../scripts/stripe-stand-in/api';
import { send } from './client';

/**
 * The Stripe stand-in answering the Worker's SDK inside workerd: every fetch to the stand-in's
 * address (STRIPE_API_BASE of .dev.vars.example) goes to it, any other fetch goes on as it was.
 */
export function stripeStandIn(): StripeStandIn {
  const base = env.STRIPE_API_BASE;
  const standIn = new StripeStandIn({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    origin: base,
  });
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(base)) return original(input, init);
    return (await standIn.handle(request)) ?? new Response('Not found', { status: 404 });
  });
  return standIn;
}

/** Posts an event to the shop's webhook as Stripe delivers it; `signature` replaces its own. */
export function postEvent(signed: SignedEvent, signature = signed.signature, body = signed.body) {
  return send(
    new Request('https://shop.test/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    }),
  );
}

/** The session id of a payment page's address. */
export const sessionIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

let events = 0;

/**
 * A Checkout Session event the stand-in's page never sends (a method that settles later),
 * signed with the webhook's secret as Stripe signs its events.
 */
export async function signedEvent(
  type:
    | 'checkout.session.completed'
    | 'checkout.session.async_payment_succeeded'
    | 'checkout.session.async_payment_failed',
  session: Stripe.Checkout.Session,
): Promise<SignedEvent> {
  events += 1;
  const event = {
    id: `evt_test_later_${events}_${crypto.randomUUID().slice(0, 8)}`,
    object: 'event',
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: session },
  } as Stripe.Event;
  const body = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret: env.STRIPE_WEBHOOK_SECRET,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return { event, body, signature };
}
