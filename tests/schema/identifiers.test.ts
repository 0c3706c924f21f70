import { describe, expect, it } from 'vitest';
import {
  generateRepairCode,
  generateToken,
  isRepairCode,
  normalizeRepairCode,
  REPAIR_CODE_ALPHABET,
} from '../../schema/rules/identifiers';

/** A byte source that hands out `bytes` in order, however many are asked for at a time. */
function sequence(bytes: readonly number[]) {
  let next = 0;
  const requests: number[] = [];
  const random = (size: number) => {
    requests.push(size);
    const chunk = bytes.slice(next, next + size);
    next += chunk.length;
    return Uint8Array.from(chunk);
  };
  return { random, requests };
}

/** A pseudo-random source (xorshift), so many codes can be drawn reproducibly. */
function pseudoRandom(seed: number) {
  let state = seed;
  return (size: number) =>
    Uint8Array.from({ length: size }, () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return state & 255;
    });
}

describe('repair codes', () => {
  it('has 31 unambiguous characters', () => {
    expect(REPAIR_CODE_ALPHABET).toBe('23456789ABCDEFGHJKMNPQRSTUVWXYZ');
    expect(REPAIR_CODE_ALPHABET).toHaveLength(31);
    expect(REPAIR_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('maps bytes onto the alphabet', () => {
    const { random } = sequence([0, 1, 2, 30, 31, 32, 61, 247]);
    // 31 → 0, 32 → 1, 61 → 30, 247 = 7 × 31 + 30.
    expect(generateRepairCode(random)).toBe('RIP-234Z23ZZ');
  });

  it('skips bytes of 248 and above (rejection sampling)', () => {
    const { random, requests } = sequence([255, 255, 248, 0, 1, 2, 3, 255, 4, 5, 252, 6, 7]);
    expect(generateRepairCode(random)).toBe('RIP-23456789');
    // Asks again only for the characters still missing.
    expect(requests).toEqual([8, 4, 1]);
  });

  it('gives up on a source that never yields usable bytes', () => {
    expect(() => generateRepairCode((size) => new Uint8Array(size).fill(255))).toThrow(Error);
  });

  it('draws only well-formed codes', () => {
    const random = pseudoRandom(2026);
    const codes = Array.from({ length: 500 }, () => generateRepairCode(random));
    for (const code of codes) {
      expect(code).toMatch(/^RIP-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
      expect(isRepairCode(code)).toBe(true);
    }
    expect(new Set(codes).size).toBe(500);
    // Every character of the alphabet shows up in 4000 draws.
    expect(new Set(codes.join('').replaceAll('RIP-', '')).size).toBe(31);
  });

  it.each([
    ['rip7kq2m9xd', 'RIP-7KQ2M9XD'],
    ['  rip-7kq2m9xd ', 'RIP-7KQ2M9XD'],
    ['RIP 7KQ2 M9XD', 'RIP-7KQ2M9XD'],
    ['RIP-7KQ2M9XD', 'RIP-7KQ2M9XD'],
    ['rip-7kq', 'RIP-7KQ'],
    ['ordine 12', 'ORDINE12'],
  ])('normalizes %j to %j', (text, expected) => {
    expect(normalizeRepairCode(text)).toBe(expected);
  });

  it.each([
    ['RIP-7KQ2M9XD', true],
    ['rip-7kq2m9xd', false],
    ['RIP7KQ2M9XD', false],
    ['RIP-7KQ2M9X', false],
    ['RIP-7KQ2M9XDD', false],
    ['RIP-DEMO2026', true],
    ['RIP-7KQ2M9X!', false],
    ['RIP-7KQ2M9Xé', false],
    [' RIP-7KQ2M9XD', false],
  ])('isRepairCode(%j) is %s (canonical form only)', (text, expected) => {
    expect(isRepairCode(text)).toBe(expected);
  });

  it('accepts what people type once normalized', () => {
    expect(isRepairCode(normalizeRepairCode('rip7kq2m9xd'))).toBe(true);
    expect(isRepairCode(normalizeRepairCode('rip demo2026'))).toBe(true);
    expect(isRepairCode(normalizeRepairCode('rip-7kq2m9'))).toBe(false);
  });
});

describe('tokens', () => {
  it('encodes 24 bytes as 32 URL-safe characters without padding', () => {
    const token = generateToken(pseudoRandom(7));
    expect(token).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(token)).toBe(token);
  });

  it.each([
    [[0xfb, 0xff, 0xbf], '-_-_'],
    [[0xff], '_w'],
    [[0xff, 0xff], '__8'],
    [[0, 0, 0], 'AAAA'],
    [[0x4d, 0x61, 0x6e], 'TWFu'],
  ])('encodes %j as base64url %j', (bytes, expected) => {
    expect(generateToken(sequence(bytes).random, bytes.length)).toBe(expected);
  });

  it.each([1, 2, 3, 16, 24, 33, 64])('uses every one of %i bytes', (size) => {
    const bytes = Array.from({ length: size }, (_, i) => (i * 37 + 11) & 255);
    const expected = Buffer.from(bytes).toString('base64url');
    expect(generateToken(sequence(bytes).random, size)).toBe(expected);
  });

  it('differs from draw to draw', () => {
    const random = pseudoRandom(99);
    expect(generateToken(random)).not.toBe(generateToken(random));
  });

  it('refuses a short read or a bad size', () => {
    expect(() => generateToken(() => new Uint8Array(10), 24)).toThrow(Error);
    expect(() => generateToken(pseudoRandom(1), 0)).toThrow(Error);
  });
});
