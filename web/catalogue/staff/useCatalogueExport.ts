import type { ResultOf } from 'gql.tada';
import { useState } from 'react';
import { type CombinedError, useClient } from 'urql';
import { graphql } from '../../graphql';
import { saveCsvFile } from '../../ui/CsvExport';
import { refusal } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const CatalogueCsvQuery = graphql(`
  query AdminCatalogueCsv($after: ID) {
    adminCatalogueCsv(after: $after) { csv after }
  }
`);

/**
 * The whole catalogue as one CSV download (docs/product.md#catalogue-csv), read a page at a time
 * so no request holds a large catalogue; a refusal said in a toast.
 */
export function useCatalogueExport() {
  const client = useClient();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    const pages: string[] = [];
    let after: string | null = null;
    do {
      const page: { data?: ResultOf<typeof CatalogueCsvQuery>; error?: CombinedError } =
        await client
          .query(CatalogueCsvQuery, { after }, { requestPolicy: 'network-only' })
          .toPromise();
      const data: ResultOf<typeof CatalogueCsvQuery>['adminCatalogueCsv'] | undefined =
        page.data?.adminCatalogueCsv;
      if (!data) {
        setBusy(false);
        return showToast(
          page.error ? refusal(page.error).message : 'Esportazione non riuscita. Riprova.',
        );
      }
      pages.push(data.csv);
      after = data.after ?? null;
    } while (after !== null);
    setBusy(false);
    saveCsvFile(pages, `catalogo-${new Date().toISOString().slice(0, 10)}.csv`);
  };

  return { busy, exportCsv };
}
