/**
 * A repair's estimate (docs/product.md#estimates): what staff may write in it, its totals, and
 * what its customer may still do with it. Pure: the Worker and the browser share it.
 */
import { formatDate } from '../dates';
import type { EstimateLineKind, EstimateStatus, RepairSource, RepairStatus } from '../vocabulary';
import { ESTIMATE_LINE_KIND, REPAIR_STATUS } from '../vocabulary';
import { type Cents, formatPrice, taxesFor } from './money';
import { type FieldErrors, isPrintableText, UNPRINTABLE_MESSAGE } from './validation';

/** One line of an estimate: the amount is whole cents before IVA. */
export interface EstimateLine {
  kind: EstimateLineKind;
  description: string;
  amount: Cents;
}

/** What staff send; every amount the customer sees is computed from it by `estimateTotals`. */
export interface EstimateDraft {
  lines: readonly EstimateLine[];
  estimatedDays: number;
  /** Days the customer has to answer; `DEFAULT_VALIDITY_DAYS` when not given. */
  validityDays?: number | null;
  /** Before IVA, charged only if the customer declines. */
  diagnosisFee?: Cents | null;
  note?: string | null;
}

export const ESTIMATE_LIMITS = {
  lines: { min: 1, max: 30 },
  description: { min: 2, max: 200 },
  /** 100.000,00 € before IVA: more than any repair, less than a typo in cents can reach. */
  amount: { min: 1, max: 10_000_000 },
  estimatedDays: { min: 1, max: 90 },
  validityDays: { min: 1, max: 60 },
  note: { max: 500 },
} as const;

export const DEFAULT_VALIDITY_DAYS = 15;
const DAY_MS = 86_400_000;
/** The reminder goes when an unanswered estimate has this long or less to run. */
const ESTIMATE_REMINDER_HOURS = 48;

export const ESTIMATE_MESSAGES = {
  lines: `Il preventivo deve avere da ${ESTIMATE_LIMITS.lines.min} a ${ESTIMATE_LIMITS.lines.max} righe.`,
  kind: 'Scegli se la riga è un ricambio o manodopera.',
  description: `La descrizione deve avere da ${ESTIMATE_LIMITS.description.min} a ${ESTIMATE_LIMITS.description.max} caratteri.`,
  amount: `L'importo deve essere maggiore di zero e al massimo ${formatPrice(ESTIMATE_LIMITS.amount.max)}.`,
  estimatedDays: `I giorni stimati vanno da ${ESTIMATE_LIMITS.estimatedDays.min} a ${ESTIMATE_LIMITS.estimatedDays.max}.`,
  validityDays: `La validità va da ${ESTIMATE_LIMITS.validityDays.min} a ${ESTIMATE_LIMITS.validityDays.max} giorni.`,
  diagnosisFee: `Il costo della diagnosi va da zero a ${formatPrice(ESTIMATE_LIMITS.amount.max)}.`,
  note: `La nota può contenere al massimo ${ESTIMATE_LIMITS.note.max} caratteri.`,
} as const;

const within = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isSafeInteger(value) && value >= min && value <= max;

/** Characters, not UTF-16 units, as the form rules count them. */
const length = (text: string) => [...text.trim()].length;

function textError(text: string, min: number, max: number, message: string): string | undefined {
  if (!isPrintableText(text)) return UNPRINTABLE_MESSAGE;
  const n = length(text);
  return n < min || n > max ? message : undefined;
}

/**
 * Every failing field of a draft, keyed as the staff form names them: `lines`, `lines.2.amount`,
 * `estimatedDays`… Empty when the draft may be sent.
 */
export function estimateErrors(draft: EstimateDraft): FieldErrors<string> {
  const errors: Record<string, string> = {};
  if (!within(draft.lines.length, ESTIMATE_LIMITS.lines)) errors.lines = ESTIMATE_MESSAGES.lines;
  draft.lines.slice(0, ESTIMATE_LIMITS.lines.max).forEach((line, i) => {
    if (!ESTIMATE_LINE_KIND.has(line.kind)) errors[`lines.${i}.kind`] = ESTIMATE_MESSAGES.kind;
    const description = textError(
      line.description,
      ESTIMATE_LIMITS.description.min,
      ESTIMATE_LIMITS.description.max,
      ESTIMATE_MESSAGES.description,
    );
    if (description) errors[`lines.${i}.description`] = description;
    if (!within(line.amount, ESTIMATE_LIMITS.amount)) {
      errors[`lines.${i}.amount`] = ESTIMATE_MESSAGES.amount;
    }
  });
  if (!within(draft.estimatedDays, ESTIMATE_LIMITS.estimatedDays)) {
    errors.estimatedDays = ESTIMATE_MESSAGES.estimatedDays;
  }
  const validity = draft.validityDays ?? DEFAULT_VALIDITY_DAYS;
  if (!within(validity, ESTIMATE_LIMITS.validityDays)) {
    errors.validityDays = ESTIMATE_MESSAGES.validityDays;
  }
  const fee = draft.diagnosisFee;
  if (fee !== null && fee !== undefined && !within(fee, { ...ESTIMATE_LIMITS.amount, min: 0 })) {
    errors.diagnosisFee = ESTIMATE_MESSAGES.diagnosisFee;
  }
  const note = draft.note
    ? textError(draft.note, 0, ESTIMATE_LIMITS.note.max, ESTIMATE_MESSAGES.note)
    : undefined;
  if (note) errors.note = note;
  return errors;
}

export interface EstimateTotals {
  /** The lines' sum, before IVA. */
  subtotal: Cents;
  vat: Cents;
  total: Cents;
}

/** Shown the way the shop shows a cart: lines before IVA, then subtotal, IVA and total. */
export function estimateTotals(lines: readonly Pick<EstimateLine, 'amount'>[]): EstimateTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const vat = taxesFor(subtotal);
  return { subtotal, vat, total: subtotal + vat };
}

/** When an estimate sent at `sentAtMs` stops being open to an answer. */
export function estimateValidUntil(sentAtMs: number, validityDays?: number | null): number {
  return sentAtMs + (validityDays ?? DEFAULT_VALIDITY_DAYS) * DAY_MS;
}

/** What of an estimate its state machine reads. */
export interface EstimateState {
  status: EstimateStatus;
  validUntilMs: number;
}

/** Expired: still waiting for an answer when its validity ran out. Computed, never stored. */
export function isEstimateExpired(estimate: EstimateState, nowMs: number): boolean {
  return estimate.status === 'sent' && estimate.validUntilMs <= nowMs;
}

/**
 * The reminder window at a moment: an estimate whose validity ends after `afterMs` and by
 * `untilMs` runs out within ESTIMATE_REMINDER_HOURS. The cron's query reads the same bounds.
 */
export function estimateReminderWindow(nowMs: number): { afterMs: number; untilMs: number } {
  return { afterMs: nowMs, untilMs: nowMs + ESTIMATE_REMINDER_HOURS * 3_600_000 };
}

/** Whether an open estimate is due its one reminder: it runs out within the reminder window. */
export function isEstimateReminderDue(estimate: EstimateState, nowMs: number): boolean {
  const { afterMs, untilMs } = estimateReminderWindow(nowMs);
  return (
    estimate.status === 'sent' &&
    estimate.validUntilMs > afterMs &&
    estimate.validUntilMs <= untilMs
  );
}

/** The customer's answers. */
export type EstimateAnswer = 'accept' | 'decline';

/** Where the customer answered from: the status page, the e-mailed link, or their account. */
export const ESTIMATE_DECISION_VIA = ['stato-riparazione', 'link', 'account'] as const;
export type EstimateDecisionVia = (typeof ESTIMATE_DECISION_VIA)[number];

/** Where an answer came from, as the timeline and the staff panel say it. */
export const VIA_WORDS: Record<EstimateDecisionVia, string> = {
  'stato-riparazione': 'dalla pagina Stato riparazione',
  link: "dal link dell'e-mail",
  account: "dall'account",
};

/** The repair state the customer's estimate waits in; anywhere else, staff have moved on. */
export const AWAITING_ESTIMATE: RepairStatus = 'preventivo_inviato';

/**
 * Why the customer may not give this answer now, in Italian, or null when they may. The Worker's
 * conditional update decides races; this names the reason.
 */
export function estimateAnswerRefusal(
  estimate: EstimateState,
  repairStatus: RepairStatus,
  answer: EstimateAnswer,
  nowMs: number,
): string | null {
  switch (estimate.status) {
    case 'accepted':
      return answer === 'accept'
        ? 'Hai già accettato questo preventivo: la riparazione è in corso.'
        : 'Hai già accettato questo preventivo: per cambiare idea contattaci.';
    case 'declined':
      return answer === 'decline'
        ? 'Hai già rifiutato questo preventivo.'
        : 'Hai rifiutato questo preventivo: se ci ripensi contattaci e ti invieremo un nuovo preventivo.';
    case 'replaced':
      return 'Questo preventivo è stato sostituito da uno più recente: rispondi a quello nuovo.';
    case 'sent':
      if (isEstimateExpired(estimate, nowMs)) {
        return `Il preventivo è scaduto il ${formatDate(estimate.validUntilMs)}: contattaci e ti invieremo un nuovo preventivo.`;
      }
      return repairStatus === AWAITING_ESTIMATE
        ? null
        : 'La riparazione non è più in attesa di questo preventivo: per qualsiasi dubbio contattaci.';
  }
}

/** States a repair may get an estimate in: not once it has left the lab or was cancelled. */
export const ESTIMATE_SENDABLE: readonly RepairStatus[] = REPAIR_STATUS.values.filter(
  (status) => !['spedito', 'consegnato', 'annullato'].includes(status),
);

/** Why staff may not send an estimate for a repair in this state, or null when they may. */
export function estimateSendRefusal(repairStatus: RepairStatus): string | null {
  return ESTIMATE_SENDABLE.includes(repairStatus)
    ? null
    : `Non si può inviare un preventivo per una riparazione «${REPAIR_STATUS.label(repairStatus)}».`;
}

/** Where a declined repair goes: back by courier if it came by courier, else to the counter. */
export function declinedRepairStatus(source: RepairSource): RepairStatus {
  return source === 'spedizione' ? 'in_restituzione' : 'pronto_per_il_ritiro';
}

/** Where an accepted repair goes. */
export const ACCEPTED_REPAIR_STATUS: RepairStatus = 'in_riparazione';

/** The timeline entry of a sent estimate, which the customer reads on the status page. */
export function estimateSentNote(totals: EstimateTotals, validUntilMs: number): string {
  return `Preventivo di ${formatPrice(totals.total)} IVA inclusa, valido fino al ${formatDate(validUntilMs)}: aspettiamo la tua risposta.`;
}

/**
 * The timeline entry of an answer: what and from where. Not who: whoever holds the link reads
 * the timeline, and the estimate keeps the e-mail for staff (docs/product.md#estimates).
 */
export function estimateAnswerNote(
  answer: EstimateAnswer,
  via: EstimateDecisionVia,
  diagnosisFee: Cents | null,
): string {
  const what = answer === 'accept' ? 'accettato' : 'rifiutato';
  const fee =
    answer === 'decline' && diagnosisFee
      ? ` Costo della diagnosi: ${formatPrice(diagnosisFee)} + IVA.`
      : '';
  return `Preventivo ${what} ${VIA_WORDS[via]}.${fee}`;
}

/** The timeline entry of the reminder. */
export function estimateReminderNote(validUntilMs: number): string {
  return `Ti abbiamo ricordato per e-mail che il preventivo scade il ${formatDate(validUntilMs)}.`;
}
