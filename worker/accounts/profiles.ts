import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../schema/db/accounts';
import type { Database } from '../db';
import type { Viewer } from './viewer';

/** The profile of a signed-in user, created on first sight with what the token says. */
export async function ensureProfile(
  db: Database,
  viewer: Viewer,
  now = Date.now(),
): Promise<UserRow> {
  await db
    .insert(users)
    .values({
      authUid: viewer.uid,
      email: viewer.email,
      displayName: viewer.name?.trim().toLowerCase() || null,
      role: viewer.role,
      createdAtMs: now,
      lastLoginMs: now,
    })
    .onConflictDoNothing({ target: users.authUid });
  return findProfile(db, viewer.uid);
}

async function findProfile(db: Database, uid: string): Promise<UserRow> {
  const row = await db.select().from(users).where(eq(users.authUid, uid)).get();
  if (!row) throw new Error(`No profile for ${uid}`);
  return row;
}

/** Records a sign-in; e-mail and role follow the token, which is the source of truth for both. */
export async function recordLogin(
  db: Database,
  viewer: Viewer,
  now = Date.now(),
): Promise<UserRow> {
  await ensureProfile(db, viewer, now);
  await db
    .update(users)
    .set({ lastLoginMs: now, email: viewer.email, role: viewer.role })
    .where(eq(users.authUid, viewer.uid));
  return findProfile(db, viewer.uid);
}

export async function updateDisplayName(
  db: Database,
  viewer: Viewer,
  displayName: string,
): Promise<UserRow> {
  await ensureProfile(db, viewer);
  await db
    .update(users)
    .set({ displayName: displayName.trim().toLowerCase() })
    .where(eq(users.authUid, viewer.uid));
  return findProfile(db, viewer.uid);
}

export function profileOf(db: Database, uid: string) {
  return db.select().from(users).where(eq(users.authUid, uid)).get();
}
