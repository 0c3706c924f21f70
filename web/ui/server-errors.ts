import type { CombinedError } from 'urql';
import type { FieldErrors } from '../../schema/rules/validation';

/**
 * What a refused mutation means for a form: the Worker's per-field messages (shown in place) and
 * one sentence for the top of the form.
 */
export function refusal(error: CombinedError): {
  fields: FieldErrors<string> | null;
  message: string;
} {
  const first = error.graphQLErrors[0];
  const fields = (first?.extensions?.fields as FieldErrors<string> | undefined) ?? null;
  if (!first || first.extensions?.code === 'INTERNAL_SERVER_ERROR') {
    return {
      fields,
      message: 'Non siamo riusciti a inviare la richiesta. Controlla la connessione e riprova.',
    };
  }
  return { fields, message: first.message };
}
