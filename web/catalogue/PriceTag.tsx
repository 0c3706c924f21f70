import { TAX_NOTE } from '../../schema/page-copy';
import { formatPrice } from '../../schema/rules/money';
import { discountPercent, lowestPriceNote, struckPrice } from '../../schema/rules/omnibus';
import { Price } from '../ui/Price';

interface PriceTagProps {
  price: number;
  /** The Omnibus reference (Product.originalPrice): set only when the price is a discount. */
  originalPrice?: number | null;
  size?: 'md' | 'lg';
  /** The cheapest of prices that differ (docs/product.md#variants): it reads "da" the price. */
  from?: boolean;
}

/**
 * A shop price and its IVA note; under a discount, the struck reference price, the percentage off
 * and the lowest price of the 30 days before it (docs/product.md#prices-and-discounts).
 */
export function PriceTag({ price, originalPrice, size = 'md', from = false }: PriceTagProps) {
  const reference = struckPrice(price, originalPrice);
  const percent = discountPercent(price, reference);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      {from ? <span className="text-sm text-slate-600">da</span> : null}
      <Price
        cents={price}
        className={size === 'lg' ? 'text-3xl font-bold text-ink' : 'text-lg font-bold text-ink'}
      />
      {reference ? (
        <del className="text-sm text-slate-500">
          <span className="sr-only">Prezzo precedente </span>
          {formatPrice(reference)}
        </del>
      ) : null}
      {percent > 0 ? (
        <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-700">
          -{percent}%
        </span>
      ) : null}
      <span className="text-xs font-medium text-slate-500">{TAX_NOTE}</span>
      {reference ? (
        <p className="basis-full text-xs text-slate-600">{lowestPriceNote(reference)}</p>
      ) : null}
    </div>
  );
}
