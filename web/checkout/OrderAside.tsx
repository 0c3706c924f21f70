import { totalsForMethod } from '../../schema/rules/orders';
import { CartSummary } from '../cart/CartSummary';
import { useCart } from '../cart/cart-store';
import { useCartPricing } from '../cart/useCartPricing';
import { Price } from '../ui/Price';
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
      <ul className="space-y-3 text-sm" aria-label="Prodotti dell'ordine">
        {lines.map((line) => (
          <li key={`${line.id}|${line.selectedColor}|${line.selectedSize}`} className="flex gap-3">
            <img
              src={line.image}
              alt=""
              width={48}
              height={48}
              className="size-12 rounded-lg bg-slate-100 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.name}</p>
              <p className="text-slate-600">
                {[line.selectedColor, line.selectedSize].filter(Boolean).join(' · ')} ×{' '}
                {line.quantity}
              </p>
            </div>
            <Price cents={line.price * line.quantity} />
          </li>
        ))}
      </ul>
      <CartSummary
        totals={totals}
        confirmed={pricing.confirmed}
        shippingLabel={method === 'ritiro' ? 'Ritiro in negozio' : 'Spedizione'}
      />
    </aside>
  );
}
