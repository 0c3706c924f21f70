import type { ApiValueOf, ORDER_STATUS, REPAIR_STATUS } from '../../schema/vocabulary';

/** An order or a repair on the account's one timeline (docs/product.md#accounts). */
export type Activity =
  | {
      kind: 'order';
      id: string;
      number: string;
      status: ApiValueOf<typeof ORDER_STATUS>;
      total: number;
      createdAt: string;
    }
  | {
      kind: 'repair';
      code: string;
      device: string;
      status: ApiValueOf<typeof REPAIR_STATUS>;
      createdAt: string;
    };

/** Orders and repairs together, the newest first, at most `limit`. */
export function accountActivity(
  orders: readonly Omit<Extract<Activity, { kind: 'order' }>, 'kind'>[],
  repairs: readonly Omit<Extract<Activity, { kind: 'repair' }>, 'kind'>[],
  limit: number,
): Activity[] {
  const all: Activity[] = [
    ...orders.map((order) => ({ ...order, kind: 'order' as const })),
    ...repairs.map((repair) => ({ ...repair, kind: 'repair' as const })),
  ];
  return all.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, limit);
}
