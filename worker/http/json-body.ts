import { createMiddleware } from 'hono/factory';
import { errorBody } from './error-body';
import { type PostedBody, readPostedBody } from './posted-body';

/** What a GraphQL POST may declare; parameters such as `charset` may follow. */
const JSON_MEDIA_TYPES = new Set(['application/json', 'application/graphql-response+json']);

/** What jsonBody hands to the stages after it. */
type HandsOnBody = { Variables: { posted?: PostedBody } };

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/**
 * A POST must carry JSON (docs/product.md#errors). A browser sends form-encoded, multipart and
 * text/plain posts to another site without asking it first, so refusing them before reading the
 * body keeps other sites' pages out (CSRF). A body that is not JSON gets a 400 whatever the client
 * accepts; Yoga would answer 200 to a client that accepts `application/json`. The body read is
 * handed on as `posted`: the request's own can be read only once.
 */
export const jsonBody = createMiddleware<HandsOnBody>(async (c, next) => {
  if (c.req.method !== 'POST') return next();
  if (!JSON_MEDIA_TYPES.has(mediaType(c.req.header('content-type')))) {
    return c.json(
      errorBody('La richiesta deve essere inviata in formato JSON.', 'UNSUPPORTED_MEDIA_TYPE'),
      415,
    );
  }
  const posted = await readPostedBody(c.req.raw);
  if (posted.json === undefined) {
    return c.json(errorBody('Il corpo della richiesta non è un JSON valido.', 'BAD_REQUEST'), 400);
  }
  c.set('posted', posted);
  await next();
});
