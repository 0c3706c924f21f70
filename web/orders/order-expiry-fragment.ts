import { graphql } from '../graphql';

/** When an unpaid order lets its goods go (docs/product.md#orders), for customer and staff alike. */
export const OrderExpiryFragment = graphql(`
  fragment OrderExpiry on Order @_unmask {
    paymentMethod
    expiresAt
  }
`);
