import { and, eq, inArray } from 'drizzle-orm';
import { type OutboxRow, outbox } from '../../schema/db/mail';
import type { OutboxStatus } from '../../schema/vocabulary';
import type { Viewer } from '../accounts/viewer';
import { audit } from '../admin/audit';
import { rowById, type StaffListArgs, staffList } from '../admin/paging';
import type { Database } from '../db';
import { DomainError } from '../domain-error';

/** "Posta inviata": every e-mail, newest first, searched by recipient, subject, reference and kind. */
export function listOutbox(db: Database, args: StaffListArgs<OutboxStatus>) {
  const o = outbox;
  return staffList(
    db,
    o,
    { newest: o.createdAtMs, status: o.status, searched: [o.recipient, o.subject, o.ref, o.kind] },
    args,
  );
}

export function findOutboxEmail(db: Database, id: string): Promise<OutboxRow | null> {
  return rowById(db, outbox, id);
}

/** What the staff may put back in the queue: a failed e-mail, or one withheld past its budget. */
const RESENDABLE: OutboxStatus[] = ['failed', 'withheld'];

/**
 * Puts a failed or withheld e-mail in the queue with a fresh set of attempts, with its audit
 * row: a withheld one is sent because a person judged it wanted
 * (docs/product.md#unconfirmed-recipients). The caller dispatches it once this returns.
 */
export async function resendEmail(
  db: Database,
  actor: Viewer,
  id: string,
  at = Date.now(),
): Promise<OutboxRow> {
  const row = await findOutboxEmail(db, id);
  if (!row) throw new DomainError('E-mail non trovata.', 'NOT_FOUND', 'id');
  if (!RESENDABLE.includes(row.status)) {
    throw new DomainError(
      "Si può inviare solo un'e-mail non inviata o trattenuta: ricarica la pagina.",
      'CONFLICT',
      'id',
    );
  }
  const [updated] = await db.batch([
    db
      .update(outbox)
      .set({ status: 'pending', attempts: 0, updatedAtMs: at })
      .where(and(eq(outbox.id, id), inArray(outbox.status, RESENDABLE)))
      .returning(),
    audit(
      db,
      actor,
      {
        action: 'email.resend',
        entityType: 'email',
        entityId: id,
        summary: `E-mail "${row.subject}" a ${row.recipient} rimessa in coda`,
      },
      at,
    ),
  ]);
  // Another staff member's resend, a moment earlier, took it back to the queue first.
  return updated[0] ?? (await findOutboxEmail(db, id)) ?? row;
}
