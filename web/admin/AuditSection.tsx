import { graphql } from '../graphql';
import { formatDateTime } from '../orders/dates';
import { AdminList } from './AdminList';
import { useAdminUrl } from './admin-url';
import { useStaffList } from './use-staff-list';

const AuditQuery = graphql(`
  query AdminAuditLog($page: Int) {
    adminAuditLog(page: $page, size: 50) {
      total
      pageCount
      items {
        id
        actorEmail
        summary
        at
      }
    }
  }
`);

export function AuditSection() {
  const url = useAdminUrl();
  const list = useStaffList(AuditQuery, { page: url.page });
  const page = list.data?.adminAuditLog;
  return (
    <AdminList
      label="Registro modifiche"
      page={page}
      failed={list.failed}
      onRetry={list.refresh}
      rowId={(row) => row.id}
      columns={[
        { header: 'Quando', cell: (row) => formatDateTime(row.at) },
        { header: 'Chi', cell: (row) => row.actorEmail ?? '—' },
        { header: 'Cosa', cell: (row) => row.summary },
      ]}
    />
  );
}
