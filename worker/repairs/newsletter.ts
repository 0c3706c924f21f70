import { count, desc } from 'drizzle-orm';
import { newsletter } from '../../schema/db/repairs';
import { normaliseEmail } from '../../schema/rules/normalise';
import { type StaffListArgs, staffList } from '../admin/paging';
import type { Database } from '../db';

/** Subscribes an address; a second sign-up is welcome and changes nothing. */
export async function subscribe(
  db: Database,
  email: string,
  now = Date.now(),
): Promise<{ email: string; alreadySubscribed: boolean }> {
  const address = normaliseEmail(email);
  const inserted = await db
    .insert(newsletter)
    .values({ email: address, consentAtMs: now, createdAtMs: now })
    .onConflictDoNothing()
    .returning({ email: newsletter.email });
  return { email: address, alreadySubscribed: inserted.length === 0 };
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

/** A CSV cell, quoted when it holds a separator, a quote or a line break. */
const csvCell = (text: string) => (/[",\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Every subscriber as CSV (email, consent time), newest first. */
export async function subscribersCsv(db: Database): Promise<string> {
  const rows = await db.select().from(newsletter).orderBy(desc(newsletter.createdAtMs));
  return [
    'email,consenso',
    ...rows.map((row) => `${csvCell(row.email)},${new Date(row.consentAtMs).toISOString()}`),
  ].join('\n');
}
