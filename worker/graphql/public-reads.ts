import { getOperationAST } from 'graphql';
import { createGraphQLError, isAsyncIterable, type Plugin } from 'graphql-yoga';
import { isPublicRead } from '../../schema/public-reads';
import type { GraphQLContext } from '../context';

/**
 * Anyone may keep a public read, but nobody may answer with it without asking again: the Worker's
 * own caches (graphql/response-cache.ts) answer at once and follow the catalogue's version, and
 * Cloudflare's edge does not store a Worker's responses on its own, so an s-maxage would promise
 * nothing.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * A URL ends up in logs, histories and Referer headers, so a GET may carry only a public catalogue
 * read (docs/product.md#access); order tokens, e-mail addresses and repair codes travel in POST
 * bodies.
 */
const postOnly = () =>
  createGraphQLError(
    'Questa richiesta va inviata con POST: con GET si leggono solo i dati pubblici del catalogo.',
    {
      extensions: { code: 'METHOD_NOT_ALLOWED', http: { status: 405, headers: { Allow: 'POST' } } },
    },
  );

/**
 * GET is for public catalogue reads only. Any other GET is refused once its document is known (a
 * persisted query's hash counts as its document), before it runs; successful public reads, sent by
 * GET or POST, are marked shareable, and everything else (personal data, mutations, errors) as
 * never stored.
 */
export function publicReadsPlugin(): Plugin<GraphQLContext, GraphQLContext> {
  return {
    onParse() {
      return ({ result, context: { request, params } }) => {
        if (request?.method !== 'GET' || result instanceof Error || result === null) return;
        // An operation that cannot be told apart gets Yoga's own refusal.
        if (!getOperationAST(result, params?.operationName)) return;
        if (!isPublicRead(result, params?.operationName)) throw postOnly();
      };
    },
    onExecute({ args }) {
      const context = args.contextValue;
      if (!isPublicRead(args.document, args.operationName)) return;
      return {
        onExecuteDone({ result }) {
          if (!isAsyncIterable(result) && !result.errors?.length) context.shareable = true;
        },
      };
    },
    onResponse({ response, serverContext }) {
      // The context the Worker handed yoga.fetch is the one execution ran with.
      response.headers.set(
        'Cache-Control',
        serverContext.shareable ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
      );
    },
  };
}
