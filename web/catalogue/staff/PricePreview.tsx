import { useId } from 'react';
import { useQuery } from 'urql';
import { formatDateTime } from '../../../schema/dates';
import { centsFromEuros } from '../../../schema/rules/money';
import { OMNIBUS_WINDOW_DAYS, referencePrice } from '../../../schema/rules/omnibus';
import { graphql } from '../../graphql';
import { Price } from '../../ui/Price';
import { PriceTag } from '../PriceTag';

const PriceChangesQuery = graphql(`
  query AdminProductPriceChanges($id: ID!) {
    adminProductPriceChanges(id: $id) {
      price
      changedAt
    }
  }
`);

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
  const [{ data }] = useQuery({
    query: PriceChangesQuery,
    variables: { id: productId },
    requestPolicy: 'network-only',
  });
  const changes = (data?.adminProductPriceChanges ?? []).map((change) => ({
    price: change.price,
    changedAtMs: Date.parse(change.changedAt),
  }));
  const typedPrice = centsFromEuros(typed);
  const reference =
    typedPrice === price
      ? originalPrice
      : typedPrice !== null && data
        ? referencePrice([...changes, { price: typedPrice, changedAtMs: Date.now() }], typedPrice)
        : null;
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
