import { Client, cacheExchange, fetchExchange } from 'urql';

export function createGraphQLClient() {
  return new Client({
    url: '/graphql',
    exchanges: [cacheExchange, fetchExchange],
  });
}
