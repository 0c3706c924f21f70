import { type ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

function inferCode(error: GraphQLError, result: ExecutionResult): string {
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
