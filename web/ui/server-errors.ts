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

/** A refusal a Worker route outside GraphQL answers (worker/http/staff-route.ts). */
export interface RouteRefusal {
  code: string;
  message: string;
  field: string | null;
}

interface RefusalBody {
  errors?: { message?: string; extensions?: { code?: string; field?: string } }[];
}

/** The route's refusal in an answer's text, or null when the text is not one (a proxy's page). */
export function routeRefusal(text: string): RouteRefusal | null {
  try {
    const [first] = (JSON.parse(text) as RefusalBody).errors ?? [];
    if (first?.message && first.extensions?.code) {
      return {
        code: first.extensions.code,
        message: first.message,
        field: first.extensions.field ?? null,
      };
    }
  } catch {
    // Not JSON: no refusal of the Worker's.
  }
  return null;
}
