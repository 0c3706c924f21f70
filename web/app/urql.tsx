import { authExchange } from '@urql/exchange-auth';
import { persistedExchange } from '@urql/exchange-persisted';
import { type ReactNode, useMemo } from 'react';
import { Client, cacheExchange, fetchExchange, makeOperation, mapExchange, Provider } from 'urql';
import { isPublicRead } from '../../schema/public-reads';
import { currentIdToken, useAuth } from '../account/auth';
import { fetchWithBookmark } from './d1-bookmark';

/** Seconds left before a JWT expires, read from its payload (no verification: that is the Worker's). */
function secondsLeft(token: string): number {
  try {
    const payload = JSON.parse(
      atob((token.split('.')[1] ?? '').replaceAll('-', '+').replaceAll('_', '/')),
    );
    return typeof payload.exp === 'number' ? payload.exp - Date.now() / 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * A URL lands in server logs, browser history and shared caches, so only the public catalogue
 * reads may go as GET (docs/product.md#access); order tokens, guest order lists, repair codes
 * and e-mails, and anything personal travel in a POST body. It must come after persistedExchange,
 * which asks for GET on every query.
 */
const postUnlessPublicExchange = mapExchange({
  onOperation: (operation) =>
    operation.kind === 'query' && !isPublicRead(operation.query)
      ? makeOperation(operation.kind, operation, { ...operation.context, preferGetMethod: false })
      : operation,
});

export function createGraphQLClient() {
  return new Client({
    url: '/graphql',
    fetch: fetchWithBookmark,
    exchanges: [
      cacheExchange,
      authExchange(async (utils) => {
        let token = await currentIdToken();
        return {
          addAuthToOperation: (operation) =>
            token
              ? utils.appendHeaders(operation, { Authorization: `Bearer ${token}` })
              : operation,
          willAuthError: () => token !== null && secondsLeft(token) < 60,
          didAuthError: (error) =>
            error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'),
          refreshAuth: async () => {
            token = await currentIdToken(true);
          },
        };
      }),
      // Queries go out with the document's hash; catalogue reads as GET, so the edge can cache them.
      persistedExchange({ preferGetForPersistedQueries: 'within-url-limit' }),
      postUnlessPublicExchange,
      fetchExchange,
    ],
  });
}

/** One client per signed-in user: a new person never sees the previous one's cached data. */
export function GraphQLProvider({ children }: { children: ReactNode }) {
  const uid = useAuth().user?.uid ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the client is rebuilt exactly when the person changes
  const client = useMemo(() => createGraphQLClient(), [uid]);
  return <Provider value={client}>{children}</Provider>;
}
