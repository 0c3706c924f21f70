import type { Vocabulary } from '../../../schema/vocabulary';
import { builder } from '../builder';

/**
 * The GraphQL enum of a vocabulary: each value named in capitals (D1 keeps the stored spelling),
 * described by its Italian label.
 */
export function vocabularyEnum<V extends string>(name: string, vocabulary: Vocabulary<V>) {
  return builder.enumType(name, {
    values: Object.fromEntries(
      vocabulary.values.map((value) => [
        vocabulary.toApi(value),
        { value, description: vocabulary.labels[value] },
      ]),
    ),
  });
}
