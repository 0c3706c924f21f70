import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_CACHE_HEADER } from '../../schema/catalogue-cache';
import { ByteBoundedCache } from '../../worker/graphql/byte-bounded-cache';
import { parsedDocuments, parseErrors } from '../../worker/graphql/parse-caches';
import { persistedDocuments } from '../../worker/graphql/persisted-queries';
import { PUBLIC_CACHE_CONTROL } from '../../worker/graphql/public-reads';
import { MAX_QUERY_LENGTH } from '../../worker/graphql/query-length';
import {
  cachedCatalogueRead,
  catalogueAnswers,
  publicTexts,
  rememberCatalogueRead,
} from '../../worker/graphql/response-cache';
import { sha256Hex } from '../../worker/random';
import { codes, type GraphQLBody, postedBodyOf, rawGql, send } from './client';

const MB = 1024 * 1024;

/** A query text of about `length` characters that reads the categories, told apart by `n`. */
const paddedCategories = (n: number, length: number) => {
  const head = `{ categories { id } } # ${n} `;
  return head + 'x'.repeat(Math.max(0, length - head.length));
};

const publicAnswer = (bytes: number) =>
  new Response(`{"data":"${'x'.repeat(bytes)}"}`, {
    headers: { 'content-type': 'application/json', 'cache-control': PUBLIC_CACHE_CONTROL },
  });

const getRequest = (n: number) =>
  new Request(`https://shop.test/graphql?query=${encodeURIComponent(`{ products { id } } #${n}`)}`);

/** Asks the caches as the Worker does, waiting for their background work. */
async function cached(request: Request, version = 1) {
  const work: Promise<unknown>[] = [];
  const answer = await cachedCatalogueRead(
    request,
    version,
    (w) => work.push(w),
    await postedBodyOf(request),
  );
  await Promise.all(work);
  return answer;
}

/**
 * Keeps an answer as the Worker does and asks for it again, which puts a GET's in the location's
 * cache too.
 */
async function keep(request: Request, answer: Response, version = 1) {
  const kept = await rememberCatalogueRead(request, answer, version, await postedBodyOf(request));
  await cached(request, version);
  return kept;
}

const locationCache = () => (caches as unknown as { default: Cache }).default;

afterEach(() => vi.restoreAllMocks());

describe('a cache bounded in bytes', () => {
  const cache = () =>
    new ByteBoundedCache<string>(
      { totalBytes: 10_000, entryBytes: 3_000 },
      (value) => value.length,
    );

  it('lets the least recently used go once the total would pass its bound', () => {
    const texts = cache();
    for (let n = 0; n < 20; n++) {
      texts.set(`k${n}`, 'v'.repeat(1_000));
      if (n === 5) texts.get('k0');
      expect(texts.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(texts.get('k19')).toBeDefined();
    expect(texts.get('k1')).toBeUndefined();
    expect(texts.bytes).toBeGreaterThan(8_000);
  });

  it('keeps nothing heavier than an entry may be, key included', () => {
    const texts = cache();
    expect(texts.set('small', 'v'.repeat(2_000))).toBe(true);
    expect(texts.set('value', 'v'.repeat(3_000))).toBe(false);
    expect(texts.set('k'.repeat(1_500), 'v')).toBe(false);
    expect(texts.get('value')).toBeUndefined();
    // Replacing an entry counts it once.
    const before = texts.bytes;
    texts.set('small', 'v'.repeat(2_000));
    expect(texts.bytes).toBe(before);
    texts.clear();
    expect(texts.bytes).toBe(0);
  });
});

describe("the isolate's catalogue answers", () => {
  it('hold at most 16 MB, however many answers come', async () => {
    for (let n = 0; n < 100; n++) await keep(getRequest(n), publicAnswer(200 * 1024));
    expect(catalogueAnswers.bytes).toBeLessThanOrEqual(16 * MB);
    expect(catalogueAnswers.bytes).toBeGreaterThan(15 * MB);
    const match = vi.spyOn(locationCache(), 'match');
    expect(await cached(getRequest(99))).not.toBeNull();
    expect(match).not.toHaveBeenCalled();
    // The first is gone from the isolate; the location's cache still has it.
    expect(await cached(getRequest(0))).not.toBeNull();
    expect(match).toHaveBeenCalledTimes(1);
  });

  it('count the keys: POST bodies of 60 KB fill the bound too', async () => {
    for (let n = 0; n < 200; n++) {
      const body = JSON.stringify({ query: paddedCategories(n, 60 * 1024) });
      await keep(
        new Request('https://shop.test/graphql', { method: 'POST', body }),
        publicAnswer(10),
      );
    }
    expect(catalogueAnswers.bytes).toBeLessThanOrEqual(16 * MB);
  });

  it('serve an answer over 256 KB whole, as computed, without keeping it anywhere', async () => {
    const put = vi.spyOn(locationCache(), 'put');
    const big = 300 * 1024;
    const served = await keep(getRequest(1), publicAnswer(big));
    expect(served.headers.get(CATALOGUE_CACHE_HEADER)).toBe('miss');
    expect((await served.text()).length).toBe(big + '{"data":""}'.length);
    expect(await cached(getRequest(1))).toBeNull();
    expect(put).not.toHaveBeenCalled();
    expect(catalogueAnswers.bytes).toBe(0);
  });
});

describe('query texts', () => {
  it('refuses one over the length before parsing or keeping it', async () => {
    const query = paddedCategories(1, MAX_QUERY_LENGTH + 1);
    const hash = await sha256Hex(query);
    const refused = await rawGql(query);
    expect(refused.status).toBe(413);
    expect(refused.body.errors?.[0]?.message).toBe('La query è troppo lunga.');
    expect(codes(refused.body)).toEqual(['PAYLOAD_TOO_LARGE']);
    const persisted = await send(
      new Request('https://shop.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query,
          extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
        }),
      }),
    );
    expect(persisted.status).toBe(413);
    expect(persistedDocuments.get(hash)).toBeUndefined();
    expect(parsedDocuments.get(query)).toBeUndefined();
    expect(publicTexts.get(`\n${query}`)).toBeUndefined();
    // At the length exactly, it runs.
    const longest = await rawGql(paddedCategories(2, MAX_QUERY_LENGTH));
    expect(longest.body.errors).toBeUndefined();
  });

  it('keep persisted documents within 2 MB', async () => {
    for (let n = 0; n < 140; n++) {
      const query = paddedCategories(n, MAX_QUERY_LENGTH);
      const url = new URL('https://shop.test/graphql');
      url.searchParams.set('query', query);
      url.searchParams.set(
        'extensions',
        JSON.stringify({ persistedQuery: { version: 1, sha256Hash: await sha256Hex(query) } }),
      );
      const response = await send(new Request(url, { headers: { accept: 'application/json' } }));
      expect(((await response.json()) as GraphQLBody<unknown>).errors).toBeUndefined();
    }
    expect(persistedDocuments.bytes).toBeLessThanOrEqual(2 * MB);
    expect(persistedDocuments.bytes).toBeGreaterThan(1.9 * MB);
  });

  it("keep Yoga's parsed documents and parse errors within their bounds", async () => {
    // About 250 tokens each, told apart by an alias: the heaviest document still kept.
    const heavy = (n: number) => `{ c${n}: categories { ${'id '.repeat(240)} } }`;
    for (let n = 0; n < 60; n++) expect((await rawGql(heavy(n))).body.errors).toBeUndefined();
    expect(parsedDocuments.bytes).toBeLessThanOrEqual(12 * MB);
    expect(parsedDocuments.bytes).toBeGreaterThan(11 * MB);
    expect(parsedDocuments.get(heavy(59))).toBeDefined();
    // Past an entry's bound a document is answered, parsed again each time, never kept.
    const heavier = `{ categories { ${'id '.repeat(600)} } }`;
    expect((await rawGql(heavier)).body.errors).toBeUndefined();
    expect(parsedDocuments.get(heavier)).toBeUndefined();

    for (let n = 0; n < 200; n++) {
      const broken = `{ categories { id } ${n} ${'x'.repeat(MAX_QUERY_LENGTH - 40)}`;
      expect(codes((await rawGql(broken)).body)).toEqual(['GRAPHQL_PARSE_FAILED']);
    }
    expect(parseErrors.bytes).toBeLessThanOrEqual(MB);
    expect(parseErrors.bytes).toBeGreaterThan(0.9 * MB);
  });

  it('keep which POSTed texts are public reads within 1 MB, parsed under the token limit', async () => {
    for (let n = 0; n < 80; n++) {
      expect((await rawGql(paddedCategories(n, MAX_QUERY_LENGTH))).body.errors).toBeUndefined();
    }
    expect(publicTexts.bytes).toBeLessThanOrEqual(MB);
    expect(publicTexts.bytes).toBeGreaterThan(0.9 * MB);

    // Over Yoga's token limit the text is no public read to the cache either, before Yoga says so.
    const tooManyTokens = `{ categories { ${'id '.repeat(1_100)} } }`;
    expect(codes((await rawGql(tooManyTokens)).body)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(publicTexts.get(`\n${tooManyTokens}`)).toBe(false);
  });
});
