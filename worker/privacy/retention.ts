import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { outbox } from '../../schema/db/mail';
import {
  newsletter,
  quoteRequests,
  repairEstimates,
  repairEvents,
  repairs,
  shippingForms,
} from '../../schema/db/repairs';
import { stockAlerts } from '../../schema/db/stock-alerts';
import type { Database } from '../db';
import { CLOSED_REPAIR } from '../repairs/staff';

/**
 * How long the privacy policy (web/content/PrivacyPolicyPage.tsx) keeps each kind of data, in
 * months; the two must say the same (docs/product.md#retention).
 */
export const RETENTION_MONTHS = {
  /** A quote request or shipping form that never became a repair, from when it was sent. */
  request: 12,
  /** A closed repair (delivered or cancelled), with its timeline, estimates and the request it came from. */
  closedRepair: 24,
  /** The shop's copy of an e-mail it sent or gave up on, from when it was written. */
  email: 12,
  /** A back-in-stock request whose e-mail was sent, from when it was sent. */
  fulfilledStockAlert: 12,
} as const;

/**
 * A newsletter sign-up or a back-in-stock request never confirmed, in days from the request (or
 * its latest repeat): well past its confirmation link's life (worker/repairs/newsletter.ts,
 * worker/catalogue/stock-alerts.ts).
 */
export const UNCONFIRMED_SIGN_UP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant `months` calendar months before `now`: what was written earlier is due. A day the
 * earlier month lacks (29 February in 2027) becomes that month's last day, never the next month's.
 */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCMonth(date.getUTCMonth() - months);
  if (date.getUTCDate() !== day) date.setUTCDate(0);
  return date.getTime();
}

export interface RetentionRun {
  quoteRequests: number;
  shippingForms: number;
  repairs: number;
  emails: number;
  signUps: number;
  stockAlerts: number;
}

/**
 * The daily retention job: deletes, in one batch, what the privacy policy no longer lets the
 * shop keep at `now`. Nothing younger than its period is touched, and a repair still open stays
 * however old it is.
 */
export async function enforceRetention(db: Database, now: number): Promise<RetentionRun> {
  const requestsBefore = monthsBefore(now, RETENTION_MONTHS.request);
  const repairsBefore = monthsBefore(now, RETENTION_MONTHS.closedRepair);
  const dueRepairs = db
    .select({ id: repairs.id })
    .from(repairs)
    .where(and(inArray(repairs.status, CLOSED_REPAIR), lt(repairs.updatedAtMs, repairsBefore)));
  const unconfirmedBefore = now - UNCONFIRMED_SIGN_UP_DAYS * DAY_MS;
  const [, , quotesOfRepairs, formsOfRepairs, closed, quotes, forms, emails, signUps, alerts] =
    await db.batch([
      db.delete(repairEvents).where(inArray(repairEvents.repairId, dueRepairs)),
      db.delete(repairEstimates).where(inArray(repairEstimates.repairId, dueRepairs)),
      db
        .delete(quoteRequests)
        .where(inArray(quoteRequests.repairId, dueRepairs))
        .returning({ id: quoteRequests.id }),
      db
        .delete(shippingForms)
        .where(inArray(shippingForms.repairId, dueRepairs))
        .returning({ id: shippingForms.id }),
      db
        .delete(repairs)
        .where(and(inArray(repairs.status, CLOSED_REPAIR), lt(repairs.updatedAtMs, repairsBefore)))
        .returning({ id: repairs.id }),
      db
        .delete(quoteRequests)
        .where(and(isNull(quoteRequests.repairId), lt(quoteRequests.createdAtMs, requestsBefore)))
        .returning({ id: quoteRequests.id }),
      db
        .delete(shippingForms)
        .where(and(isNull(shippingForms.repairId), lt(shippingForms.createdAtMs, requestsBefore)))
        .returning({ id: shippingForms.id }),
      db
        .delete(outbox)
        .where(
          and(
            inArray(outbox.status, ['sent', 'failed']),
            lt(outbox.createdAtMs, monthsBefore(now, RETENTION_MONTHS.email)),
          ),
        )
        .returning({ id: outbox.id }),
      db
        .delete(newsletter)
        .where(and(isNull(newsletter.consentAtMs), lt(newsletter.createdAtMs, unconfirmedBefore)))
        .returning({ email: newsletter.email }),
      db
        .delete(stockAlerts)
        .where(
          or(
            and(
              eq(stockAlerts.status, 'in_attesa_di_conferma'),
              lt(stockAlerts.createdAtMs, unconfirmedBefore),
            ),
            and(
              eq(stockAlerts.status, 'inviato'),
              lt(stockAlerts.notifiedAtMs, monthsBefore(now, RETENTION_MONTHS.fulfilledStockAlert)),
            ),
          ),
        )
        .returning({ id: stockAlerts.id }),
    ]);
  return {
    quoteRequests: quotesOfRepairs.length + quotes.length,
    shippingForms: formsOfRepairs.length + forms.length,
    repairs: closed.length,
    emails: emails.length,
    signUps: signUps.length,
    stockAlerts: alerts.length,
  };
}
