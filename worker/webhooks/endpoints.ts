import { count, desc, eq } from 'drizzle-orm';
import { type WebhookEndpointRow, webhookEndpoints } from '../../schema/db/webhooks';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_MESSAGES,
  webhookEventsRefusal,
  webhookUrlRefusal,
} from '../../schema/rules/webhooks';
import type { WebhookEvent } from '../../schema/vocabulary';
import { type AuditActor, audit } from '../admin/audit';
import { rowById } from '../admin/paging';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { newWebhookSecret, sealSecret } from './secret-box';

/** The staff's settings: whether the Worker runs locally, where http to this machine is allowed. */
type Settings = Pick<Env, 'LINK_SECRET' | 'ENVIRONMENT'>;

/** An endpoint with the secret it signs with: shown to the staff this once. */
export interface EndpointWithSecret {
  endpoint: WebhookEndpointRow;
  secret: string;
}

interface EndpointInput {
  url: string;
  description: string | null;
  events: WebhookEvent[];
}

export function listEndpoints(db: Database): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAtMs));
}

export async function endpointById(db: Database, id: string): Promise<WebhookEndpointRow> {
  const endpoint = await rowById(db, webhookEndpoints, id);
  if (!endpoint) throw new DomainError(WEBHOOK_MESSAGES.notFound, 'NOT_FOUND', 'id');
  return endpoint;
}

function checkEvents(events: readonly string[]): void {
  const refusal = webhookEventsRefusal(events);
  if (refusal) throw new DomainError(refusal, 'BAD_USER_INPUT', 'events', { events: refusal });
}

const sameEvents = (events: readonly WebhookEvent[]) => [...new Set(events)].sort();

/**
 * Registers an endpoint, switched on, with a new secret (docs/product.md#webhooks): https to a
 * public host, or http to this machine while the Worker runs locally. Audited.
 */
export async function createEndpoint(
  db: Database,
  env: Settings,
  actor: AuditActor,
  input: EndpointInput,
  at = Date.now(),
): Promise<EndpointWithSecret> {
  const url = input.url.trim();
  const refusal = webhookUrlRefusal(url, env.ENVIRONMENT === 'development');
  // Its field named too, so the staff's form shows the message under the address.
  if (refusal) throw new DomainError(refusal, 'BAD_USER_INPUT', 'url', { url: refusal });
  checkEvents(input.events);
  const [registered] = await db.select({ n: count() }).from(webhookEndpoints);
  if ((registered?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) {
    throw new DomainError(WEBHOOK_MESSAGES.tooMany, 'LIMIT_REACHED', 'url');
  }
  const secret = newWebhookSecret();
  const id = crypto.randomUUID();
  const [[endpoint]] = await db.batch([
    db
      .insert(webhookEndpoints)
      .values({
        id,
        url,
        description: input.description?.trim() || null,
        events: sameEvents(input.events),
        enabled: true,
        sealedSecret: await sealSecret(env, secret),
        secretHint: secret.slice(-4),
        createdAtMs: at,
        updatedAtMs: at,
      })
      .returning(),
    audit(
      db,
      actor,
      {
        action: 'webhook.create',
        entityType: 'webhook',
        entityId: id,
        summary: `Webhook verso ${url} registrato`,
      },
      at,
    ),
  ]);
  if (!endpoint) throw new Error(`Webhook endpoint ${id} was written but not returned`);
  return { endpoint, secret };
}

/** Switches an endpoint on or off, or changes its events or description. Audited. */
export async function updateEndpoint(
  db: Database,
  actor: AuditActor,
  id: string,
  change: { enabled?: boolean | null; events?: WebhookEvent[] | null; description?: string | null },
  at = Date.now(),
): Promise<WebhookEndpointRow> {
  const endpoint = await endpointById(db, id);
  if (change.events) checkEvents(change.events);
  const enabled = change.enabled ?? endpoint.enabled;
  const summary =
    enabled === endpoint.enabled
      ? `Webhook verso ${endpoint.url} modificato`
      : `Webhook verso ${endpoint.url} ${enabled ? 'attivato' : 'disattivato'}`;
  const [[updated]] = await db.batch([
    db
      .update(webhookEndpoints)
      .set({
        enabled,
        events: change.events ? sameEvents(change.events) : endpoint.events,
        description:
          change.description === undefined
            ? endpoint.description
            : change.description?.trim() || null,
        updatedAtMs: at,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning(),
    audit(
      db,
      actor,
      { action: 'webhook.update', entityType: 'webhook', entityId: id, summary },
      at,
    ),
  ]);
  return updated ?? endpoint;
}

/** A new secret for an endpoint: the old one stops signing at once. Audited. */
export async function rotateSecret(
  db: Database,
  env: Settings,
  actor: AuditActor,
  id: string,
  at = Date.now(),
): Promise<EndpointWithSecret> {
  const endpoint = await endpointById(db, id);
  const secret = newWebhookSecret();
  const [[updated]] = await db.batch([
    db
      .update(webhookEndpoints)
      .set({
        sealedSecret: await sealSecret(env, secret),
        secretHint: secret.slice(-4),
        updatedAtMs: at,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning(),
    audit(
      db,
      actor,
      {
        action: 'webhook.rotate-secret',
        entityType: 'webhook',
        entityId: id,
        summary: `Nuovo segreto per il webhook verso ${endpoint.url}`,
      },
      at,
    ),
  ]);
  if (!updated) throw new DomainError(WEBHOOK_MESSAGES.notFound, 'NOT_FOUND', 'id');
  return { endpoint: updated, secret };
}

/** Deletes an endpoint with its deliveries and their log. Audited. */
export async function deleteEndpoint(
  db: Database,
  actor: AuditActor,
  id: string,
  at = Date.now(),
): Promise<string> {
  const endpoint = await endpointById(db, id);
  await db.batch([
    db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)),
    audit(
      db,
      actor,
      {
        action: 'webhook.delete',
        entityType: 'webhook',
        entityId: id,
        summary: `Webhook verso ${endpoint.url} eliminato`,
      },
      at,
    ),
  ]);
  return id;
}
