import { asc } from 'drizzle-orm';
import { type CategoryRow, categories, type ProductRow, products } from '../../schema/db/catalogue';
import type { Database } from '../db';

/** The whole catalogue as one read: small, read on every page, written rarely. */
export interface CatalogueSnapshot {
  categories: CategoryRow[];
  products: ProductRow[];
  byId: ReadonlyMap<number, ProductRow>;
}

/**
 * Within a second the isolate answers from memory; up to half a minute it still does, fetching a
 * new copy in the background; past that a request waits for a fresh one. Writes made through this
 * isolate (the shop module, orders) drop the copy at once.
 */
export const FRESH_FOR_MS = 1_000;
export const STALE_FOR_MS = 30_000;

/**
 * Only finished snapshots are kept between requests (plain data): a pending read belongs to the
 * request that started it.
 */
let cached: { snapshot: CatalogueSnapshot; loadedAt: number; version: number } | undefined;
let refreshing = false;
let versions = 0;

async function readSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const [categoryRows, productRows] = await db.batch([
    db.select().from(categories).orderBy(asc(categories.position)),
    db.select().from(products).orderBy(asc(products.id)),
  ]);
  const snapshot = {
    categories: categoryRows,
    products: productRows,
    byId: new Map(productRows.map((row) => [row.id, row])),
  };
  cached = { snapshot, loadedAt: Date.now(), version: ++versions };
  return snapshot;
}

export async function catalogueSnapshot(
  db: Database,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<CatalogueSnapshot> {
  const age = cached ? Date.now() - cached.loadedAt : Number.POSITIVE_INFINITY;
  if (cached && age <= FRESH_FOR_MS) return cached.snapshot;
  if (cached && age <= STALE_FOR_MS) {
    if (!refreshing) {
      refreshing = true;
      waitUntil(
        readSnapshot(db)
          .catch((error: unknown) => console.error('Catalogue refresh failed', error))
          .finally(() => {
            refreshing = false;
          }),
      );
    }
    return cached.snapshot;
  }
  return readSnapshot(db);
}

/**
 * Which snapshot a request would be answered from, while it is fresh; null when the next read
 * goes to D1. Answers derived from the catalogue stay valid exactly as long as this does not change.
 */
export function freshCatalogueVersion(): number | null {
  return cached && Date.now() - cached.loadedAt <= FRESH_FOR_MS ? cached.version : null;
}

/** After a write to products or categories: the next read goes to D1. */
export function invalidateCatalogue(): void {
  cached = undefined;
}
