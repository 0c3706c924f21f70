import { and, count, desc, eq, sql } from 'drizzle-orm';
import { favorites, type UserRow, users } from '../../schema/db/accounts';
import { products } from '../../schema/db/catalogue';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { ensureProfile } from './profiles';
import type { Viewer } from './viewer';

/** The favourites an account may keep. */
export const MAX_FAVORITES = 100;

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

/**
 * Saves a product for the viewer and returns the viewer's profile. The cap is checked and the row
 * written in one statement, so parallel requests cannot all pass a count made before any of them
 * wrote (docs/product.md#accounts); saving a favourite again changes nothing and is no error.
 */
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
  // Favourites hang off the profile; a request the cap refuses finds one there already.
  const profile = await ensureProfile(db, viewer);
  const mine = eq(favorites.userUid, viewer.uid);
  const saved = db.select({ n: count() }).from(favorites).where(mine);
  const added = await db
    .insert(favorites)
    .select((qb) =>
      qb
        .select({
          userUid: users.authUid,
          productId: sql<number>`${productId}`.as('product_id'),
          createdAtMs: sql<number>`${Date.now()}`.as('created_at_ms'),
        })
        .from(users)
        .where(and(eq(users.authUid, viewer.uid), sql`(${saved}) < ${MAX_FAVORITES}`)),
    )
    .onConflictDoNothing()
    .returning({ productId: favorites.productId });
  if (added.length === 0) {
    const already = await db
      .select({ productId: favorites.productId })
      .from(favorites)
      .where(and(mine, eq(favorites.productId, productId)))
      .get();
    if (!already) {
      throw new DomainError(
        `Puoi salvare al massimo ${MAX_FAVORITES} preferiti.`,
        'BAD_USER_INPUT',
      );
    }
  }
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
