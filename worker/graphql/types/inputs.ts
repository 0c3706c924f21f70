import { GraphQLError } from 'graphql';
import {
  type FieldErrors,
  type FieldValue,
  type FormRules,
  hasErrors,
  validateForm,
} from '../../../schema/rules/validation';
import { userError } from '../errors';

/** Rejects over-long text arguments before they reach any query. */
export function boundedText<T extends string | number | null | undefined>(
  value: T,
  field: string,
  maxLength: number,
): T {
  if (typeof value === 'string' && value.length > maxLength) {
    throw userError(
      `Il campo ${field} può contenere al massimo ${maxLength} caratteri.`,
      'BAD_USER_INPUT',
      field,
    );
  }
  return value;
}

/**
 * Runs a form's rules (the same the browser runs) and refuses the input with every failing
 * field's message in `extensions.fields`, for the form to show in place.
 */
export function validated(values: Record<string, FieldValue>, rules: FormRules<string>): void {
  const errors = validateForm(values, rules);
  if (hasErrors(errors)) throw invalidFields(errors);
}

/** The error that carries per-field messages for a form to show in place. */
export function invalidFields(fields: FieldErrors<string>): GraphQLError {
  return new GraphQLError('Alcuni campi non sono validi: correggili e riprova.', {
    extensions: { code: 'BAD_USER_INPUT', fields },
  });
}
