import { useId } from 'react';
import { formatDateTime } from '../../../schema/dates';
import { OMNIBUS_WINDOW_DAYS } from '../../../schema/rules/omnibus';
import { Price } from '../../ui/Price';
import { PriceTag } from '../PriceTag';
import { usePricePreview } from './usePricePreview';

interface PricePreviewProps {
  productId: string;
  /** The price and struck price saved now. */
  price: number;
  originalPrice: number | null;
  /** The price as typed in the editor. */
  typed: string;
}

/**
 * What the customer will see once the typed price is saved: the struck price comes from the
 * price history, never from staff (docs/product.md#prices-and-discounts), so the editor shows it
 * computed by the same rule the Worker applies, and the changes it is computed from.
 */
export function PricePreview({ productId, price, originalPrice, typed }: PricePreviewProps) {
  const headingId = useId();
  const { typedPrice, reference, changes } = usePricePreview(
    productId,
    price,
    originalPrice,
    typed,
  );
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm">
      <h3 id={headingId} className="font-semibold">
        Come lo vedrà il cliente
      </h3>
      {typedPrice === null ? null : <PriceTag price={typedPrice} originalPrice={reference} />}
      {reference === null ? (
        <p className="text-slate-600">
          Nessuno sconto: un prezzo si mostra scontato solo sotto il prezzo più basso dei{' '}
          {OMNIBUS_WINDOW_DAYS} giorni prima, che diventa il prezzo barrato.
        </p>
      ) : null}
      {changes.length > 0 ? (
        <>
          <h4 className="pt-2 font-semibold">Ultime variazioni di prezzo</h4>
          <ul className="space-y-1 text-slate-700">
            {changes.toReversed().map((change) => (
              <li
                key={`${change.changedAtMs}:${change.price}`}
                className="flex justify-between gap-4"
              >
                <span>{formatDateTime(change.changedAtMs)}</span>
                <Price cents={change.price} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
