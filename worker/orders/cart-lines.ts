import type { RequestedLine } from '../../schema/rules/cart-totals';
import { productIdOf } from '../catalogue/product-id';
import { DomainError } from '../domain-error';
import { boundedText } from '../input';

/** The most lines a cart, and so an order, may hold. */
export const MAX_LINES = 100;
const MAX_QUANTITY = 999;

export interface CartLineArg {
  productId: string | number;
  quantity: number;
  color?: string | null;
  size?: string | null;
}

/** The lines a client sends, checked; prices never come from the client. */
export function parseCartLines(lines: readonly CartLineArg[]): RequestedLine[] {
  if (lines.length > MAX_LINES) {
    throw new DomainError(
      `Il carrello può contenere al massimo ${MAX_LINES} righe.`,
      'BAD_USER_INPUT',
      'lines',
    );
  }
  return lines.map((line) => {
    if (line.quantity < 0 || line.quantity > MAX_QUANTITY) {
      throw new DomainError(
        `La quantità deve essere un numero tra 0 e ${MAX_QUANTITY}.`,
        'BAD_USER_INPUT',
        'quantity',
      );
    }
    return {
      productId: productIdOf(line.productId),
      quantity: line.quantity,
      color: boundedText(line.color ?? null, 'color', 60),
      size: boundedText(line.size ?? null, 'size', 60),
    };
  });
}
