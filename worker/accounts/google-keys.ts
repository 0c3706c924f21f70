import type { JWK } from 'jose';

/** Where Google publishes the keys that sign Firebase ID tokens. */
export const SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Used when Google's answer carries no max-age: keys rotate over days, an hour is safe. */
const FALLBACK_MAX_AGE_SECONDS = 3600;

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

export async function googleSigningKeys(
  fetcher: typeof fetch = fetch,
  now: number = Date.now(),
): Promise<JWK[]> {
  if (cached && cached.expiresAt > now) return cached.keys;
  const response = await fetcher(SECURETOKEN_JWKS_URL);
  if (!response.ok) throw new Error(`Google signing keys: HTTP ${response.status}`);
  const body = (await response.json()) as { keys?: JWK[] };
  if (!Array.isArray(body.keys)) throw new Error('Google signing keys: no keys in the answer');
  cached = {
    keys: body.keys,
    expiresAt: now + maxAgeSeconds(response.headers.get('cache-control')) * 1000,
  };
  return cached.keys;
}

/** For tests: forget the cached keys. */
export function forgetSigningKeys(): void {
  cached = null;
}
