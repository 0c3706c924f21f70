/**
 * What a repair's customer may pay online, and the provider page's window
 * (docs/product.md#payments-online). Pure: the Worker and the browser share it.
 */
import type { EstimateStatus, RepairPaymentKind, RepairStatus } from '../vocabulary';
import { type Cents, taxesFor } from './money';

/** What is due on a repair now: the kind it pays and the amount, IVA included. */
export interface RepairCharge {
  kind: RepairPaymentKind;
  /** What the estimate charges, IVA included, before what was already paid. */
  charge: Cents;
  /** What is left to pay: the charge less what the repair already paid online. */
  due: Cents;
}

export const NOTHING_TO_PAY_MESSAGE =
  'Per questa riparazione non c’è nulla da pagare online: si paga un preventivo accettato, o il costo della diagnosi di uno rifiutato.';

export const REPAIR_ONLINE_OFF_MESSAGE =
  'Il pagamento online non è disponibile in questo momento: puoi pagare in negozio o riprovare più tardi.';

export const ALREADY_PAID_MESSAGE =
  'Questa riparazione è già pagata: trovi la ricevuta nell’e-mail «Pagamento ricevuto».';

/**
 * What the repair's current estimate charges: an accepted one its total, a declined one its
 * diagnosis fee plus IVA; null when it charges nothing (waiting, replaced, declined without a
 * fee) or the repair was cancelled. `paid` is what the repair already paid online.
 */
export function repairCharge(
  repairStatus: RepairStatus,
  estimate: { status: EstimateStatus; totalCents: Cents; diagnosisFeeCents: Cents | null } | null,
  paid: Cents,
): RepairCharge | null {
  if (!estimate || repairStatus === 'annullato') return null;
  if (estimate.status === 'accepted') {
    return {
      kind: 'estimate',
      charge: estimate.totalCents,
      due: Math.max(0, estimate.totalCents - paid),
    };
  }
  const fee = estimate.diagnosisFeeCents;
  if (estimate.status !== 'declined' || !fee) return null;
  const charge = fee + taxesFor(fee);
  return { kind: 'diagnosis', charge, due: Math.max(0, charge - paid) };
}

/** The provider's page line, in Italian. */
export function repairChargeName(code: string, kind: RepairPaymentKind): string {
  return `Riparazione ${code} — ${kind === 'estimate' ? 'preventivo' : 'costo della diagnosi'} (IVA inclusa)`;
}

/** Pages opened within one window share an idempotency key and close at the same time. */
const WINDOW_MS = 30 * 60 * 1000;

/**
 * The window a page opened at `nowMs` belongs to, and when it closes: 60 to 90 minutes later,
 * within the 30 minutes to 24 hours the provider allows, the same for every request of the window.
 */
export function repairSessionWindow(nowMs: number): { startMs: number; closesAtMs: number } {
  const startMs = Math.floor(nowMs / WINDOW_MS) * WINDOW_MS;
  return { startMs, closesAtMs: startMs + 3 * WINDOW_MS };
}

/** A kept page is offered again only while it has this long to run. */
export const REUSABLE_FOR_MS = 5 * 60 * 1000;

/** Where a repair's online payment stands for its customer. */
export interface RepairPaymentState {
  kind: RepairPaymentKind;
  /** Still to pay, IVA included: zero once paid. */
  due: Cents;
  /** Paid online so far, IVA included. */
  paid: Cents;
  /** When the latest payment was received; null before any. */
  paidAtMs: number | null;
}

/**
 * What the customer sees of a repair's payment: what is due now and what was paid; null when the
 * repair has nothing to pay and paid nothing.
 */
export function repairPaymentState(
  repairStatus: RepairStatus,
  estimate: Parameters<typeof repairCharge>[1],
  payments: readonly {
    kind: RepairPaymentKind;
    amountCents: Cents;
    status: string;
    paidAtMs: number | null;
  }[],
): RepairPaymentState | null {
  const paidOnes = payments.filter((payment) => payment.status === 'paid');
  const paid = paidOnes.reduce((sum, payment) => sum + payment.amountCents, 0);
  const paidAtMs = paidOnes.length
    ? Math.max(...paidOnes.map((payment) => payment.paidAtMs ?? 0))
    : null;
  const charge = repairCharge(repairStatus, estimate, paid);
  if (charge) return { kind: charge.kind, due: charge.due, paid, paidAtMs };
  const last = paidOnes[0];
  return last ? { kind: last.kind, due: 0, paid, paidAtMs } : null;
}

/**
 * Where a repair's payment stands for its customer: paid once nothing is due (the provider's
 * word only); being confirmed when they came back from paying and it is not yet; to pay while
 * they can; otherwise not payable online now.
 */
export type RepairPaymentStage = 'paid' | 'confirming' | 'to-pay' | 'unavailable';

export function repairPaymentStage(
  payment: { due: Cents; payable: boolean },
  backFromPaying: boolean,
): RepairPaymentStage {
  if (payment.due === 0) return 'paid';
  if (backFromPaying) return 'confirming';
  return payment.payable ? 'to-pay' : 'unavailable';
}
