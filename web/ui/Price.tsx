import { TAX_NOTE } from '../../schema/page-copy';
import { discountPercent, formatPrice } from '../../schema/rules/money';

export function Price({ cents, className }: { cents: number; className?: string }) {
  return <span className={className}>{formatPrice(cents)}</span>;
}

interface PriceTagProps {
  price: number;
  originalPrice?: number | null;
  size?: 'md' | 'lg';
}

/** A shop price: the price, the struck-through original and the discount, and the IVA note. */
export function PriceTag({ price, originalPrice, size = 'md' }: PriceTagProps) {
  const discount = discountPercent(price, originalPrice);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <Price
        cents={price}
        className={size === 'lg' ? 'text-3xl font-bold text-ink' : 'text-lg font-bold text-ink'}
      />
      {discount > 0 && originalPrice ? (
        <>
          <del className="text-sm text-slate-500">
            <span className="sr-only">Prezzo originale </span>
            {formatPrice(originalPrice)}
          </del>
          <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-700">
            -{discount}%
          </span>
        </>
      ) : null}
      <span className="text-xs font-medium text-slate-500">{TAX_NOTE}</span>
    </div>
  );
}

const amountInput = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** Cents as a person edits them in a form: "1.299,00", no currency sign. */
export function eurosForInput(cents: number): string {
  return amountInput.format(cents / 100);
}
