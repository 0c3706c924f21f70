/**
 * The limits that keep one buyer from holding the shop's stock (docs/product.md#cart and
 * docs/product.md#orders): units of a product per order, a guest's units paid on delivery, open
 * unpaid orders per e-mail and per client, and how long an unpaid order holds its goods.
 */
import type { OrderStatus, PaymentMethod } from '../vocabulary';

/** Units of one product (all its colours and sizes together) in one order. */
export const MAX_UNITS_PER_PRODUCT = 5;

/** What the cart says beside a quantity at the cap. */
export const UNITS_PER_PRODUCT_NOTE = `Massimo ${MAX_UNITS_PER_PRODUCT} pezzi per prodotto in ogni ordine.`;

export function unitsPerProductMessage(productName: string): string {
  return `Puoi ordinare al massimo ${MAX_UNITS_PER_PRODUCT} pezzi di ${productName} per ordine: riduci la quantità e riprova.`;
}

/** The product ids whose lines together ask for more than MAX_UNITS_PER_PRODUCT. */
export function productsOverUnitCap(
  lines: readonly { productId: number; quantity: number }[],
): number[] {
  const units = new Map<number, number>();
  for (const line of lines) {
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  return [...units].filter(([, n]) => n > MAX_UNITS_PER_PRODUCT).map(([id]) => id);
}

/**
 * How many more units of a product a cart line may hold: the cap less what the product's other
 * lines (other colours or sizes) already hold, never below 0.
 */
export function unitsLeftForLine(otherLinesUnits: number): number {
  return Math.max(0, MAX_UNITS_PER_PRODUCT - otherLinesUnits);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Orders that hold stock without being paid, and the state in which they do: a bank transfer not
 * yet received, a cash-on-delivery order not yet shipped (paid at the door, so its goods are held
 * until the courier has them), and a collection in the shop not yet collected ("Ritiro in
 * negozio" is prepared at once and only moves on to "Consegnato"). Each is cancelled, and its
 * stock returned, this many days after it was placed.
 */
export const UNPAID_HOLDS = {
  bonifico: { status: 'in_attesa_di_pagamento', days: 7 },
  contrassegno: { status: 'in_preparazione', days: 7 },
  ritiro: { status: 'in_preparazione', days: 10 },
} as const satisfies Record<TimedMethod, { status: OrderStatus; days: number }>;

/** The methods whose hold runs out after a number of days. */
export type TimedMethod = Exclude<PaymentMethod, 'online'>;

/**
 * An online payment holds its goods while the provider's session is open: no clock of ours
 * cancels it, only the provider saying the session expired or failed, so a payment the provider
 * took is never cancelled here (docs/product.md#payments-online).
 */
export const ONLINE_HOLD_STATUS = 'in_attesa_di_pagamento' satisfies OrderStatus;

export const TIMED_METHODS = Object.keys(UNPAID_HOLDS) as TimedMethod[];

/** Every method's open unpaid state: the orders that hold stock and count against the caps. */
export const HELD_STATUS: Readonly<Record<PaymentMethod, OrderStatus>> = {
  bonifico: UNPAID_HOLDS.bonifico.status,
  contrassegno: UNPAID_HOLDS.contrassegno.status,
  ritiro: UNPAID_HOLDS.ritiro.status,
  online: ONLINE_HOLD_STATUS,
};

export const HELD_METHODS = Object.keys(HELD_STATUS) as PaymentMethod[];

interface OrderState {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
}

/**
 * When an open unpaid order (one that holds stock and counts against the caps below) is
 * cancelled, in epoch ms; null for every other order, and for an online payment, whose end is
 * its session's (the order's payment says when).
 */
export function expiresAtMs(order: OrderState & { createdAtMs: number }): number | null {
  if (order.paymentMethod === 'online') return null;
  const hold = UNPAID_HOLDS[order.paymentMethod];
  if (hold.status !== order.status) return null;
  return order.createdAtMs + hold.days * DAY_MS;
}

/** Orders of a method placed before this time have outstayed their hold (epoch ms). */
export function expiryCutoffMs(method: TimedMethod, nowMs: number): number {
  return nowMs - UNPAID_HOLDS[method].days * DAY_MS;
}

/** How long before an unpaid transfer's hold runs out its buyer gets one reminder. */
export const TRANSFER_REMINDER_HOURS = 48;

/** Transfers placed before this time are within their reminder window at `nowMs` (epoch ms). */
export function transferReminderCutoffMs(nowMs: number): number {
  return expiryCutoffMs('bonifico', nowMs) + TRANSFER_REMINDER_HOURS * 60 * 60 * 1000;
}

/**
 * How long before an unshipped cash-on-delivery order is cancelled the staff are warned, by
 * e-mail and on the orders page: only they can ship it (docs/product.md#orders).
 */
const COD_STAFF_WARNING_DAYS = 2;

/** Cash-on-delivery orders placed before this time are due for the staff's warning (epoch ms). */
export function codWarningCutoffMs(nowMs: number): number {
  return expiryCutoffMs('contrassegno', nowMs) + COD_STAFF_WARNING_DAYS * DAY_MS;
}

/** Whether the staff should be warned now about an order that expires at `expiresAt` (epoch ms). */
export function codWarningDue(
  order: { paymentMethod: PaymentMethod; expiresAt: number | null },
  nowMs: number,
): boolean {
  return (
    order.paymentMethod === 'contrassegno' &&
    order.expiresAt !== null &&
    order.expiresAt - nowMs <= COD_STAFF_WARNING_DAYS * DAY_MS
  );
}

/**
 * Units a guest (no account, or one whose e-mail is not verified) may order with cash on
 * delivery: the shop sends them on trust, paid only at the door.
 */
export const MAX_GUEST_COD_UNITS = 3;

export const GUEST_COD_UNITS_MESSAGE = `Senza accedere puoi pagare in contrassegno al massimo ${MAX_GUEST_COD_UNITS} pezzi per ordine: accedi al tuo account, scegli un altro metodo di pagamento oppure riduci le quantità.`;

/** Whether an order of `lines`, paid by `method`, is over the guest's cash-on-delivery limit. */
export function overGuestCodUnits(
  method: string,
  lines: readonly { quantity: number }[],
  verifiedBuyer: boolean,
): boolean {
  if (verifiedBuyer || method !== 'contrassegno') return false;
  return lines.reduce((units, line) => units + line.quantity, 0) > MAX_GUEST_COD_UNITS;
}

/** Open unpaid orders one e-mail, or one client (docs/product.md#rate-limits), may have at once. */
export const MAX_OPEN_UNPAID_PER_EMAIL = 3;
export const MAX_OPEN_UNPAID_PER_CLIENT = 5;

const OPEN_UNPAID_ADVICE =
  'paga o ritira uno di quelli, o attendi che sia spedito, oppure contattaci, prima di ordinare ancora.';
export const OPEN_UNPAID_PER_EMAIL_MESSAGE = `Con questa e-mail ci sono già ${MAX_OPEN_UNPAID_PER_EMAIL} ordini in attesa di pagamento, di ritiro o di spedizione: ${OPEN_UNPAID_ADVICE}`;
export const OPEN_UNPAID_PER_CLIENT_MESSAGE = `Da questa connessione ci sono già ${MAX_OPEN_UNPAID_PER_CLIENT} ordini in attesa di pagamento, di ritiro o di spedizione: ${OPEN_UNPAID_ADVICE}`;

/** The note on the timeline of an order the expiry cancelled. */
export function expiryNote(method: PaymentMethod): string {
  if (method === 'online') {
    return 'Annullato automaticamente: il pagamento online non è stato completato in tempo.';
  }
  const { days } = UNPAID_HOLDS[method];
  switch (method) {
    case 'bonifico':
      return `Annullato automaticamente: il bonifico non è arrivato entro ${days} giorni.`;
    case 'contrassegno':
      return `Annullato automaticamente: l'ordine in contrassegno non è stato spedito entro ${days} giorni.`;
    case 'ritiro':
      return `Annullato automaticamente: l'ordine non è stato ritirato entro ${days} giorni.`;
  }
}

/** A line's colour or size: one the product offers, or none when it offers none. */
export function offersOption(offered: readonly string[], chosen: string | null): boolean {
  return chosen === null ? offered.length === 0 : offered.includes(chosen);
}

export function colourRefusal(productName: string, colour: string | null): string {
  return colour === null
    ? `${productName}: scegli un colore tra quelli proposti.`
    : `${productName}: il colore «${colour}» non è disponibile. Scegline uno tra quelli proposti.`;
}

export function sizeRefusal(productName: string, size: string | null): string {
  return size === null
    ? `${productName}: scegli una versione tra quelle proposte.`
    : `${productName}: la versione «${size}» non è disponibile. Scegline una tra quelle proposte.`;
}
