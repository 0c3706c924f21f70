import { count, eq } from 'drizzle-orm';
import {
  type QuoteRequestRow,
  quoteRequests,
  type ShippingFormRow,
  shippingForms,
} from '../../schema/db/repairs';
import { REQUEST_STATUS, type RequestKind, type RequestStatus } from '../../schema/vocabulary';
import type { Viewer } from '../accounts/viewer';
import { audit } from '../admin/audit';
import { rowById, type StaffListArgs, staffList } from '../admin/paging';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { eraseLockCodeOfForm } from './lock-code';

/** The staff's list of quote requests, searched by number, name, e-mail and device. */
export function listQuoteRequests(db: Database, args: StaffListArgs<RequestStatus>) {
  const q = quoteRequests;
  return staffList(
    db,
    q,
    {
      newest: q.createdAtMs,
      status: q.status,
      searched: [q.number, q.name, q.email, q.brand, q.model],
    },
    args,
  );
}

/** The staff's list of shipping forms, searched by number, sender, e-mail, device and city. */
export function listShippingForms(db: Database, args: StaffListArgs<RequestStatus>) {
  const s = shippingForms;
  return staffList(
    db,
    s,
    {
      newest: s.createdAtMs,
      status: s.status,
      searched: [s.number, s.senderName, s.email, s.device, s.city],
    },
    args,
  );
}

export function findQuoteRequest(db: Database, id: string): Promise<QuoteRequestRow | null> {
  return rowById(db, quoteRequests, id);
}

export function findShippingForm(db: Database, id: string): Promise<ShippingFormRow | null> {
  return rowById(db, shippingForms, id);
}

/** Requests nobody has looked at yet, of each kind. */
export async function countNewRequests(db: Database) {
  const [quotes, forms] = await Promise.all([
    db.select({ n: count() }).from(quoteRequests).where(eq(quoteRequests.status, 'nuova')),
    db.select({ n: count() }).from(shippingForms).where(eq(shippingForms.status, 'nuova')),
  ]);
  return { quotes: quotes[0]?.n ?? 0, shippingForms: forms[0]?.n ?? 0 };
}

const TABLES = { preventivo: quoteRequests, spedizione: shippingForms } as const;

/**
 * Marks a quote request or a shipping form as in progress or archived, with its audit row.
 * Archiving a shipping form cancels it: its unlock code is erased in the same batch.
 */
export async function setRequestStatus(
  db: Database,
  actor: Viewer,
  kind: RequestKind,
  id: string,
  status: RequestStatus,
): Promise<void> {
  const table = TABLES[kind];
  const row = await db.select().from(table).where(eq(table.id, id)).get();
  if (!row) throw new DomainError('Richiesta non trovata.', 'NOT_FOUND', 'id');
  await db.batch([
    db.update(table).set({ status }).where(eq(table.id, id)),
    ...(kind === 'spedizione' && status === 'archiviata' ? [eraseLockCodeOfForm(db, id)] : []),
    audit(db, actor, {
      action: `${kind}.status`,
      entityType: kind,
      entityId: id,
      summary: `${row.number}: ${REQUEST_STATUS.label(row.status)} → ${REQUEST_STATUS.label(status)}`,
    }),
  ]);
}
