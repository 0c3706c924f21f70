/**
 * How fresh a staff member's sign-in must be (docs/product.md#access). The ID token's `iat` bounds
 * how long a disabled, deleted or revoked account keeps staff access: Firebase refuses to refresh
 * the token of such an account, so it cannot present a younger one.
 */
const STAFF_TOKEN_MAX_AGE_MINUTES = 5;

/** The sign-in itself (the token's `auth_time`): older than this asks for a new sign-in. */
const STAFF_SIGN_IN_MAX_AGE_HOURS = 12;

export type StaffSession = 'fresh' | 'token-stale' | 'sign-in-stale';

/** Times in seconds since the epoch, as in the token. */
export function staffSession(
  token: { issuedAt: number; authTime: number },
  nowSeconds: number,
): StaffSession {
  if (nowSeconds - token.authTime > STAFF_SIGN_IN_MAX_AGE_HOURS * 3600) return 'sign-in-stale';
  if (nowSeconds - token.issuedAt > STAFF_TOKEN_MAX_AGE_MINUTES * 60) return 'token-stale';
  return 'fresh';
}
