import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { rateLimitKey } from '../../worker/rate-limit';
import { codes } from './client';
import {
  advanceOrder,
  asCustomer,
  cancelOrder,
  fromNewClient,
  inOneRateWindow,
  newBuyerEmail,
  type OrderLine,
  orderInput,
  orderPlaced,
  placeOrder,
  RATE_WINDOW_TIMEOUT_MS,
  rowCount,
  stockOf,
} from './fixtures';
import { signedIn } from './identity';

/** An IPv6 /64 no other test run has used: the limiters' buckets outlive a test. */
function newIpv6Block() {
  const hextet = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${hextet()}:${hextet()}`;
}

const place = (lines: OrderLine[], input: Record<string, unknown> = {}, client = fromNewClient()) =>
  placeOrder(orderInput(lines, input), { headers: client.headers });

const AIRPODS = '6';

/** Staff ship a cash-on-delivery order: it no longer holds stock unpaid. */
async function shipped(id: string | undefined) {
  const { body } = await advanceOrder(id ?? '', 'IN_PREPARAZIONE', 'SPEDITO');
  expect(body.errors).toBeUndefined();
}

describe('the rate-limit key of a client address', () => {
  it.each([
    [null, 'anonymous'],
    ['', 'anonymous'],
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:eeee:dddd:cccc', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::ABCD', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['fe80::abcd%25en0', 'fe80:0:0:0::/64'],
    ['[2001:db8:1:2::5]', '2001:db8:1:2::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['2001:db8:1:2:3:4:203.0.113.7', '2001:db8:1:2::/64'],
  ])('%j is keyed as %j', (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });

  it.each([
    '2001:db8:::1',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
    '1:2:3:4:5:6:7',
    'gggg::1',
    '12345::1',
    '256.1.1.1',
    '1.2.3',
    '::ffff:300.1.1.1',
    'test-client-1',
  ])('keeps %j, which is no address, as it is', (address) => {
    expect(rateLimitKey(address)).toBe(address);
  });

  it(
    'limits a client rotating through its IPv6 /64 as one client',
    async () => {
      inOneRateWindow();
      const block = newIpv6Block();
      const from = (i: number) => ({
        headers: { 'cf-connecting-ip': `${block}:${i.toString(16)}::1` },
      });
      const cashOnDelivery = { paymentMethod: 'CONTRASSEGNO' };
      for (let i = 1; i <= 20; i++) {
        const { body } = await place(
          [{ productId: AIRPODS, quantity: 1 }],
          cashOnDelivery,
          from(i),
        );
        expect(body.errors).toBeUndefined();
        // Shipped at once, so the cap on open orders per client stays out of the way.
        await shipped(body.data?.placeOrder.order.id);
      }
      const over = await place([{ productId: AIRPODS, quantity: 1 }], cashOnDelivery, from(21));
      expect(codes(over.body)).toEqual(['TOO_MANY_REQUESTS']);
      expect(await rowCount('orders')).toBe(20);
    },
    RATE_WINDOW_TIMEOUT_MS,
  );
});

describe('units of one product per order', () => {
  it('takes up to 5, over all the colours and sizes of the product', async () => {
    const five = await place([{ productId: AIRPODS, quantity: 5 }]);
    expect(five.body.errors).toBeUndefined();
    const split = await place([
      { productId: '1', quantity: 3, color: 'Titanio naturale', size: '128GB' },
      { productId: '1', quantity: 2, color: 'Titanio blu', size: '256GB' },
    ]);
    expect(split.body.errors).toBeUndefined();
  });

  it('refuses a sixth with an Italian message and writes nothing', async () => {
    const stock = await stockOf(AIRPODS);
    const six = await place([{ productId: AIRPODS, quantity: 6 }]);
    expect(codes(six.body)).toEqual(['BAD_USER_INPUT']);
    expect(six.body.errors?.[0]?.message).toBe(
      'Puoi ordinare al massimo 5 pezzi di AirPods Pro (2a generazione) per ordine: riduci la quantità e riprova.',
    );
    expect(six.body.errors?.[0]?.extensions.field).toBe('quantity');
    const split = await place([
      { productId: '1', quantity: 3, color: 'Titanio naturale', size: '128GB' },
      { productId: '1', quantity: 3, color: 'Titanio blu', size: '128GB' },
    ]);
    expect(codes(split.body)).toEqual(['BAD_USER_INPUT']);
    expect(split.body.errors?.[0]?.message).toContain('al massimo 5 pezzi di iPhone 15 Pro');
    expect(await rowCount('orders')).toBe(0);
    expect(await rowCount('counters')).toBe(0);
    expect(await stockOf(AIRPODS)).toBe(stock);
    expect(await stockOf(1)).toBe(12);
  });
});

describe("an order line's colour and size", () => {
  it.each([
    [
      { color: 'Rosso' },
      'color',
      'AirPods Pro (2a generazione): il colore «Rosso» non è disponibile. Scegline uno tra quelli proposti.',
    ],
    [
      { color: 'bianco' },
      'color',
      'AirPods Pro (2a generazione): il colore «bianco» non è disponibile. Scegline uno tra quelli proposti.',
    ],
    [
      { size: '1TB' },
      'size',
      'AirPods Pro (2a generazione): la versione «1TB» non è disponibile. Scegline una tra quelle proposte.',
    ],
    [
      { color: null },
      'color',
      'AirPods Pro (2a generazione): scegli un colore tra quelli proposti.',
    ],
    [
      { size: null },
      'size',
      'AirPods Pro (2a generazione): scegli una versione tra quelle proposte.',
    ],
  ])('refuses %j with a message on %s and writes nothing', async (option, field, message) => {
    const { body } = await place([{ productId: AIRPODS, quantity: 1, ...option }]);
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { field } });
    expect(await rowCount('orders')).toBe(0);
    expect(await stockOf(AIRPODS)).toBe(25);
  });

  it('is absent when the product offers none, and then nothing else will do', async () => {
    await env.DB.prepare(`UPDATE products SET colors = '[]', sizes = '[]' WHERE id = 6`).run();
    const bare = await place([{ productId: AIRPODS, quantity: 1, color: null, size: null }]);
    expect(bare.body.errors).toBeUndefined();
    const coloured = await place([
      { productId: AIRPODS, quantity: 1, color: 'Bianco', size: null },
    ]);
    expect(codes(coloured.body)).toEqual(['BAD_USER_INPUT']);
    expect(await rowCount('orders')).toBe(1);
  });
});

describe('open unpaid orders', () => {
  const one = [{ productId: AIRPODS, quantity: 1 }];

  it('are at most 3 per e-mail; paying one makes room again', async () => {
    const email = newBuyerEmail();
    const first = await orderPlaced(one, { input: { email } });
    await orderPlaced(one, { input: { email, paymentMethod: 'RITIRO' } });
    await orderPlaced(one, { input: { email: ` ${email.toUpperCase()} ` } });
    const stock = await stockOf(AIRPODS);

    const fourth = await place(one, { email });
    expect(codes(fourth.body)).toEqual(['LIMIT_REACHED']);
    expect(fourth.body.errors?.[0]).toMatchObject({
      message:
        'Con questa e-mail ci sono già 3 ordini in attesa di pagamento, di ritiro o di spedizione: paga o ritira uno di quelli, o attendi che sia spedito, oppure contattaci, prima di ordinare ancora.',
      extensions: { field: 'email' },
    });
    expect(await rowCount('orders')).toBe(3);
    expect(await stockOf(AIRPODS)).toBe(stock);

    await advanceOrder(first.id, 'IN_ATTESA_DI_PAGAMENTO', 'PAGATO');
    expect((await place(one, { email })).body.errors).toBeUndefined();
  });

  it('are at most 5 per client, cash on delivery included', async () => {
    const client = fromNewClient();
    for (let i = 0; i < 5; i++) {
      expect((await place(one, {}, client)).body.errors).toBeUndefined();
    }
    for (const paymentMethod of ['RITIRO', 'CONTRASSEGNO']) {
      const sixth = await place(one, { paymentMethod }, client);
      expect(codes(sixth.body)).toEqual(['LIMIT_REACHED']);
      expect(sixth.body.errors?.[0]?.message).toBe(
        'Da questa connessione ci sono già 5 ordini in attesa di pagamento, di ritiro o di spedizione: paga o ritira uno di quelli, o attendi che sia spedito, oppure contattaci, prima di ordinare ancora.',
      );
    }
    expect(await rowCount('orders')).toBe(5);
    expect(await rowCount('outbox')).toBe(5);
  });

  it.each(['BONIFICO', 'CONTRASSEGNO'])(
    'hold their cap under 10 concurrent %s orders from one client',
    async (paymentMethod) => {
      const client = fromNewClient();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => place(one, { paymentMethod }, client)),
      );
      const refused = results.filter((r) => r.body.errors);
      expect(results.length - refused.length).toBe(5);
      for (const r of refused) expect(codes(r.body)).toEqual(['LIMIT_REACHED']);
      expect(await rowCount('orders')).toBe(5);
      expect(await rowCount('order_events')).toBe(5);
      expect(await stockOf(AIRPODS)).toBe(20);
    },
  );
});

describe('cash-on-delivery orders not yet shipped', () => {
  const one = [{ productId: AIRPODS, quantity: 1 }];
  const cash = { paymentMethod: 'CONTRASSEGNO' as const };

  it('are open orders of their e-mail: a fourth is refused until one ships', async () => {
    const email = newBuyerEmail();
    const first = await orderPlaced(one, { input: { ...cash, email } });
    await orderPlaced(one, { input: { ...cash, email } });
    await orderPlaced(one, { input: { ...cash, email: email.toUpperCase() } });
    const stock = await stockOf(AIRPODS);

    const fourth = await place(one, { ...cash, email });
    expect(codes(fourth.body)).toEqual(['LIMIT_REACHED']);
    expect(fourth.body.errors?.[0]).toMatchObject({
      message:
        'Con questa e-mail ci sono già 3 ordini in attesa di pagamento, di ritiro o di spedizione: paga o ritira uno di quelli, o attendi che sia spedito, oppure contattaci, prima di ordinare ancora.',
      extensions: { field: 'email' },
    });
    expect(await rowCount('orders')).toBe(3);
    expect(await rowCount('outbox')).toBe(3);
    expect(await stockOf(AIRPODS)).toBe(stock);

    await shipped(first.id);
    expect((await place(one, { ...cash, email })).body.errors).toBeUndefined();
  });

  it('are open orders of their client: e-mails rotated from one client stop at 5', async () => {
    const client = fromNewClient();
    for (let i = 0; i < 5; i++) {
      expect((await place(one, cash, client)).body.errors).toBeUndefined();
    }
    const sixth = await place(one, cash, client);
    expect(codes(sixth.body)).toEqual(['LIMIT_REACHED']);
    expect(await rowCount('orders')).toBe(5);
    expect(await stockOf(AIRPODS)).toBe(20);
  });
});

describe("a guest's cash-on-delivery order", () => {
  const REFUSAL =
    'Senza accedere puoi pagare in contrassegno al massimo 3 pezzi per ordine: accedi al tuo account, scegli un altro metodo di pagamento oppure riduci le quantità.';
  const four = [
    { productId: AIRPODS, quantity: 2 },
    { productId: '1', quantity: 2, color: 'Titanio naturale', size: '128GB' },
  ];

  it('takes at most 3 units; a fourth is refused in Italian and nothing is written', async () => {
    const three = await place([{ productId: AIRPODS, quantity: 3 }], {
      paymentMethod: 'CONTRASSEGNO',
    });
    expect(three.body.errors).toBeUndefined();
    const before = await Promise.all([
      rowCount('orders'),
      rowCount('outbox'),
      rowCount('counters'),
    ]);

    const over = await place(four, { paymentMethod: 'CONTRASSEGNO' });
    expect(codes(over.body)).toEqual(['BAD_USER_INPUT']);
    expect(over.body.errors?.[0]).toMatchObject({
      message: REFUSAL,
      extensions: { field: 'paymentMethod' },
    });
    expect(
      await Promise.all([rowCount('orders'), rowCount('outbox'), rowCount('counters')]),
    ).toEqual(before);
    expect(await stockOf(AIRPODS)).toBe(22);
    expect(await stockOf(1)).toBe(12);
  });

  it('is the only one limited: another payment, or a verified account, takes more', async () => {
    expect((await place(four, { paymentMethod: 'BONIFICO' })).body.errors).toBeUndefined();
    const verified = await placeOrder(orderInput(four, { paymentMethod: 'CONTRASSEGNO' }), {
      headers: asCustomer().headers,
    });
    expect(verified.body.errors).toBeUndefined();
    const unverified = await placeOrder(orderInput(four, { paymentMethod: 'CONTRASSEGNO' }), {
      headers: signedIn({ uid: 'nuovo-1', email: 'nuovo@example.it', emailVerified: false })
        .headers,
    });
    expect(unverified.body.errors?.[0]?.message).toBe(REFUSAL);
    expect(await rowCount('orders')).toBe(2);
  });
});

describe('orders per e-mail a minute', () => {
  it(
    'are at most 5, whatever the client and however the e-mail is written',
    async () => {
      inOneRateWindow();
      const email = newBuyerEmail();
      const spellings = [email, email.toUpperCase(), ` ${email} `, email, email];
      for (const spelling of spellings) {
        const { body } = await place([{ productId: AIRPODS, quantity: 1 }], {
          email: spelling,
          paymentMethod: 'CONTRASSEGNO',
        });
        expect(body.errors).toBeUndefined();
        // Shipped at once, so the cap on open orders per e-mail stays out of the way.
        await shipped(body.data?.placeOrder.order.id);
      }
      const stock = await stockOf(AIRPODS);
      const over = await place([{ productId: AIRPODS, quantity: 1 }], {
        email,
        paymentMethod: 'CONTRASSEGNO',
      });
      expect(codes(over.body)).toEqual(['TOO_MANY_REQUESTS']);
      expect(over.body.errors?.[0]?.message).toBe(
        'Hai inviato troppe richieste in poco tempo: riprova tra un minuto.',
      );
      expect(await rowCount('orders')).toBe(5);
      expect(await stockOf(AIRPODS)).toBe(stock);
    },
    RATE_WINDOW_TIMEOUT_MS,
  );
});

describe('staff moves', () => {
  const CHANGED = "L'ordine è stato aggiornato da qualcun altro: ricarica la pagina e riprova.";

  it('move an order only from the state the staff saw', async () => {
    const { id } = await orderPlaced([{ productId: AIRPODS, quantity: 1 }]);
    const paid = await advanceOrder(id, 'IN_ATTESA_DI_PAGAMENTO', 'PAGATO');
    expect(paid.body.data?.adminAdvanceOrder.status).toBe('PAGATO');
    const audits = await rowCount('admin_audit');

    const stale = await advanceOrder(id, 'IN_ATTESA_DI_PAGAMENTO', 'IN_PREPARAZIONE');
    expect(codes(stale.body)).toEqual(['CONFLICT']);
    expect(stale.body.errors?.[0]?.message).toBe(CHANGED);
    const staleCancel = await cancelOrder(id, 'IN_ATTESA_DI_PAGAMENTO');
    expect(codes(staleCancel.body)).toEqual(['CONFLICT']);
    expect(await rowCount('order_events', `order_id = '${id}'`)).toBe(2);
    expect(await rowCount('admin_audit')).toBe(audits);
    expect(await stockOf(AIRPODS)).toBe(24);
  });

  it('two staff moving one order at once: one move, the other told to reload', async () => {
    const { id } = await orderPlaced([{ productId: AIRPODS, quantity: 1 }]);
    const answers = await Promise.all([
      advanceOrder(id, 'IN_ATTESA_DI_PAGAMENTO', 'PAGATO'),
      advanceOrder(id, 'IN_ATTESA_DI_PAGAMENTO', 'IN_PREPARAZIONE'),
      advanceOrder(id, 'IN_ATTESA_DI_PAGAMENTO', 'PAGATO'),
    ]);
    const refused = answers.filter((a) => a.body.errors);
    expect(refused).toHaveLength(2);
    for (const a of refused) expect(a.body.errors?.[0]?.message).toBe(CHANGED);
    expect(await rowCount('order_events', `order_id = '${id}'`)).toBe(2);
    expect(await rowCount('admin_audit')).toBe(1);
  });

  it('a cancellation racing a delivery: one wins, and the stock comes back only if it cancelled', async () => {
    const { id } = await orderPlaced([{ productId: AIRPODS, quantity: 2 }], {
      input: { paymentMethod: 'CONTRASSEGNO' },
    });
    const [cancelled, delivered, again] = await Promise.all([
      cancelOrder(id, 'IN_PREPARAZIONE'),
      advanceOrder(id, 'IN_PREPARAZIONE', 'CONSEGNATO'),
      cancelOrder(id, 'IN_PREPARAZIONE'),
    ]);
    const won = [cancelled, delivered, again].filter((a) => !a.body.errors);
    expect(won).toHaveLength(1);
    const status = (
      await env.DB.prepare('SELECT status FROM orders WHERE id = ?')
        .bind(id)
        .first<{ status: string }>()
    )?.status;
    expect(await stockOf(AIRPODS)).toBe(status === 'annullato' ? 25 : 23);
    expect(await rowCount('order_events', `order_id = '${id}'`)).toBe(2);
  });
});
