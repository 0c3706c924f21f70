import { describe, expect, it } from 'vitest';
import {
  correctionRange,
  corrections,
  MAX_SEARCH_WORDS,
  matchExpression,
  searchWords,
  withinOneEdit,
} from '../../schema/rules/search';

describe('searchWords', () => {
  it('reads words as the index holds them: lower case, no accents, split at anything else', () => {
    expect(searchWords('  Galaxy S24-Ultra, PERCHÉ? ')).toEqual([
      'galaxy',
      's24',
      'ultra',
      'perche',
    ]);
  });

  it('drops repeats and stops at six words', () => {
    expect(searchWords('pro pro PRO')).toEqual(['pro']);
    expect(searchWords('a b c d e f g h')).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('finds no word in punctuation or FTS syntax', () => {
    expect(searchWords('"*() - ^ :')).toEqual([]);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['iphone', 'iphone'],
    ['iphnoe', 'iphone'],
    ['samsumg', 'samsung'],
    ['galxy', 'galaxy'],
    ['galaaxy', 'galaxy'],
    ['watc6', 'watch6'],
  ])('"%s" is one slip from "%s"', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
    expect(withinOneEdit(b, a)).toBe(true);
  });

  it.each([
    ['ipnhoe', 'iphone'],
    ['samsung', 'sams'],
    ['galaxy', 'glxay'],
    ['pixel', 'pixxel9'],
  ])('"%s" is more than one slip from "%s"', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });
});

describe('corrections', () => {
  const indexed = [
    { term: 'iphone', documents: 40 },
    { term: 'ipad', documents: 30 },
    { term: 'samsung', documents: 50 },
    { term: 'samsara', documents: 1 },
  ];

  it('finds the word one slip away, the commonest first', () => {
    expect(corrections('iphnoe', indexed)).toEqual(['iphone']);
    expect(corrections('samsumg', indexed)).toEqual(['samsung']);
  });

  it('forgives a slip in the start of a longer word', () => {
    expect(corrections('iphno', indexed)).toEqual(['iphone']);
  });

  it('corrects nothing that already starts a word, nor a short word', () => {
    expect(corrections('samsu', indexed)).toEqual([]);
    expect(corrections('ipd', indexed)).toEqual([]);
  });

  it('looks only among words with the same first two letters', () => {
    expect(correctionRange('iphnoe')).toEqual({ from: 'ip', to: 'iq' });
    expect(correctionRange('ipd')).toBeNull();
  });
});

describe('matchExpression', () => {
  it('asks every word as a prefix, with its corrections and its parts', () => {
    expect(matchExpression(['galxy', 'watch6'], new Map([['galxy', ['galaxy']]]))).toBe(
      '("galxy"* OR "galaxy") AND ("watch6"* OR "watch 6"*)',
    );
    expect(matchExpression(['pro'], new Map())).toBe('"pro"*');
  });
});
