/**
 * The Stripe stand-in as a local server (scripts/stripe-stand-in/api.ts), for `npm start` and the
 * end-to-end stack: the Worker's SDK talks to it (STRIPE_API_BASE), the buyer pays on its test
 * page, and it posts the signed events to the shop's webhook, as Stripe would.
 *
 *   tsx scripts/stripe-stand-in.ts [--port 8792] [--shop http://localhost:8787]
 */
import { createServer, type IncomingMessage } from 'node:http';
import { parseArgs } from 'node:util';
import { HOSTED_PAGE_PATH, type SignedEvent, StripeStandIn } from './stripe-stand-in/api.ts';

export const STRIPE_STAND_IN_PORT = 8792;

/** How often sessions whose time ran out are expired, and their event sent. */
const EXPIRY_SWEEP_MS = 30_000;

/** How long after a refund is asked for its outcome arrives. */
const REFUND_SETTLES_MS = 500;

interface StandInServer {
  url: string;
  standIn: StripeStandIn;
  stop(): Promise<void>;
}

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(message.url ?? '/', origin), {
    method: message.method,
    headers,
    body: message.method === 'GET' || message.method === 'HEAD' ? undefined : body,
  });
}

/** Posts a signed event to the shop, as Stripe's delivery does; a refusal is logged. */
async function deliver(webhookUrl: string, signed: SignedEvent): Promise<void> {
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
    body: signed.body,
  });
  if (!response.ok) {
    console.error(`stripe stand-in: ${signed.event.type} refused with ${response.status}`);
  }
}

/**
 * Starts the stand-in on `port`, delivering events to the shop at `shop`. The keys are the ones
 * the Worker is given (.dev.vars.example).
 */
export async function startStripeStandIn({
  port,
  shop,
  secretKey,
  webhookSecret,
}: {
  port: number;
  shop: string;
  secretKey: string;
  webhookSecret: string;
}): Promise<StandInServer> {
  const url = `http://127.0.0.1:${port}`;
  const webhookUrl = `${shop}/webhooks/stripe`;
  // A refund is settled a moment after it is answered, as the bank does, and its event sent.
  const onRefund = (id: string) => {
    setTimeout(async () => {
      await deliver(webhookUrl, await standIn.settleRefund(id)).catch(console.error);
    }, REFUND_SETTLES_MS);
  };
  const standIn = new StripeStandIn({ secretKey, webhookSecret, origin: url, onRefund });

  /** «Paga» completes the session and tells the shop; «Rifiuta» leaves it open, as a declined card does. */
  async function answerPage(request: Request): Promise<Response> {
    const id = new URL(request.url).pathname.slice(HOSTED_PAGE_PATH.length);
    const session = standIn.sessions.get(id);
    if (session?.status !== 'open') return new Response('Sessione chiusa.', { status: 409 });
    const outcome = new URLSearchParams(await request.text()).get('outcome');
    if (outcome === 'pay') {
      await deliver(webhookUrl, await standIn.pay(id));
      return Response.redirect(session.success_url ?? shop, 303);
    }
    return Response.redirect(session.cancel_url ?? shop, 303);
  }

  const server = createServer(async (message, reply) => {
    try {
      const request = await toRequest(message, url);
      const isPagePost =
        request.method === 'POST' && new URL(request.url).pathname.startsWith(HOSTED_PAGE_PATH);
      const response = isPagePost
        ? await answerPage(request)
        : ((await standIn.handle(request)) ?? new Response('Not found', { status: 404 }));
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      reply.writeHead(response.status, headers);
      reply.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error('stripe stand-in:', error);
      reply.writeHead(500).end();
    }
  });
  const sweep = setInterval(async () => {
    const nowS = Date.now() / 1000;
    for (const session of standIn.sessions.values()) {
      if (session.status === 'open' && session.expires_at <= nowS) {
        await deliver(webhookUrl, await standIn.expire(session.id)).catch(console.error);
      }
    }
  }, EXPIRY_SWEEP_MS);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url,
    standIn,
    stop: () =>
      new Promise((resolve) => {
        clearInterval(sweep);
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { exampleDevVars } = await import('./local-stack.ts');
  const { values } = parseArgs({
    options: { port: { type: 'string' }, shop: { type: 'string' } },
  });
  const vars = exampleDevVars();
  const running = await startStripeStandIn({
    port: Number(values.port ?? STRIPE_STAND_IN_PORT),
    shop: values.shop ?? 'http://localhost:8787',
    secretKey: vars.STRIPE_SECRET_KEY ?? '',
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? '',
  });
  console.log(`Stripe stand-in at ${running.url}`);
}
