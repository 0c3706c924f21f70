/**
 * The vocabulary of form rules: typed values per field, `[rule.required(), rule.max(60)]`, so a
 * misspelt rule does not compile, and every input reads its `maxLength` from them. Kept apart from
 * the engine (validation.ts) so that a module declaring rules, which pages without forms import for
 * its other exports, does not load it (docs/product.md#validation).
 */

import type { RuleName } from './validation';

/** One rule of a field, made by `rule`: its name picks the test and the message. */
export interface Rule {
  readonly name: RuleName;
  /** The parameter as the message shows it: "60", "-5.5", "bonifico,contrassegno". */
  readonly param?: string;
  /** The most characters a value passing this rule can have. */
  readonly longest?: number;
}

export interface FieldRules {
  /** The field's human name, used by the messages that name the field. */
  label: string;
  /** Run left to right; the first that fails gives the field's message. */
  rules: readonly Rule[];
}

export type FormRules<K extends string = string> = Record<K, FieldRules>;

export const MAX_EMAIL_LENGTH = 254;
/** The longest phone number a form takes, after trimming. */
export const MAX_PHONE_LENGTH = 20;
/**
 * What a tax code box takes as typed: a codice fiscale's 16 characters, or a partita IVA with its
 * IT, and room for the spaces people type between groups (both checks drop them).
 */
const MAX_TAX_CODE_LENGTH = 20;

const bare = (name: RuleName, longest?: number) => (): Rule =>
  longest === undefined ? { name } : { name, longest };

const withParam = (name: RuleName, param: number | string): Rule => ({
  name,
  param: String(param),
});

/** The rules a field can have, as docs/product.md#validation's table names them. */
export const rule = {
  required: bare('required'),
  /** At least `length` characters. */
  min: (length: number) => withParam('min', length),
  /** At most `length` characters; the field's input takes no more (`maxLengthOf`). */
  max: (length: number): Rule => ({ ...withParam('max', length), longest: length }),
  email: bare('email', MAX_EMAIL_LENGTH),
  minValue: (limit: number) => withParam('min_value', limit),
  maxValue: (limit: number) => withParam('max_value', limit),
  alphaSpaces: bare('alpha_spaces'),
  /** Equal to the value of the field named `other`. */
  confirmed: (other: string) => withParam('confirmed', other),
  excluded: (values: readonly string[]) => withParam('excluded', values.join(',')),
  oneOf: (values: readonly string[]) => withParam('one_of', values.join(',')),
  acceptAllCondition: bare('accept_all_condition'),
  codLock: bare('cod_lock'),
  cap: bare('cap', 5),
  provincia: bare('provincia', 2),
  phone: bare('phone', MAX_PHONE_LENGTH),
  codiceFiscale: bare('codice_fiscale', MAX_TAX_CODE_LENGTH),
  partitaIva: bare('partita_iva', MAX_TAX_CODE_LENGTH),
  taxCode: bare('tax_code', MAX_TAX_CODE_LENGTH),
  repairCode: bare('repair_code'),
};

/**
 * The most characters the field's rules let through, for its input's `maxLength`: its `max`, or
 * what its format allows (a CAP, a sigla, a phone number); none when nothing bounds it.
 */
export function maxLengthOf(field: FieldRules): number | undefined {
  const limits = field.rules.flatMap(({ longest }) => (longest === undefined ? [] : [longest]));
  return limits.length === 0 ? undefined : Math.min(...limits);
}
