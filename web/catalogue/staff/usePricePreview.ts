import { useQuery } from 'urql';
import { centsFromEuros } from '../../../schema/rules/money';
import { referencePrice } from '../../../schema/rules/omnibus';
import { graphql } from '../../graphql';

const PriceChangesQuery = graphql(`
  query AdminProductPriceChanges($id: ID!) {
    adminProductPriceChanges(id: $id) {
      price
      changedAt
    }
  }
`);

/**
 * The typed price in cents and the struck price it would show, computed from the product's price
 * changes by the rule the Worker applies (docs/product.md#prices-and-discounts); the saved struck
 * price while the typed price is the saved one.
 */
export function usePricePreview(
  productId: string,
  price: number,
  originalPrice: number | null,
  typed: string,
) {
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
  return { typedPrice, reference, changes };
}
