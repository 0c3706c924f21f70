import type { ReactNode } from 'react';
import { isFreeShipping } from '../../schema/rules/cart-totals';
import { TAX_RATE_PERCENT } from '../../schema/rules/money';
import { Price } from './Price';

interface TotalsProps {
  /** In cents; a cart or an order has shipping, an estimate none. */
  totals: { subtotal: number; shipping?: number; taxes: number; total: number };
  /** The shipping row's name: "Ritiro in negozio" when the checkout has chosen collection. */
  shippingLabel?: string;
  totalLabel?: string;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between">
      <dt className="text-slate-600">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Subtotale, spedizione, IVA and totale, as a definition list: a cart, an order, an estimate. */
export function Totals({
  totals,
  shippingLabel = 'Spedizione',
  totalLabel = 'Totale',
}: TotalsProps) {
  const { subtotal, shipping, taxes, total } = totals;
  return (
    <dl className="space-y-2 text-sm">
      <Row label="Subtotale">
        <Price cents={subtotal} />
      </Row>
      {shipping === undefined ? null : (
        <Row label={shippingLabel}>
          {isFreeShipping({ subtotal, shipping }) ? 'Gratuita' : <Price cents={shipping} />}
        </Row>
      )}
      <Row label={`IVA ${TAX_RATE_PERCENT}%`}>
        <Price cents={taxes} />
      </Row>
      <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-bold">
        <dt>{totalLabel}</dt>
        <dd>
          <Price cents={total} />
        </dd>
      </div>
    </dl>
  );
}
