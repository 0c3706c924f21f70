/** The staff's CSV exports (docs/product.md#newsletter): what a spreadsheet opens as plain text. */

/** What a spreadsheet reads as the start of a formula: = + - @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Where a spreadsheet that splits on `;` (Excel in Italian) may start a cell inside ours: after a
 * `;` or a line break, since our quotes protect them only for a reader that splits on commas.
 * What follows there, past spaces, tabs and quotes, must not begin a formula.
 */
const FORMULA_AFTER_BREAK = /([;\r\n])(?=[ \t"]*[=+\-@])/g;
/** What makes a cell need quotes: the separator, a quote, a line break, or Excel's `;`. */
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * One cell. Text a spreadsheet would run as a formula gets an apostrophe before it, so it opens
 * as the text it is (OWASP's advice against CSV injection): at the cell's start, and after any
 * `;` or line break where a reader splitting on `;` starts a cell of its own. Then a cell with a
 * separator, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(text: string): string {
  const startSafe = FORMULA_START.test(text) ? `'${text}` : text;
  const inert = startSafe.replace(FORMULA_AFTER_BREAK, "$1'");
  return NEEDS_QUOTES.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** One line of cells, comma-separated. */
export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}
