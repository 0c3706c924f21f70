import { useState } from 'react';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '../../../schema/rules/catalogue-csv';
import { type CsvUploadOutcome, postCatalogueCsv } from './csv-upload';

/** Where an import stands: nothing chosen, checked (what it would do, or its refused lines), written. */
export type ImportState =
  | { step: 'idle' }
  | { step: 'checking' | 'writing'; name: string }
  | { step: 'refused'; name: string; lines: string[] }
  | { step: 'ready'; name: string; created: number; updated: number }
  | { step: 'written'; created: number; updated: number }
  | { step: 'failed'; message: string };

/**
 * A catalogue file imported as a good admin does (docs/product.md#catalogue-csv): chosen, posted
 * to the Worker to be checked without writing (what it adds and updates, or every refused line),
 * then posted again and written whole on confirmation, after which `onWritten` runs. A file over
 * the cap is refused before it is sent.
 */
export function useCatalogueImport(
  onWritten: () => void = () => {},
  send: (step: 'preview' | 'import', file: File) => Promise<CsvUploadOutcome> = postCatalogueCsv,
) {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [file, setFile] = useState<File | null>(null);

  const choose = async (chosen: File) => {
    if (chosen.size > MAX_IMPORT_BYTES) {
      return setState({ step: 'failed', message: IMPORT_TOO_LARGE });
    }
    setFile(chosen);
    setState({ step: 'checking', name: chosen.name });
    const preview = await send('preview', chosen);
    if (!preview.ok) return setState({ step: 'failed', message: preview.message });
    const { created, updated, refusals } = preview.answer;
    setState(
      refusals.length > 0
        ? { step: 'refused', name: chosen.name, lines: refusals.map((r) => r.message) }
        : { step: 'ready', name: chosen.name, created, updated },
    );
  };

  const confirm = async () => {
    if (state.step !== 'ready' || !file) return;
    setState({ step: 'writing', name: state.name });
    const done = await send('import', file);
    if (!done.ok) return setState({ step: 'failed', message: done.message });
    const { created, updated, written, refusals } = done.answer;
    if (!written) {
      return setState({ step: 'refused', name: state.name, lines: refusals.map((r) => r.message) });
    }
    setState({ step: 'written', created, updated });
    onWritten();
  };

  return { state, choose, confirm, reset: () => setState({ step: 'idle' }) };
}
