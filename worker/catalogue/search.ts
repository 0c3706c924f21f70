import { sql } from 'drizzle-orm';
import { SEARCH_MATCH_LIMIT } from '../../schema/rules/catalogue-filters';
import {
  correctionRange,
  corrections,
  type IndexedWord,
  matchExpression,
  searchWords,
} from '../../schema/rules/search';
import type { Database } from '../db';

/** What a search needs of each match to filter, count and sort it before loading a page. */
export interface SearchMatch {
  id: number;
  name: string;
  price: number;
  categoryId: string;
  brand: string;
  inStock: boolean;
  stock: number;
}

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
 * The products a search finds, the closest first, at most SEARCH_MATCH_LIMIT of them: two
 * statements, one for the spelling and one for the matches.
 */
export async function searchMatches(db: Database, text: string): Promise<SearchMatch[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const indexed = await indexedWords(db, words);
  const fixes = new Map(words.map((word) => [word, corrections(word, indexed.get(word) ?? [])]));
  // Sorted by the index's rank inside FTS5 (migrations/0009_catalogue_search.sql), so only the
  // matches kept are read and joined to their products.
  const rows = await db.all<Omit<SearchMatch, 'inStock'> & { inStock: number }>(sql`
    SELECT p.id, p.name, p.price, p.category_id AS categoryId, p.brand, p.in_stock AS inStock, p.stock
    FROM (
      SELECT rowid AS id, rank FROM products_fts
      WHERE products_fts MATCH ${matchExpression(words, fixes)}
      ORDER BY rank LIMIT ${SEARCH_MATCH_LIMIT}
    ) AS ranked JOIN products p ON p.id = ranked.id
    ORDER BY ranked.rank, ranked.id`);
  return rows.map((row) => ({ ...row, inStock: row.inStock === 1 }));
}
