import { useQuery } from 'urql';
import { REQUEST_STATUS } from '../../../schema/vocabulary';
import { AdminList, DetailPanel, Facts } from '../../admin/AdminList';
import { useAdminUrl } from '../../admin/admin-url';
import { useStaffList } from '../../admin/use-staff-list';
import { graphql } from '../../graphql';
import { formatDateTime } from '../../orders/dates';
import { RequestActions } from './RequestActions';

const ShippingFormsQuery = graphql(`
  query AdminShippingForms($page: Int, $search: String, $status: RequestStatus) {
    adminShippingForms(page: $page, size: 20, search: $search, status: $status) {
      total
      pageCount
      items {
        id
        number
        senderName
        city
        device
        status
        createdAt
      }
    }
  }
`);

const ShippingFormQuery = graphql(`
  query AdminShippingForm($id: ID!) {
    adminShippingForm(id: $id) {
      id
      number
      senderName
      street
      postalCode
      city
      province
      phone
      email
      device
      problem
      codLock
      status
      repairId
      createdAt
    }
  }
`);

function ShippingFormDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const url = useAdminUrl();
  const [{ data }, refetch] = useQuery({
    query: ShippingFormQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const form = data?.adminShippingForm;
  if (!form) return null;
  return (
    <DetailPanel title={`Spedizione ${form.number}`} onClose={() => url.go({ id: null })}>
      <Facts
        rows={[
          ['Ricevuto', formatDateTime(form.createdAt)],
          ['Stato', REQUEST_STATUS.label(form.status)],
          ['Mittente', form.senderName],
          ['Indirizzo', `${form.street}, ${form.postalCode} ${form.city} (${form.province})`],
          ['Contatti', `${form.email} · ${form.phone}`],
          ['Dispositivo', form.device],
          ['Problema', form.problem],
          [
            'Codice di sblocco',
            <span key="codice" className="font-mono">
              {form.codLock}
            </span>,
          ],
        ]}
      />
      <RequestActions
        kind="spedizione"
        request={form}
        onChanged={() => {
          refetch();
          onChanged();
        }}
      />
    </DetailPanel>
  );
}

export function ShippingFormsSection() {
  const url = useAdminUrl();
  const list = useStaffList(ShippingFormsQuery, {
    page: url.page,
    search: url.search || null,
    status: REQUEST_STATUS.apiValueOf(url.status),
  });
  const page = list.data?.adminShippingForms;
  return (
    <div className="space-y-4">
      {url.id ? <ShippingFormDetail key={url.id} id={url.id} onChanged={list.refresh} /> : null}
      <AdminList
        label="Moduli di spedizione"
        searchHint="Numero, mittente, e-mail, dispositivo o città"
        statuses={REQUEST_STATUS.options}
        page={page}
        failed={list.failed}
        onRetry={list.refresh}
        rowId={(row) => row.id}
        rowName={(row) => row.number}
        columns={[
          { header: 'Numero', cell: (row) => <span className="font-mono">{row.number}</span> },
          { header: 'Mittente', cell: (row) => `${row.senderName} (${row.city})` },
          { header: 'Dispositivo', cell: (row) => row.device },
          { header: 'Stato', cell: (row) => REQUEST_STATUS.label(row.status) },
          { header: 'Ricevuto', cell: (row) => formatDateTime(row.createdAt) },
        ]}
      />
    </div>
  );
}
