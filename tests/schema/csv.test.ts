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
    ['\r=1+2', `"'\r=1+2"`],
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

  it('joins a line of cells with commas', () => {
    expect(csvLine(['=1+1@example.it', '2026-01-31T10:00:00.000Z'])).toBe(
      "'=1+1@example.it,2026-01-31T10:00:00.000Z",
    );
  });
});
