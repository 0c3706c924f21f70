import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuthConfigError, authConfig } from '../../worker/accounts/auth-config';
import {
  forgetSigningKeys,
  googleSigningKeys,
  maxAgeSeconds,
} from '../../worker/accounts/google-keys';
import { InvalidTokenError, verifyIdToken } from '../../worker/accounts/verify-token';
import { emulatorToken } from './identity';

const PROJECT = 'riparo-prod';
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const NOW_S = NOW / 1000;
const production = { projectId: PROJECT, emulator: false, adminEmails: new Set<string>() };

let privateKey: CryptoKey;
let otherKey: CryptoKey;
let keys: JWK[];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  otherKey = other.privateKey;
  keys = [{ ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' }];
});

interface Options {
  claims?: Record<string, unknown>;
  kid?: string | null;
  key?: CryptoKey;
  alg?: string;
}

async function token({
  claims = {},
  kid = 'key-1',
  key = privateKey,
  alg = 'RS256',
}: Options = {}) {
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: 'uid-123',
    email: 'Mario.Rossi@Example.it',
    email_verified: true,
    auth_time: NOW_S - 100,
    iat: NOW_S - 100,
    exp: NOW_S + 3500,
    ...claims,
  };
  const header = kid === null ? { alg } : { alg, kid };
  return new SignJWT(payload).setProtectedHeader(header).sign(key);
}

const verify = (jwt: string, config = production) =>
  verifyIdToken(jwt, config, async () => keys, NOW);

describe('verifyIdToken', () => {
  it('accepts a good token and reads who it is', async () => {
    await expect(verify(await token())).resolves.toEqual({
      uid: 'uid-123',
      email: 'mario.rossi@example.it',
      emailVerified: true,
      name: null,
    });
  });

  it.each<[string, () => Promise<string>]>([
    [
      'a wrong algorithm',
      async () => {
        const hs = new TextEncoder().encode('a shared secret that is long enough');
        return new SignJWT({ sub: 'x' })
          .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
          .sign(hs);
      },
    ],
    ['a missing kid', () => token({ kid: null })],
    ['an unknown kid', () => token({ kid: 'key-9' })],
    ['a bad audience', () => token({ claims: { aud: 'another-project' } })],
    [
      'a bad issuer',
      () => token({ claims: { iss: 'https://securetoken.google.com/another-project' } }),
    ],
    ['an expired token', () => token({ claims: { exp: NOW_S - 60 } })],
    ['iat in the future', () => token({ claims: { iat: NOW_S + 600 } })],
    ['auth_time in the future', () => token({ claims: { auth_time: NOW_S + 600 } })],
    ['no auth_time', () => token({ claims: { auth_time: undefined } })],
    ['an empty sub', () => token({ claims: { sub: '' } })],
    ['an over-long sub', () => token({ claims: { sub: 'u'.repeat(129) } })],
    [
      'a tampered signature',
      async () => {
        const [header, payload, signature = ''] = (await token()).split('.');
        const flipped = signature.startsWith('A')
          ? `B${signature.slice(1)}`
          : `A${signature.slice(1)}`;
        return `${header}.${payload}.${flipped}`;
      },
    ],
    ['a signature by another key', () => token({ key: otherKey })],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await token()).split('.');
        const forged = btoa(JSON.stringify({ sub: 'admin', aud: PROJECT })).replaceAll('=', '');
        return `${header}.${forged}.${signature}`;
      },
    ],
    [
      'an unsigned token when not in emulator mode',
      async () => emulatorToken({ uid: 'x' }, PROJECT),
    ],
    ['something that is not a JWT', async () => 'not-a-token'],
  ])('refuses %s', async (_case, make) => {
    await expect(verify(await make())).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it("accepts the Auth Emulator's unsigned tokens only in emulator mode", async () => {
    const unsigned = emulatorToken({ uid: 'emu-1', email: 'a@b.it' }, PROJECT);
    await expect(
      verifyIdToken(unsigned, { ...production, emulator: true }, async () => []),
    ).resolves.toMatchObject({
      uid: 'emu-1',
    });
    const wrongProject = emulatorToken({ uid: 'emu-1' }, 'other');
    await expect(
      verifyIdToken(wrongProject, { ...production, emulator: true }, async () => []),
    ).rejects.toBeInstanceOf(InvalidTokenError);
  });
});

describe('authConfig', () => {
  it('refuses the emulator in a production config', () => {
    expect(() =>
      authConfig({
        ENVIRONMENT: 'production',
        FIREBASE_PROJECT_ID: PROJECT,
        AUTH_EMULATOR: 'true',
      }),
    ).toThrow(AuthConfigError);
  });

  it('reads the project and the staff e-mails', () => {
    const config = authConfig({
      ENVIRONMENT: 'production',
      FIREBASE_PROJECT_ID: PROJECT,
      ADMIN_EMAILS: ' Staff@Riparolab.it, ,altro@riparolab.it',
    });
    expect(config).toEqual({
      projectId: PROJECT,
      emulator: false,
      adminEmails: new Set(['staff@riparolab.it', 'altro@riparolab.it']),
    });
    expect(() => authConfig({ ENVIRONMENT: 'production' })).toThrow(AuthConfigError);
  });
});

describe("Google's signing keys", () => {
  it('are cached for as long as Cache-Control says, and fetched again after', async () => {
    forgetSigningKeys();
    let calls = 0;
    const fetcher = (async () => {
      calls += 1;
      return new Response(JSON.stringify({ keys }), {
        headers: { 'cache-control': 'public, max-age=600, must-revalidate' },
      });
    }) as unknown as typeof fetch;
    expect(await googleSigningKeys(fetcher, NOW)).toEqual(keys);
    await googleSigningKeys(fetcher, NOW + 599_000);
    expect(calls).toBe(1);
    await googleSigningKeys(fetcher, NOW + 601_000);
    expect(calls).toBe(2);
    forgetSigningKeys();
  });

  it('read max-age, falling back to an hour', () => {
    expect(maxAgeSeconds('public, max-age=19890, must-revalidate, no-transform')).toBe(19890);
    expect(maxAgeSeconds(null)).toBe(3600);
  });
});
