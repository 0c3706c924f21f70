import { count, desc } from 'drizzle-orm';
import { newsletter } from '../../schema/db/repairs';
import { csvLine } from '../../schema/rules/csv';
import { normaliseEmail } from '../../schema/rules/normalise';
import { type StaffListArgs, staffList } from '../admin/paging';
import type { Database } from '../db';

/**
 * Subscribes an address. A second sign-up is welcome and answered alike: both write the one row
 * (a repeat renews the consent time), so neither the answer nor the work tells whether the
 * address was already there (docs/product.md#newsletter).
 */
export async function subscribe(db: Database, email: string, now = Date.now()): Promise<string> {
  const address = normaliseEmail(email);
  await db
    .insert(newsletter)
    .values({ email: address, consentAtMs: now, createdAtMs: now })
    .onConflictDoUpdate({ target: newsletter.email, set: { consentAtMs: now } });
  return address;
}

export async function countSubscribers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletter);
  return row?.n ?? 0;
}

/** The staff's list of subscribers, newest first, searched by address. */
export function listSubscribers(db: Database, args: StaffListArgs) {
  return staffList(
    db,
    newsletter,
    { newest: newsletter.createdAtMs, searched: [newsletter.email] },
    args,
  );
}

/** Every subscriber as CSV (email, consent time), newest first, safe to open in a spreadsheet. */
export async function subscribersCsv(db: Database): Promise<string> {
  const rows = await db.select().from(newsletter).orderBy(desc(newsletter.createdAtMs));
  return [
    csvLine(['email', 'consenso']),
    ...rows.map((row) => csvLine([row.email, new Date(row.consentAtMs).toISOString()])),
  ].join('\n');
}
