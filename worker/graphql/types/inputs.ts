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
