import { formatDateTime } from '../../schema/dates';
import { AuditQuery } from './audit-queries';
import { StaffSection } from './StaffSection';

/** Who changed what and when, newest first. */
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
