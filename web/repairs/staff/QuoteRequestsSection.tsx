import { formatDateTime } from '../../../schema/dates';
import { formatPrice } from '../../../schema/rules/money';
import { DEVICE_CATEGORY, REQUEST_STATUS } from '../../../schema/vocabulary';
import { DetailPanel, Facts } from '../../admin/AdminList';
import { StaffSection } from '../../admin/StaffSection';
import { useStaffRecord } from '../../admin/staff-queries';
import { RequestActions } from './RequestActions';
import { QuoteRequestQuery, QuoteRequestsQuery } from './request-queries';
import { warrantyFact } from './WarrantyOrigin';

/** The price a request booked from the list states (docs/product.md#price-list), when it does. */
function listedPriceFact(
  listed: { repairName: string; price: number; priceWithVat: number } | null,
): [string, string][] {
  if (!listed) return [];
  const { repairName, price, priceWithVat } = listed;
  return [
    [
      'Prezzo di listino',
      `${repairName}: ${formatPrice(price)} + IVA (${formatPrice(priceWithVat)} IVA inclusa)`,
    ],
  ];
}

function QuoteRequestDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const record = useStaffRecord(QuoteRequestQuery, id, onChanged);
  const quote = record.data?.adminQuoteRequest;
  if (!quote) return null;
  return (
    <DetailPanel title={`Preventivo ${quote.number}`}>
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
          ...listedPriceFact(quote.listedPrice),
          ...warrantyFact(quote.warrantyOf),
        ]}
      />
      <RequestActions kind="preventivo" request={quote} onChanged={record.changed} />
    </DetailPanel>
  );
}

export function QuoteRequestsSection() {
  return (
    <StaffSection
      query={QuoteRequestsQuery}
      rows={(data) => data.adminQuoteRequests}
      label="Richieste di preventivo"
      searchHint="Numero, nome, e-mail, marca o modello"
      statuses={REQUEST_STATUS}
      rowId={(row) => row.id}
      rowName={(row) => row.number}
      columns={[
        { header: 'Numero', cell: (row) => <span className="font-mono">{row.number}</span> },
        { header: 'Cliente', cell: (row) => row.name },
        { header: 'Dispositivo', cell: (row) => `${row.brand} ${row.model}` },
        { header: 'Stato', cell: (row) => REQUEST_STATUS.label(row.status) },
        { header: 'Ricevuto', cell: (row) => formatDateTime(row.createdAt) },
      ]}
      detail={(id, onChanged) => <QuoteRequestDetail id={id} onChanged={onChanged} />}
    />
  );
}
