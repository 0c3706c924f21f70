import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { sha256Hex } from '../random';
import { ByteBoundedCache, stringBytes } from './byte-bounded-cache';
import { MAX_QUERY_LENGTH } from './query-length';

/**
 * Documents the isolate has seen, by hash: 2 MB, where the site's few dozen take a few hundred
 * KB. Any document fits, at two bytes a character: longer ones are refused before this plugin.
 */
export const PERSISTED_DOCUMENTS_BYTES = 2 * 1024 * 1024;

/** The documents, by their SHA-256 in hex. */
export const persistedDocuments = new ByteBoundedCache<string>(
  { totalBytes: PERSISTED_DOCUMENTS_BYTES, entryBytes: 2 * MAX_QUERY_LENGTH + 1024 },
  stringBytes,
);

const SHA256_HEX = /^[0-9a-f]{64}$/;

function badRequest(message: string) {
  return createGraphQLError(message, {
    extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
  });
}

function requestedHash(extensions: Record<string, unknown> | undefined): string | null {
  const persisted = extensions?.persistedQuery;
  if (persisted === undefined) return null;
  const { version, sha256Hash } = (persisted ?? {}) as { version?: unknown; sha256Hash?: unknown };
  if (version !== 1 || typeof sha256Hash !== 'string' || !SHA256_HEX.test(sha256Hash)) {
    throw badRequest('Query persistente non valida.');
  }
  return sha256Hash;
}

/**
 * Automatic persisted queries: a client may send only a document's SHA-256, which keeps catalogue
 * reads short enough to travel as GET requests. An unknown hash gets the protocol's
 * `PersistedQueryNotFound`, and the client sends the document once with its hash.
 *
 * Not `@graphql-yoga/plugin-apq`'s useAPQ, although its store could be persistedDocuments: it
 * lets a malformed `persistedQuery` extension through as an ordinary request and answers a hash
 * that does not match its document with its own code and an English message, where this API
 * refuses both as BAD_REQUEST in Italian (tests/worker/caching.test.ts); and it would be one more
 * dependency for 30 lines.
 */
export function persistedQueriesPlugin(): Plugin {
  return {
    async onParams({ params, setParams }) {
      const hash = requestedHash(params.extensions);
      if (hash === null) return;
      if (!params.query) {
        const query = persistedDocuments.get(hash);
        if (query === undefined) {
          throw createGraphQLError('PersistedQueryNotFound', {
            extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
          });
        }
        setParams({ ...params, query });
        return;
      }
      if ((await sha256Hex(params.query)) !== hash) {
        throw badRequest("L'hash della query persistente non corrisponde al documento.");
      }
      persistedDocuments.set(hash, params.query);
    },
  };
}
