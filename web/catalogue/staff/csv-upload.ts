import { CATALOGUE_CSV_PATH } from '../../../schema/rules/catalogue-csv';
import { currentIdToken } from '../../account/auth';
import { fetchWithBookmark } from '../../app/d1-bookmark';
import { routeRefusal } from '../../ui/server-errors';

/** What the Worker says of a catalogue file: what it adds and updates, or its refused lines. */
interface CatalogueImportAnswer {
  created: number;
  updated: number;
  written: boolean;
  refusals: { line: number; message: string }[];
}

export type CsvUploadOutcome =
  | { ok: true; answer: CatalogueImportAnswer }
  | { ok: false; code: string; message: string };

const FAILED = 'L’importazione non è riuscita e nulla è stato scritto. Riprova.';

async function post(step: 'preview' | 'import', file: File, token: string | null) {
  try {
    const response = await fetchWithBookmark(`${CATALOGUE_CSV_PATH}/${step}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/csv',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
    const text = await response.text();
    if (response.ok) return { ok: true, answer: JSON.parse(text) } as CsvUploadOutcome;
    const refused = routeRefusal(text);
    // An unexpected failure: the batch that writes the file wrote nothing.
    return refused && refused.code !== 'INTERNAL_SERVER_ERROR'
      ? ({ ok: false, code: refused.code, message: refused.message } as const)
      : ({ ok: false, code: 'FAILED', message: FAILED } as const);
  } catch {
    return { ok: false, code: 'NETWORK', message: FAILED } as const;
  }
}

/**
 * Sends a catalogue file, as it is, to the Worker's import route (docs/product.md#catalogue-csv):
 * `preview` checks it, `import` writes it whole. A token the Worker finds too old for staff is
 * renewed once and the file sent again, as for the staff's photos.
 */
export async function postCatalogueCsv(
  step: 'preview' | 'import',
  file: File,
): Promise<CsvUploadOutcome> {
  const first = await post(step, file, await currentIdToken());
  if (first.ok || first.code !== 'UNAUTHENTICATED') return first;
  return post(step, file, await currentIdToken(true));
}
