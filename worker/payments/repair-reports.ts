import type Stripe from 'stripe';
import { REPAIR_SESSION_KIND } from './repair-checkout';
import type { Settlement } from './settle';
import type { RepairReport } from './settle-repair';

/** Whether a session was opened to pay a repair (its metadata says so), not an order. */
export const isRepairSession = (session: Stripe.Checkout.Session) =>
  session.metadata?.kind === REPAIR_SESSION_KIND;

/** A repair's session as its settlement reads it, from an event or the reconciliation. */
export function repairReportOf(
  eventId: string,
  type: string,
  session: Stripe.Checkout.Session,
  settlement: Settlement,
): RepairReport {
  const intent = session.payment_intent;
  return {
    eventId,
    type,
    sessionId: session.id,
    settlement,
    amount: session.amount_total,
    currency: session.currency,
    paymentIntent: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}
