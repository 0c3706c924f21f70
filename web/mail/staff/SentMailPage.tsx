import { formatDateTime } from '../../../schema/dates';
import { PAGE_HEADS } from '../../../schema/seo';
import { OUTBOX_STATUS } from '../../../schema/vocabulary';
import { StaffOnly, useStaffCheck } from '../../admin/AdminPage';
import { StaffSection } from '../../admin/StaffSection';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { EmailDetail } from './EmailDetail';
import { SentMailQuery } from './mail-queries';

/**
 * "Posta inviata": every e-mail the shop wrote, its state and attempts, each readable as the
 * customer gets it, and failed ones sent again (docs/product.md#e-mail).
 */
export function SentMailPage() {
  const staff = useStaffCheck();
  return (
    <Container className="py-8">
      <PageMeta {...PAGE_HEADS.adminMail} />
      {staff.denied ? (
        <StaffOnly />
      ) : (
        <div className="space-y-6">
          <h1 className="text-2xl font-bold">Posta inviata</h1>
          <StaffSection
            query={SentMailQuery}
            rows={(data) => data.adminOutbox}
            label="E-mail del negozio"
            searchHint="Destinatario, oggetto, ordine o riparazione"
            statuses={OUTBOX_STATUS}
            rowId={(row) => row.id}
            rowName={(row) => row.subject}
            detail={(id, onChanged) => <EmailDetail id={id} onChanged={onChanged} />}
            columns={[
              { header: 'Data', cell: (row) => formatDateTime(row.createdAt) },
              { header: 'A', cell: (row) => row.recipient },
              { header: 'Oggetto', cell: (row) => row.subject, className: 'font-semibold' },
              { header: 'Tipo', cell: (row) => row.kind, className: 'text-slate-600' },
              { header: 'Stato', cell: (row) => OUTBOX_STATUS.label(row.status) },
              { header: 'Tentativi', cell: (row) => row.attempts, className: 'text-right' },
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
