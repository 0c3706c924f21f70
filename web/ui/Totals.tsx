import type { ReactNode } from 'react';
import { TAX_RATE_PERCENT } from '../../schema/rules/money';
import { Price } from './Price';

/** One line of a Totals list: its name and what it amounts to. */
export function TotalsRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between">
      <dt className="text-slate-600">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface TotalsProps {
  subtotal: number;
  taxes: number;
  total: number;
  totalLabel?: string;
  /** Lines between the subtotal and the IVA, such as shipping. */
  children?: ReactNode;
}

/** Subtotale, IVA and totale in cents, as a definition list: a cart, an order, an estimate. */
export function Totals({ subtotal, taxes, total, totalLabel = 'Totale', children }: TotalsProps) {
  return (
    <dl className="space-y-2 text-sm">
      <TotalsRow label="Subtotale">
        <Price cents={subtotal} />
      </TotalsRow>
      {children}
      <TotalsRow label={`IVA ${TAX_RATE_PERCENT}%`}>
        <Price cents={taxes} />
      </TotalsRow>
      <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-bold">
        <dt>{totalLabel}</dt>
        <dd>
          <Price cents={total} />
        </dd>
      </div>
    </dl>
  );
}
