import { GraphQLError } from 'graphql';
import { maskError as maskUnexpected, type YogaLogger } from 'graphql-yoga';
import { DomainError, type DomainErrorCode } from '../domain-error';
import { loggable } from '../loggable';

/** Codes that set the response's HTTP status; Yoga reads `http` and leaves it out of the body. */
const HTTP_STATUS: Partial<Record<DomainErrorCode, number>> = { AUTH_UNAVAILABLE: 503 };

/** The extensions a domain refusal carries to the client. */
function extensionsOf(error: DomainError) {
  const status = HTTP_STATUS[error.code];
  return {
    code: error.code,
    ...(status ? { http: { status } } : {}),
    ...(error.field ? { field: error.field } : {}),
    ...(error.fields ? { fields: error.fields } : {}),
  };
}

/**
 * The one place a service's refusal becomes what a client reads: its Italian message and
 * `extensions.code`. Anything else unexpected stays masked.
 */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof DomainError) {
    const at = error instanceof GraphQLError ? error : undefined;
    return new GraphQLError(original.message, {
      nodes: at?.nodes,
      source: at?.source,
      positions: at?.positions,
      path: at?.path,
      extensions: extensionsOf(original),
    });
  }
  return maskUnexpected(error, message, isDev);
}

const isRefusal = (value: unknown) =>
  value instanceof DomainError ||
  (value instanceof GraphQLError && value.originalError instanceof DomainError);

/**
 * Yoga logs every error it masks; a refusal (a wrong field, a missing sign-in, a limit) is an
 * answer, not a fault, so only what is unexpected reaches the log and stands out there, without
 * the values bound to a failed statement.
 */
export const logger: YogaLogger = {
  debug: () => undefined,
  info: (...args) => console.info(...args),
  warn: (...args) => console.warn(...args),
  error: (...args) => {
    if (!args.some(isRefusal)) console.error(...args.map(loggable));
  },
};
