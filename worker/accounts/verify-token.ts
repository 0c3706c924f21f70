import {
  createLocalJWKSet,
  decodeProtectedHeader,
  type JWK,
  type JWTPayload,
  jwtVerify,
  UnsecuredJWT,
} from 'jose';
import { normaliseEmail } from '../../schema/rules/normalise';
import type { AuthConfig } from './auth-config';

/** What a verified Firebase ID token says about its bearer. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export class InvalidTokenError extends Error {}

const CLOCK_TOLERANCE_SECONDS = 5;
const MAX_UID_LENGTH = 128;

function checkClaims(payload: JWTPayload, now: number): VerifiedIdentity {
  const nowSeconds = Math.floor(now / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds - CLOCK_TOLERANCE_SECONDS) {
    throw new InvalidTokenError('expired');
  }
  if (typeof payload.iat !== 'number' || payload.iat > nowSeconds + CLOCK_TOLERANCE_SECONDS) {
    throw new InvalidTokenError('issued in the future');
  }
  const authTime = payload.auth_time;
  if (typeof authTime !== 'number' || authTime > nowSeconds + CLOCK_TOLERANCE_SECONDS) {
    throw new InvalidTokenError('authenticated in the future');
  }
  const uid = payload.sub;
  if (typeof uid !== 'string' || uid.length === 0 || uid.length > MAX_UID_LENGTH) {
    throw new InvalidTokenError('bad subject');
  }
  const email = typeof payload.email === 'string' ? normaliseEmail(payload.email) : null;
  return {
    uid,
    email,
    emailVerified: payload.email_verified === true,
    name: typeof payload.name === 'string' ? payload.name : null,
  };
}

/**
 * Verifies a Firebase ID token the way Firebase's own Admin SDK does: RS256 with one of Google's
 * current keys (by kid), audience the project, issuer securetoken for the project, and exp, iat,
 * auth_time and sub sane. Unsigned tokens pass only when the config is for the Auth Emulator.
 */
export async function verifyIdToken(
  token: string,
  config: AuthConfig,
  signingKeys: () => Promise<JWK[]>,
  now: number = Date.now(),
): Promise<VerifiedIdentity> {
  const issuer = `https://securetoken.google.com/${config.projectId}`;
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new InvalidTokenError('not a JWT');
  }

  if (header.alg === 'none') {
    if (!config.emulator) throw new InvalidTokenError('unsigned token outside the emulator');
    try {
      const { payload } = UnsecuredJWT.decode(token, {
        issuer,
        audience: config.projectId,
        currentDate: new Date(now),
      });
      return checkClaims(payload, now);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      throw new InvalidTokenError((error as Error).message);
    }
  }

  if (header.alg !== 'RS256') throw new InvalidTokenError('wrong algorithm');
  if (typeof header.kid !== 'string' || header.kid === '') throw new InvalidTokenError('no key id');
  const keys = await signingKeys();
  if (!keys.some((key) => key.kid === header.kid)) throw new InvalidTokenError('unknown key id');
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet({ keys }), {
      algorithms: ['RS256'],
      issuer,
      audience: config.projectId,
      currentDate: new Date(now),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    return checkClaims(payload, now);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    throw new InvalidTokenError((error as Error).message);
  }
}
