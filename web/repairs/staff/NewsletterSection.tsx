import { useClient } from 'urql';
import { AdminList } from '../../admin/AdminList';
import { useAdminUrl } from '../../admin/admin-url';
import { useStaffList } from '../../admin/use-staff-list';
import { graphql } from '../../graphql';
import { formatDateTime } from '../../orders/dates';
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
  const url = useAdminUrl();
  const client = useClient();
  const list = useStaffList(NewsletterQuery, { page: url.page, search: url.search || null });
  const page = list.data?.adminNewsletter;

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
    <AdminList
      label="Iscritti alla newsletter"
      searchHint="E-mail"
      page={page}
      failed={list.failed}
      onRetry={list.refresh}
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
        { header: 'Consenso', cell: (row) => formatDateTime(row.consentAt) },
      ]}
    />
  );
}
