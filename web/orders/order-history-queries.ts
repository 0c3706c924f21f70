import { graphql } from '../graphql';

/** The orders a person can list: their account's, or those this browser placed as a guest. */
export const OrderSummaryFragment = graphql(`
  fragment OrderSummary on Order {
    id
    number
    status
    createdAt
    total
    lines {
      quantity
      name
    }
  }
`);

export const MyOrdersQuery = graphql(
  `
    query MyOrders {
      myOrders {
        ...OrderSummary
      }
    }
  `,
  [OrderSummaryFragment],
);

export const GuestOrdersQuery = graphql(
  `
    query GuestOrders($refs: [OrderRefInput!]!) {
      guestOrders(refs: $refs) {
        ...OrderSummary
      }
    }
  `,
  [OrderSummaryFragment],
);
