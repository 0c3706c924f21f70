import { authConfig } from './auth-config';
import { googleSigningKeys } from './google-keys';
import { InvalidTokenError, type VerifiedIdentity, verifyIdToken } from './verify-token';

/** Who is asking: a verified Firebase user, or nobody. */
export interface Viewer extends VerifiedIdentity {
  role: 'customer' | 'admin';
}

const MAX_TOKEN_LENGTH = 4096;

/**
 * The viewer of a request, from its `Authorization: Bearer <Firebase ID token>` header. A missing
 * or invalid token is a signed-out visitor: what needs an account then says so.
 */
export async function resolveViewer(request: Request, env: Env): Promise<Viewer | null> {
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
    throw error;
  }
}
