import { env } from 'cloudflare:workers';
import { createYoga } from 'graphql-yoga';
import type { GraphQLContext } from '../context';
import { errorCodesPlugin } from './error-codes';
import { logger, maskError } from './errors';
import { queryLimitPlugins } from './limits';
import { mutationsAtPrimaryPlugin } from './mutations-at-primary';
import { parsedDocuments, parseErrors } from './parse-caches';
import { persistedQueriesPlugin } from './persisted-queries';
import { publicReadsPlugin } from './public-reads';
import { queryLengthPlugin } from './query-length';
import { schema } from './schema';

const development = env.ENVIRONMENT === 'development';

/** Built once per isolate: the schema and the server never change between requests. */
export const yoga = createYoga<GraphQLContext>({
  schema,
  graphqlEndpoint: '/graphql',
  // The runtime's own Request/Response: the bundled ponyfills are not the classes workerd returns.
  fetchAPI: globalThis,
  batching: false,
  // Yoga's default reflects any origin with credentials; the Worker answers CORS (http/cors.ts).
  cors: false,
  graphiql: development,
  landingPage: false,
  logging: logger,
  // Bounded in bytes (parse-caches.ts); validations are kept per document, so they follow it.
  parserAndValidationCache: { documentCache: parsedDocuments, errorCache: parseErrors },
  maskedErrors: {
    errorMessage: 'Si è verificato un errore imprevisto. Riprova tra qualche istante.',
    isDev: false,
    maskError,
  },
  plugins: [
    // First: a text too long is refused before it is stored, looked up or parsed.
    queryLengthPlugin(),
    persistedQueriesPlugin(),
    ...queryLimitPlugins({ environment: env.ENVIRONMENT }),
    publicReadsPlugin(),
    mutationsAtPrimaryPlugin(),
    errorCodesPlugin(),
  ],
});
