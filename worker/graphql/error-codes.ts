import { type ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { DomainErrorCode } from '../domain-error';

/** The codes the API itself gives: a request it could not read, or would not run. */
type RequestErrorCode =
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'BAD_REQUEST'
  | 'METHOD_NOT_ALLOWED'
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'RESULT_TOO_LARGE'
  | 'SERVICE_MISCONFIGURED'
  | 'INTERNAL_SERVER_ERROR';

/**
 * Every `extensions.code` a client may meet and what it means, in the words of the API reference
 * (scripts/api-reference.ts), which lists them from here; tests/scripts/api-reference.test.ts
 * fails when the Worker gives a code this does not name (docs/product.md#errors).
 */
export const ERROR_CODES: Readonly<Record<DomainErrorCode | RequestErrorCode, string>> = {
  BAD_USER_INPUT:
    'Un dato non è valido: il messaggio dice perché, `field` (o `fields`, campo per campo) dove.',
  NOT_FOUND: 'Ciò che si chiede non esiste, o chi chiede non può vederlo.',
  UNAUTHENTICATED: 'Serve un token Firebase valido (`Authorization: Bearer …`).',
  FORBIDDEN: 'Il token è valido, ma la richiesta è riservata al personale del negozio.',
  CONFLICT: 'Lo stato è cambiato da quando è stato letto: rileggerlo e riprovare.',
  OUT_OF_STOCK: 'Un prodotto non è più disponibile nella quantità chiesta.',
  LIMIT_REACHED: 'È raggiunto un tetto per cliente (ad esempio gli ordini aperti non pagati).',
  TOO_MANY_REQUESTS: 'Troppe richieste in poco tempo: riprovare dopo un minuto.',
  AUTH_UNAVAILABLE: 'Non è possibile verificare il token in questo momento (HTTP 503): riprovare.',
  REAUTH_REQUIRED: 'Una sessione del personale troppo vecchia: accedere di nuovo.',
  QUERY_TOO_COMPLEX: 'La richiesta supera un limite di complessità (vedi Limiti).',
  PAYLOAD_TOO_LARGE: 'Il corpo, la query o un file caricato supera la sua dimensione massima.',
  UNSUPPORTED_MEDIA_TYPE: 'Il corpo non è JSON, o un file caricato non è di un tipo accettato.',
  PAYMENT_UNAVAILABLE: 'Il servizio di pagamento non risponde: l’ordine resta, pagabile più tardi.',
  GRAPHQL_PARSE_FAILED: 'Il documento GraphQL non è sintatticamente valido.',
  GRAPHQL_VALIDATION_FAILED: 'Il documento non è valido per lo schema.',
  BAD_REQUEST:
    'La richiesta HTTP non è leggibile: JSON non valido, o una query persistente malformata.',
  METHOD_NOT_ALLOWED: 'Con GET si leggono solo i dati pubblici del catalogo: usare POST.',
  PERSISTED_QUERY_NOT_FOUND: 'L’hash non è noto: inviare di nuovo la query insieme al suo hash.',
  RESULT_TOO_LARGE: 'La risposta supererebbe il numero massimo di elementi: chiedere meno dati.',
  SERVICE_MISCONFIGURED: 'Il Worker non è configurato (HTTP 503).',
  INTERNAL_SERVER_ERROR:
    'Un errore imprevisto, con un messaggio generico: i dettagli restano nel log.',
};

function inferCode(
  error: GraphQLError,
  result: ExecutionResult,
): DomainErrorCode | RequestErrorCode {
  if (error.message.startsWith('Syntax Error')) return 'GRAPHQL_PARSE_FAILED';
  // Variables that do not fit their declared types: the document is fine, the input is not.
  if (error.message.startsWith('Variable "$')) return 'BAD_USER_INPUT';
  const http = error.extensions.http as { status?: number } | undefined;
  if (http?.status && http.status >= 400 && http.status < 500) return 'BAD_REQUEST';
  if (!('data' in result)) return 'GRAPHQL_VALIDATION_FAILED';
  return 'INTERNAL_SERVER_ERROR';
}

/**
 * Extension keys a client may see; anything else (an original error, say) stays on the server.
 * `http` only steers the response status: Yoga drops it from the body itself.
 */
const PUBLIC_EXTENSIONS = ['code', 'field', 'fields', 'retryAfterSeconds', 'http'];

function withCode(error: GraphQLError, result: ExecutionResult): GraphQLError {
  const extensions: Record<string, unknown> = {};
  for (const key of PUBLIC_EXTENSIONS) {
    if (error.extensions[key] !== undefined) extensions[key] = error.extensions[key];
  }
  extensions.code ??= inferCode(error, result);
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions,
  });
}

/**
 * Every error a client sees carries `extensions.code`, whichever stage raised it, and nothing
 * else from the server's insides.
 */
export function errorCodesPlugin(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      const execution = result as ExecutionResult;
      setResult({
        ...execution,
        errors: execution.errors?.map((error) => withCode(error, execution)),
      });
    },
  };
}
