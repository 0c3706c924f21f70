import { builder } from '../builder';

/**
 * A GraphQL enum over one of the stored vocabularies: each value in capitals (the stored value
 * stays lower case), described by its Italian label when it has one.
 */
export function vocabularyEnum<V extends string>(
  name: string,
  values: readonly V[],
  labels?: Readonly<Record<V, string>>,
) {
  return builder.enumType(name, {
    values: Object.fromEntries(
      values.map((value) => [value.toUpperCase(), { value, description: labels?.[value] }]),
    ),
  });
}
