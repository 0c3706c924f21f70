import type { DocumentNode } from 'graphql';
import { ByteBoundedCache, stringBytes } from './byte-bounded-cache';

/**
 * What a parsed document holds in V8, a token at a time: up to 512 bytes of AST (measured with
 * graphql-js 16 on 1,000-token documents), and as much again for the validation errors Yoga keeps
 * beside each cached document (graphql-js stops at 100).
 */
const BYTES_PER_TOKEN = 1024;

function documentBytes(document: DocumentNode): number {
  let tokens = 0;
  for (let token = document.loc?.startToken ?? null; token; token = token.next) tokens += 1;
  // Parsed without locations, its size is unknown: it is not kept.
  return tokens === 0 ? Number.POSITIVE_INFINITY : tokens * BYTES_PER_TOKEN;
}

/**
 * Yoga's parsed documents by query text (its default holds 1,024 of any size): 12 MB, where the
 * site's documents take 30 to 200 KB each; a document of more than about 250 tokens is parsed
 * again each time rather than kept.
 */
export const parsedDocuments = new ByteBoundedCache<DocumentNode>(
  { totalBytes: 12 * 1024 * 1024, entryBytes: 256 * 1024 },
  documentBytes,
);

/**
 * Yoga's parse errors by query text (its default holds 1,024): 1 MB, each a message and a stack
 * beside a key of up to MAX_QUERY_LENGTH characters.
 */
export const parseErrors = new ByteBoundedCache<unknown>(
  { totalBytes: 1024 * 1024, entryBytes: 64 * 1024 },
  (error) => (error instanceof Error ? stringBytes(error.message) : 0) + 2048,
);
