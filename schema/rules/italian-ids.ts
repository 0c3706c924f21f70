/** Italian tax identifiers, codice fiscale and partita IVA, with their check characters. */

/** Uppercase, without any whitespace: how a codice fiscale is stored and compared. */
export function normalizeCodiceFiscale(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/**
 * Check-character values of a character in an odd position (1st, 3rd, … counting from 1), from the
 * Ministry's table; digits and letters share the same ten values (0=A, 1=B, …, 9=J).
 */
// biome-ignore format: the official table reads best as a table
const ODD_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Omocodia replaces a digit d with the d-th of these letters, so two people never share a code. */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
/** Month letters A=January … T=December. */
const MONTH_LETTERS = 'ABCDEHLMPRST';

/** The 0–25 value of a character in an even position: digits 0–9, letters A–Z as 0–25. */
function evenValue(char: string): number {
  return /\d/.test(char) ? Number(char) : LETTERS.indexOf(char);
}

function oddValue(char: string): number {
  // A digit is worth what its letter twin (0=A, 1=B, …) is worth.
  const letter = /\d/.test(char) ? LETTERS.charAt(Number(char)) : char;
  return ODD_VALUES[letter] ?? 0;
}

/** The check letter of the first 15 characters of a personal codice fiscale (uppercase). */
export function codiceFiscaleCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const char = first15.charAt(i);
    // Positions count from 1, so index 0 is an odd position.
    sum += i % 2 === 0 ? oddValue(char) : evenValue(char);
  }
  return LETTERS.charAt(sum % 26);
}

/** A numeric position of the code: a digit or its omocodia letter. */
const N = `[0-9${OMOCODIA_LETTERS}]`;
const PERSONAL_SHAPE = new RegExp(`^[A-Z]{6}${N}{2}[${MONTH_LETTERS}]${N}{2}[A-Z]${N}{3}[A-Z]$`);

/** The digit behind a numeric position, undoing omocodia. */
function numericDigit(char: string): string {
  const index = OMOCODIA_LETTERS.indexOf(char);
  return index >= 0 ? String(index) : char;
}

/**
 * A 16-character personal codice fiscale with its check letter (omocodia accepted), or an 11-digit
 * one of a company, which is checked like a partita IVA. Case and whitespace do not matter.
 */
export function isValidCodiceFiscale(code: string): boolean {
  const cf = normalizeCodiceFiscale(code);
  if (/^\d{11}$/.test(cf)) return isValidElevenDigits(cf);
  if (!PERSONAL_SHAPE.test(cf)) return false;
  // Day of birth: 1–31 for men, plus 40 for women.
  const day = Number(numericDigit(cf.charAt(9)) + numericDigit(cf.charAt(10)));
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return codiceFiscaleCheckChar(cf.slice(0, 15)) === cf.charAt(15);
}

/** The check digit of the first 10 digits of a partita IVA (or a company's codice fiscale). */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(first10.charAt(i));
    if (i % 2 === 0) {
      sum += digit;
    } else {
      // Digits in even positions (counting from 1) are doubled, minus 9 when that exceeds 9.
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10;
}

function isValidElevenDigits(digits: string): boolean {
  // All zeros satisfies the check digit but identifies nobody.
  if (!/^\d{11}$/.test(digits) || /^0+$/.test(digits)) return false;
  return partitaIvaCheckDigit(digits.slice(0, 10)) === Number(digits.charAt(10));
}

/** 11 digits with the right check digit; an "IT" prefix and whitespace are ignored. */
export function isValidPartitaIva(vat: string): boolean {
  const compact = vat.replace(/\s+/g, '').toUpperCase();
  return isValidElevenDigits(compact.startsWith('IT') ? compact.slice(2) : compact);
}
