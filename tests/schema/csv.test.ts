import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../schema/rules/csv';

describe('a CSV cell', () => {
  it.each([
    ['mario@example.it', 'mario@example.it'],
    ['2026-01-31T10:00:00.000Z', '2026-01-31T10:00:00.000Z'],
    ['', ''],
    ['a=b+c-d@e', 'a=b+c-d@e'],
  ])('leaves plain text %j as it is', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it.each([
    ['=1+2@example.it', "'=1+2@example.it"],
    ['+39@example.it', "'+39@example.it"],
    ['-2+3@example.it', "'-2+3@example.it"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+2', "'\t=1+2"],
    ['\r=1+2', `"'\r'=1+2"`],
  ])('makes %j start with an apostrophe, so it is not a formula', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it.each([
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
  ])('quotes %j, doubling its quotes', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('neutralises a formula and still quotes it', () => {
    expect(csvCell('=HYPERLINK("http://x.example","clic")')).toBe(
      `"'=HYPERLINK(""http://x.example"",""clic"")"`,
    );
  });

  it.each([
    ['x;=1+1', `"x;'=1+1"`],
    ['Rossi; +39 333', `"Rossi;' +39 333"`],
    ['a;"=1"', `"a;'""=1"""`],
    ['via Roma\n=1+1', `"via Roma\n'=1+1"`],
    ['via Roma\r\n-2', `"via Roma\r\n'-2"`],
    ['a;b', '"a;b"'],
  ])('neutralises a formula a `;` or a line break would start in %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('opens as text in a spreadsheet that splits on semicolons (Excel in Italian)', () => {
    const line = csvLine(['RL-2026-000001', 'x;=1+1', 'Via Roma 1\n@SUM(A1)', ' ;-2', '=3']);
    // Such a reader ignores our quotes, which do not start its cells: every piece is a cell.
    const pieces = line.split(/;|\r\n|\n|\r/);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.replace(/^[ \t"]*/, '')).not.toMatch(/^[=+\-@]/);
  });

  it('joins a line of cells with commas', () => {
    expect(csvLine(['=1+1@example.it', '2026-01-31T10:00:00.000Z'])).toBe(
      "'=1+1@example.it,2026-01-31T10:00:00.000Z",
    );
  });
});
