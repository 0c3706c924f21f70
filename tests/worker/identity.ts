/** Tokens as the Firebase Auth Emulator issues them: unsigned, with the project's claims. */
export interface TestIdentity {
  uid: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  /** How long ago the token was issued (`iat`) and the person signed in (`auth_time`): 60 s. */
  issuedSecondsAgo?: number;
  signedInSecondsAgo?: number;
}

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');

export function emulatorToken(identity: TestIdentity, projectId = 'demo-shop'): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: identity.uid,
    user_id: identity.uid,
    email: identity.email,
    email_verified: identity.emailVerified ?? true,
    name: identity.name,
    auth_time: now - (identity.signedInSecondsAgo ?? 60),
    iat: now - (identity.issuedSecondsAgo ?? 60),
    exp: now + 3600,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

export function signedIn(identity: TestIdentity) {
  return { headers: { authorization: `Bearer ${emulatorToken(identity)}` } };
}

export const CUSTOMER: TestIdentity = {
  uid: 'cliente-1',
  email: 'cliente@negozio.test',
  name: 'Chiara Rinaldi',
};
export const OTHER_CUSTOMER: TestIdentity = {
  uid: 'cliente-2',
  email: 'altro@negozio.test',
  name: 'Paolo Neri',
};
export const ADMIN: TestIdentity = { uid: 'admin-1', email: 'admin@negozio.test', name: 'Staff' };
