/**
 * A GraphQL POST's body, read and parsed once: jsonBody (json-body.ts) reads it to check it is
 * JSON, and the response cache then looks at the same text and document instead of reading and
 * parsing the request again, which is most of what a POST answered from the cache costs.
 */
export interface PostedBody {
  text: string;
  /** The parsed body; undefined when the text is not JSON. */
  json: unknown;
}

const bodies = new WeakMap<Request, PostedBody>();

/** The parsed text, or undefined when it is not JSON (no JSON text parses to undefined). */
export function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function keepPostedBody(request: Request, body: PostedBody): void {
  bodies.set(request, body);
}

/** The body kept for this request, or read from a copy of it (the request stays readable). */
export async function postedBody(request: Request): Promise<PostedBody> {
  let body = bodies.get(request);
  if (body === undefined) {
    const text = await request.clone().text();
    body = { text, json: parsedJson(text) };
    bodies.set(request, body);
  }
  return body;
}

/**
 * The request as Yoga reads it: one whose body jsonBody read comes back with that body, under the
 * media type Yoga's JSON parser knows. Built only for a request the caches did not answer, since
 * copying a request is a good part of what a cached answer would cost.
 */
export function readableRequest(request: Request): Request {
  const body = bodies.get(request);
  if (body === undefined || !request.bodyUsed) return request;
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  return new Request(request, { headers, body: body.text });
}
