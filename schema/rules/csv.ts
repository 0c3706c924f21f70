/** The staff's CSV exports (docs/product.md#newsletter): what a spreadsheet opens as plain text. */

/** What a spreadsheet reads as the start of a formula: = + - @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What makes a cell need quotes: the separator, a quote, a line break, or Excel's `;`. */
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * One cell. Text a spreadsheet would run as a formula gets a leading apostrophe, so it opens as
 * the text it is (OWASP's advice against CSV injection); then a cell with a separator, a quote or
 * a line break is quoted, its quotes doubled.
 */
export function csvCell(text: string): string {
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** One line of cells, comma-separated. */
export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}
