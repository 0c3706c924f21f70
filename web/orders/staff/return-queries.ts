import { graphql } from '../../graphql';

/** An order's returns as the staff see them, and the four steps they take on one. */
export const ReturnsQuery = graphql(`
  query AdminOrderReturns($id: ID!) {
    adminOrder(id: $id) {
      id
      returns {
        id
        number
        status
        statement
        reason
        requestedAt
        refundAmount
        refundNote
        refusalReason
        adminRefundDue
        adminRefund {
          id
          status
          amount
          failureLabel
        }
        lines {
          position
          name
          quantity
          ordered
        }
        steps {
          status
          at
          staffEmail
        }
      }
    }
  }
`);

export const AcceptMutation = graphql(`
  mutation AdminAcceptReturn($id: ID!, $from: ReturnStatus!) {
    adminAcceptReturn(id: $id, from: $from) {
      id
    }
  }
`);

export const ReceiveMutation = graphql(`
  mutation AdminReceiveReturn($id: ID!, $from: ReturnStatus!) {
    adminReceiveReturn(id: $id, from: $from) {
      id
    }
  }
`);

export const RefuseMutation = graphql(`
  mutation AdminRefuseReturn($id: ID!, $from: ReturnStatus!, $reason: String!) {
    adminRefuseReturn(id: $id, from: $from, reason: $reason) {
      id
    }
  }
`);

export const RefundMutation = graphql(`
  mutation AdminRefundReturn($id: ID!, $from: ReturnStatus!, $amount: Money, $note: String) {
    adminRefundReturn(id: $id, from: $from, amount: $amount, note: $note) {
      id
    }
  }
`);

export const RetryRefundMutation = graphql(`
  mutation AdminRetryRefund($id: ID!) {
    adminRetryRefund(id: $id) {
      id
    }
  }
`);
