/** The technical sheet's rows in the order a shopper reads them, with their Italian labels. */
const DETAIL_LABELS = [
  ['display', 'Display'],
  ['processor', 'Processore'],
  ['chip', 'Chip'],
  ['camera', 'Fotocamera'],
  ['battery', 'Batteria'],
  ['charging', 'Ricarica'],
  ['connectivity', 'Connettività'],
  ['waterResistance', "Resistenza all'acqua"],
  ['resistance', 'Resistenza'],
  ['specialFeatures', 'Funzioni speciali'],
  ['features', 'Caratteristiche'],
] as const;

type DetailKey = (typeof DETAIL_LABELS)[number][0];
export type Details = Partial<Record<DetailKey, string | readonly string[] | null>>;

/** Only the rows a product has, lists joined for reading. */
export function detailRows(
  details: Details | null | undefined,
): { label: string; value: string }[] {
  if (!details) return [];
  return DETAIL_LABELS.flatMap(([key, label]) => {
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
