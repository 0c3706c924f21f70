import type { ResultOf } from 'gql.tada';
import { useQuery } from 'urql';
import { parseProductId } from '../../schema/rules/catalogue';
import { graphql } from '../graphql';
import { ProductCardFragment } from './listing-fragments';

const ProductPageQuery = graphql(
  `
    query ProductPage($id: ID!) {
      product(id: $id) {
        id
        name
        brand
        price
        priceVaries
        originalPrice
        description
        images
        photos {
          key
          alt
        }
        inStock
        stock
        archivedAt
        condition
        grade
        batteryHealth
        rating
        reviews
        verifiedReviews {
          id
          stars
          body
          authorName
          purchasedAt
          publishedAt
        }
        variants {
          id
          sku
          color
          size
          price
          originalPrice
          stock
          inStock
          grade
          batteryHealth
        }
        sizes
        colors {
          name
          hex
        }
        category {
          id
          name
        }
        details {
          display
          processor
          camera
          battery
          connectivity
          waterResistance
          specialFeatures
          chip
          features
          resistance
          charging
        }
        related(limit: 4) {
          id
          ...ProductCard
        }
      }
    }
  `,
  [ProductCardFragment],
);

export type LoadedProduct = NonNullable<ResultOf<typeof ProductPageQuery>['product']>;

/**
 * The product an address names: `notFound` for an id that cannot be one or that the catalogue
 * lacks, `failed` when it did not arrive (retry asks the network again).
 */
export function useProductPage(id: string) {
  const productId = parseProductId(id);
  const [result, reexecute] = useQuery({
    query: ProductPageQuery,
    variables: { id: String(productId) },
    pause: productId === null,
  });
  const retry = () => reexecute({ requestPolicy: 'network-only' });
  if (productId === null) return { status: 'notFound', retry } as const;
  if (result.error && !result.data) return { status: 'failed', retry } as const;
  if (!result.data) return { status: 'loading', retry } as const;
  const product = result.data.product;
  if (!product) return { status: 'notFound', retry } as const;
  return { status: 'ready', product, retry } as const;
}
