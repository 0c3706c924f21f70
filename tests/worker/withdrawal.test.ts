import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import type { ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { taxesFor } from '../../schema/rules/money';
import { REFUND_NOTE_MESSAGE } from '../../schema/rules/withdrawal';
import { graphql } from '../../web/graphql';
import { codes, gql } from './client';
import {
  advanceOrder,
  asCustomer,
  asOtherCustomer,
  asStaff,
  orderPlaced,
  rowCount,
  stockOf,
} from './fixtures';
import { writtenMails } from './outbox-mail';

const DAY = 24 * 60 * 60 * 1000;
const AIRPODS = '6';
const IPHONE = '1';

/**
 * A cash-on-delivery order (2 AirPods, 1 iPhone) that staff have delivered; its timeline moved
 * `daysAgo` days back, as if it had all happened then.
 */
async function delivered(daysAgo = 0, headers: Record<string, string> = {}) {
  const order = await orderPlaced(
    [
      { productId: AIRPODS, quantity: 2 },
      { productId: IPHONE, quantity: 1 },
    ],
    { input: { paymentMethod: 'CONTRASSEGNO' }, headers },
  );
  await advanceOrder(order.id, 'IN_PREPARAZIONE', 'SPEDITO');
  await advanceOrder(order.id, 'SPEDITO', 'CONSEGNATO');
  if (daysAgo) {
    await env.DB.prepare(
      'UPDATE order_events SET created_at_ms = created_at_ms - ? WHERE order_id = ?',
    )
      .bind(daysAgo * DAY, order.id)
      .run();
  }
  return order;
}

const FORM = { name: 'Giulia Bianchi', address: 'Via Roma 10, 20121 Milano (MI)' };

function request(
  order: { id: string; accessToken?: string },
  lines: { position: number; quantity: number }[],
  options: { token?: string | null; headers?: Record<string, string>; reason?: string } = {},
) {
  const token = options.token === undefined ? (order.accessToken ?? null) : options.token;
  return gql(
    graphql(`mutation W($id: ID!, $token: String, $input: WithdrawalInput!) {
      requestWithdrawal(orderId: $id, token: $token, input: $input) {
        returns { id number status statement }
      }
    }`),
    {
      id: order.id,
      token,
      input: { ...FORM, lines, ...(options.reason ? { reason: options.reason } : {}) },
    },
    { headers: { 'cf-connecting-ip': `w-${crypto.randomUUID()}`, ...options.headers } },
  );
}

function read(id: string, token: string | null, headers: Record<string, string> = {}) {
  return gql(
    graphql(`query R($id: ID!, $token: String) { order(id: $id, token: $token) {
      total
      withdrawal { open until returnable { position quantity unitPrice } }
      returns { number status refundAmount }
    } }`),
    { id, token },
    { headers },
  );
}

/** Staff move a return on: accept it, mark it received, refund it. */
const STEPS = {
  adminAcceptReturn: graphql(`mutation S($id: ID!, $from: ReturnStatus!) {
    adminAcceptReturn(id: $id, from: $from) { returns { status refundAmount } }
  }`),
  adminReceiveReturn: graphql(`mutation S($id: ID!, $from: ReturnStatus!) {
    adminReceiveReturn(id: $id, from: $from) { returns { status refundAmount } }
  }`),
  adminRefundReturn:
    graphql(`mutation S($id: ID!, $from: ReturnStatus!, $amount: Money, $note: String) {
    adminRefundReturn(id: $id, from: $from, amount: $amount, note: $note) {
      returns { status refundAmount }
    }
  }`),
};
type Step = keyof typeof STEPS;
/** What each step reads back under its own name: the three read the same. */
type Stepped = Record<Step, ResultOf<(typeof STEPS)['adminRefundReturn']>['adminRefundReturn']>;

function step(
  mutation: Step,
  id: string,
  from: VariablesOf<(typeof STEPS)['adminRefundReturn']>['from'],
  extra: { amount?: number; note?: string } = {},
) {
  const document = STEPS[mutation] as TadaDocumentNode<
    Stepped,
    VariablesOf<(typeof STEPS)['adminRefundReturn']>
  >;
  return gql(document, { id, from, ...extra }, asStaff());
}

async function returnId(order: { id: string }) {
  const row = await env.DB.prepare('SELECT id FROM order_returns WHERE order_id = ?')
    .bind(order.id)
    .first<{ id: string }>();
  return row?.id ?? '';
}

/** The e-mails of one kind in the outbox, oldest first. */
function mails(kind: string) {
  return writtenMails(eq(outbox.kind, kind));
}

describe('the withdrawal window', () => {
  it('is open on day 14 after delivery and closed on day 15, with the date it closed', async () => {
    const onTime = await delivered(14);
    expect((await read(onTime.id, onTime.accessToken)).body.data?.order?.withdrawal?.open).toBe(
      true,
    );
    const ok = await request(onTime, [{ position: 0, quantity: 1 }]);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data?.requestWithdrawal?.returns[0]).toMatchObject({
      status: 'RICHIESTO',
      number: expect.stringMatching(/^RS-\d{4}-000001$/),
    });

    const late = await delivered(15);
    const closed = (await read(late.id, late.accessToken)).body.data?.order?.withdrawal;
    expect(closed?.open).toBe(false);
    const refused = await request(late, [{ position: 0, quantity: 1 }]);
    expect(codes(refused.body)).toEqual(['BAD_USER_INPUT']);
    expect(refused.body.errors?.[0]?.message).toMatch(
      /^Il termine di 14 giorni per il recesso è scaduto il \d+ \w+ \d{4}\. Per un difetto vale la garanzia legale di 24 mesi/,
    );
    expect(await rowCount('order_returns', `order_id = '${late.id}'`)).toBe(0);
  });

  it('is not open before delivery', async () => {
    const order = await orderPlaced([{ productId: AIRPODS, quantity: 1 }], {
      input: { paymentMethod: 'CONTRASSEGNO' },
    });
    expect((await read(order.id, order.accessToken)).body.data?.order?.withdrawal).toBeNull();
    const refused = await request(order, [{ position: 0, quantity: 1 }]);
    expect(refused.body.errors?.[0]?.message).toBe(
      'Il recesso si può chiedere solo per un ordine consegnato: i 14 giorni partono dalla consegna.',
    );
    expect(await rowCount('order_returns')).toBe(0);
  });
});

describe('requesting a withdrawal', () => {
  it('saves the statement, the lines and the reason, and queues the confirmation in the same batch', async () => {
    const order = await delivered();
    const sent = await request(
      order,
      [
        { position: 0, quantity: 1 },
        { position: 1, quantity: 0 },
      ],
      { reason: 'Non mi piace il colore' },
    );
    const made = sent.body.data?.requestWithdrawal?.returns[0];
    expect(made?.statement).toContain(
      'Con la presente notifico il recesso dal mio contratto di vendita dei seguenti beni',
    );
    expect(made?.statement).toContain('Nome del consumatore: Giulia Bianchi');
    expect(await rowCount('order_return_lines')).toBe(1);
    const row = await env.DB.prepare('SELECT reason FROM order_returns').first<{
      reason: string;
    }>();
    expect(row?.reason).toBe('Non mi piace il colore');
    const [mail] = await mails('return.requested');
    expect(mail?.subject).toBe(`Richiesta di reso ${made?.number} per l'ordine ${order.number}`);
    expect(mail?.text).toContain('Con la presente notifico il recesso');
    expect(mail?.text).toContain(`/order/${order.id}#t=${order.accessToken}`);
  });

  it('refuses no lines, more units than ordered, and the same units twice', async () => {
    const order = await delivered();
    const none = await request(order, [{ position: 0, quantity: 0 }]);
    expect(none.body.errors?.[0]?.message).toBe('Scegli almeno un prodotto da restituire.');
    const many = await request(order, [{ position: 0, quantity: 3 }]);
    expect(many.body.errors?.[0]?.message).toBe(
      'Di uno dei prodotti puoi restituire al massimo 2 pezzi.',
    );
    expect((await request(order, [{ position: 1, quantity: 1 }])).body.errors).toBeUndefined();
    const twice = await request(order, [{ position: 1, quantity: 1 }]);
    expect(twice.body.errors?.[0]?.message).toBe(
      'Uno dei prodotti scelti è già stato restituito per intero.',
    );
    expect(codes(twice.body)).toEqual(['BAD_USER_INPUT']);
    const left = (await read(order.id, order.accessToken)).body.data?.order?.withdrawal?.returnable;
    expect(left?.map((line) => line.quantity)).toEqual([2, 0]);
  });

  it('lets two requests racing for the same units write one', async () => {
    const order = await delivered();
    const answers = await Promise.all([
      request(order, [{ position: 0, quantity: 2 }]),
      request(order, [{ position: 0, quantity: 2 }]),
    ]);
    expect(answers.filter((a) => !a.body.errors)).toHaveLength(1);
    expect(await rowCount('order_returns')).toBe(1);
    expect(await rowCount('order_return_lines')).toBe(1);
    expect(await rowCount('outbox', `kind = 'return.requested'`)).toBe(1);
  });

  it('is open to the owner and the token holder; a stranger gets nothing and sees nothing', async () => {
    const owned = await delivered(0, asCustomer().headers);
    const byOwner = await request(owned, [{ position: 0, quantity: 1 }], {
      token: null,
      headers: asCustomer().headers,
    });
    expect(byOwner.body.errors).toBeUndefined();

    const stranger = await request(owned, [{ position: 0, quantity: 1 }], {
      token: null,
      headers: asOtherCustomer().headers,
    });
    expect(codes(stranger.body)).toEqual(['NOT_FOUND']);
    expect(stranger.body.errors?.[0]?.message).toBe('Ordine non trovato.');
    const wrongToken = await request(owned, [{ position: 0, quantity: 1 }], {
      token: 'x'.repeat(32),
    });
    expect(codes(wrongToken.body)).toEqual(['NOT_FOUND']);
    expect((await read(owned.id, null, asOtherCustomer().headers)).body.data?.order).toBeNull();
    expect(await rowCount('order_returns')).toBe(1);
  });

  it('answers bad input in Italian, never a 500', async () => {
    const order = await delivered();
    const sent = await gql(
      graphql(`mutation W($id: ID!, $token: String, $input: WithdrawalInput!) {
        requestWithdrawal(orderId: $id, token: $token, input: $input) { id }
      }`),
      {
        id: order.id,
        token: order.accessToken,
        input: { name: '', address: 'x'.repeat(400), lines: [{ position: 0, quantity: 1 }] },
      },
    );
    expect(sent.status).toBe(200);
    expect(codes(sent.body)).toEqual(['BAD_USER_INPUT']);
    expect(sent.body.errors?.[0]?.extensions.fields).toMatchObject({
      name: 'Il campo non deve essere vuoto.',
      address: 'Il massimo valore deve essere 300.',
    });
  });
});

describe('the staff steps', () => {
  it('give a variant holding its own stock its units back on receipt (docs/product.md#variants)', async () => {
    await env.DB.prepare('UPDATE product_variants SET stock = 5 WHERE product_id = ?')
      .bind(Number(AIRPODS))
      .run();
    const ownStock = async () =>
      (
        await env.DB.prepare('SELECT stock FROM product_variants WHERE product_id = ?')
          .bind(Number(AIRPODS))
          .first<{ stock: number }>()
      )?.stock;
    const order = await delivered();
    expect(await ownStock()).toBe(3);
    const stock = await stockOf(AIRPODS);
    await request(order, [{ position: 0, quantity: 2 }]);
    const id = await returnId(order);
    await step('adminAcceptReturn', id, 'RICHIESTO');
    await step('adminReceiveReturn', id, 'ACCETTATO');
    expect(await ownStock()).toBe(5);
    expect(await stockOf(AIRPODS)).toBe(stock + 2);
  });

  it('accept, receive (restocking once) and refund what is due, each with an audit row and an e-mail', async () => {
    const order = await delivered();
    await request(order, [{ position: 0, quantity: 2 }]);
    const id = await returnId(order);
    const stock = await stockOf(AIRPODS);

    expect((await step('adminAcceptReturn', id, 'RICHIESTO')).body.errors).toBeUndefined();
    expect((await step('adminReceiveReturn', id, 'ACCETTATO')).body.errors).toBeUndefined();
    expect(await stockOf(AIRPODS)).toBe(stock + 2);

    const read1 = (await read(order.id, order.accessToken)).body.data?.order;
    const unit = read1?.withdrawal?.returnable[0]?.unitPrice ?? 0;
    const due = 2 * unit + taxesFor(2 * unit);
    const refunded = await step('adminRefundReturn', id, 'RICEVUTO');
    expect(refunded.body.data?.adminRefundReturn.returns[0]).toEqual({
      status: 'RIMBORSATO',
      refundAmount: due,
    });
    expect(
      (
        await env.DB.prepare(
          `SELECT action FROM admin_audit WHERE entity_id = ? AND action LIKE 'return.%' ORDER BY id`,
        )
          .bind(order.id)
          .all<{ action: string }>()
      ).results.map((r) => r.action),
    ).toEqual(['return.accept', 'return.receive', 'return.refund']);
    const number = (
      await env.DB.prepare('SELECT number FROM order_returns').first<{ number: string }>()
    )?.number;
    const email = (
      await env.DB.prepare('SELECT email FROM orders WHERE id = ?')
        .bind(order.id)
        .first<{ email: string }>()
    )?.email;
    for (const kind of [
      'return.requested',
      'return.accepted',
      'return.received',
      'return.refunded',
    ]) {
      const sent = await mails(kind);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ ref: number, recipient: email });
    }
    const [accepted] = await mails('return.accepted');
    expect(accepted?.text).toContain('Via Giuseppe Mazzini 18');
    const steps = await rowCount('order_return_events', `return_id = '${id}'`);
    expect(steps).toBe(4);
  });

  it('refunds shipping too when the whole order comes back, and never more than was paid', async () => {
    const order = await delivered();
    await request(order, [
      { position: 0, quantity: 2 },
      { position: 1, quantity: 1 },
    ]);
    const id = await returnId(order);
    await step('adminAcceptReturn', id, 'RICHIESTO');
    await step('adminReceiveReturn', id, 'ACCETTATO');
    const total = (await read(order.id, order.accessToken)).body.data?.order?.total ?? 0;
    const over = await step('adminRefundReturn', id, 'RICEVUTO', { amount: total + 1 });
    expect(over.body.errors?.[0]?.message).toBe(
      'Il rimborso non può superare quanto pagato per i prodotti resi.',
    );
    const lower = await step('adminRefundReturn', id, 'RICEVUTO', { amount: total - 10_00 });
    expect(lower.body.errors?.[0]?.message).toBe(REFUND_NOTE_MESSAGE);
    const noted = await step('adminRefundReturn', id, 'RICEVUTO', {
      amount: total - 10_00,
      note: 'Confezione mancante',
    });
    expect(noted.body.data?.adminRefundReturn.returns[0]?.refundAmount).toBe(total - 10_00);
    const [mail] = await mails('return.refunded');
    expect(mail?.text).toContain('Confezione mancante');
  });

  it('refuses steps out of order, and a step from a state the return has left', async () => {
    const order = await delivered();
    await request(order, [{ position: 0, quantity: 1 }]);
    const id = await returnId(order);
    const early = await step('adminReceiveReturn', id, 'RICHIESTO');
    expect(early.body.errors?.[0]?.message).toBe(
      'Un reso «Reso richiesto» non può passare a «Reso ricevuto».',
    );
    expect(codes(early.body)).toEqual(['BAD_USER_INPUT']);
    await step('adminAcceptReturn', id, 'RICHIESTO');
    const again = await step('adminAcceptReturn', id, 'RICHIESTO');
    expect(codes(again.body)).toEqual(['CONFLICT']);
    expect(again.body.errors?.[0]?.message).toBe(
      'Il reso è stato aggiornato da qualcun altro: ricarica la pagina e riprova.',
    );
    const unknown = await step('adminAcceptReturn', 'nessuno', 'RICHIESTO');
    expect(codes(unknown.body)).toEqual(['NOT_FOUND']);
  });

  it('makes one step of two staff clicking at once: restocks once, one e-mail, one audit row', async () => {
    const order = await delivered();
    await request(order, [{ position: 0, quantity: 2 }]);
    const id = await returnId(order);
    await step('adminAcceptReturn', id, 'RICHIESTO');
    const stock = await stockOf(AIRPODS);
    const answers = await Promise.all([
      step('adminReceiveReturn', id, 'ACCETTATO'),
      step('adminReceiveReturn', id, 'ACCETTATO'),
    ]);
    expect(answers.map((a) => codes(a.body)).sort()).toEqual([[], ['CONFLICT']]);
    expect(await stockOf(AIRPODS)).toBe(stock + 2);
    expect(await rowCount('outbox', `kind = 'return.received'`)).toBe(1);
    expect(await rowCount('admin_audit', `action = 'return.receive'`)).toBe(1);
  });

  it('is for staff only, and lists and counts the returns to handle', async () => {
    const order = await delivered();
    await request(order, [{ position: 0, quantity: 1 }]);
    const id = await returnId(order);
    const byCustomer = await gql(
      graphql('mutation { adminAcceptReturn(id: "x", from: RICHIESTO) { id } }'),
      {},
      asCustomer(),
    );
    expect(codes(byCustomer.body)).toEqual(['FORBIDDEN']);
    const listed = await gql(
      graphql(
        '{ adminReturnsToHandle adminReturns(toHandle: true) { items { id adminOrder { number } } } }',
      ),
      {},
      asStaff(),
    );
    expect(listed.body.data?.adminReturnsToHandle).toBe(1);
    expect(listed.body.data?.adminReturns.items).toEqual([
      { id, adminOrder: { number: order.number } },
    ]);
  });
});

describe('refusing a return', () => {
  const REFUSE = graphql(`mutation F($id: ID!, $from: ReturnStatus!, $reason: String!) {
    adminRefuseReturn(id: $id, from: $from, reason: $reason) {
      returns { status refusalReason }
      withdrawal { returnable { position quantity } }
    }
  }`);
  const refuse = (id: string, from: VariablesOf<typeof REFUSE>['from'], reason: string) =>
    gql(REFUSE, { id, from, reason }, asStaff());
  const SEALED = 'Auricolari sigillati aperti dopo la consegna (art. 59, lettera e).';

  it('tells the customer why, with an audit row, and gives the units back to ask for again', async () => {
    const order = await delivered();
    await request(order, [{ position: 0, quantity: 2 }]);
    const id = await returnId(order);
    await step('adminAcceptReturn', id, 'RICHIESTO');
    const stock = await stockOf(AIRPODS);

    const { body } = await refuse(id, 'ACCETTATO', `  ${SEALED}  `);
    expect(body.errors).toBeUndefined();
    expect(body.data?.adminRefuseReturn.returns).toEqual([
      { status: 'RIFIUTATO', refusalReason: SEALED },
    ]);
    expect(body.data?.adminRefuseReturn.withdrawal?.returnable[0]).toEqual({
      position: 0,
      quantity: 2,
    });
    expect(await stockOf(AIRPODS)).toBe(stock);
    const [mail] = await mails('return.refused');
    expect(mail?.subject).toMatch(/^Reso RS-\d{4}-\d{6}: non possiamo accettarlo$/);
    expect(mail?.text).toContain(SEALED);
    expect(await rowCount('admin_audit', `action = 'return.refuse'`)).toBe(1);
    expect(await rowCount('order_return_events', `return_id = '${id}'`)).toBe(3);

    // The same units may be asked for again; the refused request no longer counts for the refund.
    const again = await request(order, [
      { position: 0, quantity: 2 },
      { position: 1, quantity: 1 },
    ]);
    expect(again.body.errors).toBeUndefined();
    const second = again.body.data?.requestWithdrawal?.returns.at(-1);
    expect(second?.status).toBe('RICHIESTO');
  });

  it('refunds the whole order, shipping included, after a refused return of part of it', async () => {
    const order = await delivered();
    await request(order, [{ position: 0, quantity: 1 }]);
    await refuse(await returnId(order), 'RICHIESTO', SEALED);
    const whole = await request(order, [
      { position: 0, quantity: 2 },
      { position: 1, quantity: 1 },
    ]);
    const secondId = (
      await env.DB.prepare(
        `SELECT id FROM order_returns WHERE order_id = ? AND status = 'richiesto'`,
      )
        .bind(order.id)
        .first<{ id: string }>()
    )?.id as string;
    expect(whole.body.errors).toBeUndefined();
    await step('adminAcceptReturn', secondId, 'RICHIESTO');
    await step('adminReceiveReturn', secondId, 'ACCETTATO');
    const refunded = await step('adminRefundReturn', secondId, 'RICEVUTO');
    const total = (await read(order.id, order.accessToken)).body.data?.order?.total;
    expect(refunded.body.data?.adminRefundReturn.returns.at(-1)?.refundAmount).toBe(total);
  });

  /** One unit of the 40 € product below, with IVA. */
  const ONE_UNIT = 40_00 + taxesFor(40_00);

  /** Two units of a 40 € product, delivered: 80 € before IVA, so the order paid shipping. */
  async function deliveredWithShipping() {
    await env.DB.prepare('UPDATE products SET price = 4000 WHERE id = ?').bind(AIRPODS).run();
    const order = await orderPlaced([{ productId: AIRPODS, quantity: 2 }], {
      input: { paymentMethod: 'CONTRASSEGNO' },
    });
    await advanceOrder(order.id, 'IN_PREPARAZIONE', 'SPEDITO');
    await advanceOrder(order.id, 'SPEDITO', 'CONSEGNATO');
    const total = (await read(order.id, order.accessToken)).body.data?.order?.total ?? 0;
    expect(total).toBeGreaterThan(2 * ONE_UNIT);
    return { order, total };
  }
  /** A request to return one unit; its id. */
  async function unitBack(order: { id: string; accessToken: string }) {
    const asked = await request(order, [{ position: 0, quantity: 1 }]);
    return asked.body.data?.requestWithdrawal?.returns.at(-1)?.id ?? '';
  }

  async function received(id: string) {
    await step('adminAcceptReturn', id, 'RICHIESTO');
    await step('adminReceiveReturn', id, 'ACCETTATO');
  }

  it('refunds the shipping once when an earlier return is refused after a later one was refunded', async () => {
    const { order, total } = await deliveredWithShipping();
    const [first = '', second = ''] = [await unitBack(order), await unitBack(order)];
    // The later request is refunded while the earlier one still waits: one unit, no shipping.
    await received(second);
    expect((await step('adminRefundReturn', second, 'RICEVUTO')).body.errors).toBeUndefined();
    expect((await refuse(first, 'RICHIESTO', SEALED)).body.errors).toBeUndefined();
    // The unit comes back in a new request; its refund completes the order's.
    const again = await unitBack(order);
    await received(again);
    expect((await step('adminRefundReturn', again, 'RICEVUTO')).body.errors).toBeUndefined();

    const refunds = (await read(order.id, order.accessToken)).body.data?.order?.returns
      .map((r) => r.refundAmount)
      .filter((amount) => amount !== null);
    expect(refunds).toEqual([ONE_UNIT, total - ONE_UNIT]);
  });

  it('pays the order back exactly when two of its returns are refunded at once', async () => {
    const { order, total } = await deliveredWithShipping();
    const ids = [await unitBack(order), await unitBack(order)];
    for (const id of ids) await received(id);
    const both = await Promise.all(ids.map((id) => step('adminRefundReturn', id, 'RICEVUTO')));
    // Interleaved, the second is refused and worked out again; in turn, both go through.
    for (const [i, answer] of both.entries()) {
      if (!answer.body.errors) continue;
      expect(codes(answer.body)).toEqual(['CONFLICT']);
      const again = await step('adminRefundReturn', ids[i] ?? '', 'RICEVUTO');
      expect(again.body.errors).toBeUndefined();
    }
    const { returns = [] } = (await read(order.id, order.accessToken)).body.data?.order ?? {};
    expect(returns.reduce((sum, r) => sum + (r.refundAmount ?? 0), 0)).toBe(total);
  });

  it('needs a reason, and is refused once the goods have arrived, in Italian, changing nothing', async () => {
    const order = await delivered();
    await request(order, [{ position: 0, quantity: 1 }]);
    const id = await returnId(order);

    const blank = await refuse(id, 'RICHIESTO', '   ');
    expect(codes(blank.body)).toEqual(['BAD_USER_INPUT']);
    expect(blank.body.errors?.[0]?.extensions.fields).toEqual({
      reason: 'Il campo non deve essere vuoto.',
    });
    const long = await refuse(id, 'RICHIESTO', 'x'.repeat(1001));
    expect(codes(long.body)).toEqual(['BAD_USER_INPUT']);

    await step('adminAcceptReturn', id, 'RICHIESTO');
    await step('adminReceiveReturn', id, 'ACCETTATO');
    const late = await refuse(id, 'RICEVUTO', SEALED);
    expect(late.body.errors?.[0]?.message).toBe(
      'Un reso «Reso ricevuto» non può passare a «Reso rifiutato».',
    );
    const stale = await refuse(id, 'ACCETTATO', SEALED);
    expect(codes(stale.body)).toEqual(['CONFLICT']);
    expect(await mails('return.refused')).toEqual([]);
    expect(await rowCount('admin_audit', `action = 'return.refuse'`)).toBe(0);

    const byCustomer = await gql(REFUSE, { id, from: 'RICHIESTO', reason: SEALED }, asCustomer());
    expect(codes(byCustomer.body)).toEqual(['FORBIDDEN']);
  });
});
