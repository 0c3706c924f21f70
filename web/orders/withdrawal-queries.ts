import { graphql } from '../graphql';

/** An order's withdrawal as its buyer sees it, and the request that starts a return. */
export const WithdrawalQuery = graphql(`
  query OrderWithdrawal($id: ID!, $token: String) {
    order(id: $id, token: $token) {
      id
      number
      createdAt
      firstName
      lastName
      shippingAddress {
        street
        postalCode
        city
        province
      }
      withdrawal {
        deliveredAt
        until
        open
        returnable {
          position
          name
          brand
          color
          size
          quantity
        }
      }
      returns {
        id
        number
        status
        requestedAt
        refundAmount
        refusalReason
        lines {
          position
          name
          quantity
        }
        steps {
          status
          at
        }
      }
    }
  }
`);

export const RequestMutation = graphql(`
  mutation RequestWithdrawal($id: ID!, $token: String, $input: WithdrawalInput!) {
    requestWithdrawal(orderId: $id, token: $token, input: $input) {
      id
      returns {
        id
        status
      }
    }
  }
`);
