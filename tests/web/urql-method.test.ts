import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGraphQLClient } from '../../web/app/urql';
import { graphql } from '../../web/graphql';

/** Every request the client sends, answered with an empty result. */
function recordRequests() {
  const sent: { method: string; url: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof init?.body === 'string' ? init.body : '',
      });
      return new Response(JSON.stringify({ data: null }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const Catalogue = graphql(`
  query Catalogue($search: String) {
    products(search: $search) {
      id
    }
    categories {
      id
    }
  }
`);
const Order = graphql(`
  query Order($id: ID!, $token: String) {
    order(id: $id, token: $token) {
      id
    }
  }
`);
const GuestOrders = graphql(`
  query GuestOrders($refs: [OrderRefInput!]!) {
    guestOrders(refs: $refs) {
      id
    }
  }
`);
const RepairStatus = graphql(`
  query RepairStatus($code: String!, $email: String!) {
    repairStatus(code: $code, email: $email) {
      code
    }
  }
`);
const Me = graphql(`
  query Me {
    me {
      id
    }
  }
`);
const CatalogueAndMe = graphql(`
  query CatalogueAndMe {
    bestsellers {
      id
    }
    me {
      id
    }
  }
`);
const AliasedOrder = graphql(`
  query AliasedOrder($id: ID!, $token: String) {
    products: order(id: $id, token: $token) {
      id
    }
  }
`);

describe('the browser chooses GET only for public catalogue reads', () => {
  it('sends a catalogue query as GET, with its hash in the URL', async () => {
    const sent = recordRequests();
    await createGraphQLClient().query(Catalogue, { search: 'cover' }).toPromise();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url).toContain('sha256Hash');
    expect(sent[0]?.url).toContain('cover');
  });

  type Client = ReturnType<typeof createGraphQLClient>;
  it.each<[string, (client: Client) => Promise<unknown>, string]>([
    [
      'an order with its token',
      (client) => client.query(Order, { id: '7', token: 'segreto-ordine' }).toPromise(),
      'segreto-ordine',
    ],
    [
      'the guest order list',
      (client) =>
        client.query(GuestOrders, { refs: [{ id: '7', token: 'segreto-lista' }] }).toPromise(),
      'segreto-lista',
    ],
    [
      'a repair code and e-mail',
      (client) =>
        client.query(RepairStatus, { code: 'RIP-SEGRETO', email: 'anna@example.it' }).toPromise(),
      'anna@example.it',
    ],
    ['the signed-in account', (client) => client.query(Me, {}).toPromise(), 'Me'],
    [
      'a catalogue read beside the account',
      (client) => client.query(CatalogueAndMe, {}).toPromise(),
      'CatalogueAndMe',
    ],
    [
      'an order aliased as a catalogue field',
      (client) => client.query(AliasedOrder, { id: '7', token: 'segreto-alias' }).toPromise(),
      'segreto-alias',
    ],
  ])('sends %s as POST, the secrets in the body only', async (_, send, secret) => {
    const sent = recordRequests();
    await send(createGraphQLClient());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('/graphql');
    expect(sent[0]?.body).toContain(secret);
  });
});
