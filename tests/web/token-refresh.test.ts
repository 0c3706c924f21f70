import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGraphQLClient } from '../../web/app/urql';
import { graphql } from '../../web/graphql';

/** An unsigned JWT-shaped token valid for an hour: the client only reads its expiry. */
function tokenNamed(name: string) {
  const part = (value: object) => btoa(JSON.stringify(value)).replaceAll('=', '');
  return `${part({ alg: 'none' })}.${part({ exp: Date.now() / 1000 + 3600, name })}.`;
}
const STALE = tokenNamed('stale');
const FRESH = tokenNamed('fresh');

const auth = vi.hoisted(() => ({
  currentIdToken: vi.fn(async (forceRefresh?: boolean) => (forceRefresh ? FRESH : STALE)),
  useAuth: () => ({ user: null }),
}));
vi.mock('../../web/account/auth', () => auth);

afterEach(() => {
  vi.unstubAllGlobals();
  auth.currentIdToken.mockClear();
});

const AdminCounts = graphql(`
  query AdminCountsProbe {
    adminCounts {
      newQuotes
    }
  }
`);

describe('a staff token the server finds too old', () => {
  it('is refreshed from Firebase and the request sent again with the new one', async () => {
    const authorizations: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const authorization = new Headers(init?.headers).get('authorization');
        authorizations.push(authorization);
        const body =
          authorization === `Bearer ${FRESH}`
            ? { data: { adminCounts: { newQuotes: 2 } } }
            : {
                data: null,
                errors: [
                  {
                    message: 'La sessione va rinnovata: riprova.',
                    extensions: { code: 'UNAUTHENTICATED' },
                  },
                ],
              };
        return new Response(JSON.stringify(body), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const result = await createGraphQLClient().query(AdminCounts, {}).toPromise();
    expect(result.data?.adminCounts.newQuotes).toBe(2);
    expect(authorizations).toEqual([`Bearer ${STALE}`, `Bearer ${FRESH}`]);
    expect(auth.currentIdToken).toHaveBeenLastCalledWith(true);
  });
});
