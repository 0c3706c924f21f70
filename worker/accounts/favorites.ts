import { and, count, desc, eq } from 'drizzle-orm';
import { favorites, type UserRow } from '../../schema/db/accounts';
import { products } from '../../schema/db/catalogue';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { ensureProfile } from './profiles';
import type { Viewer } from './viewer';

const MAX_FAVORITES = 100;

/** The viewer's favourite products, most recently added first, in one query. */
export async function favoriteProducts(db: Database, uid: string) {
  const rows = await db
    .select({ product: products })
    .from(favorites)
    .innerJoin(products, eq(favorites.productId, products.id))
    .where(eq(favorites.userUid, uid))
    .orderBy(desc(favorites.createdAtMs));
  return rows.map((row) => row.product);
}

/** Saves a product for the viewer and returns the viewer's profile. */
export async function addFavorite(
  db: Database,
  viewer: Viewer,
  productId: number,
): Promise<UserRow> {
  const product = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .get();
  if (!product) throw new DomainError('Prodotto non trovato.', 'NOT_FOUND', 'productId');
  const saved = await db
    .select({ n: count() })
    .from(favorites)
    .where(eq(favorites.userUid, viewer.uid))
    .get();
  if ((saved?.n ?? 0) >= MAX_FAVORITES) {
    throw new DomainError(`Puoi salvare al massimo ${MAX_FAVORITES} preferiti.`, 'BAD_USER_INPUT');
  }
  // Only now, with nothing left to refuse: a refused request leaves no profile behind.
  const profile = await ensureProfile(db, viewer);
  await db
    .insert(favorites)
    .values({ userUid: viewer.uid, productId, createdAtMs: Date.now() })
    .onConflictDoNothing();
  return profile;
}

export async function removeFavorite(
  db: Database,
  viewer: Viewer,
  productId: number,
): Promise<UserRow> {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userUid, viewer.uid), eq(favorites.productId, productId)));
  return ensureProfile(db, viewer);
}
