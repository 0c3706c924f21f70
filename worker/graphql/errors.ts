import { GraphQLError } from 'graphql';

/** Codes a client can act on; everything unexpected is masked as INTERNAL_SERVER_ERROR. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'OUT_OF_STOCK'
  | 'TOO_MANY_REQUESTS';

/** An error meant for the person using the site: a clear Italian message and a code. */
export function userError(message: string, code: ErrorCode = 'BAD_USER_INPUT', field?: string) {
  return new GraphQLError(message, { extensions: field ? { code, field } : { code } });
}
