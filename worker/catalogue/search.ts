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
import { allCategories } from './categories';

/** A search as SQL reads it: each word's forms, where to look, and the departments' names. */
interface SearchPlan {
  words: string[];
  forms: string[][];
  scope: SearchScope;
  departments: readonly { id: string; name: string }[];
}

const TRIGRAMS = sql.raw('products_fts_trigram');
/** The products a search looks at. */
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

/**
 * A field's text as the scoring reads it: from the product's own row, which the search reads
 * anyway for what it hands over. The index holds the same text, but FTS5 reads its stored
 * columns back a row at a time, at about the cost of the match itself. A department's name is
 * written in from the isolate's copy of the few departments, so no match reads a second row.
 */
function fieldText(field: Field, { departments }: SearchPlan): string {
  if (field !== 'category') return `lower(${CANDIDATES}.${field})`;
  const names = departments.map(({ id, name }) => `WHEN ${literal(id)} THEN ${literal(name)}`);
  return `lower(CASE ${CANDIDATES}.category_id ${names.join(' ')} ELSE '' END)`;
}

type Field = (typeof SCOPE_FIELDS)[SearchScope][number];

/**
 * How close one form of a word is to a product, lower is closer: the start of a word in the
 * name, then inside the name, then the same in the brand and in the scope's third field. A form
 * the index found only with its accents folded ranks last (SQLite's lower() knows no accents).
 */
function closeness(texts: readonly string[], form: string): string {
  const ranks = texts.flatMap((text, position) => [
    `WHEN instr(' ' || ${text}, ${literal(` ${form}`)}) > 0 THEN ${2 * position}`,
    `WHEN instr(${text}, ${literal(form)}) > 0 THEN ${2 * position + 1}`,
  ]);
  return `CASE ${ranks.join(' ')} ELSE ${ranks.length} END`;
}

/** A word's closeness: its closest form's (SQLite's min() of several values). */
function wordCloseness(texts: readonly string[], forms: readonly string[]): string {
  const each = forms.map((form) => closeness(texts, form));
  return each.length === 1 ? (each[0] as string) : `min(${each.join(', ')})`;
}

/** A short word is inside one of the fields. */
function inSomeField(texts: readonly string[], word: string): string {
  return `(${texts.map((text) => `instr(${text}, ${literal(word)}) > 0`).join(' OR ')})`;
}

/** What a search's matches hand over beside their score: what its filters, sorts and counts need. */
const MATCH_FACTS = [
  `${CANDIDATES}.name AS name`,
  `${CANDIDATES}.price AS price`,
  `${CANDIDATES}.category_id AS category_id`,
  `${CANDIDATES}.brand AS brand`,
  `${CANDIDATES}.in_stock = 1 AND ${CANDIDATES}.stock > 0 AS available`,
  `${CANDIDATES}.condition AS condition`,
  `${CANDIDATES}.facet_sizes AS sizes`,
  `${CANDIDATES}.facet_sizes_available AS available_sizes`,
].join(', ');

/**
 * A search's matches as a table of `id`, `score` (lower is closer: the sum of each word's
 * closeness) and the product's `name`, `price`, `category_id`, `brand`, `available`,
 * `condition`, `sizes` and `available_sizes`: every
 * word found as a piece of a field of the scope, at most SEARCH_MATCH_LIMIT of them, the newest
 * when more match. Words of three letters or more go through the trigram index (migrations/0032),
 * which hands over product numbers newest first; shorter words filter those, and each one kept
 * is read once from the products, where every word is scored. A search of shorter words only has
 * no index to go through: it looks through the products of the newest SEARCH_MATCH_LIMIT numbers,
 * so it reads no more than a broad word does, whatever the catalogue's size
 * (docs/product.md#search).
 */
function scoredMatches(plan: SearchPlan): SQL {
  const { words, forms, scope } = plan;
  const fields = SCOPE_FIELDS[scope];
  const texts = fields.map((field) => fieldText(field, plan));
  const expression = matchExpression(forms, scope);
  const score = forms.map((alternatives) => wordCloseness(texts, alternatives)).join(' + ');
  // Either way the newest come first and the read stops at the limit: the index hands over its
  // matches by product number when it is the outer loop (CROSS JOIN keeps it there), and a
  // search of short words only walks the products' own numbers down from the newest. Short words
  // beside indexed ones are looked for in the index's own copy of the text, so a match they turn
  // away costs no read of its product.
  const [from, found, shortIn, newest] =
    expression === null
      ? [
          `products AS ${CANDIDATES}`,
          // The trigram index holds no archived product (migrations/0033); this walk must skip them.
          sql`${sql.raw(CANDIDATES)}.id > (SELECT max(${products.id}) FROM ${products}) - ${sql.raw(String(SEARCH_MATCH_LIMIT))} AND ${sql.raw(CANDIDATES)}.archived_at_ms IS NULL`,
          texts,
          `${CANDIDATES}.id`,
        ]
      : [
          `products_fts_trigram AS found CROSS JOIN products AS ${CANDIDATES} ON ${CANDIDATES}.id = found.rowid`,
          sql`found.${TRIGRAMS} MATCH ${expression}`,
          fields.map((field) => `lower(found.${field})`),
          'found.rowid',
        ];
  const filters = shortWords(words).map((word) => ` AND ${inSomeField(shortIn, word)}`);
  return sql`(
    SELECT ${sql.raw(`${CANDIDATES}.id AS id, ${score} AS score, ${MATCH_FACTS}`)}
    FROM ${sql.raw(from)}
    WHERE ${found}${sql.raw(filters.join(''))}
    ORDER BY ${sql.raw(`${newest} DESC LIMIT ${SEARCH_MATCH_LIMIT}`)}
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
  db: Database,
  text: string,
  scope: SearchScope,
  read: (matches: SQL, spelling: SQL) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const departments = SCOPE_FIELDS[scope].some((field) => field === 'category')
    ? await allCategories(db)
    : [];
  const plan: SearchPlan = {
    words,
    forms: words.map((word) => wordForms(word)),
    scope,
    departments,
  };
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
  const found = await searched(db, text, 'RESULTS', (matches, spelling) =>
    db.get<SearchRead & { ids: string }>(sql`
      SELECT json_group_array(id) AS ids, CASE WHEN count(*) = 0 THEN ${spelling} END AS spelling
      FROM (SELECT id FROM ${matches} ORDER BY score, id)`),
  );
  return JSON.parse(found?.ids ?? '[]') as number[];
}
