import { formatDateTime } from '../../../schema/dates';
import { CARRIER, REQUEST_STATUS } from '../../../schema/vocabulary';
import { DetailPanel, Facts } from '../../admin/AdminList';
import { StaffSection } from '../../admin/StaffSection';
import { useStaffRecord } from '../../admin/staff-queries';
import { RequestActions } from './RequestActions';
import { ShippingFormQuery, ShippingFormsQuery } from './request-queries';
import { warrantyFact } from './WarrantyOrigin';

function ShippingFormDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const record = useStaffRecord(ShippingFormQuery, id, onChanged);
  const form = record.data?.adminShippingForm;
  if (!form) return null;
  return (
    <DetailPanel title={`Spedizione ${form.number}`}>
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
            'Corriere',
            form.carrier
              ? `${CARRIER.label(form.carrier)} · ${form.trackingNumber ?? 'numero non indicato'}`
              : 'Non indicato',
          ],
          ...warrantyFact(form.warrantyOf),
          [
            'Codice di sblocco',
            form.lockCode === null ? (
              <span key="codice" className="text-slate-600">
                Cancellato (riparazione chiusa o modulo archiviato)
              </span>
            ) : (
              <span key="codice" className="font-mono">
                {form.lockCode}
              </span>
            ),
          ],
        ]}
      />
      <RequestActions kind="spedizione" request={form} onChanged={record.changed} />
    </DetailPanel>
  );
}

export function ShippingFormsSection() {
  return (
    <StaffSection
      query={ShippingFormsQuery}
      rows={(data) => data.adminShippingForms}
      label="Moduli di spedizione"
      searchHint="Numero, mittente, e-mail, dispositivo o città"
      statuses={REQUEST_STATUS}
      rowId={(row) => row.id}
      rowName={(row) => row.number}
      columns={[
        { header: 'Numero', cell: (row) => <span className="font-mono">{row.number}</span> },
        { header: 'Mittente', cell: (row) => `${row.senderName} (${row.city})` },
        { header: 'Dispositivo', cell: (row) => row.device },
        { header: 'Stato', cell: (row) => REQUEST_STATUS.label(row.status) },
        { header: 'Ricevuto', cell: (row) => formatDateTime(row.createdAt) },
      ]}
      detail={(id, onChanged) => <ShippingFormDetail id={id} onChanged={onChanged} />}
    />
  );
}
