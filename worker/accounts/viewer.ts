import { normaliseEmail } from '../../schema/rules/normalise';
import { staffSession } from '../../schema/rules/staff-session';
import { authConfig } from './auth-config';
import { googleSigningKeys, SigningKeysUnavailableError } from './google-keys';
import { InvalidTokenError, type VerifiedIdentity, verifyIdToken } from './verify-token';

/** Who is asking: a verified Firebase user, or nobody. */
export interface Viewer extends VerifiedIdentity {
  role: 'customer' | 'admin';
}

/**
 * Who is asking, as far as the Worker can tell: a viewer, nobody, or `unverifiable` when the
 * request carries a token that passes every check but Google's keys could not be fetched.
 */
export type Asker = Viewer | null | 'unverifiable';

/**
 * Whether the viewer is signed in with `email` itself, verified: the address is theirs, so what
 * they ask for it needs no confirmation link and is outside the budget of e-mails to unconfirmed
 * addresses (docs/product.md#unconfirmed-recipients).
 */
export function ownsVerifiedAddress(viewer: Viewer | null, email: string): viewer is Viewer {
  return Boolean(
    viewer?.emailVerified && viewer.email && normaliseEmail(viewer.email) === normaliseEmail(email),
  );
}

/** The viewer when the token could be checked; an unverifiable one counts as nobody. */
export const verifiedViewer = (asker: Asker): Viewer | null =>
  asker === 'unverifiable' ? null : asker;

const MAX_TOKEN_LENGTH = 4096;

/**
 * The asker of a request, from its `Authorization: Bearer <Firebase ID token>` header. A missing
 * or invalid token is a signed-out visitor: what needs an account then says so.
 */
export async function resolveViewer(request: Request, env: Env): Promise<Asker> {
  const header = request.headers.get('authorization');
  if (!header?.toLowerCase().startsWith('bearer ')) return null;
  const token = header.slice('bearer '.length).trim();
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const config = authConfig(env);
  try {
    const identity = await verifyIdToken(token, config, () => googleSigningKeys());
    const admin =
      identity.emailVerified && identity.email !== null && config.adminEmails.has(identity.email);
    return { ...identity, role: admin ? 'admin' : 'customer' };
  } catch (error) {
    if (error instanceof InvalidTokenError) return null;
    if (error instanceof SigningKeysUnavailableError) {
      console.warn(error.message);
      return 'unverifiable';
    }
    throw error;
  }
}

/** Whether a viewer may use the staff fields now, or what stands in the way. */
export type StaffAccess = 'granted' | 'not-staff' | 'token-stale' | 'sign-in-stale';

/** Staff need a recent sign-in and a young token (docs/product.md#access). */
export function staffAccess(viewer: Viewer | null, now: number = Date.now()): StaffAccess {
  if (viewer?.role !== 'admin') return 'not-staff';
  const session = staffSession(viewer, Math.floor(now / 1000));
  return session === 'fresh' ? 'granted' : session;
}
