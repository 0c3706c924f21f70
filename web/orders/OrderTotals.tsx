import { type CartTotals, isFreeShipping } from '../../schema/rules/cart-totals';
import { Price } from '../ui/Price';
import { Totals, TotalsRow } from '../ui/Totals';

interface OrderTotalsProps {
  totals: Pick<CartTotals, 'subtotal' | 'shipping' | 'taxes' | 'total'>;
  /** The shipping row's name: "Ritiro in negozio" when the checkout has chosen collection. */
  shippingLabel?: string;
}

/** Subtotale, spedizione, IVA and totale of a cart or an order. */
export function OrderTotals({ totals, shippingLabel = 'Spedizione' }: OrderTotalsProps) {
  return (
    <Totals subtotal={totals.subtotal} taxes={totals.taxes} total={totals.total}>
      <TotalsRow label={shippingLabel}>
        {isFreeShipping(totals) ? 'Gratuita' : <Price cents={totals.shipping} />}
      </TotalsRow>
    </Totals>
  );
}
