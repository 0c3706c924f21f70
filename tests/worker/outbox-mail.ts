import { env } from 'cloudflare:workers';
import { asc, type SQL } from 'drizzle-orm';
import { outbox } from '../../schema/db/mail';
import { createDatabase } from '../../worker/db';
import { storedBody } from '../../worker/mail/stored-email';

/**
 * The e-mails in the outbox that match `where`, oldest first, each with its HTML, text and
 * headers as they are sent: rendered from what its row stores.
 */
export async function writtenMails(where?: SQL) {
  const rows = await createDatabase(env.DB)
    .select()
    .from(outbox)
    .where(where)
    .orderBy(asc(outbox.createdAtMs));
  return rows.map((row) => ({ ...row, ...storedBody(row) }));
}
