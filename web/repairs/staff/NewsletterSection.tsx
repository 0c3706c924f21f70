import { formatDateTime } from '../../../schema/dates';
import { StaffSection } from '../../admin/StaffSection';
import { buttonStyles } from '../../ui/buttons';
import { useNewsletter } from './useNewsletter';

export function NewsletterSection() {
  const { listQuery, exportCsv } = useNewsletter();
  return (
    <StaffSection
      query={listQuery}
      rows={(data) => data.adminNewsletter}
      label="Iscritti alla newsletter"
      searchHint="E-mail"
      rowId={(row) => row.email}
      actions={
        <button
          type="button"
          onClick={exportCsv}
          className={`${buttonStyles.secondary} h-10 py-0 text-sm`}
        >
          Esporta CSV
        </button>
      }
      columns={[
        { header: 'E-mail', cell: (row) => row.email },
        { header: 'Consenso confermato', cell: (row) => formatDateTime(row.consentAt) },
      ]}
    />
  );
}
