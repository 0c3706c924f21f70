import { totalsForMethod } from '../../schema/rules/orders';
import { CartSummary } from '../cart/CartSummary';
import { useCart } from '../cart/cart-store';
import { useCartPricing } from '../cart/useCartPricing';
import { OrderLines } from '../orders/OrderLines';
import { asPaymentMethod } from './payment-methods';

/** The cart beside the checkout: its lines and totals, shipping as the chosen payment makes it. */
export function OrderAside({ paymentMethod }: { paymentMethod: string }) {
  const { lines } = useCart();
  const pricing = useCartPricing(lines);
  const method = asPaymentMethod(paymentMethod);
  const totals = method ? totalsForMethod(pricing.totals, method) : pricing.totals;
  return (
    <aside className="h-fit space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 lg:sticky lg:top-24">
      <h2 className="text-lg font-bold">Il tuo ordine</h2>
      <OrderLines
        label="Prodotti dell'ordine"
        lines={lines.map((line) => ({
          ...line,
          productId: String(line.id),
          color: line.selectedColor,
          size: line.selectedSize,
          unitPrice: line.price,
          lineTotal: line.price * line.quantity,
        }))}
      />
      <CartSummary
        totals={totals}
        confirmed={pricing.confirmed}
        shippingLabel={method === 'ritiro' ? 'Ritiro in negozio' : 'Spedizione'}
      />
    </aside>
  );
}
