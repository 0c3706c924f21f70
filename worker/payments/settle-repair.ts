import { and, eq, ne, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  type RepairPaymentRow,
  repairPaymentEvents,
  repairPayments,
} from '../../schema/db/repair-payments';
import { type RepairRow, repairEvents, repairs } from '../../schema/db/repairs';
import { repairAccessLink } from '../../schema/repair-access-link';
import { formatPrice } from '../../schema/rules/money';
import { PAYMENT_CURRENCY } from '../../schema/rules/online-payments';
import { audit } from '../admin/audit';
import { type Database, violates } from '../db';
import type { Mailer } from '../mail/mailer';
import { renewRepairLinks, repairAccessToken } from '../repairs/repair-links';
import { repairMail } from '../repairs/repair-mail';
import type { Settlement, SettleOutcome } from './settle';

/** Who the audit log names for what the provider reported: not a person. */
const PROVIDER = { uid: 'sistema:pagamenti-online', email: null };

/** What the provider said of a repair's page, from its event or the reconciliation. */
export interface RepairReport {
  eventId: string;
  type: string;
  sessionId: string;
  settlement: Settlement;
  amount: number | null;
  currency: string | null;
  paymentIntent: string | null;
}

const WHAT: Record<RepairPaymentRow['kind'], string> = {
  estimate: 'preventivo',
  diagnosis: 'costo della diagnosi',
};

/** The timeline entry of a payment, which the customer reads on the status page. */
const repairPaidNote = (payment: Pick<RepairPaymentRow, 'kind' | 'amountCents'>) =>
  `Pagamento online ricevuto: ${formatPrice(payment.amountCents)} IVA inclusa (${WHAT[payment.kind]}).`;

/** Whether a batch lost its race: the payment moved, or the same charge was paid by another page. */
const movedMeanwhile = (error: unknown) =>
  violates(error, 'repair_events_allowed') || violates(error, 'repair_payments.estimate_id');

/**
 * Applies what the provider reported of a repair's page (docs/product.md#payments-online) in one
 * D1 batch with the record of the report by its id, so a report delivered twice is applied once:
 * paid records the payment with a timeline entry, an audit row and the «Pagamento ricevuto»
 * e-mail; a page closed unpaid is marked so. An amount or currency that is not the page's, or
 * money for a charge another page already paid, is never applied: the problem stays for staff.
 */
export async function settleRepairPayment(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  report: RepairReport,
  mail: Mailer,
  nowMs = Date.now(),
): Promise<SettleOutcome> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const payment = await db
      .select()
      .from(repairPayments)
      .where(eq(repairPayments.sessionId, report.sessionId))
      .get();
    if (!payment) return 'unknown-order';
    const repair = await db.select().from(repairs).where(eq(repairs.id, payment.repairId)).get();
    if (!repair) return 'unknown-order';
    const plan = await planFor(db, env, payment, repair, report, mail, nowMs);
    const record = db.insert(repairPaymentEvents).values({
      id: report.eventId,
      paymentId: payment.id,
      type: report.type,
      outcome: plan.outcome,
      receivedAtMs: nowMs,
    });
    try {
      await db.batch([record, ...plan.statements] as const);
      mail.dispatch(plan.mails);
      return plan.outcome;
    } catch (error) {
      if (violates(error, 'repair_payment_events.id')) return 'duplicate';
      if (!movedMeanwhile(error)) throw error;
    }
  }
  throw new Error(
    `Repair payment ${report.sessionId} kept moving while settling ${report.eventId}`,
  );
}

interface Plan {
  outcome: 'applied' | 'noted' | 'refused';
  statements: BatchItem<'sqlite'>[];
  mails: string[];
}

const noted: Plan = { outcome: 'noted', statements: [], mails: [] };

async function planFor(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  payment: RepairPaymentRow,
  repair: RepairRow,
  report: RepairReport,
  mail: Mailer,
  nowMs: number,
): Promise<Plan> {
  const matches = report.amount === payment.amountCents && report.currency === PAYMENT_CURRENCY;
  switch (report.settlement) {
    case 'pending':
      return noted;
    case 'paid': {
      if (payment.status === 'paid')
        return matches ? noted : refused(db, payment, repair, report, nowMs);
      const paidElsewhere = await db
        .select({ id: repairPayments.id })
        .from(repairPayments)
        .where(
          and(
            eq(repairPayments.estimateId, payment.estimateId),
            eq(repairPayments.kind, payment.kind),
            eq(repairPayments.status, 'paid'),
            ne(repairPayments.id, payment.id),
          ),
        )
        .get();
      if (!matches || paidElsewhere) return refused(db, payment, repair, report, nowMs);
      return paid(db, env, payment, repair, report, mail, nowMs);
    }
    case 'failed':
    case 'expired':
      return payment.status === 'open'
        ? {
            outcome: 'applied',
            statements: [
              db
                .update(repairPayments)
                .set({ status: 'expired', updatedAtMs: nowMs })
                .where(and(eq(repairPayments.id, payment.id), eq(repairPayments.status, 'open'))),
            ],
            mails: [],
          }
        : noted;
  }
}

async function paid(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  payment: RepairPaymentRow,
  repair: RepairRow,
  report: RepairReport,
  mail: Mailer,
  nowMs: number,
): Promise<Plan> {
  const accessUrl = repairAccessLink(mail.origin, await repairAccessToken(env, repair));
  const email = repairMail(
    db,
    'paymentReceived',
    repair.code,
    { repair, kind: payment.kind, amountCents: payment.amountCents, accessUrl },
    nowMs,
  );
  return {
    outcome: 'applied',
    statements: [
      db
        .update(repairPayments)
        .set({
          status: 'paid',
          paidAtMs: nowMs,
          paymentIntent: report.paymentIntent,
          updatedAtMs: nowMs,
        })
        .where(and(eq(repairPayments.id, payment.id), ne(repairPayments.status, 'paid'))),
      // Under the update's changes(): a payment recorded meanwhile rolls the batch back.
      db.insert(repairEvents).values({
        repairId: repair.id,
        status: repair.status,
        note: repairPaidNote(payment),
        allowed: sql`changes()`,
        createdAtMs: nowMs,
      }),
      audit(
        db,
        PROVIDER,
        {
          action: 'repair.paid-online',
          entityType: 'repair',
          entityId: repair.id,
          summary: `${repair.code}: pagato online ${formatPrice(payment.amountCents)} (${WHAT[payment.kind]})`,
        },
        nowMs,
      ),
      email.statement,
      renewRepairLinks(db, repair.id, nowMs),
    ],
    mails: [email.id],
  };
}

function refused(
  db: Database,
  payment: RepairPaymentRow,
  repair: RepairRow,
  report: RepairReport,
  nowMs: number,
): Plan {
  const charged =
    report.amount === null
      ? 'un importo sconosciuto'
      : `${formatPrice(report.amount)} (${report.currency?.toUpperCase() ?? '?'})`;
  const problem =
    report.amount === payment.amountCents && report.currency === PAYMENT_CURRENCY
      ? `Stripe ha incassato ${charged} per un importo già pagato: verifica e rimborsa dalla dashboard di Stripe.`
      : `Stripe ha incassato ${charged} invece di ${formatPrice(payment.amountCents)} (EUR): pagamento non registrato, verifica dalla dashboard di Stripe.`;
  return {
    outcome: 'refused',
    statements: [
      db
        .update(repairPayments)
        .set({ problem, updatedAtMs: nowMs })
        .where(eq(repairPayments.id, payment.id)),
      audit(
        db,
        PROVIDER,
        {
          action: 'repair.payment-refused',
          entityType: 'repair',
          entityId: repair.id,
          summary: `${repair.code}: ${problem}`,
        },
        nowMs,
      ),
    ],
    mails: [],
  };
}
