import type { JWK } from 'jose';

/** Where Google publishes the keys that sign Firebase ID tokens. */
const SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Used when Google's answer carries no max-age: keys rotate over days, an hour is safe. */
const FALLBACK_MAX_AGE_SECONDS = 3600;

/**
 * Google's keys could not be had (unreachable, an error status, an answer that is not a key set):
 * a signed token can then be neither trusted nor refused (docs/product.md#access).
 */
export class SigningKeysUnavailableError extends Error {}

interface CachedKeys {
  keys: JWK[];
  expiresAt: number;
}

/**
 * The keys as plain data, cached until Google's max-age runs out. Only data is kept across
 * requests: a Worker must never share a pending promise (an I/O object) between requests, so a
 * request that finds the cache stale makes its own fetch.
 */
let cached: CachedKeys | null = null;

export function maxAgeSeconds(cacheControl: string | null): number {
  const match = cacheControl?.match(/(?:^|,)\s*max-age=(\d+)/i);
  return match ? Number(match[1]) : FALLBACK_MAX_AGE_SECONDS;
}

async function fetchKeys(fetcher: typeof fetch): Promise<{ keys: JWK[]; maxAge: number }> {
  let response: Response;
  let body: { keys?: unknown };
  try {
    response = await fetcher(SECURETOKEN_JWKS_URL);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new SigningKeysUnavailableError(`Google signing keys: ${(error as Error).message}`);
  }
  if (!Array.isArray(body?.keys)) {
    throw new SigningKeysUnavailableError('Google signing keys: no keys in the answer');
  }
  return { keys: body.keys, maxAge: maxAgeSeconds(response.headers.get('cache-control')) };
}

export async function googleSigningKeys(
  fetcher: typeof fetch = fetch,
  now: number = Date.now(),
): Promise<JWK[]> {
  if (cached && cached.expiresAt > now) return cached.keys;
  const { keys, maxAge } = await fetchKeys(fetcher);
  cached = { keys, expiresAt: now + maxAge * 1000 };
  return keys;
}

/** For tests: forget the cached keys. */
export function forgetSigningKeys(): void {
  cached = null;
}
