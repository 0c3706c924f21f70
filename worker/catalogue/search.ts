import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../schema/db/catalogue';
import { SEARCH_MATCH_LIMIT } from '../../schema/rules/catalogue-filters';
import {
  correctionRanges,
  corrections,
  type IndexedWord,
  matchExpression,
  SCOPE_FIELDS,
  type SearchScope,
  searchWords,
  shortWords,
  wordForms,
} from '../../schema/rules/search';
import type { Database } from '../db';

/** A search as SQL reads it: each word's forms, and where to look. */
interface SearchPlan {
  words: string[];
  forms: string[][];
  scope: SearchScope;
}

const TRIGRAMS = sql.raw('products_fts_trigram');
/** What a search looks through: the trigram index's rows, or the newest of them. */
const CANDIDATES = 'candidates';

/**
 * A form as an SQL string literal. Forms hold only letters, digits and spaces (searchWords), so
 * this quoting is only a safeguard. Written into the statement rather than bound: each form is
 * compared with each field of every candidate, and binding it each time would pass D1's 100
 * parameters; joining a JSON list per candidate instead would read its rows a thousand times.
 * The scoring is written as plain text, one piece of SQL for the whole expression: built from
 * many small pieces, drizzle's assembly of them cost the Worker more than the rest of the request.
 */
const literal = (form: string) => `'${form.replaceAll("'", "''")}'`;

const fieldText = (field: string) => `lower(${CANDIDATES}.${field})`;

/**
 * How close one form of a word is to a product, lower is closer: the start of a word in the
 * name, then inside the name, then the same in the brand and in the scope's third field. A form
 * the index found only with its accents folded ranks last (SQLite's lower() knows no accents).
 */
function closeness(scope: SearchScope, form: string): string {
  const ranks = SCOPE_FIELDS[scope].flatMap((field, position) => [
    `WHEN instr(' ' || ${fieldText(field)}, ${literal(` ${form}`)}) > 0 THEN ${2 * position}`,
    `WHEN instr(${fieldText(field)}, ${literal(form)}) > 0 THEN ${2 * position + 1}`,
  ]);
  return `CASE ${ranks.join(' ')} ELSE ${ranks.length} END`;
}

/** A word's closeness: its closest form's (SQLite's min() of several values). */
function wordCloseness(scope: SearchScope, forms: readonly string[]): string {
  const each = forms.map((form) => closeness(scope, form));
  return each.length === 1 ? (each[0] as string) : `min(${each.join(', ')})`;
}

/** A short word is inside one of the scope's fields. */
function inSomeField(scope: SearchScope, word: string): string {
  return `(${SCOPE_FIELDS[scope].map((field) => `instr(${fieldText(field)}, ${literal(word)}) > 0`).join(' OR ')})`;
}

/**
 * A search's matches as a table of `id` and `score` (lower is closer: the sum of each word's
 * closeness): every word found as a piece of a field of the scope, at most SEARCH_MATCH_LIMIT of
 * them, the newest when more match. Words of three letters or more go through the trigram index
 * (migrations/0032); shorter ones filter what it hands over. A search of shorter words only has no
 * index to go through: it looks through the products of the newest SEARCH_MATCH_LIMIT numbers (a
 * range of rowids the index walks, after one lookup of the highest), so it reads no more than a
 * broad word does, whatever the catalogue's size (docs/product.md#search).
 */
function scoredMatches({ words, forms, scope }: SearchPlan): SQL {
  const expression = matchExpression(forms, scope);
  const found =
    expression === null
      ? sql`${sql.raw(CANDIDATES)}.rowid > (SELECT max(${products.id}) FROM ${products}) - ${sql.raw(String(SEARCH_MATCH_LIMIT))}`
      : sql`${sql.raw(CANDIDATES)}.${TRIGRAMS} MATCH ${expression}`;
  const filters = shortWords(words).map((word) => ` AND ${inSomeField(scope, word)}`);
  const score = forms.map((alternatives) => wordCloseness(scope, alternatives)).join(' + ');
  return sql`(
    SELECT ${sql.raw(`${CANDIDATES}.rowid AS id, ${score} AS score`)}
    FROM ${TRIGRAMS} AS ${sql.raw(CANDIDATES)}
    WHERE ${found}${sql.raw(filters.join(''))}
    ORDER BY ${sql.raw(`${CANDIDATES}.rowid DESC LIMIT ${SEARCH_MATCH_LIMIT}`)}
  )`;
}

/**
 * The index's words that may be what a misspelt word meant, as JSON rows [word, term, products]:
 * for each word of four letters or more that finds nothing in the scope as typed, the words of
 * the word index (migrations/0009) starting with its stems (correctionRanges), a few dozen rows
 * each. The stems arrive as one JSON value and are joined, not glued with UNION ALL, so the
 * statement has the same shape for any search (D1 refuses a compound SELECT of more than 5 terms).
 */
function spellingCandidates({ words, scope }: SearchPlan): SQL {
  const stems = words.flatMap((word) =>
    correctionRanges(word).map((range) => ({
      ...range,
      word,
      match: matchExpression([[word]], scope),
    })),
  );
  if (stems.length === 0) return sql`NULL`;
  return sql`(
    SELECT json_group_array(json_array(wanted.word, terms.term, terms.doc))
    FROM (
      SELECT value ->> 'word' AS word, value ->> 'from' AS start, value ->> 'to' AS stop
      FROM json_each(${JSON.stringify(stems)})
      WHERE NOT EXISTS (SELECT 1 FROM ${TRIGRAMS} WHERE ${TRIGRAMS} MATCH value ->> 'match')
    ) AS wanted
    CROSS JOIN products_fts_terms AS terms
    WHERE terms.term >= wanted.start AND terms.term < wanted.stop
  )`;
}

/** What a search's read answers: its own columns, and the spelling candidates when it found nothing. */
export interface SearchRead {
  spelling: string | null;
}

/**
 * Runs `read` over a search's matches (one statement), and, when the words as typed find nothing
 * and some of them are misspelt, once more over their corrections: a misspelt search costs one
 * statement more, a search spelt right none. `read` must answer `spelling` as the given SQL
 * when it found no match, else NULL. Undefined when the text has no word to search.
 */
export async function searched<Row extends SearchRead>(
  text: string,
  scope: SearchScope,
  read: (matches: SQL, spelling: SQL) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const plan: SearchPlan = { words, forms: words.map((word) => wordForms(word)), scope };
  const first = await read(scoredMatches(plan), spellingCandidates(plan));
  const indexed = new Map<string, IndexedWord[]>();
  for (const [word, term, documents] of JSON.parse(first?.spelling ?? '[]') as [
    string,
    string,
    number,
  ][])
    indexed.set(word, [...(indexed.get(word) ?? []), { term, documents }]);
  const fixes = words.map((word) => corrections(word, indexed.get(word) ?? []));
  if (fixes.every((fixed) => fixed.length === 0)) return first;
  const corrected = { ...plan, forms: words.map((word, at) => wordForms(word, fixes[at])) };
  return read(scoredMatches(corrected), sql`NULL`);
}

/** The ids of the products a search finds in the results page's fields, the closest first. */
export async function matchingIds(db: Database, text: string): Promise<number[]> {
  const found = await searched(text, 'RESULTS', (matches, spelling) =>
    db.get<SearchRead & { ids: string }>(sql`
      SELECT json_group_array(id) AS ids, CASE WHEN count(*) = 0 THEN ${spelling} END AS spelling
      FROM (SELECT id FROM ${matches} ORDER BY score, id)`),
  );
  return JSON.parse(found?.ids ?? '[]') as number[];
}
