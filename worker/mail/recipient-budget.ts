import { and, count, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { outbox } from '../../schema/db/mail';
import {
  CONFIRMATION_EMAIL_KINDS,
  CONFIRMATION_EMAIL_WINDOW_MS,
  CONFIRMATION_EMAILS_PER_ADDRESS,
} from '../../schema/rules/confirmation-emails';
import {
  UNCONFIRMED_EMAIL_WINDOW_MS,
  UNCONFIRMED_EMAILS_PER_MAILBOX,
  UNCONFIRMED_RECIPIENT_KINDS,
} from '../../schema/rules/unconfirmed-mail';
import type { OutboxStatus } from '../../schema/vocabulary';
import type { Database } from '../db';

const isKind = <K extends string>(kinds: readonly K[], kind: string): kind is K =>
  (kinds as readonly string[]).includes(kind);

/** How many e-mails of `kinds` the outbox holds for `mailbox` since `since`, as a subquery. */
function writtenTo(
  db: Database,
  mailbox: string,
  kinds: readonly string[],
  since: number,
  where?: SQL,
) {
  return db
    .select({ n: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.mailbox, mailbox),
        inArray(outbox.kind, [...kinds]),
        gt(outbox.createdAtMs, since),
        where,
      ),
    );
}

/**
 * The state a new outbox row starts in. An e-mail to an unconfirmed address is `withheld`, not
 * sent, once its inbox had its budget of them in the window; a confirmation e-mail past its own
 * cap gets no state at all (NULL), and the outbox's NOT NULL then rolls back the whole batch
 * (worker/mail/confirmation-limit.ts). Counted inside the INSERT, so of simultaneous requests for one
 * inbox, which D1 runs one after the other, only the budget's worth are sent
 * (docs/product.md#unconfirmed-recipients).
 */
export function initialStatus(
  db: Database,
  kind: string,
  mailbox: string,
  at: number,
): OutboxStatus | SQL<OutboxStatus | null> {
  if (!isKind(UNCONFIRMED_RECIPIENT_KINDS, kind)) return 'pending';
  const sent = writtenTo(
    db,
    mailbox,
    UNCONFIRMED_RECIPIENT_KINDS,
    at - UNCONFIRMED_EMAIL_WINDOW_MS,
    ne(outbox.status, 'withheld'),
  );
  const budgeted = sql`WHEN (${sent}) < ${UNCONFIRMED_EMAILS_PER_MAILBOX} THEN 'pending' ELSE 'withheld'`;
  if (!isKind(CONFIRMATION_EMAIL_KINDS, kind)) return sql`CASE ${budgeted} END`;
  const asked = writtenTo(db, mailbox, CONFIRMATION_EMAIL_KINDS, at - CONFIRMATION_EMAIL_WINDOW_MS);
  return sql`CASE WHEN (${asked}) >= ${CONFIRMATION_EMAILS_PER_ADDRESS} THEN NULL ${budgeted} END`;
}
