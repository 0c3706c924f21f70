import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { outbox } from '../../schema/db/mail';
import {
  CONFIRMATION_EMAIL_KINDS,
  CONFIRMATION_EMAIL_WINDOW_MS,
  CONFIRMATION_EMAILS_EXHAUSTED,
  mayConfirmAgain,
} from '../../schema/rules/confirmation-emails';
import type { Database } from '../db';
import { DomainError } from '../domain-error';

/**
 * Refuses, before anything is written, a confirmation e-mail to an address that has had its share
 * in the window, whoever asks and from wherever: the per-client rate limit cannot see a request
 * spread over many addresses of the sender's, this one counts what the recipient got
 * (docs/product.md#confirmation-e-mails). Read through the outbox's recipient index.
 */
export async function refuseFloodedAddress(
  db: Database,
  recipient: string,
  now: number,
): Promise<void> {
  const sent = await db
    .select({ count: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.recipient, recipient),
        inArray(outbox.kind, [...CONFIRMATION_EMAIL_KINDS]),
        gt(outbox.createdAtMs, now - CONFIRMATION_EMAIL_WINDOW_MS),
      ),
    )
    .get();
  if (!mayConfirmAgain(sent?.count ?? 0)) {
    throw new DomainError(CONFIRMATION_EMAILS_EXHAUSTED, 'TOO_MANY_REQUESTS', 'email');
  }
}
