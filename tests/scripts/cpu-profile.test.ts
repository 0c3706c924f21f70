import { describe, expect, it } from 'vitest';
import { type CpuProfile, selfTimes } from '../../bench/cpu-profile';

const frame = (functionName: string, url = '', lineNumber = -1) => ({
  functionName,
  url,
  lineNumber,
});

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)') },
    { id: 2, callFrame: frame('keyOf', 'file:///dist/riparo_shop/index.js', 41) },
    { id: 3, callFrame: frame('', 'file:///dist/riparo_shop/index.js', 9) },
    // The same function reached by another path is another node: its samples add up.
    { id: 4, callFrame: frame('keyOf', 'file:///dist/riparo_shop/index.js', 41) },
    { id: 5, callFrame: frame('Response') },
  ],
  samples: [2, 2, 4, 3, 5, 5, 2, 4, 99, 1],
};

describe('a CPU profile summed by function', () => {
  it('adds up each function over every path that reached it, largest share first', () => {
    expect(selfTimes(profile)).toEqual([
      { name: 'keyOf index.js:42', share: 0.5 },
      { name: 'Response', share: 0.2 },
      { name: '(anonymous) index.js:10', share: 0.1 },
      { name: '(root)', share: 0.1 },
    ]);
  });

  it('keeps only the top functions, and survives a profile without samples', () => {
    expect(selfTimes(profile, 1)).toEqual([{ name: 'keyOf index.js:42', share: 0.5 }]);
    expect(selfTimes({ nodes: profile.nodes, samples: [] })).toEqual([]);
  });
});
