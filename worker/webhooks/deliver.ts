import { and, eq, lte, sql } from 'drizzle-orm';
import {
  type WebhookDeliveryRow,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../schema/db/webhooks';
import { SIGNATURE_HEADER, signatureHeader } from '../../schema/rules/webhook-signature';
import {
  isDelivered,
  WEBHOOK_TIMEOUT_MS,
  webhookEventName,
  webhookRetryDelaySeconds,
} from '../../schema/rules/webhooks';
import type { Database } from '../db';
import { openSecret } from './secret-box';

/** What sends a delivery's request: fetch, or a test's stand-in. */
export type WebhookSend = (request: Request) => Promise<Response>;

/** fetch as it is at the time of the call, so the Worker tests' stand-in can answer. */
export const sendByFetch: WebhookSend = (request) => fetch(request);

type WebhookOutcome =
  | { outcome: 'delivered' }
  /** Already attempted by another message, not due yet, or its endpoint switched off. */
  | { outcome: 'skipped' }
  | { outcome: 'retry'; delaySeconds: number }
  | { outcome: 'failed' };

/** How much of a receiver's answer the log keeps. */
const MAX_RESPONSE_CHARACTERS = 300;
const MAX_ERROR_CHARACTERS = 300;
/** LINK_SECRET changed since the endpoint's secret was sealed (worker/webhooks/secret-box.ts). */
const UNREADABLE_SECRET =
  "Il segreto dell'endpoint non si legge più (è cambiata la chiave del Worker): rigeneralo.";
/** A queue message may arrive a little before its delay is over. */
const EARLY_LEEWAY_MS = 5_000;

/** Takes a due delivery for this attempt alone: of two messages for it, one gets it. */
function claim(db: Database, id: string, now: number) {
  const d = webhookDeliveries;
  return db
    .update(d)
    .set({ status: 'sending', attempts: sql`${d.attempts} + 1`, updatedAtMs: now })
    .where(
      and(eq(d.id, id), eq(d.status, 'pending'), lte(d.nextAttemptAtMs, now + EARLY_LEEWAY_MS)),
    )
    .returning()
    .get();
}

function target(db: Database, delivery: WebhookDeliveryRow) {
  return db
    .select({
      url: webhookEndpoints.url,
      enabled: webhookEndpoints.enabled,
      sealedSecret: webhookEndpoints.sealedSecret,
      payload: webhookEvents.payload,
    })
    .from(webhookEndpoints)
    .innerJoin(webhookEvents, eq(webhookEvents.id, delivery.eventId))
    .where(eq(webhookEndpoints.id, delivery.endpointId))
    .get();
}

/** The start of an answer, read no further: a receiver may answer with anything, of any size. */
async function answerStart(response: Response): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return null;
  const decoder = new TextDecoder();
  let text = '';
  while (text.length < MAX_RESPONSE_CHARACTERS) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel().catch(() => {});
  return text.slice(0, MAX_RESPONSE_CHARACTERS) || null;
}

interface Attempt {
  statusCode: number | null;
  error: string | null;
  response: string | null;
}

function failure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `Nessuna risposta entro ${WEBHOOK_TIMEOUT_MS / 1000} secondi.`;
  }
  const text = error instanceof Error ? error.message : String(error);
  return `Invio non riuscito: ${text}`.slice(0, MAX_ERROR_CHARACTERS);
}

/**
 * One signed POST of the event's payload (docs/product.md#webhooks): no redirect is followed (an
 * answer 3xx is a failed attempt) and a receiver silent for 10 seconds has failed.
 */
async function attempt(
  send: WebhookSend,
  delivery: WebhookDeliveryRow,
  to: { url: string; secret: string; payload: string },
  now: number,
): Promise<Attempt> {
  const request = new Request(to.url, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    headers: {
      'content-type': 'application/json',
      'user-agent': 'RiparoLab-Webhooks/1',
      [SIGNATURE_HEADER]: await signatureHeader(to.secret, Math.floor(now / 1000), to.payload),
      'RiparoLab-Event': webhookEventName(delivery.eventType),
      'RiparoLab-Event-Id': delivery.eventId,
      'RiparoLab-Delivery': delivery.id,
    },
    body: to.payload,
  });
  try {
    const answer = await send(request);
    const response = await answerStart(answer);
    return {
      statusCode: answer.status,
      error: isDelivered(answer.status) ? null : `Risposta ${answer.status} invece di 2xx.`,
      response,
    };
  } catch (error) {
    return { statusCode: null, error: failure(error), response: null };
  }
}

/**
 * Attempts one delivery, once, and writes the attempt to its log with what comes next: delivered,
 * another attempt after its wait, or failed after the last (schema/rules/webhooks.ts). A delivery
 * whose endpoint was switched off meanwhile is skipped.
 */
export async function deliverWebhook(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  id: string,
  send: WebhookSend = sendByFetch,
  now: () => number = Date.now,
): Promise<WebhookOutcome> {
  const delivery = await claim(db, id, now());
  if (!delivery) return { outcome: 'skipped' };
  const to = await target(db, delivery);
  const settle = (change: Partial<WebhookDeliveryRow>) =>
    db
      .update(webhookDeliveries)
      .set({ ...change, updatedAtMs: now() })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'sending')));
  if (!to?.enabled) {
    await settle({ status: 'skipped', attempts: delivery.attempts - 1 });
    return { outcome: 'skipped' };
  }
  const startedAt = now();
  const secret = await openSecret(env, to.sealedSecret).catch(() => null);
  const result = secret
    ? await attempt(send, delivery, { url: to.url, secret, payload: to.payload }, startedAt)
    : { statusCode: null, error: UNREADABLE_SECRET, response: null };
  const at = now();
  const delay = result.error ? webhookRetryDelaySeconds(delivery.attempts) : 0;
  const next: Partial<WebhookDeliveryRow> = !result.error
    ? { status: 'delivered', deliveredAtMs: at }
    : delay === null
      ? { status: 'failed' }
      : { status: 'pending', nextAttemptAtMs: at + delay * 1000 };
  await db.batch([
    settle({
      ...next,
      lastStatusCode: result.statusCode,
      lastError: result.error,
      lastAttemptAtMs: startedAt,
    }),
    db.insert(webhookAttempts).values({
      deliveryId: id,
      attempt: delivery.attempts,
      atMs: startedAt,
      statusCode: result.statusCode,
      durationMs: at - startedAt,
      error: result.error,
      response: result.response,
    }),
  ]);
  if (!result.error) return { outcome: 'delivered' };
  return delay === null ? { outcome: 'failed' } : { outcome: 'retry', delaySeconds: delay };
}
