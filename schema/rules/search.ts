/**
 * How the shop reads what a shopper typed into a search (docs/product.md#search): the words, the
 * spelling slips it forgives, and the full-text query it becomes. One rule for the header's two
 * searches, the results page and the API.
 */
import { normalizeText } from './catalogue';

/** Words beyond these are ignored: nobody types more into a product search. */
export const MAX_SEARCH_WORDS = 6;
const MAX_WORD_LENGTH = 30;

/** Words this long or longer forgive one slip: shorter ones would match too much. */
const TYPO_MIN_LENGTH = 4;
/** And this long, a slip in what is only the start of a word ("iphno" for "iphon…"). */
const PREFIX_TYPO_MIN_LENGTH = 5;
/** Spellings tried per word, the commonest first. */
export const MAX_CORRECTIONS = 8;

/**
 * The words of a search as the index holds them: lower case, accents dropped, split at anything
 * that is neither a letter nor a digit (the FTS5 unicode61 tokenizer's rule).
 */
export function searchWords(text: string): string[] {
  const words = normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * Whether two words differ by at most one letter added, dropped or changed, or two neighbours
 * swapped ("iphnoe" and "iphone").
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  const restA = a.slice(start);
  const restB = b.slice(start);
  if (restA.length === restB.length) {
    return (
      restA.slice(1) === restB.slice(1) ||
      (restA.length >= 2 &&
        restA[0] === restB[1] &&
        restA[1] === restB[0] &&
        restA.slice(2) === restB.slice(2))
    );
  }
  return restA.length > restB.length ? restA.slice(1) === restB : restB.slice(1) === restA;
}

/**
 * The slice of the index's word list a word's corrections are looked for in: words that start
 * with the same two letters (a slip in the first two letters is not forgiven), or none for a
 * word too short to correct.
 */
export function correctionRange(word: string): { from: string; to: string } | null {
  if (word.length < TYPO_MIN_LENGTH) return null;
  const head = word.slice(0, 2);
  const last = head.codePointAt(head.length - 1) ?? 0;
  return { from: head, to: head.slice(0, -1) + String.fromCodePoint(last + 1) };
}

export interface IndexedWord {
  term: string;
  /** How many products hold it. */
  documents: number;
}

/**
 * The spellings in the index a word stands for when nothing in the index starts with it: the
 * whole word one slip away ("samsumg" → "samsung"), or, for a longer word, its start ("iphno" →
 * "iphone"). Empty when the word already finds something as typed.
 */
export function corrections(word: string, indexed: readonly IndexedWord[]): string[] {
  if (word.length < TYPO_MIN_LENGTH) return [];
  if (indexed.some(({ term }) => term.startsWith(word))) return [];
  return indexed
    .filter(
      ({ term }) =>
        withinOneEdit(word, term) ||
        (word.length >= PREFIX_TYPO_MIN_LENGTH &&
          term.length > word.length &&
          withinOneEdit(word, term.slice(0, word.length))),
    )
    .sort((a, b) => b.documents - a.documents || a.term.localeCompare(b.term))
    .slice(0, MAX_CORRECTIONS)
    .map(({ term }) => term);
}

const phrase = (word: string) => `"${word}"`;

/**
 * One word's part of the FTS5 query: anything starting with it, its corrections, and, for a word
 * that runs letters into digits ("watch6"), its parts as neighbouring words ("Watch 6").
 */
function wordQuery(word: string, fixes: readonly string[]): string {
  const parts = word.match(/\p{L}+|\p{N}+/gu) ?? [];
  const alternatives = [
    `${phrase(word)}*`,
    ...(parts.length > 1 ? [`${phrase(parts.join(' '))}*`] : []),
    ...fixes.map(phrase),
  ];
  return alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(' OR ')})`;
}

/**
 * The FTS5 MATCH expression for a search: every word must match, each as a prefix, in its
 * corrected spellings or in its parts. Words hold only letters and digits, so quoting is enough.
 */
export function matchExpression(
  words: readonly string[],
  fixes: ReadonlyMap<string, readonly string[]>,
): string {
  return words.map((word) => wordQuery(word, fixes.get(word) ?? [])).join(' AND ');
}
