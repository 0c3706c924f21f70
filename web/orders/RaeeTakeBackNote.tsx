import { raeeTakeBackNote } from '../../schema/rules/raee';
import type { PaymentMethod } from '../../schema/vocabulary';

/**
 * Where and how the old device is handed over (docs/product.md#ritiro-raee), under the "Ritiro
 * dell’usato" heading of the checkout's summary and of the order page. Loaded only for an order
 * that asked for it: both pages' first loads are at their budget.
 */
export function RaeeTakeBackNote({ paymentMethod }: { paymentMethod: PaymentMethod }) {
  return <p>{raeeTakeBackNote(paymentMethod)}</p>;
}
