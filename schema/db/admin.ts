import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Every change the staff make: who, what, to which record, and when. */
export const auditLog = sqliteTable(
  'admin_audit',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email'),
    /** What was done, e.g. "repair.status" or "product.update". */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** A sentence a person reads in the dashboard. */
    summary: text('summary').notNull(),
    createdAtMs: integer('created_at_ms').notNull(),
  },
  (table) => [
    index('admin_audit_created_idx').on(table.createdAtMs),
    index('admin_audit_entity_idx').on(table.entityType, table.entityId),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
