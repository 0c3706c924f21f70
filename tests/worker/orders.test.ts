import { env } from 'cloudflare:workers';
import type { ResultOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { codes, gql } from './client';
import {
  advanceOrder,
  fromNewClient,
  idempotencyKey,
  inOneRateWindow,
  newBuyerEmail,
  type OrderLine,
  orderPlaced,
  type PlaceOrderInput,
  placeOrder,
  RATE_WINDOW_TIMEOUT_MS,
  rowCount,
  stockOf,
  orderInput as validOrderInput,
} from './fixtures';

/** Everything the customer's confirmation page reads back of a placed order. */
const PLACE = graphql(`
  mutation Place($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) {
      accessToken
      order {
        id number status paymentMethod email subtotal shipping taxes total createdAt
        shippingAddress { street postalCode city province }
        lines { productId name unitPrice quantity lineTotal color size }
        events { status at }
      }
    }
  }
`);

const READ = graphql(`
  query Read($id: ID!, $token: String) { order(id: $id, token: $token) { id number total } }
`);

const SHOPPER_LINE = { productId: '6', quantity: 1, color: 'Bianco', size: 'Taglia unica' };

/** As a shopper might type it: a lower-case province, a colour and a size; a new buyer each time. */
const orderInput = ({
  lines = [SHOPPER_LINE],
  ...overrides
}: { lines?: OrderLine[] } & Partial<PlaceOrderInput> = {}) =>
  validOrderInput(lines, {
    shippingAddress: { street: 'Via Roma 10', postalCode: '20121', city: 'Milano', province: 'mi' },
    ...overrides,
  });

/** Each order from its own address (the fixture's default), so the per-client limit stays out. */
async function place(input = orderInput(), key = idempotencyKey(), client = fromNewClient()) {
  return placeOrder(input, { key, headers: client.headers, document: PLACE });
}

describe('placeOrder', () => {
  it('prices the order on the server, takes the stock and opens it with its token', async () => {
    const email = newBuyerEmail();
    const { body } = await place(orderInput({ email: email.replace('giulia', 'Giulia') }));
    expect(body.errors).toBeUndefined();
    const { order, accessToken } =
      body.data?.placeOrder ?? ({} as ResultOf<typeof PLACE>['placeOrder']);
    expect(order).toMatchObject({
      number: `RL-${new Date().getFullYear()}-000001`,
      status: 'IN_ATTESA_DI_PAGAMENTO',
      email,
      subtotal: 27900,
      shipping: 0,
      taxes: 6138,
      total: 34038,
      lines: [{ productId: '6', quantity: 1, unitPrice: 27900, lineTotal: 27900, color: 'Bianco' }],
      events: [{ status: 'IN_ATTESA_DI_PAGAMENTO' }],
      shippingAddress: { province: 'MI' },
    });
    expect(order.id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await stockOf(6)).toBe(24);

    const opened = await gql(READ, {
      id: order.id,
      token: accessToken,
    });
    expect(opened.body.data?.order?.number).toBe(order.number);
    const second = await place();
    expect(second.body.data?.placeOrder.order.number).toBe(`RL-${new Date().getFullYear()}-000002`);
  });

  it('charges shipping below 100 euro and nothing for collection in the shop', async () => {
    const cheap = [{ productId: '6', quantity: 0 }];
    const bad = await place(orderInput({ lines: cheap }));
    expect(codes(bad.body)).toEqual(['BAD_USER_INPUT']);

    await env.DB.prepare('UPDATE products SET price = 5000 WHERE id = 6').run();
    const shipped = await place(orderInput({ paymentMethod: 'CONTRASSEGNO' }));
    expect(shipped.body.data?.placeOrder.order).toMatchObject({
      status: 'IN_PREPARAZIONE',
      subtotal: 5000,
      shipping: 1500,
      total: 5000 + 1500 + 1100,
    });
    const collected = await place(orderInput({ paymentMethod: 'RITIRO' }));
    expect(collected.body.data?.placeOrder.order).toMatchObject({ shipping: 0, total: 6100 });
  });

  it('never sells the last 3 units twice: 20 concurrent orders give exactly 3', async () => {
    await env.DB.prepare('UPDATE products SET stock = 3 WHERE id = 4').run();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        place(orderInput({ lines: [{ productId: '4', quantity: 1 }] })),
      ),
    );
    const placed = results.filter((r) => r.body.data?.placeOrder);
    const refused = results.filter((r) => r.body.errors);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(codes(r.body)).toEqual(['OUT_OF_STOCK']);
    expect(await stockOf(4)).toBe(0);
    expect(await rowCount('orders')).toBe(3);
    expect(await rowCount('order_lines')).toBe(3);
    const numbers = placed.map((r) => r.body.data?.placeOrder.order.number).sort();
    expect(new Set(numbers).size).toBe(3);
  });

  it('returns the same order for 4 repeats of one key, sequential or concurrent', async () => {
    // Within the 5 orders a minute one e-mail may send: a repeat counts as a submission.
    const key = idempotencyKey();
    const input = orderInput();
    const first = await place(input, key);
    const repeats = [
      await place(input, key),
      ...(await Promise.all([1, 2].map(() => place(input, key)))),
      await place(input, key),
    ];
    const id = first.body.data?.placeOrder.order.id;
    for (const repeat of repeats) {
      expect(repeat.body.errors).toBeUndefined();
      expect(repeat.body.data?.placeOrder.order.id).toBe(id);
      expect(repeat.body.data?.placeOrder.accessToken).toBe(
        first.body.data?.placeOrder.accessToken,
      );
    }
    expect(await rowCount('orders')).toBe(1);
    expect(await stockOf(6)).toBe(24);

    const concurrentKey = idempotencyKey();
    const concurrentInput = orderInput();
    const together = await Promise.all(
      Array.from({ length: 5 }, () => place(concurrentInput, concurrentKey)),
    );
    expect(new Set(together.map((r) => r.body.data?.placeOrder.order.id)).size).toBe(1);
    expect(await rowCount('orders')).toBe(2);
    expect(await stockOf(6)).toBe(23);
  });

  it('refuses a reused key carrying a different order', async () => {
    const key = idempotencyKey();
    const input = orderInput();
    await place(input, key);
    const other = await place({ ...input, firstName: 'Marco' }, key);
    expect(codes(other.body)).toEqual(['CONFLICT']);
    expect(await rowCount('orders')).toBe(1);
  });

  it('ignores a price sent by the client: the input has no room for one', async () => {
    const tampered = { ...orderInput(), lines: [{ productId: '1', quantity: 1, price: 100 }] };
    const { body } = await place(tampered);
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(await rowCount('orders')).toBe(0);
    expect(await stockOf(1)).toBe(12);
  });

  it('fails whole and writes nothing when one line cannot be filled', async () => {
    const { body } = await place(
      orderInput({
        lines: [
          { productId: '1', quantity: 1 },
          { productId: '8', quantity: 1 },
        ],
      }),
    );
    expect(codes(body)).toEqual(['OUT_OF_STOCK']);
    expect(body.errors?.[0]?.message).toBe(
      'PlayStation 5 Slim è esaurito: rimuovilo dal carrello e riprova.',
    );
    expect(await stockOf(1)).toBe(12);
    expect(await rowCount('orders')).toBe(0);
    expect(await rowCount('order_lines')).toBe(0);
    expect(await rowCount('counters')).toBe(0);

    await env.DB.prepare('UPDATE products SET stock = 3 WHERE id = 3').run();
    const tooMany = await place(orderInput({ lines: [{ productId: '3', quantity: 4 }] }));
    expect(tooMany.body.errors?.[0]?.message).toBe(
      'MacBook Air 13" M3: ne restano solo 3. Aggiorna la quantità e riprova.',
    );
    const unknown = await place(orderInput({ lines: [{ productId: '999', quantity: 1 }] }));
    expect(codes(unknown.body)).toEqual(['OUT_OF_STOCK']);
    expect(await rowCount('orders')).toBe(0);
  });

  it('names every invalid field in Italian and writes nothing', async () => {
    const { body } = await place(
      orderInput({
        email: 'non-una-mail',
        phone: '12',
        shippingAddress: { street: 'Via', postalCode: '2012', city: 'Milano', province: 'ZZ' },
        acceptTerms: false,
        invoice: { taxCode: 'RSSMRA85T10A562X' },
      }),
    );
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.extensions.fields).toEqual({
      email: 'Email non e valido',
      phone: 'Inserisci un numero di telefono valido.',
      postalCode: 'Il CAP deve avere 5 cifre.',
      province: 'Inserisci la sigla di una provincia italiana (es. MI).',
      invoiceTaxCode: 'Il codice fiscale non è valido.',
      acceptTerms: 'E obbligatorie accettare Tutte le condizioni.',
    });
    expect(await rowCount('orders')).toBe(0);
  });

  it('accepts an invoice with a valid partita IVA', async () => {
    const { body } = await place(
      orderInput({
        invoice: { taxCode: 'IT04827150964', companyName: 'Studio Rossi', sdiCode: 'M5UXCR1' },
      }),
    );
    expect(body.errors).toBeUndefined();
  });

  it(
    'is rate limited per client: over 20 a minute is a clear error and nothing is written',
    async () => {
      inOneRateWindow();
      const client = fromNewClient();
      // Cash on delivery shipped at once: no longer held, so the cap on open unpaid orders stays
      // out of the way.
      const cashOnDelivery = () => orderInput({ paymentMethod: 'CONTRASSEGNO' });
      for (let i = 0; i < 20; i++) {
        const { body } = await place(cashOnDelivery(), idempotencyKey(), client);
        expect(body.errors).toBeUndefined();
        await advanceOrder(body.data?.placeOrder.order.id ?? '', 'IN_PREPARAZIONE', 'SPEDITO');
      }
      const stock = await stockOf(6);
      const over = await place(cashOnDelivery(), idempotencyKey(), client);
      expect(codes(over.body)).toEqual(['TOO_MANY_REQUESTS']);
      expect(over.body.errors?.[0]?.message).toBe(
        'Hai inviato troppe richieste in poco tempo: riprova tra un minuto.',
      );
      expect(await rowCount('orders')).toBe(20);
      expect(await stockOf(6)).toBe(stock);
      expect((await place()).body.errors).toBeUndefined();
    },
    RATE_WINDOW_TIMEOUT_MS,
  );

  it('refuses an empty cart and a malformed key', async () => {
    expect(codes((await place(orderInput({ lines: [] }))).body)).toEqual(['BAD_USER_INPUT']);
    expect(codes((await place(orderInput(), 'short')).body)).toEqual(['BAD_USER_INPUT']);
    expect(await rowCount('orders')).toBe(0);
  });
});

describe('reading orders', () => {
  it('is "not found" without the token, with a wrong one, or with another order\'s', async () => {
    const a = await orderPlaced([SHOPPER_LINE]);
    const b = await orderPlaced([SHOPPER_LINE]);
    for (const token of [null, 'x'.repeat(32), b.accessToken]) {
      const { body } = await gql(READ, { id: a.id, token });
      expect(body).toEqual({ data: { order: null } });
    }
    const unknown = await gql(READ, { id: 'does-not-exist', token: a.accessToken });
    expect(unknown.body).toEqual({ data: { order: null } });
  });

  it('lists the orders this browser holds tokens for, and no others', async () => {
    const a = await orderPlaced([SHOPPER_LINE]);
    const b = await orderPlaced([SHOPPER_LINE]);
    const { body } = await gql(
      graphql('query Guest($refs: [OrderRefInput!]!) { guestOrders(refs: $refs) { id } }'),
      {
        refs: [
          { id: a.id, token: a.accessToken },
          { id: b.id, token: 'sbagliato' },
        ],
      },
    );
    expect(body.data?.guestOrders.map((o) => o.id)).toEqual([a.id]);
  });

  it('asks a signed-out visitor to sign in for "my orders"', async () => {
    const { body } = await gql(graphql('{ myOrders { id } }'));
    expect(codes(body)).toEqual(['UNAUTHENTICATED']);
  });
});
