/** Codes people read and type: repair codes, order numbers, and secret tokens for links. */

/** A source of random bytes; the Worker passes one built on `crypto.getRandomValues`. */
export type RandomBytes = (size: number) => Uint8Array;

/** No 0/O, 1/I/L: a repair code is read aloud over the phone without ambiguity. */
export const REPAIR_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REPAIR_CODE_PREFIX = 'RIP-';
const REPAIR_CODE_LENGTH = 8;

/**
 * What a lookup accepts: any 8 letters and digits. New codes only use the readable alphabet, but
 * codes made by hand (the local demo's RIP-DEMO2026) must still be found.
 */
const REPAIR_CODE_PATTERN = new RegExp(`^${REPAIR_CODE_PREFIX}[A-Z0-9]{${REPAIR_CODE_LENGTH}}$`);

/** A source that keeps yielding nothing usable is broken; give up rather than loop forever. */
const MAX_RANDOM_DRAWS = 1000;

/**
 * `count` characters of `alphabet`, uniformly. Bytes at or above the largest multiple of the
 * alphabet's length are thrown away (rejection sampling): `byte % length` would favour the first
 * characters otherwise.
 */
function randomString(random: RandomBytes, alphabet: string, count: number): string {
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  for (let draw = 0; draw < MAX_RANDOM_DRAWS; draw++) {
    for (const byte of random(count - result.length)) {
      if (byte >= limit) continue;
      result += alphabet.charAt(byte % alphabet.length);
      if (result.length === count) return result;
    }
  }
  throw new Error('The random source did not provide enough usable bytes.');
}

/** "RIP-" and 8 characters of REPAIR_CODE_ALPHABET. */
export function generateRepairCode(random: RandomBytes): string {
  return REPAIR_CODE_PREFIX + randomString(random, REPAIR_CODE_ALPHABET, REPAIR_CODE_LENGTH);
}

/** Whether `text` is shaped like a repair code in canonical form; normalize what people type first. */
export function isRepairCode(text: string): boolean {
  return REPAIR_CODE_PATTERN.test(text);
}

/**
 * The canonical form of a typed repair code: no whitespace, uppercase, the dash put back
 * ("rip 7kq2m9xd" → "RIP-7KQ2M9XD"). Text that is not shaped like a code comes back only cleaned.
 */
export function normalizeRepairCode(text: string): string {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const match = /^RIP-?([A-Z0-9]{8})$/.exec(compact);
  return match ? `${REPAIR_CODE_PREFIX}${match[1]}` : compact;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base64url without padding (RFC 4648 §5): safe in a URL path or query as it is. */
function base64url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const chunk = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    text += BASE64URL.charAt((chunk >> 18) & 63) + BASE64URL.charAt((chunk >> 12) & 63);
    if (b !== undefined) text += BASE64URL.charAt((chunk >> 6) & 63);
    if (c !== undefined) text += BASE64URL.charAt(chunk & 63);
  }
  return text;
}

/** An unguessable token of `bytes` random bytes (24 → 192 bits, 32 characters), URL-safe. */
export function generateToken(random: RandomBytes, bytes = 24): string {
  if (!Number.isSafeInteger(bytes) || bytes < 1) {
    throw new Error(`Token size must be a positive number of bytes, got ${bytes}.`);
  }
  const source = random(bytes);
  // A short read would silently weaken the token.
  if (source.length !== bytes) {
    throw new Error(`The random source returned ${source.length} bytes instead of ${bytes}.`);
  }
  return base64url(source);
}
