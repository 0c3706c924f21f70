import type { ResultOf } from 'gql.tada';
import { graphql } from '../graphql';

/**
 * A sent shipping form as its printed sheet shows it: the same whether it was just sent or is
 * opened again from the e-mailed link (docs/product.md#shipping-form).
 */
export const ShippingReceiptFragment = graphql(`
  fragment ShippingReceipt on ShippingFormReceipt @_unmask {
    id
    number
    createdAt
    senderName
    street
    postalCode
    city
    province
    phone
    email
    device
    problem
  }
`);

export type ShippingReceipt = ResultOf<typeof ShippingReceiptFragment>;
