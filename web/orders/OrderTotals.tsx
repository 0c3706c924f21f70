import { type CartTotals, isFreeShipping } from '../../schema/rules/cart-totals';
import { TAX_RATE_PERCENT } from '../../schema/rules/money';
import { Price } from '../ui/Price';

interface OrderTotalsProps {
  totals: Pick<CartTotals, 'subtotal' | 'shipping' | 'taxes' | 'total'>;
  /** The shipping row's name: "Ritiro in negozio" when the checkout has chosen collection. */
  shippingLabel?: string;
}

/** Subtotale, spedizione, IVA and totale of a cart or an order, as a definition list. */
export function OrderTotals({ totals, shippingLabel = 'Spedizione' }: OrderTotalsProps) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt className="text-slate-600">Subtotale</dt>
        <dd>
          <Price cents={totals.subtotal} />
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-600">{shippingLabel}</dt>
        <dd>{isFreeShipping(totals) ? 'Gratuita' : <Price cents={totals.shipping} />}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-600">IVA {TAX_RATE_PERCENT}%</dt>
        <dd>
          <Price cents={totals.taxes} />
        </dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-bold">
        <dt>Totale</dt>
        <dd>
          <Price cents={totals.total} />
        </dd>
      </div>
    </dl>
  );
}
