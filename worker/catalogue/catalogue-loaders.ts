import DataLoader from 'dataloader';
import type { ProductRow } from '../../schema/db/catalogue';
import { relatedProducts } from '../../schema/rules/catalogue';
import type { Database } from '../db';
import { relatedCandidates } from './reads';

/**
 * Per-request catalogue reads: the related products of every product an answer holds, at every
 * level and under every alias, come from one statement (docs/product.md#catalogue).
 */
export function createCatalogueLoaders(db: Database) {
  // Keyed by the limit asked; the candidates for the largest limit of a batch hold every smaller
  // limit's answer, so the batch reads once.
  const candidates = new DataLoader<number, ProductRow[]>(async (limits) => {
    const rows = await relatedCandidates(db, Math.max(...limits));
    return limits.map(() => rows);
  });
  return {
    related: async (product: ProductRow, limit: number): Promise<ProductRow[]> =>
      limit === 0 ? [] : relatedProducts(product, await candidates.load(limit), limit),
  };
}

export type CatalogueLoaders = ReturnType<typeof createCatalogueLoaders>;
