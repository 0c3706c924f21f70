import { describe, expect, it } from 'vitest';
import {
  correctionRanges,
  corrections,
  MAX_SEARCH_WORDS,
  matchExpression,
  searchWords,
  shortWords,
  withinOneEdit,
  wordForms,
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

  it('looks among the words starting with the first three letters, or the third dropped or swapped', () => {
    expect(correctionRanges('iphnoe')).toEqual([
      { from: 'iph', to: 'ipi' },
      { from: 'ipnoe', to: 'ipnof' },
      { from: 'ipnhoe', to: 'ipnhof' },
    ]);
    expect(correctionRanges('wacth').map(({ from }) => from)).toContain('watch');
    expect(correctionRanges('ipd')).toEqual([]);
  });

  it('never splits a character that takes two UTF-16 units', () => {
    const [range] = correctionRanges('𠀀𠀁𠀂𠀃');
    expect(range).toEqual({ from: '𠀀𠀁𠀂', to: '𠀀𠀁𠀃' });
  });

  it('counts letters, not UTF-16 units: two letters that take four are too short to correct', () => {
    expect(correctionRanges('𐀀𐀀')).toEqual([]);
    expect(corrections('𐀀𐀀', [{ term: '𐀀𐀁', documents: 1 }])).toEqual([]);
  });
});

describe('matchExpression', () => {
  it("asks every word of three letters or more inside the scope's fields, in any of its forms", () => {
    expect(matchExpression([wordForms('galxy', ['galaxy']), wordForms('watch6')], 'HEADER')).toBe(
      '{name brand category} : ("galxy" OR "galaxy") AND {name brand category} : ("watch6" OR "watch 6")',
    );
    expect(matchExpression([wordForms('pro'), wordForms('m3')], 'RESULTS')).toBe(
      '{name brand description} : ("pro")',
    );
  });

  it('leaves words shorter than three letters to filter what the index finds', () => {
    expect(matchExpression([['a'], ['ps']], 'HEADER')).toBeNull();
    expect(shortWords(['a', 'ps', 'pro', '智能'])).toEqual(['a', 'ps', '智能']);
  });
});
