import { graphql } from '../graphql';

export const ProductCardFragment = graphql(`
  fragment ProductCard on Product {
    id
    name
    brand
    price
    priceVaries
    originalPrice
    images
    mainPhoto {
      alt
    }
    inStock
    stock
    rating
    reviews
    condition
    bestGrade
    worstGrade
  }
`);

export const ListingPagerFragment = graphql(`
  fragment ListingPager on ProductConnection {
    totalCount
    offset
    pageInfo {
      hasNextPage
      hasPreviousPage
      startCursor
      endCursor
    }
  }
`);

export const ListingFacetsFragment = graphql(`
  fragment ListingFacets on ProductFacets {
    brands {
      value
      label
      count
    }
    priceRanges {
      value
      label
      count
    }
    conditions {
      value
      label
      count
    }
    sizes {
      value
      label
      count
    }
    available
  }
`);
