import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { type CartLine, isSameLine } from '../../schema/rules/cart';
import { cartTotals, type LineStatus } from '../../schema/rules/cart-totals';
import type { ConditionFields } from '../catalogue/ProductCondition';
import { cart } from './cart-store';
import { CartTotalsQuery, cartTotalsVariables } from './cart-totals-query';

export interface LineNotice {
  key: Pick<CartLine, 'id' | 'selectedColor' | 'selectedSize'>;
  name: string;
  status: Exclude<LineStatus, 'OK'>;
  quantity: number;
}

/**
 * The cart's totals: the browser's own estimate at once (the same maths the Worker runs), then
 * the server's figures, priced from the live catalogue. Quantities the server had to cap are
 * brought down in the cart; lines it cannot sell are reported.
 */
export function useCartPricing(lines: readonly CartLine[]) {
  const estimate = useMemo(
    () => cartTotals(lines.map((line) => ({ ...line, stock: line.stock ?? null }))),
    [lines],
  );
  const variables = useMemo(() => cartTotalsVariables(lines), [lines]);
  const [result] = useQuery({
    query: CartTotalsQuery,
    variables,
    pause: lines.length === 0,
    requestPolicy: 'cache-and-network',
  });
  const server = result.data?.cartTotals;
  // The answer must be for these very lines: while new ones load, urql still holds the old.
  const confirmed =
    Boolean(server) &&
    !result.stale &&
    server?.lines.length === lines.length &&
    server.lines.every((priced, index) => {
      const line = lines[index];
      return (
        line !== undefined &&
        priced.productId === String(line.id) &&
        priced.requestedQuantity === line.quantity &&
        priced.color === line.selectedColor &&
        priced.size === line.selectedSize
      );
    });

  const notices = useMemo<LineNotice[]>(() => {
    if (!server || !confirmed) return [];
    return server.lines.flatMap((priced, index) => {
      const line = lines[index];
      if (!line || priced.status === 'OK') return [];
      return [{ key: line, name: line.name, status: priced.status, quantity: priced.quantity }];
    });
  }, [server, confirmed, lines]);

  // Capped lines are fixed in the cart at once; the note about it stays until the page is left.
  // Only a line holding more than the cap is written: each write makes new lines, so rewriting one
  // the cart already matches would start this effect again, for ever.
  const [adjusted, setAdjusted] = useState<LineNotice[]>([]);
  useEffect(() => {
    const capped = notices.filter(
      (notice) =>
        notice.status === 'CAPPED' &&
        lines.some((line) => isSameLine(line, notice.key) && line.quantity > notice.quantity),
    );
    if (capped.length === 0) return;
    for (const notice of capped) cart.update(notice.key, notice.quantity);
    setAdjusted((previous) => [
      ...previous.filter((old) => !capped.some((notice) => isSameLine(notice.key, old.key))),
      ...capped,
    ]);
  }, [notices, lines]);

  /** The line's condition as the server has it, once its answer is for these lines. */
  const conditionOf = (line: CartLine): ConditionFields | null => {
    const priced = confirmed ? server?.lines[lines.indexOf(line)] : undefined;
    return priced?.condition ? { condition: priced.condition, grade: priced.grade } : null;
  };

  const unavailable = (line: CartLine) =>
    notices.some((n) => n.status !== 'CAPPED' && isSameLine(n.key, line));

  return {
    totals: confirmed && server ? server : estimate,
    confirmed,
    checking: lines.length > 0 && !confirmed && !result.error,
    failed: Boolean(result.error),
    adjusted,
    notices,
    unavailable,
    conditionOf,
    hasUnavailable: notices.some((n) => n.status !== 'CAPPED'),
  };
}
