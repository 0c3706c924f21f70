import { describe, expect, it } from 'vitest';
import {
  codiceFiscaleCheckChar,
  isValidCodiceFiscale,
  isValidPartitaIva,
  normalizeCodiceFiscale,
  partitaIvaCheckDigit,
} from '../../schema/rules/italian-ids';

describe('codice fiscale', () => {
  // Check letters computed by hand with the official odd/even tables and cross-checked with an
  // independent implementation.
  it.each([
    ['RSSMRA85T10A562S', 'Mario Rossi, 10/12/1985'],
    ['BNCGLI92M52H501D', 'Giulia Bianchi, 12/08/1992, Roma (day + 40)'],
    ['VRDLCU75D15L219V', 'Luca Verdi, 15/04/1975, Torino'],
    ['RSSMRA85T10A56NH', 'omocodia on the last digit'],
    ['RSSMRA85T10A5SNT', 'omocodia on the last two digits'],
    ['RSSMRAURTMLARSNL', 'omocodia on every numeric position'],
    ['rssmra85t10a562s', 'lowercase'],
    ['  RSSMRA85T10A562S  ', 'surrounding spaces'],
    ['RSS MRA 85T10 A562S', 'spaces inside'],
    ['04827150964', 'a company: 11 digits, checked like a partita IVA'],
  ])('accepts %s (%s)', (code) => {
    expect(isValidCodiceFiscale(code)).toBe(true);
  });

  it.each([
    ['RSSMRA85T10A562T', 'wrong check letter'],
    ['RSSMRA85T10A56NS', 'omocodia without recomputing the check letter'],
    ['RSSMRA85T10A562', 'too short'],
    ['RSSMRA85T10A562SS', 'too long'],
    ['RSSMRA85Z10A562S', 'no month Z'],
    ['RSSMRA85T32A562Y', 'day 32 (with its own right check letter)'],
    ['RSSMRA85T10A5O2S', 'O is not an omocodia letter'],
    ['1SSMRA85T10A562S', 'a digit among the name letters'],
    ['04827150965', 'a company code with a wrong check digit'],
    ['', 'empty'],
  ])('rejects %s (%s)', (code) => {
    expect(isValidCodiceFiscale(code)).toBe(false);
  });

  it('computes the check letter', () => {
    expect(codiceFiscaleCheckChar('RSSMRA85T10A562')).toBe('S');
    expect(codiceFiscaleCheckChar('RSSMRA85T50A562')).toBe('W');
  });

  it('normalizes to uppercase without spaces', () => {
    expect(normalizeCodiceFiscale(' rss mra 85t10 a562s ')).toBe('RSSMRA85T10A562S');
  });
});

describe('partita IVA', () => {
  it.each([
    '04827150964',
    'IT04827150964',
    'it04827150964',
    ' IT 048 271 509 64 ',
    '12345678903',
    '00112233440',
  ])('accepts %j', (vat) => {
    expect(isValidPartitaIva(vat)).toBe(true);
  });

  it.each([
    ['04827150965', 'wrong check digit'],
    ['04827150960', 'wrong check digit'],
    ['0482715096A', 'a letter'],
    ['O4827150964', 'letter O for zero'],
    ['00000000000', 'all zeros'],
    ['IT00000000000', 'all zeros with prefix'],
    ['0482715096', 'ten digits'],
    ['048271509640', 'twelve digits'],
    ['DE04827150964', 'another country'],
    ['', 'empty'],
  ])('rejects %j (%s)', (vat) => {
    expect(isValidPartitaIva(vat)).toBe(false);
  });

  it('computes the check digit', () => {
    // 0+8+7+5+9 = 29 on odd positions; 8+4+2+0+3 = 17 on even ones (doubled, minus 9 over 9).
    expect(partitaIvaCheckDigit('0482715096')).toBe(4);
  });
});
