import { useQuery } from 'urql';
import { LISTING_PAGE_SIZE } from '../../schema/rules/catalogue-filters';
import { graphql } from '../graphql';
import { useLatest } from '../ui/useLatest';
import {
  ListingFacetsFragment,
  ListingPagerFragment,
  ProductCardFragment,
} from './listing-fragments';
import { type ListingState, listingVariables } from './listing-params';

const ShopListingQuery = graphql(
  `
    query ShopListing(
      $search: String
      $filter: ProductFilter
      $sort: ProductSort
      $first: Int
      $after: String
      $last: Int
      $before: String
    ) {
      categories {
        id
        icon
      }
      catalogue(
        search: $search
        filter: $filter
        sort: $sort
        first: $first
        after: $after
        last: $last
        before: $before
      ) {
        nodes {
          id
          ...ProductCard
        }
        totalCount
        ...ListingPager
        facets {
          categories {
            value
            label
            count
          }
          ...ListingFacets
        }
      }
    }
  `,
  [ProductCardFragment, ListingPagerFragment, ListingFacetsFragment],
);

export const SHOP_PAGE_SIZE = LISTING_PAGE_SIZE.default;

/**
 * One page of the listing for a state, kept on screen while the next loads. `refused` is the
 * Worker's BAD_USER_INPUT answer (a cursor from another listing); `failed` any other error with
 * nothing to show; `pageFailed` such an error for a page asked while another was shown, which
 * stays on screen until `retry` brings the one asked.
 */
export function useShopListing(state: ListingState) {
  const [result, reexecute] = useQuery({
    query: ShopListingQuery,
    variables: listingVariables(state, SHOP_PAGE_SIZE),
  });
  const data = useLatest(result.data);
  const refused = result.data
    ? undefined
    : result.error?.graphQLErrors.find((error) => error.extensions?.code === 'BAD_USER_INPUT');
  return {
    listing: data?.catalogue,
    icons: new Map(data?.categories.map((c) => [c.id, c.icon])),
    refused: refused?.message,
    failed: Boolean(result.error && !data),
    pageFailed: Boolean(result.error && !result.data && data && !refused),
    fetching: result.fetching,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}

export type ShopListing = NonNullable<ReturnType<typeof useShopListing>['listing']>;
