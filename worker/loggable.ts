import { DrizzleQueryError } from 'drizzle-orm';
import { GraphQLError } from 'graphql';

/**
 * An error as the logs may keep it. Drizzle's failed-statement error spells out the values bound
 * to the statement (an e-mail, an order link's token, a whole e-mail's input); it is logged as
 * what D1 answered, with the stack of the call, the statement and its values left out
 * (docs/product.md#errors). Any other error is logged as it is.
 */
export function loggable(error: unknown): unknown {
  const original =
    error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (!(original instanceof DrizzleQueryError)) return error;
  const cause = original.cause instanceof Error ? original.cause.message : String(original.cause);
  const safe = new Error(`D1 statement failed: ${cause}`);
  // The stack's first lines repeat the message, values and all: only its frames are kept.
  const frames = original.stack?.indexOf('\n    at ') ?? -1;
  if (frames >= 0) safe.stack = `Error: ${safe.message}${original.stack?.slice(frames)}`;
  return safe;
}
