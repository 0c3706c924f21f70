import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { ORDER_LINK_REQUEST_ANSWER } from '../../schema/rules/orders';
import { graphql } from '../../web/graphql';
import { createDatabase } from '../../worker/db';
import { shopOrigin } from '../../worker/http/shop-origin';
import worker from '../../worker/index';
import { ORDER_MAIL_KIND } from '../../worker/orders/order-mail';
import { codes, gql } from './client';
import {
  advanceOrder,
  asStaff,
  fromNewClient,
  inOneRateWindow,
  newBuyerEmail,
  orderInput,
  orderPlaced,
  type PaymentMethod,
  type PlaceOrderInput,
  placeOrder,
  RATE_WINDOW_TIMEOUT_MS,
  rowCount,
} from './fixtures';
import { writtenMails } from './outbox-mail';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const AIRPODS = '6';
const SITE = 'https://shop.test';

const _db = () => createDatabase(env.DB);

/** The e-mails written about an order, oldest first, as they sit in the outbox. */
function mailsOf(number: string, kind?: string) {
  return writtenMails(
    kind ? and(eq(outbox.ref, number), eq(outbox.kind, kind)) : eq(outbox.ref, number),
  );
}

async function onlyMail(number: string, kind: string) {
  const mails = await mailsOf(number);
  expect(mails.map((mail) => mail.kind)).toContain(kind);
  const ofKind = mails.filter((mail) => mail.kind === kind);
  expect(ofKind).toHaveLength(1);
  return ofKind[0] as (typeof mails)[number];
}

/** The order's private link, as the e-mail writes it: absolute, the token only in the fragment. */
function expectOrderLink(
  mail: { html: string; text: string },
  order: { id: string; accessToken: string },
  origin = SITE,
) {
  const link = `${origin}/order/${order.id}#t=${order.accessToken}`;
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.text).toContain(link);
  for (const part of [mail.html, mail.text]) {
    expect(part.split(order.accessToken).length - 1).toBeGreaterThan(0);
    expect(part.split(`#t=${order.accessToken}`).length).toBe(part.split(order.accessToken).length);
    expect(part).not.toMatch(/[?&]token=/);
  }
}

async function place(paymentMethod: PaymentMethod, input: Partial<PlaceOrderInput> = {}) {
  const email = newBuyerEmail();
  const order = await orderPlaced([{ productId: AIRPODS, quantity: 1 }], {
    input: { paymentMethod, email, ...input },
  });
  return { ...order, email };
}

async function cronAt(at: number) {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '0 * * * *' }), env);
}

async function createdAtOf(id: string): Promise<number> {
  const row = await env.DB.prepare('SELECT created_at_ms AS at FROM orders WHERE id = ?')
    .bind(id)
    .first<{ at: number }>();
  return row?.at ?? 0;
}

const SHIP = graphql(`mutation S($id: ID!, $carrier: String, $tracking: String, $url: String) {
  adminAdvanceOrder(id: $id, from: IN_PREPARAZIONE, status: SPEDITO, carrier: $carrier,
    trackingNumber: $tracking, trackingUrl: $url) { status carrier trackingNumber trackingUrl }
}`);

const READY = graphql(
  'mutation R($id: ID!) { adminOrderReadyForPickup(id: $id) { readyForPickupAt } }',
);

const REQUEST_LINK = graphql(
  'mutation L($number: String!, $email: String!) { requestOrderLink(number: $number, email: $email) }',
);

describe('the order confirmation', () => {
  it('is written with the order: its number, lines, totals and payment, to the buyer', async () => {
    const order = await place('BONIFICO', { firstName: 'Giulia' });
    const mail = await onlyMail(order.number, ORDER_MAIL_KIND.confirmation);
    expect(mail.recipient).toBe(order.email);
    expect(mail.subject).toBe(`Abbiamo ricevuto il tuo ordine ${order.number}`);
    expect(mail.html).toContain(order.number);
    expect(mail.text).toContain(`Causale: ${order.number}`);
    expect(mail.html).not.toContain('__NUMERO_ORDINE__');
    expect(mail.text).not.toContain('__NUMERO_ORDINE__');
    expect(mail.text).toContain('IBAN');
    expectOrderLink(mail, order);
  });

  it('is stored in a small fraction of the e-mail it renders: the template input, not the HTML', async () => {
    const order = await place('BONIFICO', {
      firstName: 'Giulia',
      notes: 'Citofono: Rossi. Lasciare al portiere se assente.',
    });
    const stored = await env.DB.prepare(
      `SELECT length(CAST(input AS BLOB)) AS input,
        length(CAST(id AS BLOB)) + length(CAST(kind AS BLOB)) + length(CAST(recipient AS BLOB))
          + length(CAST(subject AS BLOB)) + length(CAST(ref AS BLOB)) + length(CAST(input AS BLOB))
          + length(CAST(status AS BLOB)) AS row
       FROM outbox WHERE ref = ? AND kind = ?`,
    )
      .bind(order.number, ORDER_MAIL_KIND.confirmation)
      .first<{ input: number; row: number }>();
    const mail = await onlyMail(order.number, ORDER_MAIL_KIND.confirmation);
    const rendered = new TextEncoder().encode(mail.html + mail.text).length;
    expect(mail.html).not.toBeNull();
    expect(stored?.row).toBeLessThan(rendered / 5);
    expect(JSON.stringify(mail.input)).not.toContain('Citofono');
    expect(JSON.stringify(mail.input)).toContain(order.number);
  });

  it('is not written again when the same submission is replayed', async () => {
    const input = orderInput([{ productId: AIRPODS, quantity: 1 }]);
    const key = `replay-${crypto.randomUUID()}`;
    const first = await placeOrder(input, { key });
    const again = await placeOrder(input, { key });
    const number = first.body.data?.placeOrder.order.number ?? '';
    expect(again.body.data?.placeOrder.order.number).toBe(number);
    expect(await mailsOf(number)).toHaveLength(1);
  });

  it('is not written when the order fails in its batch (over the cap on open unpaid orders)', async () => {
    const email = newBuyerEmail();
    for (let i = 0; i < 3; i++) {
      await orderPlaced([{ productId: AIRPODS, quantity: 1 }], { input: { email } });
    }
    const before = await rowCount('outbox');
    const refused = await placeOrder(orderInput([{ productId: AIRPODS, quantity: 1 }], { email }));
    expect(codes(refused.body)).toEqual(['LIMIT_REACHED']);
    expect(await rowCount('outbox')).toBe(before);
    expect(await rowCount('orders', `email = '${email}'`)).toBe(3);
  });
});

describe('the staff moves', () => {
  it('payment received: one e-mail, even when staff click twice at once', async () => {
    const order = await place('BONIFICO');
    const moves = await Promise.all([
      advanceOrder(order.id, 'IN_ATTESA_DI_PAGAMENTO', 'PAGATO'),
      advanceOrder(order.id, 'IN_ATTESA_DI_PAGAMENTO', 'PAGATO'),
    ]);
    expect(moves.flatMap((move) => codes(move.body)).sort()).toEqual(['CONFLICT']);
    const mail = await onlyMail(order.number, ORDER_MAIL_KIND.paymentReceived);
    expect(mail.recipient).toBe(order.email);
    expect(mail.subject).toBe(`Pagamento ricevuto per l'ordine ${order.number}`);
    expectOrderLink(mail, order);
    // Preparing a paid order tells the buyer nothing new.
    await advanceOrder(order.id, 'PAGATO', 'IN_PREPARAZIONE');
    expect((await mailsOf(order.number)).map((mail) => mail.kind)).toEqual([
      ORDER_MAIL_KIND.confirmation,
      ORDER_MAIL_KIND.paymentReceived,
    ]);
  });

  it('shipped: the carrier, the tracking number and its page', async () => {
    const order = await place('CONTRASSEGNO');
    const { body } = await gql(
      SHIP,
      {
        id: order.id,
        carrier: 'BRT',
        tracking: 'BRT123456789',
        url: 'https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=BRT123456789',
      },
      asStaff(),
    );
    expect(body.errors).toBeUndefined();
    const mail = await onlyMail(order.number, ORDER_MAIL_KIND.shipped);
    expect(mail.recipient).toBe(order.email);
    expect(mail.subject).toBe(`Il tuo ordine ${order.number} è in viaggio`);
    expect(mail.text).toContain('Corriere: BRT');
    expect(mail.text).toContain('BRT123456789');
    expect(mail.html).toContain('href="https://vas.brt.it/vas/sped_det_show.hsm?');
    expectOrderLink(mail, order);
  });

  it('shipped: a tracking page that is not https is refused, and nothing is written', async () => {
    const order = await place('CONTRASSEGNO');
    const { body } = await gql(
      SHIP,
      { id: order.id, carrier: 'BRT', url: 'javascript:alert(1)' },
      asStaff(),
    );
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.message).toBe(
      'Il link di tracciamento deve essere un indirizzo completo che inizia con https://.',
    );
    expect((await mailsOf(order.number)).map((mail) => mail.kind)).toEqual([
      ORDER_MAIL_KIND.confirmation,
    ]);
  });

  it('ready for pickup: once, for a collection being prepared', async () => {
    const order = await place('RITIRO');
    const first = await gql(READY, { id: order.id }, asStaff());
    expect(first.body.errors).toBeUndefined();
    const again = await gql(READY, { id: order.id }, asStaff());
    expect(codes(again.body)).toEqual(['BAD_USER_INPUT']);
    const mail = await onlyMail(order.number, ORDER_MAIL_KIND.readyForPickup);
    expect(mail.subject).toBe(`Il tuo ordine ${order.number} è pronto per il ritiro`);
    expectOrderLink(mail, order);

    const shipped = await place('CONTRASSEGNO');
    expect(codes((await gql(READY, { id: shipped.id }, asStaff())).body)).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect(await mailsOf(shipped.number, ORDER_MAIL_KIND.readyForPickup)).toHaveLength(0);
  });

  it('cancelled: with the staff note as reason, one e-mail for two racing cancellations', async () => {
    const order = await place('BONIFICO');
    const CANCEL = graphql(
      'mutation C($id: ID!) { adminCancelOrder(id: $id, from: IN_ATTESA_DI_PAGAMENTO, note: "Prodotto danneggiato in magazzino") { status } }',
    );
    const [a, b] = await Promise.all([
      gql(CANCEL, { id: order.id }, asStaff()),
      gql(CANCEL, { id: order.id }, asStaff()),
    ]);
    expect([...codes(a.body), ...codes(b.body)]).toEqual(['CONFLICT']);
    const mail = await onlyMail(order.number, ORDER_MAIL_KIND.cancelled);
    expect(mail.recipient).toBe(order.email);
    expect(mail.subject).toBe(`Il tuo ordine ${order.number} è stato annullato`);
    expect(mail.text).toContain('Motivo: Prodotto danneggiato in magazzino');
    expectOrderLink(mail, order);
  });
});

describe('the hourly job', () => {
  it('reminds an unpaid transfer once, 48 hours before it expires, then expires it with the reason', async () => {
    const order = await place('BONIFICO');
    const created = await createdAtOf(order.id);
    await cronAt(created + 4 * DAY);
    expect(await mailsOf(order.number, ORDER_MAIL_KIND.transferReminder)).toHaveLength(0);
    await cronAt(created + 5 * DAY + HOUR);
    await cronAt(created + 5 * DAY + 2 * HOUR);
    await Promise.all([cronAt(created + 6 * DAY), cronAt(created + 6 * DAY)]);
    const reminder = await onlyMail(order.number, ORDER_MAIL_KIND.transferReminder);
    expect(reminder.recipient).toBe(order.email);
    expect(reminder.subject).toBe(`Promemoria: il bonifico per l'ordine ${order.number}`);
    expectOrderLink(reminder, order, shopOrigin(env));

    await cronAt(created + 7 * DAY + HOUR);
    const expired = await onlyMail(order.number, ORDER_MAIL_KIND.expired);
    expect(expired.subject).toBe(`Il tuo ordine ${order.number} è scaduto ed è stato annullato`);
    expect(expired.text).toContain(
      'Motivo: Annullato automaticamente: il bonifico non è arrivato entro 7 giorni.',
    );
    expectOrderLink(expired, order, shopOrigin(env));
  });

  it('does not remind a transfer paid meanwhile, nor other payment methods', async () => {
    const paid = await place('BONIFICO');
    await advanceOrder(paid.id, 'IN_ATTESA_DI_PAGAMENTO', 'PAGATO');
    const collection = await place('RITIRO');
    await cronAt((await createdAtOf(paid.id)) + 6 * DAY);
    expect(await mailsOf(paid.number, ORDER_MAIL_KIND.transferReminder)).toHaveLength(0);
    expect(await mailsOf(collection.number, ORDER_MAIL_KIND.transferReminder)).toHaveLength(0);
  });

  it('expires an uncollected order with its own reason', async () => {
    const order = await place('RITIRO');
    await cronAt((await createdAtOf(order.id)) + 10 * DAY + HOUR);
    const mail = await onlyMail(order.number, ORDER_MAIL_KIND.expired);
    expect(mail.text).toContain("l'ordine non è stato ritirato entro 10 giorni.");
  });
});

describe('requestOrderLink', () => {
  async function ask(number: string, email: string) {
    const { body } = await gql(REQUEST_LINK, { number, email }, fromNewClient());
    return body;
  }

  it('answers the same for a wrong pair and writes nothing', async () => {
    const order = await place('BONIFICO');
    const stranger = newBuyerEmail();
    const answers = [
      await ask(order.number, stranger),
      await ask('RL-2000-999999', order.email),
      await ask('RL-2000-999999', stranger),
    ];
    for (const body of answers) {
      expect(body).toEqual({ data: { requestOrderLink: ORDER_LINK_REQUEST_ANSWER } });
    }
    expect(await mailsOf(order.number, ORDER_MAIL_KIND.link)).toHaveLength(0);
    expect(await rowCount('outbox', `recipient = '${stranger}'`)).toBe(0);
  });

  it("sends the link to the order's own e-mail for the right pair, however it is typed", async () => {
    const order = await place('BONIFICO');
    const body = await ask(` ${order.number.toLowerCase()} `, order.email.toUpperCase());
    expect(body).toEqual({ data: { requestOrderLink: ORDER_LINK_REQUEST_ANSWER } });
    const mail = await onlyMail(order.number, ORDER_MAIL_KIND.link);
    expect(mail.recipient).toBe(order.email);
    expect(mail.subject).toBe(`Il link al tuo ordine ${order.number}`);
    expectOrderLink(mail, order);
  });

  it('refuses a malformed e-mail in Italian', async () => {
    const invalid = await ask('RL-2026-000001', 'non-una-email');
    expect(codes(invalid)).toEqual(['BAD_USER_INPUT']);
  });

  it(
    "a stranger guessing numbers from many connections cannot spend the buyer's bucket",
    async () => {
      inOneRateWindow();
      const order = await place('BONIFICO');
      for (let i = 0; i < 12; i++) {
        expect(await ask(`RL-2000-${String(i).padStart(6, '0')}`, order.email)).toEqual({
          data: { requestOrderLink: ORDER_LINK_REQUEST_ANSWER },
        });
      }
      expect(await ask(order.number, order.email)).toEqual({
        data: { requestOrderLink: ORDER_LINK_REQUEST_ANSWER },
      });
      expect(await mailsOf(order.number, ORDER_MAIL_KIND.link)).toHaveLength(1);
    },
    RATE_WINDOW_TIMEOUT_MS,
  );

  it(
    'sends at most 10 links a minute to one address, from any number of connections, answering the same',
    async () => {
      inOneRateWindow();
      const order = await place('BONIFICO');
      for (let i = 0; i < 11; i++) {
        expect(await ask(order.number, order.email)).toEqual({
          data: { requestOrderLink: ORDER_LINK_REQUEST_ANSWER },
        });
      }
      expect(await mailsOf(order.number, ORDER_MAIL_KIND.link)).toHaveLength(10);
    },
    RATE_WINDOW_TIMEOUT_MS,
  );
});
