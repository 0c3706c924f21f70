import type { OrderStatus, PaymentMethod } from '../vocabulary';
import { type CartTotals, cartTotals } from './cart-totals';
import type { FormRules } from './validation';

/**
 * A bank transfer is awaited before anything ships; cash on delivery and payment at pickup are
 * settled when the goods change hands, so those orders go straight to preparation
 * (docs/product.md#orders).
 */
export function initialStatus(method: PaymentMethod): OrderStatus {
  return method === 'bonifico' ? 'in_attesa_di_pagamento' : 'in_preparazione';
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
  const at = ORDER_FLOW.indexOf(current);
  if (at === -1) return [];
  return ORDER_FLOW.slice(at + 1).filter(
    (status) => !(method === 'ritiro' && status === 'spedito'),
  );
}

/** Staff can cancel an order until it is delivered. */
export function canCancelOrder(current: OrderStatus): boolean {
  return current !== 'consegnato' && current !== 'annullato';
}

/** What staff may write when they move or cancel an order. */
export const ORDER_MOVE_RULES: FormRules<'trackingNumber' | 'note'> = {
  trackingNumber: { label: 'Tracking', rules: 'max:60' },
  note: { label: 'Nota', rules: 'max:500' },
};
