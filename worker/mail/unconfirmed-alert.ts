import { and, count, gt, inArray, sql } from 'drizzle-orm';
import { outbox } from '../../schema/db/mail';
import { ROUTES } from '../../schema/routes';
import {
  UNCONFIRMED_ALERT_WINDOW_MS,
  UNCONFIRMED_EMAILS_PER_HOUR,
  UNCONFIRMED_RECIPIENT_KINDS,
} from '../../schema/rules/unconfirmed-mail';
import type { Database } from '../db';
import type { Mailer } from './mailer';
import { queueEmail } from './outbox';
import { siteUrl } from './templates/escape';

/**
 * Writes the staff's alert when the last hour's e-mails to unconfirmed addresses, all inboxes
 * together, reached the hourly budget: at most one per clock hour, its id naming the hour, so a
 * second sweep in the same hour (or two at once) writes nothing. Run by the mail sweep's Cron
 * Trigger every five minutes (docs/product.md#unconfirmed-recipients). Its id, when written.
 */
export async function alertUnconfirmedMailSurge(
  db: Database,
  mail: Mailer,
  now: number,
): Promise<string | null> {
  const sinceMs = now - UNCONFIRMED_ALERT_WINDOW_MS;
  const [counted] = await db
    .select({
      written: count(),
      withheld: sql<number>`count(*) FILTER (WHERE ${outbox.status} = 'withheld')`,
    })
    .from(outbox)
    .where(
      and(inArray(outbox.kind, [...UNCONFIRMED_RECIPIENT_KINDS]), gt(outbox.createdAtMs, sinceMs)),
    );
  const written = counted?.written ?? 0;
  if (written < UNCONFIRMED_EMAILS_PER_HOUR) return null;
  const id = `unconfirmed-mail-alert-${Math.floor(now / UNCONFIRMED_ALERT_WINDOW_MS)}`;
  const input = {
    written,
    withheld: counted?.withheld ?? 0,
    sinceMs,
    mailUrl: siteUrl(mail.origin, ROUTES.adminMail),
  };
  const [queued] = await queueEmail(db, { id, kind: 'staff.unconfirmed-mail-alert', input }, now)
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  if (!queued) return null;
  mail.dispatch([queued.id]);
  return queued.id;
}
