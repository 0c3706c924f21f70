import type { CartLine } from '../../schema/rules/cart';
import { graphql } from '../graphql';

/**
 * The server's totals of the cart: the cart's and the checkout's (useCartPricing) and the
 * checkout's take-back offer read the same answer.
 */
export const CartTotalsQuery = graphql(`
  query CartTotals($lines: [CartLineInput!]!) {
    cartTotals(lines: $lines) {
      itemCount
      subtotal
      shipping
      taxes
      total
      lines {
        productId
        color
        size
        quantity
        requestedQuantity
        unitPrice
        status
        condition
        grade
      }
      raeeTakeBackOffered
    }
  }
`);

/** The cart's lines as cartTotals takes them. */
export function cartTotalsVariables(lines: readonly CartLine[]) {
  return {
    lines: lines.map((line) => ({
      productId: String(line.id),
      quantity: line.quantity,
      color: line.selectedColor,
      size: line.selectedSize,
    })),
  };
}
