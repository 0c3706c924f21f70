import { asc, inArray, isNotNull } from 'drizzle-orm';
import { type CategoryRow, categories, type ProductRow, products } from '../../schema/db/catalogue';
import type { Database } from '../db';

/**
 * Per-request catalogue reads. Categories and the whole catalogue are each read at most once per
 * request, so a product list resolving each product's category costs one extra query, not one
 * per product.
 */
export interface CatalogueLoaders {
  categories(): Promise<CategoryRow[]>;
  category(id: string): Promise<CategoryRow | undefined>;
  allProducts(): Promise<ProductRow[]>;
  productsByIds(ids: readonly number[]): Promise<Map<number, ProductRow>>;
  product(id: number): Promise<ProductRow | undefined>;
  bestsellers(): Promise<ProductRow[]>;
}

export function createCatalogueLoaders(db: Database): CatalogueLoaders {
  let allCategories: Promise<CategoryRow[]> | undefined;
  let catalogue: Promise<ProductRow[]> | undefined;
  const loadCategories = () => {
    // .all() runs the query once; the builder itself would run again on every await.
    allCategories ??= db.select().from(categories).orderBy(asc(categories.position)).all();
    return allCategories;
  };

  const productsByIds = async (ids: readonly number[]) => {
    const unique = [...new Set(ids)];
    const rows = unique.length
      ? await db.select().from(products).where(inArray(products.id, unique))
      : [];
    return new Map(rows.map((row) => [row.id, row]));
  };

  return {
    categories: loadCategories,
    category: async (id) => (await loadCategories()).find((c) => c.id === id),
    allProducts: () => {
      catalogue ??= db.select().from(products).all();
      return catalogue;
    },
    productsByIds,
    product: async (id) => (await productsByIds([id])).get(id),
    bestsellers: () =>
      db
        .select()
        .from(products)
        .where(isNotNull(products.bestsellerRank))
        .orderBy(asc(products.bestsellerRank)),
  };
}
