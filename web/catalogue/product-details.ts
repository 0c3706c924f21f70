import { SHEET_ROWS, type SheetKey } from '../../schema/rules/technical-sheet';

export type Details = Partial<Record<SheetKey, string | readonly string[] | null>>;

/** Only the rows a product has, lists joined for reading. */
export function detailRows(
  details: Details | null | undefined,
): { label: string; value: string }[] {
  if (!details) return [];
  return SHEET_ROWS.flatMap(([key, label]) => {
    const value = details[key];
    if (value === null || value === undefined) return [];
    const text = typeof value === 'string' ? value : value.join(', ');
    return text.trim() ? [{ label, value: text }] : [];
  });
}

/** What a product's "sizes" are: storage for phones and computers, a case size for watches. */
export function sizeLegend(sizes: readonly string[]): string {
  if (sizes.every((size) => /^\d+\s?(GB|TB)(\s*\/\s*\d+\s?(GB|TB))?$/i.test(size)))
    return 'Memoria';
  if (sizes.every((size) => /^\d+\s?mm$/i.test(size))) return 'Misura della cassa';
  if (sizes.every((size) => /taglia/i.test(size))) return 'Taglia';
  return 'Versione';
}
