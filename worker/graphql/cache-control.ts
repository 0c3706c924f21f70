import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { isPublicRead } from '../../schema/public-reads';

/**
 * Browsers always revalidate; a shared cache may answer for a few seconds and refresh in the
 * background, so a price edited in the shop module reaches everyone within half a minute.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=20';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Marks successful GET reads of the catalogue as shareable and everything else (personal data,
 * mutations, errors) as never stored.
 */
export function cacheControlPlugin(): Plugin {
  const shareable = new WeakSet<Request>();
  return {
    onExecute({ args }) {
      const { request } = args.contextValue;
      if (request.method !== 'GET' || !isPublicRead(args.document, args.operationName)) {
        return;
      }
      return {
        onExecuteDone({ result }) {
          if (!isAsyncIterable(result) && !result.errors?.length) shareable.add(request);
        },
      };
    },
    onResponse({ request, response }) {
      response.headers.set(
        'Cache-Control',
        shareable.has(request) ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
      );
    },
  };
}
