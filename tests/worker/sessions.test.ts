import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { D1_BOOKMARK_HEADER, isD1Bookmark, isLaterBookmark } from '../../schema/d1-bookmark';
import { graphql } from '../../web/graphql';
import {
  catalogueVersion,
  forgetCatalogueVersion,
  VERSION_FRESH_MS,
} from '../../worker/catalogue/version';
import { openRequestSession } from '../../worker/d1-session';
import { gql, send, shellOnlyAssets } from './client';
import { fromNewClient, orderInput, placeOrder } from './fixtures';

/**
 * The D1 binding, with a record of where each session it opens starts, and of the statements
 * sent to the binding itself, outside any session (always to the primary).
 */
function recordingD1() {
  const starts: (string | undefined)[] = [];
  const outsideSessions: string[] = [];
  const d1 = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'withSession') {
        return (start?: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      }
      if (property === 'prepare' || property === 'batch' || property === 'exec') {
        outsideSessions.push(property);
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { d1, starts, outsideSessions, bindings: { ...env, DB: d1 } };
}

const bookmarkOf = (headers: Headers) => headers.get(D1_BOOKMARK_HEADER);

/** A bookmark the Worker gave, from a plain read. */
async function someBookmark(): Promise<string> {
  const bookmark = bookmarkOf((await gql(graphql('{ product(id: "1") { id } }'))).headers);
  if (!isD1Bookmark(bookmark)) throw new Error(`no bookmark in the answer: ${bookmark}`);
  return bookmark;
}

/** One product's stock as the storefront reads it: a GET, with the tab's bookmark if it has one. */
async function stockNow(bookmark?: string) {
  const url = new URL('https://shop.test/graphql');
  url.searchParams.set('query', '{ product(id: "1") { stock } }');
  const response = await send(
    new Request(url, {
      headers: { accept: 'application/json', ...(bookmark && { [D1_BOOKMARK_HEADER]: bookmark }) },
    }),
  );
  const body = (await response.json()) as { data: { product: { stock: number } } };
  return { stock: body.data.product.stock, bookmark: bookmarkOf(response.headers) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a request's D1 session", () => {
  it('answers with its bookmark, and the next request starts from the one it sends', async () => {
    const sent = await someBookmark();
    const { starts, bindings } = recordingD1();
    const next = await gql(
      graphql('{ product(id: "1") { id } }'),
      {},
      { bindings, headers: { [D1_BOOKMARK_HEADER]: sent } },
    );
    expect(next.body.errors).toBeUndefined();
    expect(starts).toEqual([sent]);
    const answered = bookmarkOf(next.headers);
    expect(isD1Bookmark(answered)).toBe(true);
    // Never earlier than where it started.
    expect(isLaterBookmark(sent, answered)).toBe(false);
  });

  it.each([
    ['a word', 'segnalibro'],
    ['SQL', "'; DROP TABLE products; --"],
    ['upper-case hex', '00000000-00000001-00000000-0000000000000000000000000000000A'],
    ['a short bookmark', '00000000-00000001-00000000'],
    ['a long value', 'f'.repeat(4000)],
  ])('ignores %s sent as a bookmark, and still answers', async (_, garbage) => {
    const { starts, bindings } = recordingD1();
    // Not a catalogue read, whose session starts where the isolate last read the version.
    const answer = await gql(
      graphql('{ repairStatus(code: "RIP-ABCDEFGH", email: "nessuno@example.it") { status } }'),
      {},
      {
        bindings,
        headers: { [D1_BOOKMARK_HEADER]: garbage },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(starts).toEqual(['first-unconstrained']);
    expect(isD1Bookmark(bookmarkOf(answer.headers))).toBe(true);
  });

  it('starts a mutation at the primary, whatever bookmark the client sends', async () => {
    const { starts, bindings } = recordingD1();
    const subscribed = await gql(
      graphql(
        'mutation { subscribeNewsletter(email: "sessioni@example.it", consent: true) { email } }',
      ),
      {},
      {
        bindings,
        headers: { ...fromNewClient().headers, [D1_BOOKMARK_HEADER]: await someBookmark() },
      },
    );
    expect(subscribed.body.errors).toBeUndefined();
    expect(starts).toEqual(['first-primary']);
  });

  it('fixes where it starts at its first statement', async () => {
    const { d1, starts } = recordingD1();
    const earlier = await someBookmark();
    const later = bookmarkOf(
      (await placeOrder(orderInput([{ productId: '2', quantity: 1 }]))).headers,
    );
    if (!later) throw new Error('placeOrder answered without a bookmark');
    const session = openRequestSession(d1, later);
    session.startFrom(earlier);
    await session.db.run(sql`SELECT 1`);
    session.startAtPrimary();
    await session.db.run(sql`SELECT 1`);
    expect(starts).toEqual([later]);
  });
});

describe('pages and the sitemap', () => {
  // Home and the not-found page read nothing; the others one page's worth, in one session.
  it.each([
    ['/', 0],
    ['/shop', 1],
    ['/shop?category=smartphone', 1],
    ['/product-overview/1', 1],
    ['/nessuna-pagina', 0],
    ['/sitemap.xml', 1],
    ['/sitemap-2.xml', 1],
  ])('reads %s through a session a nearby replica may answer', async (path, sessions) => {
    const { starts, outsideSessions, bindings } = recordingD1();
    const response = await send(new Request(`https://shop.test${path}`), {
      ...bindings,
      ASSETS: shellOnlyAssets,
    });
    await response.text();
    expect(starts).toEqual(Array(sessions).fill('first-unconstrained'));
    expect(outsideSessions).toEqual([]);
  });
});

describe('the catalogue version', () => {
  it('is read by the nearest replica once a window, never earlier than the last read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const { d1, starts } = recordingD1();
    const first = openRequestSession(d1, null);
    const version = await catalogueVersion(first);
    expect(starts).toEqual(['first-unconstrained']);

    vi.advanceTimersByTime(VERSION_FRESH_MS - 1);
    const within = openRequestSession(d1, null);
    expect(await catalogueVersion(within)).toBe(version);
    expect(starts).toHaveLength(1);
    // An answer kept under that version is read no earlier than the version was.
    await within.db.run(sql`SELECT 1`);
    expect(starts[1]).toBe(first.bookmark());

    // The next window reads it again, still not at the primary, and never further back.
    vi.advanceTimersByTime(1);
    await catalogueVersion(openRequestSession(d1, null));
    expect(starts[2]).toBe(first.bookmark());
    expect(starts).not.toContain('first-primary');
  });

  it('is read once at the primary after a write in this isolate', async () => {
    const { d1, starts } = recordingD1();
    await catalogueVersion(openRequestSession(d1, null));
    forgetCatalogueVersion();
    await catalogueVersion(openRequestSession(d1, null));
    await catalogueVersion(openRequestSession(d1, null));
    expect(starts).toEqual(['first-unconstrained', 'first-primary']);
  });

  it("shows a shopper their own order's sell-out at once, through its answer's bookmark", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const before = await stockNow();

    // The order takes the last units through another isolate, which this one hears nothing of;
    // the shopper's tab gets the bookmark of its write.
    const elsewhere = env.DB.withSession('first-primary');
    await elsewhere.prepare('UPDATE products SET stock = 0 WHERE id = 1').run();
    const written = elsewhere.getBookmark();
    if (!written) throw new Error('the write gave no bookmark');

    // Within the window, a tab without that bookmark still gets the kept answer...
    expect((await stockNow()).stock).toBe(before.stock);
    // ...the shopper's tab does not, and its new bookmark is no earlier than its write.
    const own = await stockNow(written);
    expect(own.stock).toBe(0);
    expect(isLaterBookmark(written, own.bookmark)).toBe(false);
    // Others see it once the window has passed: the isolate never keeps a client's bookmark.
    expect((await stockNow()).stock).toBe(before.stock);
    vi.advanceTimersByTime(VERSION_FRESH_MS);
    expect((await stockNow()).stock).toBe(0);
  });

  it("never keeps a client's bookmark as the point the isolate's later reads start from", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const { d1, starts } = recordingD1();
    const first = openRequestSession(d1, null);
    const version = await catalogueVersion(first);
    // Well-formed, and later than any point D1 has reached.
    const forged = `ffffffff-ffffffff-ffffffff-${'f'.repeat(32)}`;
    const forger = openRequestSession(d1, forged);
    await catalogueVersion(forger);
    expect(starts.at(-1)).toBe(forged);

    // Within the window and after it, everyone else starts where the isolate itself read.
    for (const wait of [0, VERSION_FRESH_MS]) {
      vi.advanceTimersByTime(wait);
      const next = openRequestSession(d1, null);
      expect(await catalogueVersion(next)).toBe(version);
      await next.db.run(sql`SELECT 1`);
      expect(starts.at(-1)).not.toBe(forged);
      expect(isLaterBookmark(starts.at(-1) ?? null, forged)).toBe(false);
    }
    expect(starts.filter((start) => start === forged)).toHaveLength(1);
  });

  it('placeOrder answers with a bookmark later than the one the tab sent', async () => {
    const before = await stockNow();
    const sent = await someBookmark();
    const placed = await placeOrder(orderInput([{ productId: '1', quantity: 1 }]), {
      headers: { [D1_BOOKMARK_HEADER]: sent },
    });
    expect(placed.body.errors).toBeUndefined();
    const written = bookmarkOf(placed.headers);
    if (!isD1Bookmark(written)) throw new Error(`no bookmark in the answer: ${written}`);
    expect(isLaterBookmark(written, sent)).toBe(true);
    const read = await env.DB.withSession(written)
      .prepare('SELECT stock FROM products WHERE id = 1')
      .first<{ stock: number }>();
    expect(read?.stock).toBe(before.stock - 1);
    // Still buyable, so the kept answer stands, its count within the age bound (caching.test.ts).
    expect((await stockNow(written)).stock).toBe(before.stock);
  });
});
