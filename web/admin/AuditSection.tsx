import { useQuery } from 'urql';
import { graphql } from '../graphql';
import { formatDateTime } from '../orders/dates';
import { AdminList } from './AdminList';
import { useAdminUrl } from './admin-url';

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
  const [result, reexecute] = useQuery({
    query: AuditQuery,
    variables: { page: url.page },
    requestPolicy: 'cache-and-network',
  });
  const page = result.data?.adminAuditLog;
  return (
    <AdminList
      label="Registro modifiche"
      rows={page?.items}
      total={page?.total ?? 0}
      pageCount={page?.pageCount ?? 1}
      failed={Boolean(result.error)}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      rowId={(row) => row.id}
      columns={[
        { header: 'Quando', cell: (row) => formatDateTime(row.at) },
        { header: 'Chi', cell: (row) => row.actorEmail ?? '—' },
        { header: 'Cosa', cell: (row) => row.summary },
      ]}
    />
  );
}
