import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGraphQLClient } from '../../web/app/urql';
import { graphql } from '../../web/graphql';

const HEADER = 'x-d1-bookmark';
const bookmark = (n: number) =>
  `00000000-${n.toString(16).padStart(8, '0')}-00000000-${'0'.repeat(32)}`;

/**
 * Every request the client sends, with the bookmark it carried; each is answered with the next of
 * `answers` as the Worker's bookmark (none once they run out).
 */
function worker(answers: (string | null)[]) {
  const sent: { method: string; bookmark: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        method: init?.method ?? 'GET',
        bookmark: new Headers(init?.headers).get(HEADER),
      });
      const answer = answers.shift() ?? null;
      return new Response(JSON.stringify({ data: null }), {
        headers: { 'Content-Type': 'application/json', ...(answer && { [HEADER]: answer }) },
      });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const Product = graphql(`
  query BookmarkProduct($id: ID!) {
    product(id: $id) {
      id
    }
  }
`);
const Subscribe = graphql(`
  mutation BookmarkSubscribe($email: String!) {
    subscribeNewsletter(email: $email, consent: true) {
      email
    }
  }
`);

describe("the tab's D1 bookmark", () => {
  it('is sent with every request once the Worker gave one, GET and POST alike', async () => {
    const sent = worker([bookmark(5), bookmark(6)]);
    const client = createGraphQLClient();
    await client.query(Product, { id: '1' }).toPromise();
    await client.query(Product, { id: '2' }).toPromise();
    await client.mutation(Subscribe, { email: 'lettore@example.it' }).toPromise();
    expect(sent).toEqual([
      { method: 'GET', bookmark: null },
      { method: 'GET', bookmark: bookmark(5) },
      { method: 'POST', bookmark: bookmark(6) },
    ]);
  });

  it('only moves forward, and ignores what is not a bookmark', async () => {
    const sent = worker([bookmark(9), bookmark(3), 'segnalibro', null]);
    const client = createGraphQLClient();
    for (const id of ['1', '2', '3', '4', '5']) await client.query(Product, { id }).toPromise();
    expect(sent.map((request) => request.bookmark)).toEqual([
      null,
      bookmark(9),
      bookmark(9),
      bookmark(9),
      bookmark(9),
    ]);
  });

  it('outlives the client, for the rest of the tab', async () => {
    const sent = worker([bookmark(7)]);
    await createGraphQLClient().query(Product, { id: '1' }).toPromise();
    // A new client, as after signing in: the same tab, the same bookmark.
    await createGraphQLClient().query(Product, { id: '1' }).toPromise();
    expect(sent[1]?.bookmark).toBe(bookmark(7));
    expect(window.sessionStorage.getItem('d1-bookmark')).toBe(bookmark(7));
  });
});
