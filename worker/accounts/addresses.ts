import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { type AddressRow, addresses, users } from '../../schema/db/accounts';
import type { AddressFields } from '../../schema/rules/addresses';
import { MAX_SAVED_ADDRESSES } from '../../schema/rules/addresses';
import { generateToken } from '../../schema/rules/identifiers';
import { normaliseAddress } from '../../schema/rules/normalise';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { randomBytes } from '../random';
import { ensureProfile } from './profiles';
import type { Viewer } from './viewer';

export type SavedAddressFields = AddressFields & { label: string };

export function addressesOf(db: Database, uid: string) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userUid, uid))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAtMs));
}

function normalized(fields: SavedAddressFields) {
  return {
    label: fields.label.trim() || null,
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    phone: fields.phone.trim(),
    ...normaliseAddress(fields),
  };
}

async function owned(db: Database, uid: string, id: string): Promise<AddressRow> {
  const row = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userUid, uid)))
    .get();
  // Someone else's address and no address at all look the same from outside.
  if (!row) throw new DomainError('Indirizzo non trovato.', 'NOT_FOUND', 'id');
  return row;
}

/** Makes one address the default, in one batch so there is never a moment with two. */
async function makeDefault(db: Database, uid: string, id: string) {
  await db.batch([
    db
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userUid, uid), ne(addresses.id, id))),
    db
      .update(addresses)
      .set({ isDefault: true })
      .where(and(eq(addresses.userUid, uid), eq(addresses.id, id))),
  ]);
}

/**
 * Saves a new address only while the user has fewer than the cap, checked and written in one
 * statement: parallel requests cannot all pass a count made before any of them wrote
 * (docs/product.md#accounts). The same statement makes the first address the default. Whether it
 * was saved is the answer.
 */
async function insertWithinCap(
  db: Database,
  uid: string,
  id: string,
  fields: SavedAddressFields,
): Promise<boolean> {
  const row = normalized(fields);
  const saved = db.select({ n: count() }).from(addresses).where(eq(addresses.userUid, uid));
  const added = await db
    .insert(addresses)
    .select((qb) =>
      qb
        .select({
          id: sql<string>`${id}`.as('id'),
          userUid: users.authUid,
          label: sql<string | null>`${row.label}`.as('label'),
          firstName: sql<string>`${row.firstName}`.as('first_name'),
          lastName: sql<string>`${row.lastName}`.as('last_name'),
          phone: sql<string>`${row.phone}`.as('phone'),
          street: sql<string>`${row.street}`.as('street'),
          postalCode: sql<string>`${row.postalCode}`.as('postal_code'),
          city: sql<string>`${row.city}`.as('city'),
          province: sql<string>`${row.province}`.as('province'),
          isDefault: sql<boolean>`(${saved}) = 0`.as('is_default'),
          createdAtMs: sql<number>`${Date.now()}`.as('created_at_ms'),
        })
        .from(users)
        .where(and(eq(users.authUid, uid), sql`(${saved}) < ${MAX_SAVED_ADDRESSES}`)),
    )
    .returning({ id: addresses.id });
  return added.length > 0;
}

/** Adds an address, or edits one of the viewer's own; the first one becomes the default. */
export async function saveAddress(
  db: Database,
  viewer: Viewer,
  fields: SavedAddressFields,
  options: { id?: string | null; makeDefault?: boolean },
): Promise<AddressRow> {
  let id = options.id ?? null;
  if (id) {
    // Owning an address means the profile exists already.
    await owned(db, viewer.uid, id);
    await db.update(addresses).set(normalized(fields)).where(eq(addresses.id, id));
  } else {
    // Addresses hang off the profile. A request the cap refuses finds one there already, and the
    // form was checked before this: a refused request leaves no new profile behind.
    await ensureProfile(db, viewer);
    id = generateToken(randomBytes, 12);
    if (!(await insertWithinCap(db, viewer.uid, id, fields))) {
      throw new DomainError(
        `Puoi salvare al massimo ${MAX_SAVED_ADDRESSES} indirizzi.`,
        'BAD_USER_INPUT',
      );
    }
  }
  if (options.makeDefault) await makeDefault(db, viewer.uid, id);
  return owned(db, viewer.uid, id);
}

export async function setDefaultAddress(
  db: Database,
  viewer: Viewer,
  id: string,
): Promise<AddressRow> {
  await owned(db, viewer.uid, id);
  await makeDefault(db, viewer.uid, id);
  return owned(db, viewer.uid, id);
}

/** Deletes one of the viewer's addresses; if it was the default, the oldest left takes over. */
export async function deleteAddress(db: Database, viewer: Viewer, id: string): Promise<void> {
  const row = await owned(db, viewer.uid, id);
  await db.delete(addresses).where(eq(addresses.id, row.id));
  if (!row.isDefault) return;
  const next = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userUid, viewer.uid))
    .orderBy(asc(addresses.createdAtMs))
    .get();
  if (next) await makeDefault(db, viewer.uid, next.id);
}
