import { asc, eq } from 'drizzle-orm';
import {
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  webhookAttempts,
  webhookDeliveries,
} from '../../schema/db/webhooks';
import { MAX_WEBHOOK_ATTEMPTS, WEBHOOK_MESSAGES } from '../../schema/rules/webhooks';
import type { WebhookDeliveryStatus } from '../../schema/vocabulary';
import { type AuditActor, audit } from '../admin/audit';
import { rowById, type StaffListArgs, staffList } from '../admin/paging';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { endpointById } from './endpoints';

/** The delivery log, newest first, searched by reference (an order number) and event. */
export function listDeliveries(db: Database, args: StaffListArgs<WebhookDeliveryStatus>) {
  const d = webhookDeliveries;
  return staffList(
    db,
    d,
    { newest: d.createdAtMs, status: d.status, searched: [d.ref, d.eventType] },
    args,
  );
}

export function findDelivery(db: Database, id: string): Promise<WebhookDeliveryRow | null> {
  return rowById(db, webhookDeliveries, id);
}

/** Every attempt of a delivery, first to last: a handful at most. */
export function attemptsOf(db: Database, deliveryId: string): Promise<WebhookAttemptRow[]> {
  return db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.attempt))
    .limit(MAX_WEBHOOK_ATTEMPTS);
}

/**
 * Sends an event to an endpoint again, as a new delivery with its own attempts: the receiver
 * gets the same event id, which tells it apart from a new event. Audited; the caller queues it.
 */
export async function replayDelivery(
  db: Database,
  actor: AuditActor,
  id: string,
  at = Date.now(),
): Promise<WebhookDeliveryRow> {
  const delivery = await findDelivery(db, id);
  if (!delivery) throw new DomainError(WEBHOOK_MESSAGES.deliveryNotFound, 'NOT_FOUND', 'id');
  const endpoint = await endpointById(db, delivery.endpointId);
  if (!endpoint.enabled) throw new DomainError(WEBHOOK_MESSAGES.replayDisabled, 'CONFLICT', 'id');
  const replay = crypto.randomUUID().replaceAll('-', '');
  const [[written]] = await db.batch([
    db
      .insert(webhookDeliveries)
      .values({
        id: replay,
        eventId: delivery.eventId,
        endpointId: delivery.endpointId,
        eventType: delivery.eventType,
        ref: delivery.ref,
        status: 'pending',
        attempts: 0,
        nextAttemptAtMs: at,
        createdAtMs: at,
        updatedAtMs: at,
      })
      .returning(),
    audit(
      db,
      actor,
      {
        action: 'webhook.replay',
        entityType: 'webhook',
        entityId: endpoint.id,
        summary: `Evento ${delivery.eventType} di ${delivery.ref} inviato di nuovo a ${endpoint.url}`,
      },
      at,
    ),
  ]);
  if (!written) throw new Error(`Webhook delivery ${replay} was written but not returned`);
  return written;
}
