/**
 * How the shop reads what a shopper typed into a search (docs/product.md#search): the words, the
 * spelling slips it forgives, and the full-text query it becomes. One rule for the header's two
 * searches, the results page and the API.
 */
import { normalizeText } from './catalogue';

/** The longest search any box takes, the shop's and the staff lists' (docs/product.md#validation). */
export const MAX_SEARCH_LENGTH = 100;

/** Words beyond these are ignored: nobody types more into a product search. */
export const MAX_SEARCH_WORDS = 6;
const MAX_WORD_LENGTH = 30;

/** Words this long or longer forgive one slip: shorter ones would match too much. */
const TYPO_MIN_LENGTH = 4;
/** And this long, a slip in what is only the start of a word ("iphno" for "iphon…"). */
const PREFIX_TYPO_MIN_LENGTH = 5;
/** Spellings tried per word, the commonest first. */
const MAX_CORRECTIONS = 8;

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
 * The slices of the index's word list a word's corrections are looked for in, each the words
 * starting with a stem: the word's first three letters (a slip from the fourth letter on), and the
 * word with its third letter dropped or swapped with the fourth ("wacth" for "watch"). A slip
 * earlier in the word is not forgiven: three letters make a slice of a few dozen words where two
 * made one of thousands. None for a word too short to correct.
 */
export function correctionRanges(word: string): { from: string; to: string }[] {
  const chars = [...word];
  if (chars.length < TYPO_MIN_LENGTH) return [];
  const stems = new Set([
    chars.slice(0, 3).join(''),
    [...chars.slice(0, 2), ...chars.slice(3)].join(''),
    [...chars.slice(0, 2), chars[3], chars[2], ...chars.slice(4)].join(''),
  ]);
  return [...stems].map((stem) => {
    const head = [...stem];
    const last = head.pop()?.codePointAt(0) ?? 0;
    return { from: stem, to: head.join('') + String.fromCodePoint(last + 1) };
  });
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
  if ([...word].length < TYPO_MIN_LENGTH) return [];
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

/**
 * Where a search looks, as the spec has it: the header's two searches in name, brand and
 * category; the results page and the API in name, brand and description. The fields come closest
 * first: a match in the name ranks before one in the brand.
 */
export const SCOPE_FIELDS = {
  RESULTS: ['name', 'brand', 'description'],
  HEADER: ['name', 'brand', 'category'],
} as const;
export type SearchScope = keyof typeof SCOPE_FIELDS;

/** The trigram index finds pieces of three letters or more; shorter words filter what it finds. */
const INDEXED_LENGTH = 3;

/**
 * The spellings one word of a search stands for: itself, for a word that runs letters into
 * digits ("watch6") also its parts apart ("watch 6"), and its corrections.
 */
export function wordForms(word: string, fixes: readonly string[] = []): string[] {
  const parts = word.match(/\p{L}+|\p{N}+/gu) ?? [];
  return [...new Set([word, ...(parts.length > 1 ? [parts.join(' ')] : []), ...fixes])];
}

const isIndexed = (word: string) => [...word].length >= INDEXED_LENGTH;
const phrase = (form: string) => `"${form}"`;

/**
 * The FTS5 MATCH expression, over the trigram index, for the words long enough for it: each must
 * be found, in one of its forms, inside one of the scope's fields. Null when every word is shorter
 * (they then filter the catalogue: shortWords). Forms hold only letters, digits and spaces, so
 * quoting is enough.
 */
export function matchExpression(forms: readonly string[][], scope: SearchScope): string | null {
  const columns = `{${SCOPE_FIELDS[scope].join(' ')}}`;
  const indexed = forms.filter(([word]) => word !== undefined && isIndexed(word));
  if (indexed.length === 0) return null;
  return indexed
    .map((alternatives) => `${columns} : (${alternatives.map(phrase).join(' OR ')})`)
    .join(' AND ');
}

/** The words too short for the trigram index: each must still be inside one of the fields. */
export function shortWords(words: readonly string[]): string[] {
  return words.filter((word) => !isIndexed(word));
}
