/**
 * A product's technical sheet (docs/product.md#technical-sheet): its rows in the order a shopper
 * reads them, with their Italian labels, and the staff's form of it, one text per row.
 */
import type { ProductDetails } from '../db/catalogue';

/** Rows holding a list: one entry per line in the staff's form, joined by commas in the shop. */
const LIST_ROWS = new Set(['specialFeatures', 'features']);

export const SHEET_ROWS = [
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
] as const satisfies readonly (readonly [keyof ProductDetails, string])[];

export type SheetKey = (typeof SHEET_ROWS)[number][0];

/** The sheet as the staff's form holds it: every row a text, a list's entries one per line. */
export type SheetText = Record<SheetKey, string>;

export function isListRow(key: SheetKey): boolean {
  return LIST_ROWS.has(key);
}

/** A stored sheet (or none) as the form's texts. */
export function sheetText(
  details: Partial<Record<SheetKey, string | readonly string[] | null>> | null | undefined,
): SheetText {
  return Object.fromEntries(
    SHEET_ROWS.map(([key]) => {
      const value = details?.[key];
      return [key, typeof value === 'string' ? value : (value ?? []).join('\n')];
    }),
  ) as SheetText;
}

/** The form's texts as a sheet to store: empty rows left out, null when nothing is written. */
export function sheetFromText(text: SheetText): ProductDetails | null {
  const entries = SHEET_ROWS.flatMap(([key]): [SheetKey, string | string[]][] => {
    const typed = text[key].trim();
    if (!typed) return [];
    if (!isListRow(key)) return [[key, typed]];
    return [
      [
        key,
        typed
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ],
    ];
  });
  return entries.length ? (Object.fromEntries(entries) as ProductDetails) : null;
}
