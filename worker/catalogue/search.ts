import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_MATCH_LIMIT } from '../../schema/rules/catalogue-filters';
import {
  correctionRange,
  corrections,
  type IndexedWord,
  matchExpression,
  searchWords,
} from '../../schema/rules/search';
import type { Database } from '../db';

/**
 * The words the index holds that start like each of the search's words: one statement over the
 * FTS5 vocabulary, a range per word, so it reads a slice of the word list, never the products.
 * The ranges arrive as one JSON value and are joined, not glued with UNION ALL, so the statement
 * has the same shape for any search (D1 refuses a compound SELECT of more than 5 terms). CROSS
 * JOIN keeps the ranges the outer loop: each one then reads only its slice of the vocabulary.
 */
async function indexedWords(
  db: Database,
  words: readonly string[],
): Promise<Map<string, IndexedWord[]>> {
  const ranges = new Map(
    words.flatMap((word) => {
      const range = correctionRange(word);
      return range ? [[`${range.from}\u0000${range.to}`, range] as const] : [];
    }),
  );
  const byWord = new Map<string, IndexedWord[]>();
  if (ranges.size === 0) return byWord;
  const rows = await db.all<{ term: string; documents: number }>(sql`
    SELECT terms.term, terms.doc AS documents
    FROM json_each(${JSON.stringify([...ranges.values()])}) AS wanted
    CROSS JOIN products_fts_terms AS terms
    WHERE terms.term >= wanted.value ->> 'from' AND terms.term < wanted.value ->> 'to'`);
  for (const word of words) {
    const range = correctionRange(word);
    if (range)
      byWord.set(
        word,
        rows.filter(({ term }) => term >= range.from && term < range.to),
      );
  }
  return byWord;
}

/**
 * The FTS5 query a search's words make, their typos read as the indexed words one slip away: one
 * statement over the vocabulary. Null when the text has no word to search.
 */
export async function searchExpression(db: Database, text: string): Promise<string | null> {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const indexed = await indexedWords(db, words);
  const fixes = new Map(words.map((word) => [word, corrections(word, indexed.get(word) ?? [])]));
  return matchExpression(words, fixes);
}

/**
 * A search's matches as a table of `id` and `score` (lower is closer): at most SEARCH_MATCH_LIMIT
 * of them, the newest when more match, each scored by the index's rank
 * (migrations/0009_catalogue_search.sql). FTS5 scores only the rows it hands over, so a broad word
 * costs the same at any catalogue size; ranking every match first costs 3 µs a match, 20 ms for a
 * brand at 50,000 products (docs/product.md#catalogue).
 */
export function scoredMatches(expression: string): SQL {
  return sql`(
    SELECT rowid AS id, rank AS score FROM products_fts
    WHERE products_fts MATCH ${expression}
    ORDER BY rowid DESC LIMIT ${SEARCH_MATCH_LIMIT}
  )`;
}

/** The ids of the products a search finds, the closest first (scoredMatches). */
export async function matchingIds(db: Database, text: string): Promise<number[]> {
  const expression = await searchExpression(db, text);
  if (expression === null) return [];
  const rows = await db.all<{ id: number }>(
    sql`SELECT id FROM ${scoredMatches(expression)} ORDER BY score, id`,
  );
  return rows.map(({ id }) => id);
}
