import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../schema/dates';
import { outbox } from '../../schema/db/mail';
import { SHOP } from '../../schema/shop';
import { graphql } from '../../web/graphql';
import worker from '../../worker/index';
import { ORDER_MAIL_KIND } from '../../worker/orders/order-mail';
import { gql } from './client';
import {
  advanceOrder,
  asStaff,
  orderPlaced,
  type PaymentMethod,
  rowCount,
  stockOf,
} from './fixtures';
import { writtenMails } from './outbox-mail';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const AIRPODS = '6';

/** The Cron Trigger fires, as if at `at` (epoch ms), through the Worker's own export. */
async function cronAt(at: number) {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '0 * * * *' }), env);
}

async function place(paymentMethod: PaymentMethod, quantity = 2) {
  return orderPlaced([{ productId: AIRPODS, quantity }], { input: { paymentMethod } });
}

async function statusOf(id: string) {
  const row = await env.DB.prepare('SELECT status FROM orders WHERE id = ?')
    .bind(id)
    .first<{ status: string }>();
  return row?.status;
}

const READ = graphql(
  'query R($id: ID!, $token: String) { order(id: $id, token: $token) { createdAt expiresAt } }',
);

describe('expiresAt', () => {
  it('is 7 days after a bank transfer or cash on delivery, 10 after a collection', async () => {
    for (const [method, days] of [
      ['BONIFICO', 7],
      ['CONTRASSEGNO', 7],
      ['RITIRO', 10],
    ] as const) {
      const { id, accessToken } = await place(method);
      const order = (await gql(READ, { id, token: accessToken })).body.data?.order;
      const created = Date.parse(order?.createdAt ?? '');
      expect(order?.expiresAt).toBe(new Date(created + days * DAY).toISOString());
    }
  });

  it('is none once the transfer is paid', async () => {
    const { id, accessToken } = await place('BONIFICO');
    await advanceOrder(id, 'IN_ATTESA_DI_PAGAMENTO', 'PAGATO');
    const order = (await gql(READ, { id, token: accessToken })).body.data?.order;
    expect(order?.expiresAt).toBeNull();
  });
});

describe('the expiry job', () => {
  it('cancels and restocks what has outstayed its hold, with a timeline note and an audit row', async () => {
    const transfer = await place('BONIFICO');
    const collection = await place('RITIRO');
    const cash = await place('CONTRASSEGNO');
    expect(await stockOf(AIRPODS)).toBe(19);
    const now = Date.now();

    await cronAt(now + 6 * DAY);
    expect(await statusOf(transfer.id)).toBe('in_attesa_di_pagamento');
    expect(await statusOf(cash.id)).toBe('in_preparazione');
    expect(await stockOf(AIRPODS)).toBe(19);

    await cronAt(now + 7 * DAY + HOUR);
    expect(await statusOf(transfer.id)).toBe('annullato');
    expect(await statusOf(cash.id)).toBe('annullato');
    expect(await statusOf(collection.id)).toBe('in_preparazione');
    expect(await stockOf(AIRPODS)).toBe(23);
    const event = await env.DB.prepare(
      `SELECT note FROM order_events WHERE order_id = ? AND status = 'annullato'`,
    )
      .bind(transfer.id)
      .first<{ note: string }>();
    expect(event?.note).toBe(
      'Annullato automaticamente: il bonifico non è arrivato entro 7 giorni.',
    );
    const audit = await env.DB.prepare(
      'SELECT action, actor_uid, summary FROM admin_audit WHERE entity_id = ?',
    )
      .bind(transfer.id)
      .first();
    expect(audit).toEqual({
      action: 'order.expire',
      actor_uid: 'sistema:scadenza-ordini',
      summary: `${transfer.number} scaduto e annullato, 2 pezzi rimessi a magazzino`,
    });

    await cronAt(now + 10 * DAY + HOUR);
    expect(await statusOf(collection.id)).toBe('annullato');
    expect(await statusOf(cash.id)).toBe('annullato');
    expect(await stockOf(AIRPODS)).toBe(25);
    expect(await rowCount('admin_audit')).toBe(3);
  });

  it('is idempotent: a second run, or two at once, restock once', async () => {
    await place('BONIFICO');
    await place('BONIFICO');
    const later = Date.now() + 8 * DAY;
    await Promise.all([cronAt(later), cronAt(later)]);
    await cronAt(later + HOUR);
    expect(await stockOf(AIRPODS)).toBe(25);
    expect(await rowCount('orders', `status = 'annullato'`)).toBe(2);
    expect(await rowCount('order_events', `status = 'annullato'`)).toBe(2);
    expect(await rowCount('admin_audit')).toBe(2);
  });

  it('leaves alone an order paid meanwhile, even by a staff click racing the job', async () => {
    const paid = await place('BONIFICO');
    await advanceOrder(paid.id, 'IN_ATTESA_DI_PAGAMENTO', 'PAGATO');
    const raced = await place('BONIFICO');
    const [, click] = await Promise.all([
      cronAt(Date.now() + 8 * DAY),
      advanceOrder(raced.id, 'IN_ATTESA_DI_PAGAMENTO', 'PAGATO'),
    ]);
    expect(await statusOf(paid.id)).toBe('pagato');
    const racedStatus = await statusOf(raced.id);
    // Whichever came first, the order moved once and its stock came back only if cancelled.
    expect(racedStatus).toBe(click.body.errors ? 'annullato' : 'pagato');
    expect(await stockOf(AIRPODS)).toBe(racedStatus === 'annullato' ? 23 : 21);
    expect(await rowCount('order_events', `order_id = '${raced.id}'`)).toBe(2);
  });

  it('shows in the staff list as cancelled, with the reason on the timeline', async () => {
    const { id } = await place('RITIRO');
    await cronAt(Date.now() + 11 * DAY);
    const { body } = await gql(
      graphql('query O($id: ID!) { adminOrder(id: $id) { status events { note } } }'),
      { id },
      asStaff(),
    );
    expect(body.data?.adminOrder?.status).toBe('ANNULLATO');
    expect(body.data?.adminOrder?.events.at(-1)?.note).toBe(
      "Annullato automaticamente: l'ordine non è stato ritirato entro 10 giorni.",
    );
  });
});

describe('an unshipped cash-on-delivery order', () => {
  async function createdAtOf(id: string) {
    const row = await env.DB.prepare('SELECT created_at_ms AS at FROM orders WHERE id = ?')
      .bind(id)
      .first<{ at: number }>();
    return row?.at ?? 0;
  }

  const mailsOf = (number: string, kind: string) =>
    writtenMails(and(eq(outbox.ref, number), eq(outbox.kind, kind)));

  it('warns the staff once 2 days before, then expires, restocks and tells the buyer', async () => {
    const cash = await place('CONTRASSEGNO');
    const created = await createdAtOf(cash.id);
    expect(await stockOf(AIRPODS)).toBe(23);

    await cronAt(created + 4 * DAY);
    expect(await mailsOf(cash.number, ORDER_MAIL_KIND.codStaffWarning)).toHaveLength(0);

    await Promise.all([cronAt(created + 5 * DAY + HOUR), cronAt(created + 5 * DAY + HOUR)]);
    await cronAt(created + 6 * DAY);
    const warnings = await mailsOf(cash.number, ORDER_MAIL_KIND.codStaffWarning);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.recipient).toBe(SHOP.email);
    expect(warnings[0]?.subject).toBe(
      `Contrassegno ${cash.number} da spedire entro il ${formatDateTime(created + 7 * DAY)}`,
    );
    expect(await statusOf(cash.id)).toBe('in_preparazione');
    expect(await stockOf(AIRPODS)).toBe(23);

    await cronAt(created + 7 * DAY + HOUR);
    expect(await statusOf(cash.id)).toBe('annullato');
    expect(await stockOf(AIRPODS)).toBe(25);
    const [expired] = await mailsOf(cash.number, ORDER_MAIL_KIND.expired);
    expect(expired?.recipient).not.toBe(SHOP.email);
    expect(expired?.text).toContain(
      "Motivo: Annullato automaticamente: l'ordine in contrassegno non è stato spedito entro 7 giorni.",
    );
    await cronAt(created + 8 * DAY);
    expect(await mailsOf(cash.number, ORDER_MAIL_KIND.codStaffWarning)).toHaveLength(1);
    expect(await stockOf(AIRPODS)).toBe(25);
  });

  it('once shipped or delivered, neither warns the staff nor expires', async () => {
    const shipped = await place('CONTRASSEGNO');
    await advanceOrder(shipped.id, 'IN_PREPARAZIONE', 'SPEDITO');
    const delivered = await place('CONTRASSEGNO');
    await advanceOrder(delivered.id, 'IN_PREPARAZIONE', 'CONSEGNATO');
    const created = await createdAtOf(shipped.id);

    await cronAt(created + 5 * DAY + HOUR);
    await cronAt(created + 30 * DAY);
    expect(await statusOf(shipped.id)).toBe('spedito');
    expect(await statusOf(delivered.id)).toBe('consegnato');
    expect(await stockOf(AIRPODS)).toBe(21);
    expect(await rowCount('outbox', `kind = '${ORDER_MAIL_KIND.codStaffWarning}'`)).toBe(0);
    expect(await rowCount('admin_audit', `action = 'order.expire'`)).toBe(0);
  });
});
