/**
 * The rules of paying an order online through the provider's page (docs/product.md#payments-online).
 */
import type { OrderStatus } from '../vocabulary';
import { TAX_RATE_PERCENT } from './money';

/**
 * How long the provider's page stays open (Stripe allows 30 minutes to 24 hours): the goods are
 * held meanwhile, so long enough to fetch a card, short enough not to keep them from others.
 */
export const PAYMENT_SESSION_MINUTES = 60;

export const PAYMENT_SESSION_MS = PAYMENT_SESSION_MINUTES * 60 * 1000;

/**
 * When an online order's page closes, in epoch ms: a fixed time from the order, so asking the
 * provider again for it (the same idempotency key) asks for the very same page.
 */
export function paymentClosesAtMs(order: { createdAtMs: number }): number {
  return order.createdAtMs + PAYMENT_SESSION_MS;
}

/** Stripe refuses a page that closes sooner than this after it is opened. */
const SHORTEST_SESSION_MS = 30 * 60 * 1000;

/**
 * Whether the provider's page can still be opened for an order: while it would stay open the
 * shortest time the provider allows. Only matters when the provider was unreachable at checkout.
 */
export function paymentMayStart(order: { createdAtMs: number }, nowMs: number): boolean {
  return paymentClosesAtMs(order) - nowMs >= SHORTEST_SESSION_MS;
}

/** The one currency the shop sells in, as the provider writes it. */
export const PAYMENT_CURRENCY = 'eur';

export interface ChargeLine {
  name: string;
  /** Cents, before IVA as the order's lines are, except the IVA line itself. */
  unitAmount: number;
  quantity: number;
}

/**
 * What the provider's page charges, from the order as the server priced it: each line at its
 * price, the shipping and the IVA as lines of their own, so they add up to the order's total to
 * the cent (the provider is never asked to compute a tax).
 */
export function chargeLines(
  order: { shipping: number; taxes: number },
  lines: readonly {
    name: string;
    color: string | null;
    size: string | null;
    unitPrice: number;
    quantity: number;
  }[],
): ChargeLine[] {
  const bought = lines.map((line) => ({
    name: [line.name, line.color, line.size].filter(Boolean).join(' · '),
    unitAmount: line.unitPrice,
    quantity: line.quantity,
  }));
  const shipping =
    order.shipping > 0 ? [{ name: 'Spedizione', unitAmount: order.shipping, quantity: 1 }] : [];
  return [
    ...bought,
    ...shipping,
    { name: `IVA ${TAX_RATE_PERCENT}%`, unitAmount: order.taxes, quantity: 1 },
  ];
}

/** Whether what the provider took is exactly the order's total, in euros. */
export function chargeMatches(
  order: { total: number },
  charged: { amount: number | null; currency: string | null },
): boolean {
  return charged.amount === order.total && charged.currency === PAYMENT_CURRENCY;
}

/**
 * Where an online payment stands for its buyer: to pay while its page is open; being confirmed
 * when the buyer came back from paying but the provider has not yet said so (never «paid» on the
 * buyer's word); paid once the order moved on; not paid once it was cancelled.
 */
export type OnlinePaymentStage = 'to-pay' | 'confirming' | 'paid' | 'not-paid';

export function onlinePaymentStage(
  status: OrderStatus,
  payable: boolean,
  backFromPaying: boolean,
): OnlinePaymentStage {
  if (status === 'annullato') return 'not-paid';
  if (status !== 'in_attesa_di_pagamento') return 'paid';
  return payable && !backFromPaying ? 'to-pay' : 'confirming';
}
