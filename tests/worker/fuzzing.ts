/**
 * What the seeded fuzz tests share: the run's seed and how to replay a failure, one request sent
 * as a caller would, and the properties every answer must hold whatever the input.
 */
import fc from 'fast-check';
import { expect, inject } from 'vitest';
import { graphqlPost, send } from './client';
import { newClientAddress } from './fixtures';

/** The seed of this run: FUZZ_SEED when replaying, else a new one. */
export const SEED = seedOf(inject('fuzzSeed'));
export const PATH = inject('fuzzPath') || undefined;

function seedOf(given: string): number {
  if (!given) return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not "${given}"`);
  return seed;
}

/** How to run a failed test again, exactly as it failed: its file, and its name up to a colon. */
function replayHint(file: string, name: string, failure: string) {
  const path = failure.match(/path: "([^"]+)"/)?.[1];
  return (
    `FUZZ_SEED=${SEED}${path ? ` FUZZ_PATH="${path}"` : ''} ` +
    `npm run test:worker -- ${file} -t '${name}:'`
  );
}

/** Runs a property `runs` times from the run's seed; a failure says how to replay it. */
export async function assertFuzz<Ts extends [unknown, ...unknown[]]>(
  file: string,
  name: string,
  property: fc.IAsyncProperty<Ts>,
  runs: number,
) {
  try {
    await fc.assert(property, { numRuns: runs, seed: SEED, path: PATH });
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${name}: the fuzz failed with seed ${SEED}. Replay it with\n  ${replayHint(file, name, failure)}\n\n${failure}`,
      { cause: error },
    );
  }
}

export interface Caller {
  label: string;
  signedIn: boolean;
  headers: Record<string, string>;
}

export interface Attempt {
  variables: unknown;
  extensions: unknown;
  caller: Caller;
  method: 'GET' | 'POST';
  accept: string | undefined;
}

export interface Answer {
  status: number;
  text: string;
  requestBytes: number;
}

export async function call(document: string, attempt: Attempt): Promise<Answer> {
  // Each request its own client address, so the per-client rate limits do not hide validation.
  const headers: Record<string, string> = {
    ...attempt.caller.headers,
    'cf-connecting-ip': newClientAddress(),
  };
  if (attempt.accept) headers.accept = attempt.accept;
  let request: Request;
  let requestBytes: number;
  if (attempt.method === 'GET') {
    const params = new URLSearchParams({ query: document });
    if (attempt.variables !== undefined) {
      params.set('variables', JSON.stringify(attempt.variables));
    }
    if (attempt.extensions !== undefined) {
      params.set('extensions', JSON.stringify(attempt.extensions));
    }
    const url = `https://shop.test/graphql?${params}`;
    requestBytes = url.length;
    request = new Request(url, { headers });
  } else {
    const body = JSON.stringify({
      query: document,
      variables: attempt.variables,
      extensions: attempt.extensions,
    });
    requestBytes = new TextEncoder().encode(body).length;
    request = graphqlPost(body, headers);
  }
  const response = await send(request);
  return { status: response.status, text: await response.text(), requestBytes };
}

export interface ErrorShape {
  message?: unknown;
  extensions?: Record<string, unknown>;
}
export interface ResponseShape {
  data?: Record<string, unknown> | null;
  errors?: ErrorShape[];
}

/** What must never reach a client: stack frames, source files, driver and database errors. */
const INTERNALS = /\bat \S+ \(|\.ts:\d+|node_modules|originalError|stack|D1_|SQLITE/i;
/**
 * What graphql-js says back of a variable it refused: the client's own value, which random input
 * may spell like an internal ("0.d1_…"), so it is left out of the scan.
 */
const ECHOED_VALUE = /got invalid value .*?; /g;
/** Extension keys a client may see (see worker/graphql/error-codes.ts). */
const PUBLIC_EXTENSIONS = new Set(['code', 'field', 'fields', 'retryAfterSeconds']);
/** Far below the Worker's body limit: a smaller request refused as too large is a bug. */
const SURELY_SMALL_BYTES = 16 * 1024;

/**
 * Properties 1–3: a JSON answer with a sane status, coded errors and nothing internal. `refusals`
 * names the other statuses a request of this shape may earn (405 for a private GET, 415 for a
 * body that is not JSON).
 */
export function checkAnswer(
  { status, text, requestBytes }: Answer,
  refusals: readonly number[] = [],
): ResponseShape {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${status}, body is not JSON: ${text.slice(0, 300)}`);
  }
  expect(parsed, text.slice(0, 300)).toBeTypeOf('object');
  expect(parsed).not.toBeNull();
  const body = parsed as ResponseShape;
  const errorCodes = (body.errors ?? []).map((error) => error.extensions?.code);

  const tooLarge =
    status === 413 &&
    requestBytes > SURELY_SMALL_BYTES &&
    errorCodes.length === 1 &&
    errorCodes[0] === 'PAYLOAD_TOO_LARGE';
  expect(
    status === 200 || status === 400 || tooLarge || refusals.includes(status),
    `HTTP ${status}: ${text.slice(0, 300)}`,
  ).toBe(true);
  expect(
    text.replace(ECHOED_VALUE, '').match(INTERNALS)?.[0],
    `internals in: ${text.slice(0, 500)}`,
  ).toBeUndefined();

  for (const error of body.errors ?? []) {
    const where = JSON.stringify(error).slice(0, 300);
    expect(error.message, where).toBeTypeOf('string');
    expect(error.extensions?.code, where).toBeTypeOf('string');
    // A masked, unexpected exception: the input reached code that did not expect it.
    expect(error.extensions?.code, where).not.toBe('INTERNAL_SERVER_ERROR');
    for (const key of Object.keys(error.extensions ?? {})) {
      expect(PUBLIC_EXTENSIONS.has(key), `extension "${key}" in ${where}`).toBe(true);
    }
  }
  if (status !== 200) expect(body.errors?.length, text.slice(0, 300)).toBeGreaterThan(0);
  return body;
}
