import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * The longest query text the Worker reads, in characters. The site's longest document, fragments
 * included, is a few thousand; the bound keeps every cache keyed by query text small
 * (docs/product.md#errors).
 */
export const MAX_QUERY_LENGTH = 8_192;

/** GraphQL documents and variables are small; a bigger body is refused before parsing (endpoint.ts). */
export const MAX_BODY_BYTES = 64 * 1024;

export const isOverLongQuery = (query: string) => query.length > MAX_QUERY_LENGTH;

/** Refuses a query text over MAX_QUERY_LENGTH before anything parses or keeps it. */
export function queryLengthPlugin(): Plugin {
  return {
    onParams({ params }) {
      if (typeof params.query === 'string' && isOverLongQuery(params.query)) {
        throw createGraphQLError('La query è troppo lunga.', {
          extensions: { code: 'PAYLOAD_TOO_LARGE', http: { status: 413 } },
        });
      }
    },
  };
}
