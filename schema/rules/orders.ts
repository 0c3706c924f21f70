import type { OrderStatus, PaymentMethod } from '../vocabulary';
import { type CartTotals, cartTotals } from './cart-totals';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  in_attesa_di_pagamento: 'In attesa di pagamento',
  pagato: 'Pagato',
  in_preparazione: 'In preparazione',
  spedito: 'Spedito',
  consegnato: 'Consegnato',
  annullato: 'Annullato',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bonifico: 'Bonifico bancario',
  contrassegno: 'Contrassegno',
  ritiro: 'Ritiro in negozio',
};

/**
 * A bank transfer is awaited before anything ships; cash on delivery and payment at pickup are
 * settled when the goods change hands, so those orders go straight to preparation.
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
