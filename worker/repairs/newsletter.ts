import { newsletter } from '../../schema/db/repairs';
import type { Database } from '../db';

/** Subscribes an address; a second sign-up is welcome and changes nothing. */
export async function subscribe(
  db: Database,
  email: string,
  now = Date.now(),
): Promise<{ alreadySubscribed: boolean }> {
  const inserted = await db
    .insert(newsletter)
    .values({ email: email.trim().toLowerCase(), consentAtMs: now, createdAtMs: now })
    .onConflictDoNothing()
    .returning({ email: newsletter.email });
  return { alreadySubscribed: inserted.length === 0 };
}
