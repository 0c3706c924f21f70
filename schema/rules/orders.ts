import type { OrderStatus, PaymentMethod } from '../vocabulary';
import { type CartTotals, cartTotals } from './cart-totals';
import { type FormRules, rule } from './form-rules';

/**
 * A bank transfer or an online payment is awaited before anything ships; cash on delivery and
 * payment at pickup are settled when the goods change hands, so those orders go straight to
 * preparation (docs/product.md#orders, docs/product.md#payments-online).
 */
export function initialStatus(method: PaymentMethod): OrderStatus {
  return method === 'bonifico' || method === 'online'
    ? 'in_attesa_di_pagamento'
    : 'in_preparazione';
}

/** Nothing to ship when the buyer collects in the shop. */
export function totalsForMethod(totals: CartTotals, method: PaymentMethod): CartTotals {
  if (method !== 'ritiro') return totals;
  return { ...totals, shipping: 0, total: totals.subtotal + totals.taxes };
}

/** An order's totals from its priced lines and how it is paid and delivered. */
export function orderTotals(
  lines: readonly { price: number; quantity: number }[],
  method: PaymentMethod,
): CartTotals {
  return totalsForMethod(
    cartTotals(lines.map((l) => ({ ...l, inStock: true, stock: null }))),
    method,
  );
}

/** The way an order moves forward; a transfer is paid first, the other methods start preparing. */
const ORDER_FLOW: readonly OrderStatus[] = [
  'in_attesa_di_pagamento',
  'pagato',
  'in_preparazione',
  'spedito',
  'consegnato',
];

/**
 * The states staff can move an order forward to from where it is; collection in the shop skips
 * "spedito" (docs/product.md#staff-order-flow).
 */
export function nextOrderStatuses(current: OrderStatus, method: PaymentMethod): OrderStatus[] {
  // Only the provider says an online payment is paid (docs/product.md#payments-online).
  if (method === 'online' && current === 'in_attesa_di_pagamento') return [];
  const at = ORDER_FLOW.indexOf(current);
  if (at === -1) return [];
  return ORDER_FLOW.slice(at + 1).filter(
    (status) => !(method === 'ritiro' && status === 'spedito'),
  );
}

/** Orders that still need the staff: not yet shipped or collected (docs/product.md#staff-order-flow). */
export const ORDERS_TO_HANDLE: readonly OrderStatus[] = [
  'in_attesa_di_pagamento',
  'pagato',
  'in_preparazione',
];

/** Staff can cancel an order until it is delivered. */
export function canCancelOrder(current: OrderStatus): boolean {
  return current !== 'consegnato' && current !== 'annullato';
}

/** What staff may write when they move or cancel an order. */
export const ORDER_MOVE_RULES: FormRules<'trackingNumber' | 'carrier' | 'trackingUrl' | 'note'> = {
  trackingNumber: { label: 'Tracking', rules: [rule.max(60)] },
  carrier: { label: 'Corriere', rules: [rule.max(60)] },
  trackingUrl: { label: 'Link di tracciamento', rules: [rule.max(500)] },
  note: { label: 'Nota', rules: [rule.max(500)] },
};

export const TRACKING_URL_MESSAGE =
  'Il link di tracciamento deve essere un indirizzo completo che inizia con https://.';

/** The courier's tracking page goes into the customer's e-mail, so only a real https address. */
export function isTrackingUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The e-mail a staff move sends the buyer (docs/product.md#orders): the transfer has arrived when
 * an order leaves "In attesa di pagamento" for preparation, the parcel has left at "Spedito", and
 * at "Consegnato" the buyer is asked for reviews (docs/product.md#recensioni).
 */
export function orderMoveMail(
  from: OrderStatus,
  to: OrderStatus,
): 'paymentReceived' | 'shipped' | 'delivered' | null {
  if (to === 'spedito') return 'shipped';
  if (to === 'consegnato') return 'delivered';
  if (from === 'in_attesa_di_pagamento' && (to === 'pagato' || to === 'in_preparazione')) {
    return 'paymentReceived';
  }
  return null;
}

/** A "Ritiro in negozio" order being prepared, which staff have not yet announced as ready. */
export function canAnnounceReadyForPickup(order: {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  readyForPickupAtMs: number | null;
}): boolean {
  return (
    order.paymentMethod === 'ritiro' &&
    order.status === 'in_preparazione' &&
    order.readyForPickupAtMs === null
  );
}

/** The guest's request for an order's link again: the order's number and its e-mail. */
export const ORDER_LINK_REQUEST_RULES: FormRules<'number' | 'email'> = {
  number: { label: 'Numero ordine', rules: [rule.required(), rule.max(30)] },
  email: { label: 'E-mail', rules: [rule.required(), rule.email(), rule.max(254)] },
};

/** The one answer to that request, whether or not the pair names an order. */
export const ORDER_LINK_REQUEST_ANSWER =
  "Se il numero e l'e-mail corrispondono a un ordine, ti abbiamo appena inviato il link a quell'indirizzo. Controlla anche la cartella dello spam.";
