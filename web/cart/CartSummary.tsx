import type { CartTotals } from '../../schema/rules/cart-totals';
import { FREE_SHIPPING_THRESHOLD, TAX_RATE_PERCENT } from '../../schema/rules/money';
import { formatWholeEuro } from '../ui/money-format';
import { Price } from '../ui/Price';

interface CartSummaryProps {
  totals: CartTotals;
  /** Whether the figures are the server's, or still the browser's estimate. */
  confirmed: boolean;
  shippingLabel?: string;
}

/** Subtotale, spedizione, IVA and totale, as a definition list. */
export function CartSummary({ totals, confirmed, shippingLabel = 'Spedizione' }: CartSummaryProps) {
  const missing = FREE_SHIPPING_THRESHOLD + 1 - totals.subtotal;
  return (
    <div aria-busy={!confirmed}>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Subtotale</dt>
          <dd>
            <Price cents={totals.subtotal} />
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">{shippingLabel}</dt>
          <dd>
            {totals.shipping === 0 && totals.subtotal > 0 ? (
              'Gratuita'
            ) : (
              <Price cents={totals.shipping} />
            )}
          </dd>
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
