import { formatDateTime } from '../../schema/dates';
import { graphql } from '../graphql';
import { StaffSection } from './StaffSection';

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
  return (
    <StaffSection
      query={AuditQuery}
      rows={(data) => data.adminAuditLog}
      label="Registro modifiche"
      rowId={(row) => row.id}
      columns={[
        { header: 'Quando', cell: (row) => formatDateTime(row.at) },
        { header: 'Chi', cell: (row) => row.actorEmail ?? '—' },
        { header: 'Cosa', cell: (row) => row.summary },
      ]}
    />
  );
}
