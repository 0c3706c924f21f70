/**
 * A stand-in for the few parts of Stripe's HTTP API the Worker calls, for local development and
 * tests, where Stripe's servers are out of reach (docs/product.md#payments-online): Checkout
 * Sessions created, retrieved and expired and refunds created, answered as objects of the SDK's
 * own types, a hosted page plainly labelled as a test page with «Paga» and «Rifiuta», and events
 * signed with the SDK's own test-header helper.
 *
 * Refunds: a refund above what is left of its payment is refused (`amount_too_large`), as is
 * one of an unknown PaymentIntent. Tests make one go wrong with `refuseNextRefund` (the next
 * create answers a Stripe error with that code, nothing refunded) or `failNextRefund` (the next
 * refund is created pending and its event then says failed, with that failure reason). Web APIs only, so it runs in Node (scripts/stripe-stand-in.ts)
 * and inside workerd beside the Worker tests. Never part of the Worker.
 */
import Stripe from 'stripe';

export interface StandInOptions {
  /** The key the Worker must present, as a real account's secret key. */
  secretKey: string;
  /** The secret events are signed with, as the webhook's signing secret. */
  webhookSecret: string;
  /** Where the stand-in itself is reached: the hosted pages' addresses start with it. */
  origin: string;
  now?: () => number;
  /** Told of each refund created, so a server can send its event after answering. */
  onRefund?: (id: string) => void;
}

/** A signed event, ready to post to the shop's webhook. */
export interface SignedEvent {
  event: Stripe.Event;
  body: string;
  signature: string;
}

export const HOSTED_PAGE_PATH = '/pay/';

const signer = Stripe.createSubtleCryptoProvider();

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=…`) as a nested object. */
function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) {
        node[part] = value;
      } else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    }
  }
  return root;
}

interface LineParams {
  quantity: string;
  price_data: { unit_amount: string; currency: string; product_data: { name: string } };
}

const stripeError = (
  status: number,
  message: string,
  type = 'invalid_request_error',
  code?: string,
) => Response.json({ error: { type, message, code } }, { status });

/** A payment the stand-in took: its amount and what was refunded of it so far. */
interface Payment {
  amount: number;
  currency: string;
  refunded: number;
}

export class StripeStandIn {
  readonly sessions = new Map<string, Stripe.Checkout.Session>();
  /** What each session was asked to charge, line by line, for tests to read. */
  readonly lineItems = new Map<string, LineParams[]>();
  /** Requests to refuse with a 500 before answering again, as a provider having a bad moment. */
  failNext = 0;
  readonly refunds = new Map<string, Stripe.Refund>();
  /** Each paid session's PaymentIntent, by its id. */
  readonly payments = new Map<string, Payment>();
  /** The code of a Stripe error the next refund's create answers with, nothing refunded. */
  refuseNextRefund: string | null = null;
  /** The failure reason the next refund created fails with, in its event. */
  failNextRefund: string | null = null;
  private readonly failures = new Map<string, string>();
  private readonly byIdempotencyKey = new Map<string, string>();
  private sequence = 0;
  private readonly now: () => number;

  constructor(private readonly options: StandInOptions) {
    this.now = options.now ?? Date.now;
  }

  private nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}_test_${this.sequence.toString(36).padStart(6, '0')}${crypto.randomUUID().slice(0, 8)}`;
  }

  /** Answers one request of the API or of the hosted page; null for what it does not know. */
  async handle(request: Request): Promise<Response | null> {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/v1/')) {
      if (request.headers.get('authorization') !== `Bearer ${this.options.secretKey}`) {
        return stripeError(401, 'Invalid API Key provided.', 'authentication_error');
      }
      if (this.failNext > 0) {
        this.failNext -= 1;
        return stripeError(500, 'The stand-in is failing on purpose.', 'api_error');
      }
      return this.api(request, url);
    }
    if (url.pathname.startsWith(HOSTED_PAGE_PATH) && request.method === 'GET') {
      const session = this.sessions.get(url.pathname.slice(HOSTED_PAGE_PATH.length));
      return session ? hostedPage(session) : null;
    }
    return null;
  }

  private async api(request: Request, url: URL): Promise<Response> {
    if (url.pathname === '/v1/refunds' && request.method === 'POST') {
      const key = request.headers.get('idempotency-key');
      const known = key ? this.byIdempotencyKey.get(key) : undefined;
      if (known) return Response.json(this.refunds.get(known));
      const created = this.refund(parseStripeForm(await request.text()));
      if (created instanceof Response) return created;
      if (key) this.byIdempotencyKey.set(key, created.id);
      this.options.onRefund?.(created.id);
      return Response.json(created);
    }
    const match = /^\/v1\/checkout\/sessions(?:\/([^/]+))?(\/expire)?$/.exec(url.pathname);
    if (!match) return stripeError(404, `Unrecognized request URL (${url.pathname}).`);
    const [, id, expire] = match;
    if (!id && request.method === 'POST') {
      const key = request.headers.get('idempotency-key');
      const known = key ? this.byIdempotencyKey.get(key) : undefined;
      if (known) return Response.json(this.sessions.get(known));
      const created = this.create(parseStripeForm(await request.text()));
      if (created instanceof Response) return created;
      if (key) this.byIdempotencyKey.set(key, created.id);
      return Response.json(created);
    }
    const session = id ? this.sessions.get(id) : undefined;
    if (!session) return stripeError(404, `No such checkout.session: '${id}'`);
    if (expire && request.method === 'POST') {
      if (session.status !== 'open') return stripeError(400, 'Only open sessions can be expired.');
      return Response.json((await this.expire(session.id)).event.data.object);
    }
    return Response.json(session);
  }

  private create(params: Record<string, unknown>): Stripe.Checkout.Session | Response {
    const lines = Object.values((params.line_items ?? {}) as Record<string, LineParams>);
    const expiresAt = Number(params.expires_at);
    const nowS = Math.floor(this.now() / 1000);
    if (lines.length === 0) return stripeError(400, 'line_items is required in payment mode.');
    if (!(expiresAt - nowS >= 30 * 60 && expiresAt - nowS <= 24 * 60 * 60)) {
      return stripeError(400, 'expires_at must be between 30 minutes and 24 hours from now.');
    }
    const currencies = new Set(lines.map((line) => line.price_data.currency));
    const total = lines.reduce(
      (sum, line) => sum + Number(line.price_data.unit_amount) * Number(line.quantity),
      0,
    );
    const id = this.nextId('cs');
    const session = checkoutSession({
      id,
      url: `${this.options.origin}${HOSTED_PAGE_PATH}${id}`,
      created: nowS,
      expiresAt,
      total,
      currency: [...currencies].join(','),
      params,
    });
    this.sessions.set(id, session);
    this.lineItems.set(id, lines);
    return session;
  }

  private refund(params: Record<string, unknown>): Stripe.Refund | Response {
    const refused = this.refuseNextRefund;
    if (refused) {
      this.refuseNextRefund = null;
      return stripeError(400, 'The stand-in refuses this refund on purpose.', undefined, refused);
    }
    const intent = text(params.payment_intent) ?? '';
    const payment = this.payments.get(intent);
    if (!payment) return stripeError(404, `No such payment_intent: '${intent}'`);
    const amount =
      params.amount === undefined ? payment.amount - payment.refunded : Number(params.amount);
    if (!(amount > 0) || amount > payment.amount - payment.refunded) {
      return stripeError(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${payment.amount - payment.refunded})`,
        undefined,
        'amount_too_large',
      );
    }
    payment.refunded += amount;
    const refund = refundObject({
      id: this.nextId('re'),
      amount,
      currency: payment.currency,
      created: Math.floor(this.now() / 1000),
      paymentIntent: intent,
      metadata: (params.metadata ?? {}) as Record<string, string>,
    });
    if (this.failNextRefund) this.failures.set(refund.id, this.failNextRefund);
    this.failNextRefund = null;
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /**
   * The refund's outcome, as the bank gives it: succeeded, or failed with the reason the test
   * asked for (its money back on the payment); its event (`refund.updated`, or `refund.failed`)
   * signed.
   */
  settleRefund(id: string): Promise<SignedEvent> {
    const refund = this.refunds.get(id);
    if (!refund) throw new Error(`No refund ${id}`);
    const failure = this.failures.get(id);
    const settled: Stripe.Refund = failure
      ? { ...refund, status: 'failed', failure_reason: failure }
      : { ...refund, status: 'succeeded' };
    this.refunds.set(id, settled);
    const payment = this.payments.get(String(refund.payment_intent));
    if (failure && payment) payment.refunded -= refund.amount;
    const base = this.eventBase();
    return this.sign(
      failure
        ? { ...base, type: 'refund.failed', data: { object: settled } }
        : {
            ...base,
            type: 'refund.updated',
            data: { object: settled, previous_attributes: { status: 'pending' } },
          },
    );
  }

  private eventBase() {
    return {
      id: this.nextId('evt'),
      object: 'event' as const,
      api_version: null,
      created: Math.floor(this.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
  }

  private signed(
    type: 'checkout.session.completed' | 'checkout.session.expired',
    session: Stripe.Checkout.Session,
  ): Promise<SignedEvent> {
    const base = { ...this.eventBase(), data: { object: session } };
    return this.sign(
      type === 'checkout.session.completed'
        ? { ...base, type: 'checkout.session.completed' }
        : { ...base, type: 'checkout.session.expired' },
    );
  }

  private async sign(event: Stripe.Event): Promise<SignedEvent> {
    const body = JSON.stringify(event);
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: body,
      secret: this.options.webhookSecret,
      timestamp: Math.floor(this.now() / 1000),
      cryptoProvider: signer,
    });
    return { event, body, signature };
  }

  /** The buyer paid on the hosted page: the session completes, paid, and its event is signed. */
  pay(id: string): Promise<SignedEvent> {
    const intent = this.nextId('pi');
    const session = this.sessions.get(id);
    this.payments.set(intent, {
      amount: session?.amount_total ?? 0,
      currency: session?.currency ?? 'eur',
      refunded: 0,
    });
    return this.settle(
      id,
      { status: 'complete', payment_status: 'paid', payment_intent: intent },
      'checkout.session.completed',
    );
  }

  /** The session closed unpaid (its time ran out, or the shop expired it). */
  expire(id: string): Promise<SignedEvent> {
    return this.settle(
      id,
      { status: 'expired', payment_status: 'unpaid' },
      'checkout.session.expired',
    );
  }

  private settle(
    id: string,
    change: Partial<Pick<Stripe.Checkout.Session, 'status' | 'payment_status' | 'payment_intent'>>,
    type: 'checkout.session.completed' | 'checkout.session.expired',
  ): Promise<SignedEvent> {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`No session ${id}`);
    if (session.status !== 'open') throw new Error(`Session ${id} is ${session.status}`);
    const settled = { ...session, ...change };
    this.sessions.set(id, settled);
    return this.signed(type, settled);
  }
}

interface NewSession {
  id: string;
  url: string;
  created: number;
  expiresAt: number;
  total: number;
  currency: string;
  params: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A Checkout Session as Stripe answers one just created in payment mode. */
function checkoutSession({
  id,
  url,
  created,
  expiresAt,
  total,
  currency,
  params,
}: NewSession): Stripe.Checkout.Session {
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: text(params.cancel_url),
    client_reference_id: text(params.client_reference_id),
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: text(params.customer_email),
    discounts: [],
    expires_at: expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: 'it',
    managed_payments: null,
    metadata: (params.metadata ?? {}) as Record<string, string>,
    mode: 'payment',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card', 'paypal', 'satispay', 'klarna'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: text(params.success_url),
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url,
    wallet_options: null,
  };
}

interface NewRefund {
  id: string;
  amount: number;
  currency: string;
  created: number;
  paymentIntent: string;
  metadata: Record<string, string>;
}

/** A refund as Stripe answers one just created for a card payment: pending until the bank says. */
function refundObject({
  id,
  amount,
  currency,
  created,
  paymentIntent,
  metadata,
}: NewRefund): Stripe.Refund {
  return {
    id,
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: null,
    created,
    currency,
    customer: null,
    customer_account: null,
    metadata,
    payment_intent: paymentIntent,
    payment_method: null,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'pending',
    transfer_reversal: null,
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The hosted page: plainly a test, with the amount and the two outcomes. */
function hostedPage(session: Stripe.Checkout.Session): Response {
  const amount = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(
    (session.amount_total ?? 0) / 100,
  );
  const open = session.status === 'open';
  const html = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagamento di prova — nessun addebito reale</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.banner{background:#fff3cd;border:2px solid #8a6d00;padding:1rem;border-radius:.5rem}
button{font-size:1.1rem;padding:.75rem 1.5rem;margin:.5rem .5rem 0 0;border-radius:.5rem;border:2px solid #1a1a1a;cursor:pointer}
.pay{background:#0b5d1e;color:#fff}.refuse{background:#fff;color:#8b0000}</style></head>
<body><main>
<h1>Pagamento di prova — nessun addebito reale</h1>
<p class="banner">Questa pagina simula Stripe Checkout per lo sviluppo e i test del negozio: nessuna carta viene chiesta e nessun importo viene addebitato.</p>
<p>Da pagare: <strong>${escapeHtml(amount)}</strong> a ${escapeHtml(session.metadata?.orderNumber ?? session.metadata?.repairCode ?? 'ordine')}</p>
${
  open
    ? `<form method="post"><button class="pay" name="outcome" value="pay">Paga</button><button class="refuse" name="outcome" value="refuse">Rifiuta</button></form>`
    : `<p>Questa sessione di pagamento è chiusa (${escapeHtml(session.status ?? '')}).</p>`
}
</main></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
