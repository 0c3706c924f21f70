import type { FormRules } from '../schema/rules/form-rules';
import {
  type FieldErrors,
  type FieldValue,
  hasErrors,
  validateForm,
} from '../schema/rules/validation';
import { DomainError, invalidFields } from './domain-error';

/** Rejects over-long text before it reaches any query. */
export function boundedText<T extends string | number | null | undefined>(
  value: T,
  field: string,
  maxLength: number,
): T {
  if (typeof value === 'string' && value.length > maxLength) {
    throw new DomainError(
      `Il campo ${field} può contenere al massimo ${maxLength} caratteri.`,
      'BAD_USER_INPUT',
      field,
    );
  }
  return value;
}

/** Row ids the Worker makes are shorter than this; a longer one is refused before any query. */
const MAX_ROW_ID = 64;

/** A row id as text, refused when it is longer than any id the Worker makes. */
export function rowId(id: string | number, field = 'id'): string {
  return boundedText(String(id), field, MAX_ROW_ID);
}

/**
 * Runs a form's rules (the same the browser runs) and refuses the input with every failing
 * field's message, for the form to show in place.
 */
export function validated(values: Record<string, FieldValue>, rules: FormRules<string>): void {
  refusedIf(validateForm(values, rules));
}

/** Refuses the input with the messages a shared check found, for the form to show in place. */
export function refusedIf(errors: FieldErrors<string>): void {
  if (hasErrors(errors)) throw invalidFields(errors);
}
