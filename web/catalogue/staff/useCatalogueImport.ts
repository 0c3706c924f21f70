import { readFragment } from 'gql.tada';
import { useState } from 'react';
import { useClient } from 'urql';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '../../../schema/rules/catalogue-csv';
import { graphql } from '../../graphql';
import { refusal } from '../../ui/server-errors';

const CatalogueImportFields = graphql(`
  fragment CatalogueImportFields on CatalogueImport {
    created updated written refusals { line message }
  }
`);

const PreviewCatalogueCsvMutation = graphql(
  `
  mutation PreviewCatalogueCsv($csv: String!) {
    adminPreviewCatalogueCsv(csv: $csv) { ...CatalogueImportFields }
  }
`,
  [CatalogueImportFields],
);

const ImportCatalogueCsvMutation = graphql(
  `
  mutation ImportCatalogueCsv($csv: String!) {
    adminImportCatalogueCsv(csv: $csv) { ...CatalogueImportFields }
  }
`,
  [CatalogueImportFields],
);

/** Where an import stands: nothing chosen, checked (what it would do, or its refused lines), written. */
export type ImportState =
  | { step: 'idle' }
  | { step: 'checking' | 'writing'; name: string }
  | { step: 'refused'; name: string; lines: string[] }
  | { step: 'ready'; name: string; created: number; updated: number }
  | { step: 'written'; created: number; updated: number }
  | { step: 'failed'; message: string };

/**
 * A catalogue file imported as a good admin does (docs/product.md#catalogue-csv): chosen, checked
 * by the Worker without writing (what it adds and updates, or every refused line), then written
 * whole on confirmation. A file over the cap is refused before it is sent.
 */
export function useCatalogueImport() {
  const client = useClient();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [csv, setCsv] = useState('');

  const choose = async (file: File) => {
    if (file.size > MAX_IMPORT_BYTES)
      return setState({ step: 'failed', message: IMPORT_TOO_LARGE });
    const text = await file.text();
    setCsv(text);
    setState({ step: 'checking', name: file.name });
    const answer = await client.mutation(PreviewCatalogueCsvMutation, { csv: text }).toPromise();
    const preview = readFragment(CatalogueImportFields, answer.data?.adminPreviewCatalogueCsv);
    if (!preview) return setState({ step: 'failed', message: failure(answer.error) });
    setState(
      preview.refusals.length > 0
        ? { step: 'refused', name: file.name, lines: preview.refusals.map((r) => r.message) }
        : { step: 'ready', name: file.name, created: preview.created, updated: preview.updated },
    );
  };

  const confirm = async () => {
    if (state.step !== 'ready') return;
    setState({ step: 'writing', name: state.name });
    const answer = await client
      .mutation(
        ImportCatalogueCsvMutation,
        { csv },
        // The products' lists and pages read again: the import changed them.
        { additionalTypenames: ['Product'] },
      )
      .toPromise();
    const done = readFragment(CatalogueImportFields, answer.data?.adminImportCatalogueCsv);
    if (!done) return setState({ step: 'failed', message: failure(answer.error) });
    setState(
      done.written
        ? { step: 'written', created: done.created, updated: done.updated }
        : { step: 'refused', name: state.name, lines: done.refusals.map((r) => r.message) },
    );
  };

  return { state, choose, confirm, reset: () => setState({ step: 'idle' }) };
}

function failure(error: Parameters<typeof refusal>[0] | undefined): string {
  return error ? refusal(error).message : 'Importazione non riuscita. Riprova.';
}
