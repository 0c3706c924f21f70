import {
  createLocalJWKSet,
  decodeJwt,
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
  /** When this token was issued (`iat`), in seconds since the epoch. */
  issuedAt: number;
  /** When its bearer last signed in (`auth_time`), in seconds since the epoch. */
  authTime: number;
}

export class InvalidTokenError extends Error {}

const CLOCK_TOLERANCE_SECONDS = 5;
const MAX_UID_LENGTH = 128;

const issuerOf = (projectId: string) => `https://securetoken.google.com/${projectId}`;

/** The claims Firebase's Admin SDK checks, read from a payload that may not be verified yet. */
function checkClaims(payload: JWTPayload, projectId: string, now: number): VerifiedIdentity {
  const nowSeconds = Math.floor(now / 1000);
  if (payload.aud !== projectId) throw new InvalidTokenError('another audience');
  if (payload.iss !== issuerOf(projectId)) throw new InvalidTokenError('another issuer');
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds - CLOCK_TOLERANCE_SECONDS) {
    throw new InvalidTokenError('expired');
  }
  const issuedAt = payload.iat;
  if (typeof issuedAt !== 'number' || issuedAt > nowSeconds + CLOCK_TOLERANCE_SECONDS) {
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
    issuedAt,
    authTime,
  };
}

/** Decodes without verifying: `what` names the part for the refusal. */
function decoded<T>(what: string, decode: () => T): T {
  try {
    return decode();
  } catch {
    throw new InvalidTokenError(`unreadable ${what}`);
  }
}

/**
 * Verifies a Firebase ID token the way Firebase's own Admin SDK does: RS256 with one of Google's
 * current keys (by kid), audience the project, issuer securetoken for the project, and exp, iat,
 * auth_time and sub sane. The claims are checked before the keys are asked for, so a token that
 * cannot be this project's never costs a fetch. Unsigned tokens pass only when the config is for
 * the Auth Emulator. A failure to get the keys is the key source's own error, not a refusal.
 */
export async function verifyIdToken(
  token: string,
  config: AuthConfig,
  signingKeys: () => Promise<JWK[]>,
  now: number = Date.now(),
): Promise<VerifiedIdentity> {
  const header = decoded('header', () => decodeProtectedHeader(token));
  const identity = checkClaims(
    decoded('payload', () => decodeJwt(token)),
    config.projectId,
    now,
  );

  if (header.alg === 'none') {
    if (!config.emulator) throw new InvalidTokenError('unsigned token outside the emulator');
    decoded('unsigned token', () => UnsecuredJWT.decode(token, { currentDate: new Date(now) }));
    return identity;
  }

  if (header.alg !== 'RS256') throw new InvalidTokenError('wrong algorithm');
  if (typeof header.kid !== 'string' || header.kid === '') throw new InvalidTokenError('no key id');
  const keys = await signingKeys();
  if (!keys.some((key) => key.kid === header.kid)) throw new InvalidTokenError('unknown key id');
  try {
    await jwtVerify(token, createLocalJWKSet({ keys }), {
      algorithms: ['RS256'],
      issuer: issuerOf(config.projectId),
      audience: config.projectId,
      currentDate: new Date(now),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
  } catch (error) {
    throw new InvalidTokenError((error as Error).message);
  }
  return identity;
}
