import { graphql } from '../../graphql';
import { OrderDetailsFragment } from '../order-details';

/** The staff's orders: the list, one order, and the three moves its panel offers. */
export const OrdersQuery = graphql(`
  query AdminOrders($page: Int, $search: String, $status: OrderStatus) {
    adminOrders(page: $page, size: 20, search: $search, status: $status) {
      total
      pageCount
      items {
        id
        number
        firstName
        lastName
        status
        paymentMethod
        expiresAt
        total
        createdAt
      }
    }
  }
`);

export const OrderQuery = graphql(
  `
    query AdminOrder($id: ID!) {
      adminOrder(id: $id) {
        ...OrderDetails
        adminNextStatuses
        paymentProblem
        readyForPickupAnnounceable
        cancellable
        adminRefund {
          id
          status
          amount
          failureLabel
        }
      }
    }
  `,
  [OrderDetailsFragment],
);

export const AdvanceMutation = graphql(`
  mutation AdminAdvanceOrder(
    $id: ID!
    $from: OrderStatus!
    $status: OrderStatus!
    $trackingNumber: String
    $carrierCode: Carrier
  ) {
    adminAdvanceOrder(
      id: $id
      from: $from
      status: $status
      trackingNumber: $trackingNumber
      carrierCode: $carrierCode
    ) {
      id
      status
    }
  }
`);

export const ReadyForPickupMutation = graphql(`
  mutation AdminOrderReadyForPickup($id: ID!) {
    adminOrderReadyForPickup(id: $id) {
      id
      readyForPickupAt
    }
  }
`);

export const CancelMutation = graphql(`
  mutation AdminCancelOrder($id: ID!, $from: OrderStatus!, $note: String) {
    adminCancelOrder(id: $id, from: $from, note: $note) {
      id
      status
    }
  }
`);
