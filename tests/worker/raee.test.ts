import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { RAEE_NOT_OFFERED_MESSAGE } from '../../schema/rules/raee';
import { graphql } from '../../web/graphql';
import { ORDER_MAIL_KIND } from '../../worker/orders/order-mail';
import { codes, gql } from './client';
import {
  asStaff,
  idempotencyKey,
  orderInput,
  orderPlaced,
  placeOrder,
  rowCount,
  stockOf,
} from './fixtures';
import { writtenMails } from './outbox-mail';

const IPHONE = '1';
const IPAD = '5';
const AIRPODS = '6';

const PLACE_WITH_CHOICE = graphql(`
  mutation Place($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) {
      accessToken
      order { id number raeeTakeBack }
    }
  }
`);

async function storedChoice(id: string) {
  return env.DB.prepare('SELECT raee_take_back FROM orders WHERE id = ?').bind(id).first();
}

async function confirmationOf(number: string) {
  const [mail] = await writtenMails(
    and(eq(outbox.ref, number), eq(outbox.kind, ORDER_MAIL_KIND.confirmation)),
  );
  if (!mail) throw new Error(`no confirmation for ${number}`);
  return mail;
}

describe('the RAEE take-back at checkout', () => {
  it('stores the choice on the order row its batch writes, answers it, and confirms it in the e-mail', async () => {
    const { body } = await placeOrder(
      orderInput([{ productId: IPHONE, quantity: 1 }], {
        paymentMethod: 'CONTRASSEGNO',
        raeeTakeBack: true,
      }),
      { document: PLACE_WITH_CHOICE },
    );
    expect(body.errors).toBeUndefined();
    const order = body.data?.placeOrder.order;
    expect(order?.raeeTakeBack).toBe(true);
    expect(await storedChoice(order?.id ?? '')).toEqual({ raee_take_back: 1 });

    const mail = await confirmationOf(order?.number ?? '');
    expect(mail.text).toContain('RITIRO GRATUITO DELL’USATO (RAEE)');
    expect(mail.text).toContain('Quando il corriere ti consegna il pacco');
  });

  it('says the counter takes it back for a collection in the shop', async () => {
    const placed = await orderPlaced([{ productId: IPAD, quantity: 1 }], {
      input: { paymentMethod: 'RITIRO', raeeTakeBack: true },
    });
    const mail = await confirmationOf(placed.number);
    expect(mail.text).toContain('Quando ritiri l’ordine in negozio');
    expect(mail.text).not.toContain('corriere ti consegna');
  });

  it('records no take-back when the buyer does not ask, and the e-mail says nothing of it', async () => {
    const placed = await orderPlaced([{ productId: IPHONE, quantity: 1 }]);
    expect(await storedChoice(placed.id)).toEqual({ raee_take_back: 0 });
    expect((await confirmationOf(placed.number)).text).not.toContain('RAEE');
  });

  it('refuses it in Italian when no line qualifies, and writes nothing', async () => {
    const [orders, mails, stock] = [
      await rowCount('orders'),
      await rowCount('outbox'),
      await stockOf(AIRPODS),
    ];
    const { body } = await placeOrder(
      orderInput([{ productId: AIRPODS, quantity: 1 }], { raeeTakeBack: true }),
    );
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.message).toBe(RAEE_NOT_OFFERED_MESSAGE);
    expect(body.errors?.[0]?.extensions.field).toBe('raeeTakeBack');
    expect(await rowCount('orders')).toBe(orders);
    expect(await rowCount('outbox')).toBe(mails);
    expect(await stockOf(AIRPODS)).toBe(stock);
  });

  it('accepts it for a mixed order where one line qualifies', async () => {
    const { body } = await placeOrder(
      orderInput(
        [
          { productId: AIRPODS, quantity: 1 },
          { productId: IPAD, quantity: 1 },
        ],
        { raeeTakeBack: true },
      ),
      { document: PLACE_WITH_CHOICE },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.placeOrder.order.raeeTakeBack).toBe(true);
  });

  it('is part of the submission: the same key with the other choice is refused', async () => {
    const key = idempotencyKey();
    const input = orderInput([{ productId: IPHONE, quantity: 1 }], { raeeTakeBack: true });
    const first = await placeOrder(input, { key, document: PLACE_WITH_CHOICE });
    expect(first.body.errors).toBeUndefined();
    const again = await placeOrder(input, { key, document: PLACE_WITH_CHOICE });
    expect(again.body.data?.placeOrder.order.id).toBe(first.body.data?.placeOrder.order.id);
    const changed = await placeOrder({ ...input, raeeTakeBack: false }, { key });
    expect(codes(changed.body)).toEqual(['CONFLICT']);
  });

  it('is offered by cartTotals only for lines that qualify', async () => {
    const offered = (productId: string) =>
      gql(
        graphql(
          'query T($lines: [CartLineInput!]!) { cartTotals(lines: $lines) { raeeTakeBackOffered } }',
        ),
        { lines: [{ productId, quantity: 1 }] },
      );
    expect((await offered(IPHONE)).body.data?.cartTotals.raeeTakeBackOffered).toBe(true);
    expect((await offered(AIRPODS)).body.data?.cartTotals.raeeTakeBackOffered).toBe(false);
    expect((await offered('99999')).body.data?.cartTotals.raeeTakeBackOffered).toBe(false);
  });

  it('is shown to the staff on the order, which their shipping sheet reads', async () => {
    const placed = await orderPlaced([{ productId: IPHONE, quantity: 1 }], {
      input: { raeeTakeBack: true },
    });
    const { body } = await gql(
      graphql('query O($id: ID!) { adminOrder(id: $id) { raeeTakeBack paymentMethod } }'),
      { id: placed.id },
      asStaff(),
    );
    expect(body.data?.adminOrder).toEqual({ raeeTakeBack: true, paymentMethod: 'BONIFICO' });
  });

  it('is read back by the order page with its token', async () => {
    const placed = await orderPlaced([{ productId: IPHONE, quantity: 1 }], {
      input: { raeeTakeBack: true },
    });
    const { body } = await gql(
      graphql(
        'query O($id: ID!, $token: String) { order(id: $id, token: $token) { raeeTakeBack } }',
      ),
      { id: placed.id, token: placed.accessToken },
    );
    expect(body.data?.order?.raeeTakeBack).toBe(true);
  });
});
