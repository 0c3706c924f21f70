import { env } from 'cloudflare:workers';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql } from '../../web/graphql';
import { AuthConfigError, authConfig } from '../../worker/accounts/auth-config';
import {
  forgetSigningKeys,
  googleSigningKeys,
  maxAgeSeconds,
  SigningKeysUnavailableError,
} from '../../worker/accounts/google-keys';
import { InvalidTokenError, verifyIdToken } from '../../worker/accounts/verify-token';
import { codes, gql, rawGql } from './client';
import { rowCount } from './fixtures';
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
  key?: CryptoKey | Uint8Array;
  alg?: string;
  project?: string;
  nowSeconds?: number;
}

async function token({
  claims = {},
  kid = 'key-1',
  key = privateKey,
  alg = 'RS256',
  project = PROJECT,
  nowSeconds = NOW_S,
}: Options = {}) {
  const payload = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    sub: 'uid-123',
    email: 'Mario.Rossi@Example.it',
    email_verified: true,
    auth_time: nowSeconds - 100,
    iat: nowSeconds - 100,
    exp: nowSeconds + 3500,
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
      issuedAt: NOW_S - 100,
      authTime: NOW_S - 100,
    });
  });

  it.each<[string, Options]>([
    ['another audience', { claims: { aud: 'another-project' } }],
    ['another issuer', { claims: { iss: 'https://securetoken.google.com/another-project' } }],
    ['another project altogether', { project: 'shop-prod' }],
    ['an expired token', { claims: { exp: NOW_S - 60 } }],
    ['iat in the future', { claims: { iat: NOW_S + 600 } }],
    ['no subject', { claims: { sub: undefined } }],
    ['no key id', { kid: null }],
    [
      'a wrong algorithm',
      { alg: 'HS256', key: new TextEncoder().encode('a shared secret that is long enough') },
    ],
  ])('refuses %s without asking for the keys', async (_case, options) => {
    const signingKeys = vi.fn(async () => keys);
    await expect(
      verifyIdToken(await token(options), production, signingKeys, NOW),
    ).rejects.toBeInstanceOf(InvalidTokenError);
    expect(signingKeys).not.toHaveBeenCalled();
  });

  it("leaves a failure to get the keys as the key source's own, not a refusal", async () => {
    const unavailable = new SigningKeysUnavailableError('unreachable');
    await expect(
      verifyIdToken(await token(), production, () => Promise.reject(unavailable), NOW),
    ).rejects.toBe(unavailable);
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
  const LOCAL = {
    ENVIRONMENT: 'development',
    FIREBASE_PROJECT_ID: 'demo-shop',
    AUTH_EMULATOR: 'true',
  };

  it('accepts unsigned tokens with a development Worker, a demo- project and AUTH_EMULATOR', async () => {
    const config = authConfig(LOCAL);
    expect(config.emulator).toBe(true);
    const unsigned = emulatorToken({ uid: 'emu-1' }, 'demo-shop');
    await expect(verifyIdToken(unsigned, config, async () => [])).resolves.toMatchObject({
      uid: 'emu-1',
    });
  });

  it.each<[string, Partial<Record<keyof typeof LOCAL, string | undefined>>]>([
    ['in production', { ENVIRONMENT: 'production' }],
    ['in the old test environment', { ENVIRONMENT: 'test' }],
    ['in the benchmark', { ENVIRONMENT: 'benchmark' }],
    ['for a real project', { FIREBASE_PROJECT_ID: 'shop-prod' }],
    ['for a project that only contains demo-', { FIREBASE_PROJECT_ID: 'shop-demo-1' }],
    ['without AUTH_EMULATOR', { AUTH_EMULATOR: undefined }],
    ['with AUTH_EMULATOR false', { AUTH_EMULATOR: 'false' }],
    [
      'with all three wrong',
      { ENVIRONMENT: 'production', FIREBASE_PROJECT_ID: 'shop-prod', AUTH_EMULATOR: undefined },
    ],
  ])('refuses unsigned tokens %s', async (_case, change) => {
    const settings = { ...LOCAL, ...change };
    const config = authConfig(settings);
    expect(config.emulator).toBe(false);
    const unsigned = emulatorToken({ uid: 'emu-1' }, config.projectId);
    await expect(verifyIdToken(unsigned, config, async () => [])).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
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

  it.each<[string, () => Promise<Response>]>([
    ['Google is unreachable', () => Promise.reject(new TypeError('Network connection lost.'))],
    ['Google answers 503', async () => new Response('Service Unavailable', { status: 503 })],
    ['the answer is not JSON', async () => new Response('<html>')],
    ['the answer holds no keys', async () => Response.json({ error: 'quota' })],
  ])('are unavailable when %s', async (_case, answer) => {
    forgetSigningKeys();
    const fetcher = (() => answer()) as unknown as typeof fetch;
    await expect(googleSigningKeys(fetcher, NOW)).rejects.toBeInstanceOf(
      SigningKeysUnavailableError,
    );
  });

  it('read max-age, falling back to an hour', () => {
    expect(maxAgeSeconds('public, max-age=19890, must-revalidate, no-transform')).toBe(19890);
    expect(maxAgeSeconds(null)).toBe(3600);
  });
});

describe("a request's token", () => {
  const fetchSpy = () => vi.spyOn(globalThis, 'fetch');
  const bearer = (jwt: string) => ({ headers: { authorization: `Bearer ${jwt}` } });
  /** Shaped like a Google-signed token for the local project; never checked against a key. */
  const forLocalProject = () =>
    token({ project: env.FIREBASE_PROJECT_ID, nowSeconds: Math.floor(Date.now() / 1000) });

  afterEach(() => {
    vi.restoreAllMocks();
    forgetSigningKeys();
  });

  it.each<[string, Partial<Env>]>([
    // Production as deployed: a production Worker without its origin answers nothing at all.
    ['in production', { ENVIRONMENT: 'production', SHOP_ORIGIN: 'https://shop.test' }],
    ['in the old test environment', { ENVIRONMENT: 'test' }],
    ['without AUTH_EMULATOR', { AUTH_EMULATOR: 'false' }],
  ])('is unsigned and refused %s: the visitor is anonymous', async (_case, change) => {
    const options = { ...bearer(emulatorToken({ uid: 'emu-1' })), bindings: { ...env, ...change } };
    const me = await gql(graphql('{ me { id } }'), undefined, options);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ data: { me: null } });
    const profile = await gql(graphql('mutation { ensureProfile { id } }'), undefined, options);
    expect(codes(profile.body)).toEqual(['UNAUTHENTICATED']);
    expect(await rowCount('users')).toBe(0);
  });

  it('is unsigned and refused for a project other than demo-: the visitor is anonymous', async () => {
    const bindings = { ...env, FIREBASE_PROJECT_ID: 'shop-prod' };
    const options = { ...bearer(emulatorToken({ uid: 'emu-1' }, 'shop-prod')), bindings };
    const profile = await gql(graphql('mutation { ensureProfile { id } }'), undefined, options);
    expect(codes(profile.body)).toEqual(['UNAUTHENTICATED']);
    expect(await rowCount('users')).toBe(0);
  });

  it("for another project never makes the Worker fetch Google's keys", async () => {
    const fetches = fetchSpy();
    const options = bearer(
      await token({ project: 'another-project', nowSeconds: Date.now() / 1000 }),
    );
    const products = await gql(graphql('{ products { id } }'), undefined, options);
    expect(products.status).toBe(200);
    expect(products.body.data?.products.length).toBeGreaterThan(0);
    expect((await gql(graphql('{ me { id } }'), undefined, options)).body).toEqual({
      data: { me: null },
    });
    expect(fetches).not.toHaveBeenCalled();
  });

  describe("with Google's keys out of reach", () => {
    it('answers public fields as to a visitor', async () => {
      const fetches = fetchSpy().mockRejectedValue(new TypeError('Network connection lost.'));
      const products = await gql(
        graphql('{ products { id } }'),
        undefined,
        bearer(await forLocalProject()),
      );
      expect(products.status).toBe(200);
      expect(products.body.errors).toBeUndefined();
      expect(products.body.data?.products.length).toBeGreaterThan(0);
      expect(fetches).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['me', '{ me { id email } }'],
      ['an account mutation', 'mutation { ensureProfile { id } }'],
      ['a staff field', '{ adminCounts { openRepairs } }'],
    ])('refuses %s with a coded 503, changing nothing', async (_case, query) => {
      fetchSpy().mockResolvedValue(new Response('Service Unavailable', { status: 503 }));
      const { status, body, text } = await rawGql(
        query,
        undefined,
        bearer(await forLocalProject()),
      );
      expect(status).toBe(503);
      expect(codes(body)).toEqual(['AUTH_UNAVAILABLE']);
      expect(body.errors?.[0]?.message).toBe(
        'Non riusciamo a verificare il tuo accesso in questo momento: riprova tra qualche istante.',
      );
      expect(text).not.toMatch(/stack|\.ts:\d+/);
      expect(await rowCount('users')).toBe(0);
    });
  });
});
