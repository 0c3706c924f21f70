import { and, eq, isNull } from 'drizzle-orm';
import { type OrderLineRow, type OrderRow, orderLines, orders } from '../../schema/db/orders';
import { orderLink } from '../../schema/order-link';
import {
  chargeLines,
  PAYMENT_CURRENCY,
  paymentClosesAtMs,
  paymentMayStart,
} from '../../schema/rules/online-payments';
import { ONLINE_HOLD_STATUS } from '../../schema/rules/order-limits';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { loggable } from '../loggable';
import { type StripeSettings, stripeClient } from './stripe-settings';

/** Where the buyer lands back from the provider's page, told how they left it. */
const PAYMENT_RETURN_PARAM = 'pagamento';

const PAYMENT_UNAVAILABLE_MESSAGE =
  "Il servizio di pagamento non risponde in questo momento. L'ordine è registrato e i prodotti sono tenuti da parte: riprova a pagare tra qualche istante dalla pagina dell'ordine.";

export const ONLINE_OFF_MESSAGE =
  'Il pagamento online non è disponibile in questo momento: scegli un altro metodo di pagamento.';

const NOT_PAYABLE_MESSAGE =
  "Questo ordine non si può più pagare online: se il pagamento non è andato a buon fine l'ordine viene annullato e i prodotti tornano in vendita.";

/**
 * The order page's address, for the provider's return: without the order's token, which stays
 * in the buyer's browser (web/orders/guest-orders.ts), so the provider never holds it.
 */
function returnUrl(origin: string, order: Pick<OrderRow, 'id'>, outcome: 'ok' | 'annullato') {
  const page = orderLink(origin, order.id, '').replace(/#.*$/, '');
  return `${page}?${PAYMENT_RETURN_PARAM}=${outcome}`;
}

/** Whether the buyer can be sent to pay the order now (docs/product.md#payments-online). */
export function payableOnline(order: OrderRow, nowMs: number): boolean {
  if (order.paymentMethod !== 'online' || order.status !== ONLINE_HOLD_STATUS) return false;
  if (order.paymentSessionId !== null) return (order.paymentExpiresAtMs ?? 0) > nowMs;
  return paymentMayStart(order, nowMs);
}

/**
 * The provider's page for an order to be paid online, opened with the order's own amounts, its
 * id, address and closing time kept on the order. Asked again (a repeated submission, «Paga
 * ora») it answers with the page already kept; the provider, asked twice for the same order by
 * the same idempotency key and the same parameters, opens one page. A provider that cannot be
 * reached leaves the order as it was, payable from its page while it may still start.
 */
export async function paymentPageFor(
  db: Database,
  settings: StripeSettings,
  order: OrderRow,
  origin: string,
  nowMs = Date.now(),
): Promise<string> {
  if (!payableOnline(order, nowMs)) throw new DomainError(NOT_PAYABLE_MESSAGE, 'CONFLICT');
  if (order.paymentUrl) return order.paymentUrl;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.position);
  const session = await createSession(settings, order, lines, origin);
  if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a URL`);
  await db
    .update(orders)
    .set({
      paymentSessionId: session.id,
      paymentUrl: session.url,
      paymentExpiresAtMs: session.expires_at * 1000,
      updatedAtMs: nowMs,
    })
    .where(and(eq(orders.id, order.id), isNull(orders.paymentSessionId)));
  return session.url;
}

async function createSession(
  settings: StripeSettings,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  origin: string,
) {
  try {
    return await stripeClient(settings).checkout.sessions.create(
      {
        mode: 'payment',
        // No payment_method_types: which methods show (cards with Apple Pay and Google Pay,
        // PayPal, Satispay, Klarna) is the Stripe Dashboard's setting, not code.
        line_items: chargeLines(order, lines).map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: PAYMENT_CURRENCY,
            unit_amount: line.unitAmount,
            product_data: { name: line.name },
          },
        })),
        customer_email: order.email,
        client_reference_id: order.id,
        metadata: { orderId: order.id, orderNumber: order.number },
        payment_intent_data: { description: `Ordine ${order.number}` },
        locale: 'it',
        expires_at: Math.floor(paymentClosesAtMs(order) / 1000),
        success_url: returnUrl(origin, order, 'ok'),
        cancel_url: returnUrl(origin, order, 'annullato'),
      },
      { idempotencyKey: `order-checkout-${order.id}` },
    );
  } catch (error) {
    console.error(loggable(error));
    throw new DomainError(PAYMENT_UNAVAILABLE_MESSAGE, 'PAYMENT_UNAVAILABLE');
  }
}
