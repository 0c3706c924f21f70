import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { type PostedBody, readPostedBody } from '../../worker/http/posted-body';
import worker from '../../worker/index';

export interface GraphQLErrorBody {
  message: string;
  path?: string[];
  extensions: { code: string; field?: string; [key: string]: unknown };
}

export interface GraphQLBody<T> {
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

export interface Sent<T> {
  status: number;
  headers: Headers;
  body: GraphQLBody<T>;
  text: string;
}

/** Static assets holding only the client's page, for the site's pages without a build. */
export const shellOnlyAssets = {
  async fetch(input: RequestInfo | URL) {
    const { pathname } = new URL(input instanceof Request ? input.url : input);
    return pathname === '/'
      ? new Response('<html><head><title>RiparoLab</title></head><body></body></html>', {
          headers: { 'content-type': 'text/html' },
        })
      : new Response('Not Found', { status: 404 });
  },
} as unknown as Fetcher;

/** Calls the Worker exactly as a browser would, with an optional replacement environment. */
export async function send(request: Request, bindings: Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A POST to /graphql as a browser sends it; a string body is sent as it is (JSON or not). */
export function graphqlPost(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('https://shop.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function gql<T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
  options: { headers?: Record<string, string>; bindings?: Env } = {},
): Promise<Sent<T>> {
  const response = await send(graphqlPost({ query, variables }, options.headers), options.bindings);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text), text };
}

/** The error codes of a response, for compact assertions. */
export function codes(body: GraphQLBody<unknown>): string[] {
  return (body.errors ?? []).map((error) => error.extensions.code);
}

/** A POST's body as the Worker's jsonBody hands it to the caches; a GET has none. */
export const postedBodyOf = async (request: Request): Promise<PostedBody | undefined> =>
  request.method === 'POST' ? readPostedBody(request.clone()) : undefined;
