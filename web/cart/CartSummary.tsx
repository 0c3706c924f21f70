import type { CartTotals } from '../../schema/rules/cart-totals';
import {
  amountToFreeShipping,
  FREE_SHIPPING_THRESHOLD,
  formatWholeEuro,
} from '../../schema/rules/money';
import { Price } from '../ui/Price';
import { Totals } from '../ui/Totals';

interface CartSummaryProps {
  totals: CartTotals;
  /** Whether the figures are the server's, or still the browser's estimate. */
  confirmed: boolean;
  shippingLabel?: string;
}

/** The cart's totals, how far free shipping is, and whether the server has confirmed them. */
export function CartSummary({ totals, confirmed, shippingLabel = 'Spedizione' }: CartSummaryProps) {
  const missing = amountToFreeShipping(totals.subtotal);
  return (
    <div aria-busy={!confirmed}>
      <Totals totals={totals} shippingLabel={shippingLabel} />
      {totals.subtotal > 0 && missing > 0 ? (
        <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          Aggiungi ancora <Price cents={missing} /> per la spedizione gratuita (sopra{' '}
          {formatWholeEuro(FREE_SHIPPING_THRESHOLD)}).
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600" aria-live="polite">
        {confirmed
          ? 'Prezzi e disponibilità confermati.'
          : 'Verifica di prezzi e disponibilità in corso…'}
      </p>
    </div>
  );
}
