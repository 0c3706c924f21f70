import type { AuditRow } from '../../../schema/db/admin';
import { auditPage, latestAudit } from '../../admin/audit';
import { staffCounts } from '../../admin/dashboard';
import { builder } from '../builder';
import { pageOf } from './paging';

/** What the staff's dashboard shows of the audit log. */
const LATEST_AUDIT_ENTRIES = 10;

const AdminCounts = builder
  .objectRef<Awaited<ReturnType<typeof staffCounts>>>('AdminCounts')
  .implement({
    description: 'What is waiting for the staff.',
    authScopes: { staff: true },
    fields: (t) => ({
      newQuotes: t.exposeInt('newQuotes'),
      newShippingForms: t.exposeInt('newShippingForms'),
      openRepairs: t.exposeInt('openRepairs'),
      ordersToHandle: t.exposeInt('ordersToHandle'),
      subscribers: t.exposeInt('subscribers'),
    }),
  });

const AuditEntry = builder.objectRef<AuditRow>('AuditEntry').implement({
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    actorEmail: t.exposeString('actorEmail', { nullable: true }),
    action: t.exposeString('action'),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeString('entityId'),
    summary: t.exposeString('summary'),
    at: t.expose('createdAtMs', { type: 'DateTime' }),
  }),
});

const AuditPage = pageOf('AdminAuditPage', AuditEntry);

builder.queryFields((t) => ({
  adminCounts: t.withAuth({ staff: true }).field({
    type: AdminCounts,
    resolve: (_root, _args, ctx) => staffCounts(ctx.db),
  }),
  adminAuditLog: t.withAuth({ staff: true }).field({
    type: AuditPage,
    args: { page: t.arg.int(), size: t.arg.int() },
    resolve: (_root, args, ctx) => auditPage(ctx.db, args),
  }),
  adminLatestAudit: t.withAuth({ staff: true }).field({
    type: [AuditEntry],
    maxItems: LATEST_AUDIT_ENTRIES,
    resolve: (_root, _args, ctx) => latestAudit(ctx.db, LATEST_AUDIT_ENTRIES),
  }),
}));
