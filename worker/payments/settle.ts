import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { type OrderRow, orderLines, orders } from '../../schema/db/orders';
import { paymentEvents } from '../../schema/db/payments';
import { formatPrice } from '../../schema/rules/money';
import { chargeMatches } from '../../schema/rules/online-payments';
import { expiryNote, ONLINE_HOLD_STATUS } from '../../schema/rules/order-limits';
import { audit } from '../admin/audit';
import { forgetCatalogueVersion } from '../catalogue/version';
import { type Database, violates } from '../db';
import type { Mailer } from '../mail/mailer';
import { orderMail } from '../orders/order-mail';
import { type Mover, movedMeanwhile, moveStatements } from '../orders/order-moves';
import { restockStatements } from '../orders/stock-units';

/** Who the audit log names for what the provider reported: not a person. */
const PROVIDER: Mover = { uid: 'sistema:pagamenti-online', email: null };

/** What the provider says of an order's payment, whichever way it said it. */
export type Settlement =
  /** Paid: the money is taken. */
  | 'paid'
  /** Completed, but a method that settles later has not yet (no such method is on by default). */
  | 'pending'
  /** A payment that settles later failed. */
  | 'failed'
  /** The page closed unpaid. */
  | 'expired';

export interface ProviderReport {
  /** The provider's event id, or the reconciliation's own for what it found. */
  eventId: string;
  type: string;
  /** Our order's id, as the session was opened with it. */
  orderId: string | null;
  sessionId: string;
  settlement: Settlement;
  /** What the provider took, in cents, and in which currency. */
  amount: number | null;
  currency: string | null;
  /** The payment taken, which a refund is later asked against. */
  paymentIntentId: string | null;
}

export type SettleOutcome = 'applied' | 'noted' | 'refused' | 'duplicate' | 'unknown-order';

const PAID_NOTE = 'Pagamento ricevuto tramite Stripe.';
const FAILED_NOTE = 'Annullato automaticamente: il pagamento online non è riuscito.';

/** The note the staff read when the provider reported what the shop did not apply. */
function problemOf(order: OrderRow, report: ProviderReport): string {
  const charged =
    report.amount === null
      ? 'un importo sconosciuto'
      : `${formatPrice(report.amount)} (${report.currency?.toUpperCase() ?? '?'})`;
  return order.status === 'annullato'
    ? `Stripe ha incassato ${charged} per un ordine già annullato: verifica e rimborsa dalla dashboard di Stripe.`
    : `Stripe ha incassato ${charged} invece di ${formatPrice(order.total)} (EUR): pagamento non registrato, verifica dalla dashboard di Stripe.`;
}

function findOrder(db: Database, report: ProviderReport) {
  const where = report.orderId
    ? eq(orders.id, report.orderId)
    : eq(orders.paymentSessionId, report.sessionId);
  return db.select().from(orders).where(where).get();
}

/**
 * Applies what the provider reported of an order's payment (docs/product.md#payments-online), in
 * one D1 batch with the record of the report, so a report delivered twice is applied once: paid
 * moves the order to «Pagato» and writes the buyer's «Pagamento ricevuto»; failed or expired
 * cancels it, restocks it and writes the buyer's e-mail. Each move is conditional on the state
 * the order was read in: when something else moved it meanwhile (the other report, the staff),
 * it is read again and decided anew. An amount or currency that is not the order's, or money
 * taken for a cancelled order, is never applied: it is kept on the order for the staff.
 */
export async function settlePayment(
  db: Database,
  report: ProviderReport,
  mail: Mailer,
  nowMs = Date.now(),
): Promise<SettleOutcome> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const order = await findOrder(db, report);
    if (order?.paymentMethod !== 'online') return 'unknown-order';
    const record = (outcome: 'applied' | 'noted' | 'refused') =>
      db.insert(paymentEvents).values({
        id: report.eventId,
        orderId: order.id,
        type: report.type,
        outcome,
        receivedAtMs: nowMs,
      });
    try {
      const plan = await planFor(db, order, report, mail, nowMs);
      await db.batch([record(plan.outcome), ...plan.statements] as const);
      mail.dispatch(plan.mails);
      if (plan.restocked) forgetCatalogueVersion();
      return plan.outcome;
    } catch (error) {
      if (violates(error, 'payment_events.id')) return 'duplicate';
      if (!movedMeanwhile(error)) throw error;
    }
  }
  throw new Error(`Order payment ${report.sessionId} kept moving while settling ${report.eventId}`);
}

interface Plan {
  outcome: 'applied' | 'noted' | 'refused';
  statements: BatchItem<'sqlite'>[];
  mails: string[];
  restocked: boolean;
}

const noted: Plan = { outcome: 'noted', statements: [], mails: [], restocked: false };

/** What to write for a report, given the order as it was read. */
async function planFor(
  db: Database,
  order: OrderRow,
  report: ProviderReport,
  mail: Mailer,
  nowMs: number,
): Promise<Plan> {
  const awaiting = order.status === ONLINE_HOLD_STATUS;
  switch (report.settlement) {
    case 'pending':
      return noted;
    case 'paid': {
      if (awaiting && chargeMatches(order, report)) return paid(db, order, report, mail, nowMs);
      // Paid twice over (a second event of the same payment) is nothing new.
      if (order.status !== 'annullato' && chargeMatches(order, report)) return noted;
      return refused(db, order, report, nowMs);
    }
    case 'failed':
    case 'expired':
      return awaiting ? cancelled(db, order, report.settlement, mail, nowMs) : noted;
  }
}

function paid(
  db: Database,
  order: OrderRow,
  report: ProviderReport,
  mail: Mailer,
  nowMs: number,
): Plan {
  const move = moveStatements(
    db,
    PROVIDER,
    {
      order,
      from: ONLINE_HOLD_STATUS,
      to: 'pagato',
      note: PAID_NOTE,
      audit: {
        action: 'order.paid-online',
        summary: `${order.number} pagato online, ${formatPrice(order.total)}`,
      },
      at: nowMs,
      announcer: mail,
    },
    { paymentIntentId: report.paymentIntentId },
  );
  const email = orderMail(
    db,
    'paymentReceived',
    order.number,
    { origin: mail.origin, order: { ...order, status: 'pagato' } },
    nowMs,
  );
  return {
    outcome: 'applied',
    statements: [...move, email.statement],
    mails: [email.id],
    restocked: false,
  };
}

async function cancelled(
  db: Database,
  order: OrderRow,
  settlement: 'failed' | 'expired',
  mail: Mailer,
  nowMs: number,
): Promise<Plan> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const units = lines.reduce((n, line) => n + line.quantity, 0);
  const move = moveStatements(db, PROVIDER, {
    order,
    from: ONLINE_HOLD_STATUS,
    to: 'annullato',
    note: settlement === 'failed' ? FAILED_NOTE : expiryNote('online'),
    audit: {
      action: settlement === 'failed' ? 'order.payment-failed' : 'order.expire',
      summary: `${order.number} non pagato online e annullato, ${units} pezzi rimessi a magazzino`,
    },
    at: nowMs,
    announcer: mail,
  });
  const email = orderMail(
    db,
    'expired',
    order.number,
    { origin: mail.origin, order: { ...order, status: 'annullato' } },
    nowMs,
  );
  return {
    outcome: 'applied',
    statements: [...move, ...restockStatements(db, lines, nowMs), email.statement],
    mails: [email.id],
    restocked: true,
  };
}

function refused(db: Database, order: OrderRow, report: ProviderReport, nowMs: number): Plan {
  const problem = problemOf(order, report);
  return {
    outcome: 'refused',
    statements: [
      db
        .update(orders)
        .set({ paymentProblem: problem, updatedAtMs: nowMs })
        .where(eq(orders.id, order.id)),
      audit(
        db,
        PROVIDER,
        {
          action: 'order.payment-refused',
          entityType: 'order',
          entityId: order.id,
          summary: problem,
        },
        nowMs,
      ),
    ],
    mails: [],
    restocked: false,
  };
}
