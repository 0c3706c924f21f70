import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { type AddressRow, addresses } from '../../schema/db/accounts';
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
    const existing = await db
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userUid, viewer.uid))
      .get();
    const saved = existing?.n ?? 0;
    if (saved >= MAX_SAVED_ADDRESSES) {
      throw new DomainError(
        `Puoi salvare al massimo ${MAX_SAVED_ADDRESSES} indirizzi.`,
        'BAD_USER_INPUT',
      );
    }
    // Only now, with nothing left to refuse: a refused request leaves no profile behind.
    await ensureProfile(db, viewer);
    id = generateToken(randomBytes, 12);
    await db.insert(addresses).values({
      id,
      userUid: viewer.uid,
      ...normalized(fields),
      isDefault: saved === 0,
      createdAtMs: Date.now(),
    });
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
