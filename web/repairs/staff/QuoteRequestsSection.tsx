import { useQuery } from 'urql';
import { DEVICE_CATEGORY, REQUEST_STATUS } from '../../../schema/vocabulary';
import { AdminList, DetailPanel, Facts } from '../../admin/AdminList';
import { useAdminUrl } from '../../admin/admin-url';
import { useStaffList } from '../../admin/use-staff-list';
import { graphql } from '../../graphql';
import { formatDateTime } from '../../orders/dates';
import { RequestActions } from './RequestActions';

const QuoteRequestsQuery = graphql(`
  query AdminQuoteRequests($page: Int, $search: String, $status: RequestStatus) {
    adminQuoteRequests(page: $page, size: 20, search: $search, status: $status) {
      total
      pageCount
      items {
        id
        number
        name
        brand
        model
        status
        createdAt
      }
    }
  }
`);

const QuoteRequestQuery = graphql(`
  query AdminQuoteRequest($id: ID!) {
    adminQuoteRequest(id: $id) {
      id
      number
      name
      email
      phone
      deviceCategory
      brand
      model
      problem
      status
      repairId
      createdAt
    }
  }
`);

function QuoteRequestDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const url = useAdminUrl();
  const [{ data }, refetch] = useQuery({
    query: QuoteRequestQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const quote = data?.adminQuoteRequest;
  if (!quote) return null;
  return (
    <DetailPanel title={`Preventivo ${quote.number}`} onClose={() => url.go({ id: null })}>
      <Facts
        rows={[
          ['Ricevuto', formatDateTime(quote.createdAt)],
          ['Stato', REQUEST_STATUS.label(quote.status)],
          ['Cliente', quote.name],
          ['Contatti', `${quote.email} · ${quote.phone}`],
          [
            'Dispositivo',
            `${DEVICE_CATEGORY.label(quote.deviceCategory)}: ${quote.brand} ${quote.model}`,
          ],
          ['Problema', quote.problem],
        ]}
      />
      <RequestActions
        kind="preventivo"
        request={quote}
        onChanged={() => {
          refetch();
          onChanged();
        }}
      />
    </DetailPanel>
  );
}

export function QuoteRequestsSection() {
  const url = useAdminUrl();
  const list = useStaffList(QuoteRequestsQuery, {
    page: url.page,
    search: url.search || null,
    status: REQUEST_STATUS.apiValueOf(url.status),
  });
  const page = list.data?.adminQuoteRequests;
  return (
    <div className="space-y-4">
      {url.id ? <QuoteRequestDetail key={url.id} id={url.id} onChanged={list.refresh} /> : null}
      <AdminList
        label="Richieste di preventivo"
        searchHint="Numero, nome, e-mail, marca o modello"
        statuses={REQUEST_STATUS.options}
        page={page}
        failed={list.failed}
        onRetry={list.refresh}
        rowId={(row) => row.id}
        rowName={(row) => row.number}
        columns={[
          { header: 'Numero', cell: (row) => <span className="font-mono">{row.number}</span> },
          { header: 'Cliente', cell: (row) => row.name },
          { header: 'Dispositivo', cell: (row) => `${row.brand} ${row.model}` },
          { header: 'Stato', cell: (row) => REQUEST_STATUS.label(row.status) },
          { header: 'Ricevuto', cell: (row) => formatDateTime(row.createdAt) },
        ]}
      />
    </div>
  );
}
