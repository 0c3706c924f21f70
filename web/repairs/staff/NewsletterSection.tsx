import { useClient } from 'urql';
import { formatDateTime } from '../../../schema/dates';
import { StaffSection } from '../../admin/StaffSection';
import { graphql } from '../../graphql';
import { buttonStyles } from '../../ui/buttons';
import { showToast } from '../../ui/toast';

const NewsletterQuery = graphql(`
  query AdminNewsletter($page: Int, $search: String) {
    adminNewsletter(page: $page, size: 50, search: $search) {
      total
      pageCount
      items {
        email
        consentAt
      }
    }
  }
`);

const NewsletterCsvQuery = graphql(`
  query AdminNewsletterCsv {
    adminNewsletterCsv
  }
`);

export function NewsletterSection() {
  const client = useClient();

  const exportCsv = async () => {
    const csv = await client
      .query(NewsletterCsvQuery, {}, { requestPolicy: 'network-only' })
      .toPromise();
    if (!csv.data) return showToast('Esportazione non riuscita. Riprova.');
    const link = document.createElement('a');
    link.href = URL.createObjectURL(
      new Blob([csv.data.adminNewsletterCsv], { type: 'text/csv;charset=utf-8' }),
    );
    link.download = `newsletter-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <StaffSection
      query={NewsletterQuery}
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
