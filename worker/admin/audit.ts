import { desc, type SQL } from 'drizzle-orm';
import { auditLog } from '../../schema/db/admin';
import type { Viewer } from '../accounts/viewer';
import type { Database } from '../db';
import { type PageArgs, paginate } from './paging';

export interface AuditEntry {
  action: string;
  entityType: string;
  /** SQL when the entity is written in the same batch and its id is known only there. */
  entityId: string | SQL;
  summary: string;
}

/** Who an audit row names: the staff member who acted. */
export type AuditActor = Pick<Viewer, 'uid' | 'email'>;

/** The audit row for a change, to go in the same batch as the change itself. */
export function audit(db: Database, actor: AuditActor, entry: AuditEntry, at = Date.now()) {
  return db
    .insert(auditLog)
    .values({ ...entry, actorUid: actor.uid, actorEmail: actor.email, createdAtMs: at });
}

export function latestAudit(db: Database, limit: number) {
  return db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAtMs), desc(auditLog.id))
    .limit(limit);
}

/** The audit log a page at a time, newest first. */
export function auditPage(db: Database, args: PageArgs) {
  return paginate(db, auditLog, auditLog.createdAtMs, undefined, args);
}
