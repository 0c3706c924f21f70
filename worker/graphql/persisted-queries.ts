import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Documents the isolate has seen, by hash. The site sends a few dozen; the cap stops abuse. */
const MAX_DOCUMENTS = 500;

const SHA256_HEX = /^[0-9a-f]{64}$/;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

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
 * reads short enough to be GET requests an edge cache can key on. An unknown hash gets the
 * protocol's `PersistedQueryNotFound`, and the client sends the document once with its hash.
 */
export function persistedQueriesPlugin(): Plugin {
  const documents = new Map<string, string>();
  return {
    async onParams({ params, setParams }) {
      const hash = requestedHash(params.extensions);
      if (hash === null) return;
      if (!params.query) {
        const query = documents.get(hash);
        if (query === undefined) {
          throw createGraphQLError('PersistedQueryNotFound', {
            extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
          });
        }
        // Refresh its place so the documents in use are the last to be forgotten.
        documents.delete(hash);
        documents.set(hash, query);
        setParams({ ...params, query });
        return;
      }
      if ((await sha256Hex(params.query)) !== hash) {
        throw badRequest("L'hash della query persistente non corrisponde al documento.");
      }
      documents.set(hash, params.query);
      if (documents.size > MAX_DOCUMENTS) {
        const oldest = documents.keys().next().value;
        if (oldest !== undefined) documents.delete(oldest);
      }
    },
  };
}
