import { graphql } from '../graphql';

/** The press on the back-in-stock confirmation link (docs/product.md#back-in-stock-alerts). */
export const ConfirmStockAlertMutation = graphql(`
  mutation ConfirmStockAlert($token: String!) {
    confirmStockAlert(token: $token) {
      email
      alreadyConfirmed
      variantLabel
      product {
        id
        name
        inStock
        stock
        variants {
          color
          size
          inStock
          stock
        }
      }
    }
  }
`);
