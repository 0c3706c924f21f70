/**
 * A GraphQL POST's body, read and parsed once: jsonBody (json-body.ts) reads it to check it is
 * JSON and hands it on (worker/graphql/endpoint.ts); the response cache then looks at the same
 * text and document instead of reading and parsing the request again, which is most of what a
 * POST answered from the cache costs.
 */
export interface PostedBody {
  text: string;
  /** The parsed body; undefined when the text is not JSON. */
  json: unknown;
}

/** The parsed text, or undefined when it is not JSON (no JSON text parses to undefined). */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads the request's body, which leaves the request unreadable. */
export async function readPostedBody(request: Pick<Request, 'text'>): Promise<PostedBody> {
  const text = await request.text();
  return { text, json: parsedJson(text) };
}

/**
 * The request as Yoga reads it: one whose body jsonBody read comes back with that body, under the
 * media type Yoga's JSON parser knows. Built only for a request the caches did not answer, since
 * copying a request is a good part of what a cached answer would cost.
 */
export function readableRequest(request: Request, posted: PostedBody | undefined): Request {
  if (posted === undefined || !request.bodyUsed) return request;
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  return new Request(request, { headers, body: posted.text });
}
