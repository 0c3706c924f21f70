import { useClient } from 'urql';
import { graphql } from '../../graphql';
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

/**
 * The newsletter's subscribers for staff (docs/product.md#newsletter): the list the section pages
 * through, and the export of all of them as a CSV download, or a toast when it fails.
 */
export function useNewsletter() {
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
  return { listQuery: NewsletterQuery, exportCsv };
}
