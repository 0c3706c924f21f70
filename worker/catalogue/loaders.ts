import type { CategoryRow, ProductRow } from '../../schema/db/catalogue';
import { bestsellerOrder } from '../../schema/rules/catalogue';
import type { Database } from '../db';
import { type CatalogueSnapshot, catalogueSnapshot } from './snapshot';

/**
 * Catalogue reads for one request, all answered from the isolate's catalogue snapshot: a page of
 * products costs no D1 statement while the snapshot is fresh, and at most one batch otherwise.
 */
export interface CatalogueLoaders {
  categories(): Promise<CategoryRow[]>;
  category(id: string): Promise<CategoryRow | undefined>;
  allProducts(): Promise<ProductRow[]>;
  productsByIds(ids: readonly number[]): Promise<Map<number, ProductRow>>;
  product(id: number): Promise<ProductRow | undefined>;
  bestsellers(): Promise<ProductRow[]>;
}

export function createCatalogueLoaders(
  db: Database,
  waitUntil: (work: Promise<unknown>) => void,
): CatalogueLoaders {
  let snapshot: Promise<CatalogueSnapshot> | undefined;
  const read = () => {
    snapshot ??= catalogueSnapshot(db, waitUntil);
    return snapshot;
  };
  return {
    categories: async () => (await read()).categories,
    category: async (id) => (await read()).categories.find((c) => c.id === id),
    allProducts: async () => (await read()).products,
    productsByIds: async (ids) => {
      const { byId } = await read();
      return new Map(
        ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [[id, row] as const] : [];
        }),
      );
    },
    product: async (id) => (await read()).byId.get(id),
    bestsellers: async () => bestsellerOrder((await read()).products),
  };
}
