import type { OrderStatus, PaymentMethod } from '../vocabulary';

/** How the buyer's order page says to pay (docs/product.md#order-page). */
export type PaymentInstructions =
  | 'bank-transfer-details'
  | 'pay-the-courier'
  | 'pay-in-the-shop'
  | 'pay-online';

/**
 * A transfer needs the shop's bank details; cash on delivery and collection are paid in hand; an
 * online payment has its own panel (docs/product.md#payments-online).
 */
export function paymentInstructions(method: PaymentMethod): PaymentInstructions {
  if (method === 'bonifico') return 'bank-transfer-details';
  if (method === 'contrassegno') return 'pay-the-courier';
  if (method === 'online') return 'pay-online';
  return 'pay-in-the-shop';
}

/** The parcel's carrier and tracking are the buyer's news only while it travels. */
export const showsParcel = (status: OrderStatus): boolean => status === 'spedito';

/** A collection announced ready stays news until the buyer collects it (or it is cancelled). */
export const showsReadyInShop = (status: OrderStatus, announced: boolean): boolean =>
  announced && status === 'in_preparazione';

/** Withdrawal is offered once the goods have left the shop (docs/product.md#withdrawal). */
export const offersWithdrawal = (status: OrderStatus): boolean =>
  status === 'spedito' || status === 'consegnato';
