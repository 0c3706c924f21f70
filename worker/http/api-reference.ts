import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { API_REFERENCE_PATH, API_SCHEMA_PATH } from '../../schema/api-paths';
import reference from '../../schema/api-reference.html?raw';
import sdl from '../../schema/schema.graphql?raw';

/**
 * Both change only with a deployment: a client may keep them five minutes, then asks again with
 * the ETag and gets 304 while they are the same.
 */
const CACHE_CONTROL = 'public, max-age=300';

/** The page loads nothing and runs nothing: its own inline styles, the site's icon. */
const REFERENCE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The API for outside programs (docs/api.md): the reference generated from the schema
 * (scripts/api-reference.ts), and the schema in SDL, which production's GraphQL will not
 * describe (no introspection). Both are public, and the SDL may be read from any origin.
 */
export const apiReferenceRoutes = new Hono<{ Bindings: Env }>()
  .get(API_REFERENCE_PATH, etag(), (c) =>
    c.body(reference, 200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': CACHE_CONTROL,
      'content-security-policy': REFERENCE_CSP,
    }),
  )
  .get(API_SCHEMA_PATH, etag(), (c) =>
    c.body(sdl, 200, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': CACHE_CONTROL,
      'access-control-allow-origin': '*',
    }),
  );
