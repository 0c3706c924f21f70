/**
 * The engine of the form rules shared by the browser and the Worker: vee-validate's rules, which
 * forms declare as typed values (form-rules.ts). Messages are verbatim, as
 * docs/product.md#validation lists.
 */

import { type FormRules, MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH, type Rule } from './form-rules';
import { isRepairCode, normalizeRepairCode } from './identifiers';
import { isValidCodiceFiscale, isValidPartitaIva } from './italian-ids';

export type FieldValue = string | number | boolean | null | undefined | readonly string[];

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * The messages, `{n}` standing for the rule's parameter and `{field}` for the field's label.
 * Their spelling and spacing are kept on purpose ("non e valido", "a{n}"; see the doc above).
 */
export const MESSAGES = {
  required: 'Il campo non deve essere vuoto.',
  min: 'Il minimo valore deve essere {n}.',
  max: 'Il massimo valore deve essere {n}.',
  email: 'Email non e valido',
  min_value: 'Il contenuto non deve essere minimo a {n}.',
  max_value: 'Il contenuto non deve superare a{n}.',
  alpha_spaces: 'The {field} field may only contain alphabetic characters as well as spaces',
  confirmed: 'I valori non coincidono.',
  excluded: 'The {field} field is not a valid value',
  accept_all_condition: 'E obbligatorie accettare Tutte le condizioni.',
  cod_lock: 'Il campo non deve essere vuoto altrimenti metti 00000',
  cap: 'Il CAP deve avere 5 cifre.',
  provincia: 'Inserisci la sigla di una provincia italiana (es. MI).',
  phone: 'Inserisci un numero di telefono valido.',
  codice_fiscale: 'Il codice fiscale non è valido.',
  partita_iva: 'La partita IVA non è valida.',
  tax_code: 'Inserisci un codice fiscale o una partita IVA validi.',
  repair_code: 'Il codice riparazione ha la forma RIP-XXXXXXXX.',
  one_of: 'Scegli una delle opzioni proposte.',
  /** Any rule name this module does not know. */
  unknown: 'The Field {field} is invalid',
} as const;

export type RuleName = Exclude<keyof typeof MESSAGES, 'unknown'>;

/** Whatever a field's rules: text carrying characters nobody types is refused before them. */
export const UNPRINTABLE_MESSAGE = 'Il testo contiene caratteri non ammessi.';

/**
 * The sigle of the 107 current provinces, metropolitan cities, free consortia and Aosta Valley,
 * with SU (Sud Sardegna) for the former CI and VS.
 */
// biome-ignore format: sixteen to a line
export const PROVINCE_SIGLE = [
  'AG', 'AL', 'AN', 'AO', 'AP', 'AQ', 'AR', 'AT', 'AV', 'BA', 'BG', 'BI', 'BL', 'BN', 'BO', 'BR',
  'BS', 'BT', 'BZ', 'CA', 'CB', 'CE', 'CH', 'CL', 'CN', 'CO', 'CR', 'CS', 'CT', 'CZ', 'EN', 'FC',
  'FE', 'FG', 'FI', 'FM', 'FR', 'GE', 'GO', 'GR', 'IM', 'IS', 'KR', 'LC', 'LE', 'LI', 'LO', 'LT',
  'LU', 'MB', 'MC', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NA', 'NO', 'NU', 'OR', 'PA', 'PC', 'PD',
  'PE', 'PG', 'PI', 'PN', 'PO', 'PR', 'PT', 'PU', 'PV', 'PZ', 'RA', 'RC', 'RE', 'RG', 'RI', 'RM',
  'RN', 'RO', 'SA', 'SI', 'SO', 'SP', 'SR', 'SS', 'SU', 'SV', 'TA', 'TE', 'TN', 'TO', 'TP', 'TR',
  'TS', 'TV', 'UD', 'VA', 'VB', 'VC', 'VE', 'VI', 'VR', 'VT', 'VV',
] as const;

const PROVINCES: ReadonlySet<string> = new Set(PROVINCE_SIGLE);

/** Nothing entered: null, undefined, a blank string, an empty list, an unticked box (or NaN). */
export function isEmpty(value: FieldValue): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'boolean') return false;
  return value.length === 0;
}

type Values = Record<string, FieldValue>;
/** A compiled rule: whether a non-empty value (or any value, for the rules that check empties) passes. */
type Test = (value: FieldValue, values: Values) => boolean;

interface RuleSpec {
  /** Only these rules see empty values; every other rule lets them through. */
  checksEmpty?: boolean;
  /** Reads the parameter once, throwing on a malformed one, and returns the test. */
  compile: (param: string | undefined, name: string) => Test;
}

function malformed(name: string, param: string | undefined, expected: string): Error {
  return new Error(
    `Validation rule "${name}" needs ${expected}, got ${param === undefined ? 'no parameter' : `"${param}"`}.`,
  );
}

function noParam(test: Test): RuleSpec['compile'] {
  return (param, name) => {
    if (param !== undefined) throw malformed(name, param, 'no parameter');
    return test;
  };
}

/** The text of a single value as typed; lists are handled by `eachItem`. */
function textOf(value: FieldValue): string {
  return typeof value === 'string' ? value : String(value);
}

/** Characters, not UTF-16 units, so an accented letter or an emoji counts once. */
function lengthOf(value: FieldValue): number {
  if (Array.isArray(value)) return value.length;
  return [...textOf(value).trim()].length;
}

/** A list passes a per-value rule when each of its (non-empty) items does. */
function eachItem(test: (value: FieldValue) => boolean): Test {
  return (value) =>
    Array.isArray(value) ? value.every((item: string) => isEmpty(item) || test(item)) : test(value);
}

function textRule(test: (text: string) => boolean): RuleSpec['compile'] {
  return noParam(eachItem((value) => test(textOf(value))));
}

const COUNT = /^\d+$/;
/** A plain decimal with a dot; "1.000" would be ambiguous to Italians, so no grouping or comma. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;

function numberOf(value: FieldValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text) : null;
}

function lengthRule(compare: (length: number, limit: number) => boolean): RuleSpec['compile'] {
  return (param, name) => {
    if (param === undefined || !COUNT.test(param)) {
      throw malformed(name, param, 'a whole number of characters');
    }
    const limit = Number(param);
    return (value) => compare(lengthOf(value), limit);
  };
}

function valueRule(compare: (value: number, limit: number) => boolean): RuleSpec['compile'] {
  return (param, name) => {
    if (param === undefined || !DECIMAL.test(param)) throw malformed(name, param, 'a number');
    const limit = Number(param);
    return eachItem((value) => {
      const number = numberOf(value);
      return number !== null && compare(number, limit);
    });
  };
}

function sameValue(a: FieldValue, b: FieldValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/**
 * A local part in RFC 5322's dot-atom form, with RFC 6532's letters beyond ASCII: runs of atext
 * joined by single dots, so no quotes, spaces or `,;<>():[]\"@`, with which an address reaching
 * `EMAIL.send({ to })` could name more or other recipients. Then one @ and dot-separated labels
 * ending in a 2+ letter TLD (docs/product.md#validation).
 */
const ATEXT = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const EMAIL = new RegExp(
  `^${ATEXT}(?:\\.${ATEXT})*@(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?\\.)+\\p{L}{2,}$`,
  'u',
);
/** Letters of any script with their combining accents, and spaces; no apostrophes or hyphens. */
const ALPHA_SPACES = /^[\p{L}\p{M}\p{Zs}]+$/u;
/** A leading +, then digits, spaces and . / ( ) -: no tabs or line breaks inside a number. */
const PHONE = /^\+?[\d ./()-]+$/;

const RULES: Readonly<Record<RuleName, RuleSpec>> = {
  required: { checksEmpty: true, compile: noParam((value) => !isEmpty(value)) },
  min: { compile: lengthRule((length, limit) => length >= limit) },
  max: { compile: lengthRule((length, limit) => length <= limit) },
  // Surrounding spaces (a phone keyboard's autocomplete adds one) are dropped, as when saving.
  email: {
    compile: textRule((text) => {
      const trimmed = text.trim();
      return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL.test(trimmed);
    }),
  },
  min_value: { compile: valueRule((value, limit) => value >= limit) },
  max_value: { compile: valueRule((value, limit) => value <= limit) },
  alpha_spaces: { compile: textRule((text) => ALPHA_SPACES.test(text)) },
  confirmed: {
    compile: (param, name) => {
      if (!param) throw malformed(name, param, 'the name of the field to match');
      return (value, values) => sameValue(value, values[param]);
    },
  },
  excluded: {
    compile: (param, name) => {
      const list = listParam(param, name);
      return eachItem((value) => !list.includes(textOf(value).trim()));
    },
  },
  one_of: {
    compile: (param, name) => {
      const list = listParam(param, name);
      return eachItem((value) => list.includes(textOf(value).trim()));
    },
  },
  accept_all_condition: {
    checksEmpty: true,
    compile: noParam((value) => value === true || value === 'true' || value === 'on'),
  },
  cod_lock: { checksEmpty: true, compile: noParam((value) => !isEmpty(value)) },
  cap: { compile: textRule((text) => /^\d{5}$/.test(text.trim())) },
  provincia: { compile: textRule((text) => PROVINCES.has(text.trim().toUpperCase())) },
  phone: {
    compile: textRule((text) => {
      const trimmed = text.trim();
      const digits = trimmed.replace(/\D/g, '').length;
      return (
        trimmed.length <= MAX_PHONE_LENGTH && PHONE.test(trimmed) && digits >= 6 && digits <= 15
      );
    }),
  },
  codice_fiscale: { compile: textRule(isValidCodiceFiscale) },
  partita_iva: { compile: textRule(isValidPartitaIva) },
  /** Whichever an invoice is made out to: a person's codice fiscale or a business's partita IVA. */
  tax_code: {
    compile: textRule((text) => isValidCodiceFiscale(text) || isValidPartitaIva(text)),
  },
  repair_code: { compile: textRule((text) => isRepairCode(normalizeRepairCode(text))) },
};

function listParam(param: string | undefined, name: string): string[] {
  const list = (param ?? '').split(',').map((item) => item.trim());
  if (param === undefined || list.every((item) => item === '')) {
    throw malformed(name, param, 'a comma-separated list of values');
  }
  return list;
}

function isRuleName(name: string): name is RuleName {
  return name !== 'unknown' && Object.hasOwn(RULES, name);
}

interface CompiledRule {
  message: string;
  checksEmpty: boolean;
  test: Test;
}

/**
 * Every rule of the field, in order; a malformed parameter (`rule.max(2.5)`) throws here,
 * whatever the value. A name the table lacks, which only a cast can bring, fails as the spec says.
 */
function compileRules(rules: readonly Rule[], label: string): CompiledRule[] {
  return rules.map(({ name, param }) => {
    const known = isRuleName(name);
    const template = known ? MESSAGES[name] : MESSAGES.unknown;
    return {
      message: template.replaceAll('{n}', param ?? '').replaceAll('{field}', label),
      checksEmpty: known && RULES[name].checksEmpty === true,
      test: known ? RULES[name].compile(param, name) : () => false,
    };
  });
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Characters that change how text reads without being seen: bidirectional overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069), zero-width ones (U+200B–U+200F) and the byte-order
 * mark. They disguise names, codes and file names (docs/product.md#validation).
 */
const isInvisibleFormat = (code: number) =>
  (code >= 0x200b && code <= 0x200f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069) ||
  code === 0xfeff;

/**
 * The zero-width joiner inside an emoji (👨‍👩‍👧 is three emoji joined by it) is part of what
 * people type: an emoji, or its variation selector, on both sides.
 */
function joinsEmoji(text: string, at: number): boolean {
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at + 1);
  const endsEmoji = isLowSurrogate(before) || before === 0xfe0f;
  const startsEmoji = isHighSurrogate(after) || (after >= 0x2600 && after <= 0x27bf);
  return endsEmoji && startsEmoji;
}

/**
 * No control characters but tab and line breaks, no invisible formatting, and no half of a UTF-16
 * pair alone: they come from scripts and broken clients, and would end up in e-mails, CSV exports
 * and the admin's screen.
 */
export function isPrintableText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
    if (code >= 0x7f && code <= 0x9f) return false;
    if (isInvisibleFormat(code) && !(code === 0x200d && joinsEmoji(text, i))) return false;
    if (isLowSurrogate(code)) return false;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(i + 1))) return false;
      i++;
    }
  }
  return true;
}

function isPrintable(value: FieldValue): boolean {
  if (typeof value === 'string') return isPrintableText(value);
  return !Array.isArray(value) || value.every((item: string) => isPrintableText(item));
}

/** The message of the first rule, left to right, that the value fails; null when it passes all. */
export function validateField(
  value: FieldValue,
  rules: readonly Rule[],
  context: { label: string; values: Record<string, FieldValue> },
): string | null {
  const empty = isEmpty(value);
  // Compiled first, so a malformed rule throws whatever the value.
  const compiled = compileRules(rules, context.label);
  if (!empty && !isPrintable(value)) return UNPRINTABLE_MESSAGE;
  for (const rule of compiled) {
    if (empty && !rule.checksEmpty) continue;
    if (!rule.test(value, context.values)) return rule.message;
  }
  return null;
}

/** One message per failing field; fields that pass are absent. */
export function validateForm<K extends string>(
  values: Record<K, FieldValue>,
  rules: FormRules<K>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const field of Object.keys(rules) as K[]) {
    const { label, rules: fieldRules } = rules[field];
    const message = validateField(values[field], fieldRules, { label, values });
    if (message !== null) errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => typeof message === 'string');
}
