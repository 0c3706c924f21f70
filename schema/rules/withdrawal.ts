import { formatDate } from '../dates';
import { SHOP, SHOP_ADDRESS_LINE } from '../shop';
import type { OrderStatus, ReturnStatus } from '../vocabulary';
import { type FormRules, rule } from './form-rules';
import { type Cents, taxesFor } from './money';
import { deliveredAt } from './warranty';

/**
 * The right of withdrawal (recesso, Codice del Consumo artt. 52–59): 14 days from delivery,
 * counted in whole days in the shop's time zone (docs/product.md#withdrawal).
 */
export const WITHDRAWAL_DAYS = 14;

const romeClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The wall clock in Rome at an instant, as if it were UTC: its distance from `at` is the offset. */
function romeWallClock(at: number): number {
  const part = (type: string) =>
    Number(romeClock.formatToParts(at).find((p) => p.type === type)?.value);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

/** Midnight in Rome starting the day `days` after the Rome day of `at`. */
function romeMidnightAfter(at: number, days: number): number {
  const wall = new Date(romeWallClock(at));
  const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + days);
  // The offset that midnight has (+1 h or +2 h), read at a guess and checked once more.
  const guess = midnight - (romeWallClock(midnight) - midnight);
  return midnight - (romeWallClock(guess) - guess);
}

/** The last instant to withdraw: the end of the 14th day after delivery, Europe/Rome. */
export function withdrawalEndsAt(delivered: number): number {
  return romeMidnightAfter(delivered, WITHDRAWAL_DAYS + 1) - 1;
}

/** Where an order stands for withdrawal: not delivered yet, or delivered and until when. */
export type WithdrawalWindow =
  | { delivered: false }
  | { delivered: true; deliveredAt: number; until: number; open: boolean };

/** The window of an order from its timeline (oldest first), at `now`. */
export function withdrawalWindow(
  status: OrderStatus,
  timeline: readonly { status: OrderStatus; createdAtMs: number }[],
  now: number,
): WithdrawalWindow {
  const at = deliveredAt(status, timeline);
  if (at === null) return { delivered: false };
  const until = withdrawalEndsAt(at);
  return { delivered: true, deliveredAt: at, until, open: now <= until };
}

export const NOT_DELIVERED_MESSAGE =
  'Il recesso si può chiedere solo per un ordine consegnato: i 14 giorni partono dalla consegna.';

/** Where the customer turns for a defect when no withdrawal is left: the legal guarantee. */
export const FOR_A_DEFECT = 'Per un difetto vale la garanzia legale di 24 mesi: scrivici a';

export function windowClosedMessage(until: number): string {
  return `Il termine di 14 giorni per il recesso è scaduto il ${formatDate(until)}. ${FOR_A_DEFECT} ${SHOP.email}.`;
}

/** A line of the order: its position and how many units were bought. */
export interface OrderedLine {
  position: number;
  quantity: number;
}

/** Units of one order line a return gives back. */
export interface ReturnedLine {
  position: number;
  quantity: number;
}

/** How many units of each line may still be returned: ordered minus those in earlier returns. */
export function returnableUnits(
  ordered: readonly OrderedLine[],
  returned: readonly ReturnedLine[],
): Map<number, number> {
  const left = new Map(ordered.map((line) => [line.position, line.quantity]));
  for (const line of returned) {
    left.set(line.position, (left.get(line.position) ?? 0) - line.quantity);
  }
  return left;
}

export const NO_LINES_MESSAGE = 'Scegli almeno un prodotto da restituire.';

/** Requests one order may have: enough for returning piece by piece, and a bound for the API. */
export const MAX_RETURNS_PER_ORDER = 10;

export const TOO_MANY_RETURNS_MESSAGE = `Per questo ordine ci sono già ${MAX_RETURNS_PER_ORDER} richieste di reso: per restituire altro scrivici.`;

/**
 * Why a return's lines cannot be accepted, or null when they can: at least one unit, each line
 * of the order at most once, and no more units than are still returnable.
 */
export function returnLinesProblem(
  requested: readonly ReturnedLine[],
  returnable: ReadonlyMap<number, number>,
): string | null {
  const chosen = requested.filter((line) => line.quantity !== 0);
  if (chosen.length === 0) return NO_LINES_MESSAGE;
  const seen = new Set<number>();
  for (const line of chosen) {
    const left = returnable.get(line.position);
    if (left === undefined || seen.has(line.position)) {
      return 'Uno dei prodotti scelti non è in questo ordine.';
    }
    seen.add(line.position);
    if (!Number.isInteger(line.quantity) || line.quantity < 0) {
      return 'Le quantità da restituire sono numeri interi positivi.';
    }
    if (line.quantity > left) {
      return left === 0
        ? 'Uno dei prodotti scelti è già stato restituito per intero.'
        : `Di uno dei prodotti puoi restituire al massimo ${left} ${left === 1 ? 'pezzo' : 'pezzi'}.`;
    }
  }
  return null;
}

/** An order line with its price before IVA, to value what comes back. */
export interface PricedLine extends OrderedLine {
  unitPrice: Cents;
}

/** Units valued with IVA, as they were paid. */
function withTax(lines: readonly PricedLine[], returned: readonly ReturnedLine[]): Cents {
  const price = new Map(lines.map((line) => [line.position, line.unitPrice]));
  const goods = returned.reduce(
    (sum, line) => sum + (price.get(line.position) ?? 0) * line.quantity,
    0,
  );
  return goods + taxesFor(goods);
}

/**
 * What a return refunds at most (art. 56): its units with IVA; when, with the returns already
 * refunded (`refunded`), it completes the refund of the whole order, whatever of the order's total
 * those did not cover, which adds the shipping paid and keeps every cent of rounding in step with
 * the total. Counting only refunds made, never requests that may still be refused, the shipping
 * goes back once (docs/product.md#withdrawal).
 */
export function refundDue(
  order: { total: Cents; lines: readonly PricedLine[] },
  refunded: readonly (readonly ReturnedLine[])[],
  returned: readonly ReturnedLine[],
): Cents {
  const left = returnableUnits(order.lines, [...refunded.flat(), ...returned]);
  const whole = [...left.values()].every((units) => units <= 0);
  if (!whole) return withTax(order.lines, returned);
  const covered = refunded.reduce((sum, lines) => sum + withTax(order.lines, lines), 0);
  return Math.max(0, order.total - covered);
}

export const REFUND_NOTE_MESSAGE =
  'Spiega perché rimborsi meno del dovuto (ad esempio il prodotto è stato usato oltre la prova).';

/** Why staff's refund cannot go through, or null: between 0 and what is due, a note when lower. */
export function refundProblem(amount: Cents, due: Cents, note: string | null): string | null {
  if (!Number.isInteger(amount) || amount < 0) return 'Il rimborso è un importo di almeno 0 €.';
  if (amount > due) return 'Il rimborso non può superare quanto pagato per i prodotti resi.';
  if (amount < due && !note?.trim()) return REFUND_NOTE_MESSAGE;
  return null;
}

/** The customer's part of the withdrawal form. */
export const WITHDRAWAL_FORM_RULES: FormRules<'name' | 'address' | 'reason'> = {
  name: { label: 'Nome e cognome', rules: [rule.required(), rule.max(100)] },
  address: { label: 'Indirizzo', rules: [rule.required(), rule.max(300)] },
  reason: { label: 'Motivo', rules: [rule.max(1000)] },
};

/** What staff write with a refund below what is due. */
export const REFUND_RULES: FormRules<'note'> = {
  note: { label: 'Nota', rules: [rule.max(500)] },
};

/** A returned line as the statement names it. */
export interface StatementLine {
  name: string;
  brand: string;
  color: string | null;
  size: string | null;
  quantity: number;
}

/**
 * The withdrawal statement, worded as the standard form of the Codice del Consumo (Allegato I,
 * parte B), filled in with the order and what the customer typed. The browser shows it before
 * sending; the Worker writes it as sent.
 */
export function withdrawalStatement(facts: {
  orderNumber: string;
  orderedAt: number;
  deliveredAt: number;
  lines: readonly StatementLine[];
  name: string;
  address: string;
  date: number;
}): string {
  const goods = facts.lines.map((line) => {
    const detail = [line.brand, line.color, line.size].filter(Boolean).join(', ');
    return `- ${line.quantity} × ${line.name}${detail ? ` (${detail})` : ''}`;
  });
  return [
    `Destinatario: ${SHOP.legalName}, ${SHOP_ADDRESS_LINE}, ${SHOP.email}`,
    `Con la presente notifico il recesso dal mio contratto di vendita dei seguenti beni (ordine ${facts.orderNumber}):`,
    ...goods,
    `Ordinato il ${formatDate(facts.orderedAt)} / ricevuto il ${formatDate(facts.deliveredAt)}`,
    `Nome del consumatore: ${facts.name.trim()}`,
    `Indirizzo del consumatore: ${facts.address.trim()}`,
    `Data: ${formatDate(facts.date)}`,
  ].join('\n');
}

/** The step after each state, and the one that leads to it; a refused return has none. */
export const NEXT_RETURN_STATUS: Readonly<Record<ReturnStatus, ReturnStatus | null>> = {
  richiesto: 'accettato',
  accettato: 'ricevuto',
  ricevuto: 'rimborsato',
  rimborsato: null,
  rifiutato: null,
};

/**
 * A return the staff may still refuse, with a reason the customer reads: before its goods arrive
 * (an exception of art. 59, a request that is not a withdrawal). Once they have arrived the refund
 * may only be lowered, with a note (docs/product.md#withdrawal).
 */
export const REFUSABLE_RETURNS: readonly ReturnStatus[] = ['richiesto', 'accettato'];

/** Why the staff refuse a return: the customer reads it in the e-mail and on the order. */
export const REFUSAL_RULES: FormRules<'reason'> = {
  reason: { label: 'Motivo del rifiuto', rules: [rule.required(), rule.max(1000)] },
};

/** A refused return gives nothing back: its units may be asked for again and count for nothing. */
export const countsAsReturned = (status: ReturnStatus): boolean => status !== 'rifiutato';

/** Returns still waiting for a staff step (docs/product.md#withdrawal). */
export const RETURNS_TO_HANDLE: readonly ReturnStatus[] = ['richiesto', 'accettato', 'ricevuto'];
