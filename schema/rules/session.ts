/** How long a sign-in on this site lasts before the next visit asks to sign in again. */
export const SESSION_DAYS = 30;

/** The auth_exp timestamp (milliseconds) for a sign-in at `signedInAtMs`. */
export function sessionExpiry(signedInAtMs: number): number {
  return signedInAtMs + SESSION_DAYS * 24 * 60 * 60 * 1000;
}

/** Whether a stored auth_exp has passed; none, or one that is not a number, has not. */
export function isSessionExpired(storedExpiry: string | null, nowMs: number): boolean {
  if (storedExpiry === null || storedExpiry.trim() === '') return false;
  const expiry = Number(storedExpiry);
  return Number.isFinite(expiry) && expiry <= nowMs;
}
