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

/** What csvCell put before text a spreadsheet would run: an apostrophe at the start or a break. */
const INERTED_START = /^'(?=[=+\-@\t\r])/;
const INERTED_AFTER_BREAK = /([;\r\n])'(?=[ \t"]*[=+\-@])/g;

/** A cell's text as it was before csvCell made it inert, so an export reads back unchanged. */
export function csvText(cell: string): string {
  return cell.replace(INERTED_START, '').replace(INERTED_AFTER_BREAK, '$1');
}

/** One record of a CSV file and the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Reads a CSV file as RFC 4180 has it: quoted cells may hold separators, doubled quotes and line
 * breaks; a leading UTF-8 BOM is dropped; `;` is the separator when the first line has more of
 * them than commas (Excel in Italian writes it). Blank lines are skipped. Each record keeps the
 * line it starts on, for refusals that name it; a quote never closed is reported by its line.
 */
export function readCsv(text: string): { records: CsvRecord[]; unclosedQuoteLine: number | null } {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const separator = separatorOf(body);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  let quoteLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (touched || cells.length > 1 || cell !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
    touched = false;
  };
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
      touched = true;
      quoteLine = line;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else {
      cell += char;
    }
  }
  if (quoted) return { records, unclosedQuoteLine: quoteLine };
  endRecord();
  return { records, unclosedQuoteLine: null };
}

/** `;` when the first line (outside quotes) has more of them than commas, else `,`. */
function separatorOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}
