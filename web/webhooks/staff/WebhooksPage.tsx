import { formatDateTime } from '../../../schema/dates';
import { PAGE_HEADS } from '../../../schema/seo';
import { WEBHOOK_DELIVERY_STATUS, WEBHOOK_EVENT } from '../../../schema/vocabulary';
import { StaffOnly, useStaffCheck } from '../../admin/AdminPage';
import { StaffSection } from '../../admin/StaffSection';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { DeliveryDetail } from './DeliveryDetail';
import { EndpointsSection } from './EndpointsSection';
import { WebhookDeliveriesQuery } from './webhook-queries';

/**
 * "Webhook": the outside programs the shop tells of its orders, returns and repairs, and every
 * delivery with its attempts, each one sent again on request (docs/product.md#webhooks).
 */
export function WebhooksPage() {
  const staff = useStaffCheck();
  return (
    <Container className="py-8">
      <PageMeta {...PAGE_HEADS.adminWebhooks} />
      {staff.denied ? (
        <StaffOnly />
      ) : (
        <div className="space-y-6">
          <div>
            <h1 className="text-2xl font-bold">Webhook</h1>
            <p className="mt-1 max-w-3xl text-slate-700">
              Avvisa un programma esterno (gestionale, contabilità, marketplace) quando arriva un
              ordine, un reso o una riparazione cambia stato. Ogni invio è firmato con il segreto
              dell'endpoint e riprovato se il programma non risponde.
            </p>
          </div>
          <EndpointsSection />
          <h2 className="text-lg font-bold">Invii</h2>
          <StaffSection
            query={WebhookDeliveriesQuery}
            rows={(data) => data.adminWebhookDeliveries}
            label="Invii"
            searchHint="Numero d'ordine, reso o codice riparazione"
            statuses={WEBHOOK_DELIVERY_STATUS}
            rowId={(row) => row.id}
            rowName={(row) => `${WEBHOOK_EVENT.label(row.event)} ${row.ref}`}
            detail={(id, onChanged) => <DeliveryDetail id={id} onChanged={onChanged} />}
            columns={[
              { header: 'Data', cell: (row) => formatDateTime(row.createdAt) },
              { header: 'Evento', cell: (row) => WEBHOOK_EVENT.label(row.event) },
              { header: 'Riferimento', cell: (row) => row.ref, className: 'font-semibold' },
              { header: 'Stato', cell: (row) => WEBHOOK_DELIVERY_STATUS.label(row.status) },
              { header: 'Tentativi', cell: (row) => row.attempts, className: 'text-right' },
              { header: 'Risposta', cell: (row) => row.lastStatusCode ?? '—' },
              {
                header: 'Ultimo errore',
                cell: (row) => row.lastError ?? '—',
                className: 'max-w-64 truncate text-slate-600',
              },
            ]}
          />
        </div>
      )}
    </Container>
  );
}
