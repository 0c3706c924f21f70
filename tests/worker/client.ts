import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { TadaDocumentNode } from 'gql.tada';
import { print } from 'graphql';
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

interface SendOptions {
  headers?: Record<string, string>;
  bindings?: Env;
}

async function post<T>(query: string, variables: unknown, options: SendOptions): Promise<Sent<T>> {
  const response = await send(graphqlPost({ query, variables }, options.headers), options.bindings);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text), text };
}

/**
 * Sends a typed document (graphql() of web/graphql.ts, over the printed schema) as the client
 * does: its variables and its answer are typed, so a renamed field fails to compile here.
 */
export function gql<Result, Variables>(
  document: TadaDocumentNode<Result, Variables>,
  variables?: Variables,
  options: SendOptions = {},
): Promise<Sent<Result>> {
  return post(print(document), variables, options);
}

/**
 * Sends a raw document, for what a client could send but no typed document can say: fields the
 * schema lacks, bad syntax, cost and depth attacks, texts the caches key by; and for tables of
 * different operations a test runs alike (their answers are not read field by field). The test
 * types the answer.
 */
export function rawGql<T = Record<string, unknown>>(
  rawDocument: string,
  variables?: Record<string, unknown>,
  options: SendOptions = {},
): Promise<Sent<T>> {
  return post(rawDocument, variables, options);
}

/** The data of an answer that must go through (a step on the way to what a test is about). */
export function dataOf<T>({ body }: Sent<T>): T {
  if (body.errors || !body.data)
    throw new Error(`the request was refused: ${JSON.stringify(body)}`);
  return body.data;
}

/** The error codes of a response, for compact assertions. */
export function codes(body: GraphQLBody<unknown>): string[] {
  return (body.errors ?? []).map((error) => error.extensions.code);
}

/** A POST's body as the Worker's jsonBody hands it to the caches; a GET has none. */
export const postedBodyOf = async (request: Request): Promise<PostedBody | undefined> =>
  request.method === 'POST' ? readPostedBody(request.clone()) : undefined;
