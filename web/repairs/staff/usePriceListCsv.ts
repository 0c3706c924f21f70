import { useState } from 'react';
import { useClient } from 'urql';
import { useCatalogueImport } from '../../catalogue/staff/useCatalogueImport';
import { graphql } from '../../graphql';
import { saveCsvFile } from '../../ui/CsvExport';
import { refusal } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const PriceListCsvQuery = graphql(`
  query AdminRepairPriceCsv {
    adminRepairPriceCsv
  }
`);

/** What a checked or written file comes to: rows new and changed, and each refused line. */
const ImportResultFragment = graphql(`
  fragment PriceListImportResult on AdminRepairPriceImport @_unmask {
    created
    updated
    written
    refusals {
      line
      message
    }
  }
`);

const PreviewMutation = graphql(
  `
    mutation AdminPreviewRepairPriceCsv($csv: String!) {
      adminPreviewRepairPriceCsv(csv: $csv) {
        ...PriceListImportResult
      }
    }
  `,
  [ImportResultFragment],
);

const ImportMutation = graphql(
  `
    mutation AdminImportRepairPriceCsv($csv: String!) {
      adminImportRepairPriceCsv(csv: $csv) {
        ...PriceListImportResult
      }
    }
  `,
  [ImportResultFragment],
);

/**
 * The price list as a CSV file (docs/product.md#price-list): downloaded whole, or a file checked
 * and then, on confirmation, written whole through the GraphQL API, as the catalogue's import
 * goes; `onWritten` runs once a file is written.
 */
export function usePriceListCsv(onWritten: () => void) {
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const imports = useCatalogueImport(onWritten, async (step, file) => {
    const csv = await file.text();
    const result =
      step === 'preview'
        ? await client.mutation(PreviewMutation, { csv }).toPromise()
        : await client.mutation(ImportMutation, { csv }).toPromise();
    const answer =
      result.data &&
      ('adminPreviewRepairPriceCsv' in result.data
        ? result.data.adminPreviewRepairPriceCsv
        : result.data.adminImportRepairPriceCsv);
    if (answer) return { ok: true, answer: { ...answer, refusals: [...answer.refusals] } };
    const message = result.error
      ? refusal(result.error).message
      : 'L’importazione non è riuscita e nulla è stato scritto. Riprova.';
    return { ok: false, code: 'FAILED', message };
  });

  const exportCsv = async () => {
    setBusy(true);
    const result = await client
      .query(PriceListCsvQuery, {}, { requestPolicy: 'network-only' })
      .toPromise();
    setBusy(false);
    const csv = result.data?.adminRepairPriceCsv;
    if (csv === undefined) {
      return showToast(result.error ? refusal(result.error).message : 'Esportazione non riuscita.');
    }
    saveCsvFile([csv], `listino-riparazioni-${new Date().toISOString().slice(0, 10)}.csv`);
  };

  return { busy, exportCsv, ...imports };
}
