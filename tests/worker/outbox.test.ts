import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { products } from '../../schema/db/catalogue';
import { outbox } from '../../schema/db/mail';
import { graphql } from '../../web/graphql';
import { audit } from '../../worker/admin/audit';
import { createDatabase } from '../../worker/db';
import worker from '../../worker/index';
import {
  MAX_SEND_ATTEMPTS,
  retryDelaySeconds,
  SENDING_LIMIT_RETRY_SECONDS,
} from '../../worker/mail/deliver';
import type { EmailMessage } from '../../worker/mail/message';
import { dispatchOutbox, type OutboxEmail, queueEmail } from '../../worker/mail/outbox';
import { isSendingLimit } from '../../worker/mail/sending-limit';
import { storedBody } from '../../worker/mail/stored-email';
import {
  INTERRUPTED_SEND,
  ORPHAN_AFTER_MS,
  RETRY_LOST_AFTER_MS,
  STUCK_SENDING_AFTER_MS,
  THROTTLED_LOST_AFTER_MS,
} from '../../worker/mail/sweep';
import { newsletterWelcome } from '../../worker/mail/templates/newsletter';
import { orderLinkReminder } from '../../worker/mail/templates/orders';
import type { MailKind } from '../../worker/mail/templates/registry';
import { CRONS } from '../../worker/scheduled';
import { codes, gql } from './client';
import { asCustomer, asStaff, rowCount } from './fixtures';

const db = () => createDatabase(env.DB);
const MINUTE = 60_000;
const STAFF = { uid: 'admin-1', email: 'admin@negozio.test' };

const SITE = 'https://shop.test';

/** An order's link sent again, the smallest e-mail there is, about order `ref` for `to`. */
/** Each to an address of its own, so the budget of one inbox (recipient-budget.ts) stays out of it. */
let addresses = 0;
function anEmail({ ref = 'RL-2026-000042', to = `giulia.${++addresses}@example.it` } = {}) {
  const input = {
    origin: SITE,
    order: { id: 'o-42', number: ref, accessToken: 'a'.repeat(43), email: to, firstName: 'Giulia' },
  };
  return {
    id: crypto.randomUUID(),
    kind: 'order.link',
    ref,
    input,
    ...orderLinkReminder(input),
  } satisfies OutboxEmail<'order.link'> & EmailMessage;
}

/** A newsletter's welcome, the one e-mail with headers (its unsubscribe). */
function aWelcome() {
  const input = { email: 'luca@example.it', unsubscribeUrl: `${SITE}/newsletter/cancella?t=1` };
  return {
    id: crypto.randomUUID(),
    kind: 'newsletter.welcome',
    input,
    ...newsletterWelcome(input),
  } satisfies OutboxEmail<'newsletter.welcome'> & EmailMessage;
}

/** An outbox row as a committed batch would have left it, optionally aged or already claimed. */
async function queued<K extends MailKind>(
  email: OutboxEmail<K> & EmailMessage,
  row: Partial<typeof outbox.$inferInsert> = {},
) {
  await queueEmail(db(), email, row.createdAtMs ?? Date.now());
  if (Object.keys(row).length) await db().update(outbox).set(row).where(eq(outbox.id, email.id));
  return email;
}

async function rowOf(id: string) {
  const row = await db().select().from(outbox).where(eq(outbox.id, id)).get();
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** An Email Service binding that records what it is asked to send, or fails like a provider. */
function fakeEmail(fail?: string | Error) {
  const send = vi.fn(async (_message: unknown) => {
    if (fail) throw typeof fail === 'string' ? new Error(fail) : fail;
    return { messageId: '<test@riparolab.it>' };
  });
  return { binding: { send } as unknown as SendEmail, send };
}

/** A queue producer that records the ids it is given. */
function fakeQueue() {
  const sendBatch = vi.fn(async (_messages: Iterable<MessageSendRequest<{ id: string }>>) => {});
  const ids = () =>
    sendBatch.mock.calls.flatMap(([messages]) => [...messages].map((m) => m.body.id));
  return { binding: { sendBatch, send: vi.fn() } as unknown as Queue, ids };
}

/**
 * The queue delivers these outbox ids to the Worker's consumer, as one batch: what it acked, what
 * it asked again, and the wait it asked for each retry.
 */
async function deliver(ids: string[], bindings: Env = env) {
  const batch = createMessageBatch(
    'riparo-mail',
    ids.map((id, n) => ({ id: `message-${n}`, timestamp: new Date(), attempts: 1, body: { id } })),
  );
  const retries = batch.messages.map((message) => vi.spyOn(message, 'retry'));
  await worker.queue(batch, bindings);
  const result = await getQueueResult(batch, createExecutionContext());
  const waits = retries.flatMap((retry) =>
    retry.mock.calls.map(([options]) => options?.delaySeconds),
  );
  return { ...result, waits };
}

describe('queueEmail', () => {
  it('writes exactly one row in the batch of the change it reports, pending', async () => {
    const email = anEmail();
    const at = Date.now();
    await db().batch([
      audit(
        db(),
        STAFF,
        { action: 'order.place', entityType: 'order', entityId: 'o1', summary: 'x' },
        at,
      ),
      queueEmail(db(), email, at),
    ]);
    expect(await rowCount('outbox')).toBe(1);
    expect(await rowCount('admin_audit')).toBe(1);
    const row = await rowOf(email.id);
    expect(row).toMatchObject({
      kind: 'order.link',
      ref: 'RL-2026-000042',
      recipient: email.to,
      status: 'pending',
      attempts: 0,
      createdAtMs: at,
      sentAtMs: null,
    });
  });

  it('writes nothing when the batch fails: neither the change nor the e-mail', async () => {
    const at = Date.now();
    await expect(
      db().batch([
        audit(db(), STAFF, { action: 'x', entityType: 'product', entityId: '1', summary: 'x' }, at),
        queueEmail(db(), anEmail(), at),
        db().update(products).set({ stock: -1 }).where(eq(products.id, 1)),
      ]),
    ).rejects.toThrow();
    expect(await rowCount('outbox')).toBe(0);
    expect(await rowCount('admin_audit')).toBe(0);
  });

  it('stores the template input and what the staff list shows, not the rendered e-mail', async () => {
    const email = await queued(aWelcome());
    const row = await rowOf(email.id);
    expect(row).toMatchObject({
      kind: 'newsletter.welcome',
      recipient: 'luca@example.it',
      subject: email.subject,
      input: email.input,
      html: null,
      text: null,
      headers: null,
    });
    expect(storedBody(row)).toEqual({ html: email.html, text: email.text, headers: email.headers });
  });

  it('keeps of a row only the fields its template reads', async () => {
    const email = anEmail();
    const order = { ...email.input.order, notes: 'Citofono rotto', phone: '333 1234567' };
    await queued({ ...email, input: { ...email.input, order } });
    expect((await rowOf(email.id)).input).toEqual(email.input);
  });

  it('refuses, before the batch, an e-mail its template cannot render', async () => {
    const email = anEmail();
    const bad = { ...email, input: { ...email.input, origin: 'javascript:alert(1)' } };
    expect(() => queueEmail(db(), bad, Date.now())).toThrow(/E-mail link/);
  });
});

describe('dispatchOutbox', () => {
  it('queues the committed rows after the answer, one message per row', async () => {
    const queue = fakeQueue();
    const work: Promise<unknown>[] = [];
    dispatchOutbox({ MAIL_QUEUE: queue.binding }, (p) => work.push(p), ['a', 'b']);
    await Promise.all(work);
    expect(queue.ids()).toEqual(['a', 'b']);
  });

  it('only logs a queue that refuses: the rows stay pending for the sweep', async () => {
    const queue = {
      sendBatch: vi.fn(async () => {
        throw new Error('queue unavailable');
      }),
    } as unknown as Queue;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const work: Promise<unknown>[] = [];
    dispatchOutbox({ MAIL_QUEUE: queue }, (p) => work.push(p), ['a']);
    await expect(Promise.all(work)).resolves.toBeDefined();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('the mail queue consumer', () => {
  it('sends the row from the shop, with its parts and headers, and marks it sent', async () => {
    const email = await queued(aWelcome());
    const mail = fakeEmail();
    const result = await deliver([email.id], { ...env, EMAIL: mail.binding });
    expect(mail.send).toHaveBeenCalledTimes(1);
    expect(mail.send.mock.calls[0]?.[0]).toEqual({
      from: { email: 'ordini@riparolab.it', name: 'RiparoLab' },
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: email.headers,
    });
    expect(email.headers?.['List-Unsubscribe']).toContain(`${SITE}/newsletter/cancella?t=1`);
    expect(result.explicitAcks).toEqual(['message-0']);
    const row = await rowOf(email.id);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(1);
    expect(row.sentAtMs).toBeGreaterThan(0);
  });

  it('sends a row written before template inputs as it stored it', async () => {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO outbox (id, kind, recipient, mailbox, subject, html, text, headers, status, attempts, created_at_ms, updated_at_ms)
       VALUES (?, 'newsletter.welcome', 'luca@example.it', 'luca@example.it', 'Benvenuto', '<p>Ciao</p>', 'Ciao', ?, 'pending', 0, 0, 0)`,
    )
      .bind(id, JSON.stringify({ 'List-Unsubscribe': '<mailto:info@riparolab.it>' }))
      .run();
    const mail = fakeEmail();
    await deliver([id], { ...env, EMAIL: mail.binding });
    expect(mail.send.mock.calls[0]?.[0]).toMatchObject({
      to: 'luca@example.it',
      subject: 'Benvenuto',
      html: '<p>Ciao</p>',
      text: 'Ciao',
      headers: { 'List-Unsubscribe': '<mailto:info@riparolab.it>' },
    });
    expect((await rowOf(id)).status).toBe('sent');
  });

  it("goes through Miniflare's local send_email simulation with the configured sender", async () => {
    const email = await queued(anEmail());
    await deliver([email.id]);
    expect((await rowOf(email.id)).status).toBe('sent');
  });

  it('sends once when the queue delivers the same row twice, in one batch or in later ones', async () => {
    const email = await queued(anEmail());
    const mail = fakeEmail();
    const bindings = { ...env, EMAIL: mail.binding };
    const twice = await deliver([email.id, email.id], bindings);
    const again = await deliver([email.id], bindings);
    expect(mail.send).toHaveBeenCalledTimes(1);
    expect(twice.explicitAcks.sort()).toEqual(['message-0', 'message-1']);
    expect(again.explicitAcks).toEqual(['message-0']);
    expect((await rowOf(email.id)).attempts).toBe(1);
  });

  it('sends once when two deliveries of the same row run at the same time', async () => {
    const emails = await Promise.all([queued(anEmail()), queued(anEmail()), queued(anEmail())]);
    const mail = fakeEmail();
    const bindings = { ...env, EMAIL: mail.binding };
    const ids = emails.map((email) => email.id);
    await Promise.all([deliver(ids, bindings), deliver(ids, bindings), deliver(ids, bindings)]);
    expect(mail.send).toHaveBeenCalledTimes(3);
    for (const id of ids) expect((await rowOf(id)).status).toBe('sent');
  });

  it('retries a failing send with a growing wait and ends failed after the last attempt', async () => {
    const email = await queued(anEmail());
    const mail = fakeEmail('550 mailbox unavailable');
    const bindings = { ...env, EMAIL: mail.binding };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt++) {
      const result = await deliver([email.id], bindings);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages).toEqual([{ msgId: 'message-0' }]);
      waits.push(...result.waits);
      const row = await rowOf(email.id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row.lastError).toBe('550 mailbox unavailable');
    }
    expect(waits).toEqual([30, 120, 480, 1920]);
    expect(waits).toEqual([1, 2, 3, 4].map(retryDelaySeconds));
    const last = await deliver([email.id], bindings);
    expect(last.explicitAcks).toEqual(['message-0']);
    expect(await rowOf(email.id)).toMatchObject({
      status: 'failed',
      attempts: MAX_SEND_ATTEMPTS,
      lastError: '550 mailbox unavailable',
      sentAtMs: null,
    });
    // A late duplicate of the message finds the row failed and sends nothing more.
    await deliver([email.id], bindings);
    expect(mail.send).toHaveBeenCalledTimes(MAX_SEND_ATTEMPTS);
    errors.mockRestore();
  });

  /** Email Service's refusal for a sending limit, as the send_email binding throws it. */
  const limitError = (code: string, message: string) => Object.assign(new Error(message), { code });

  it.each([
    ['the daily quota', limitError('E_DAILY_LIMIT_EXCEEDED', 'Daily sending limit exceeded')],
    ['the rate limit', limitError('E_RATE_LIMIT_EXCEEDED', 'Rate limit exceeded')],
    ['a limit named only in the message', new Error('E_DAILY_LIMIT_EXCEEDED: daily limit reached')],
  ])('waits an hour after a refusal for %s, its attempts untouched', async (_limit, refusal) => {
    const email = await queued(anEmail(), { attempts: 2, lastError: 'timeout' });
    const mail = fakeEmail(refusal);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await deliver([email.id], { ...env, EMAIL: mail.binding });
    warnings.mockRestore();
    expect(result.retryMessages).toEqual([{ msgId: 'message-0' }]);
    expect(result.waits).toEqual([SENDING_LIMIT_RETRY_SECONDS]);
    expect(SENDING_LIMIT_RETRY_SECONDS).toBe(3600);
    expect(await rowOf(email.id)).toMatchObject({
      status: 'throttled',
      attempts: 2,
      lastError: refusal.message,
      sentAtMs: null,
    });
  });

  it('never fails an e-mail for a sending limit, however often it is refused, and sends it once allowed', async () => {
    const email = await queued(anEmail());
    const refused = fakeEmail(limitError('E_DAILY_LIMIT_EXCEEDED', 'Daily sending limit exceeded'));
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let n = 0; n < MAX_SEND_ATTEMPTS + 2; n++) {
      await deliver([email.id], { ...env, EMAIL: refused.binding });
    }
    warnings.mockRestore();
    expect(refused.send).toHaveBeenCalledTimes(MAX_SEND_ATTEMPTS + 2);
    expect(await rowOf(email.id)).toMatchObject({ status: 'throttled', attempts: 0 });
    const mail = fakeEmail();
    const result = await deliver([email.id], { ...env, EMAIL: mail.binding });
    expect(result.explicitAcks).toEqual(['message-0']);
    expect(await rowOf(email.id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('still counts a real failure after a sending limit has passed', async () => {
    const email = await queued(anEmail(), { status: 'throttled', attempts: 1 });
    const mail = fakeEmail('550 mailbox unavailable');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await deliver([email.id], { ...env, EMAIL: mail.binding });
    errors.mockRestore();
    expect(result.waits).toEqual([retryDelaySeconds(2)]);
    expect(await rowOf(email.id)).toMatchObject({ status: 'pending', attempts: 2 });
  });

  it('acks a message that names no row, or no outbox id at all, and sends nothing', async () => {
    const mail = fakeEmail();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const batch = createMessageBatch('riparo-mail', [
      { id: 'm-1', timestamp: new Date(), attempts: 1, body: { id: 'no-such-row' } },
      { id: 'm-2', timestamp: new Date(), attempts: 1, body: 'garbage' },
    ]);
    await worker.queue(batch, { ...env, EMAIL: mail.binding });
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.explicitAcks.sort()).toEqual(['m-1', 'm-2']);
    expect(mail.send).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('receives what the producer queues, through the local queue, and sends it', async () => {
    const email = await queued(anEmail());
    await env.MAIL_QUEUE.send({ id: email.id });
    await vi.waitFor(async () => expect((await rowOf(email.id)).status).toBe('sent'), {
      timeout: 15_000,
      interval: 200,
    });
  });
});

describe('isSendingLimit', () => {
  const coded = (code: string) => Object.assign(new Error('refused'), { code });

  it.each([
    coded('E_RATE_LIMIT_EXCEEDED'),
    coded('E_DAILY_LIMIT_EXCEEDED'),
    new Error('E_DAILY_LIMIT_EXCEEDED'),
    new Error('Rate limited: try again later'),
    new Error('Daily sending limit reached'),
    new Error('Sending quota exceeded for this account'),
    '429 Too Many Requests',
  ])('knows a refusal for a sending limit: %s', (error) => {
    expect(isSendingLimit(error)).toBe(true);
  });

  it.each([
    coded('E_RECIPIENT_SUPPRESSED'),
    coded('E_VALIDATION_ERROR'),
    coded('E_SENDER_NOT_VERIFIED'),
    new Error('550 mailbox unavailable'),
    null,
  ])('counts any other failure: %s', (error) => {
    expect(isSendingLimit(error)).toBe(false);
  });
});

describe('the outbox sweep', () => {
  async function sweep(at: number) {
    const queue = fakeQueue();
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    await worker.scheduled(
      createScheduledController({ scheduledTime: at, cron: CRONS.mailSweep }),
      { ...env, MAIL_QUEUE: queue.binding },
    );
    logs.mockRestore();
    return queue.ids();
  }

  it('queues again the rows never claimed a while after they were written, and only those', async () => {
    const now = Date.now();
    const orphan = await queued(anEmail(), {
      createdAtMs: now - ORPHAN_AFTER_MS,
      updatedAtMs: now - ORPHAN_AFTER_MS,
    });
    await queued(anEmail(), { createdAtMs: now - MINUTE, updatedAtMs: now - MINUTE });
    await queued(anEmail(), { status: 'sent', updatedAtMs: now - 60 * MINUTE });
    await queued(anEmail(), { status: 'failed', attempts: 5, updatedAtMs: now - 60 * MINUTE });
    // Waiting for its retry: the queue holds its message for up to the longest wait.
    const retrying = await queued(anEmail(), { attempts: 4, updatedAtMs: now - 30 * MINUTE });
    const retryLost = await queued(anEmail(), {
      attempts: 2,
      updatedAtMs: now - RETRY_LOST_AFTER_MS,
    });
    expect((await sweep(now)).sort()).toEqual([orphan.id, retryLost.id].sort());
    expect((await rowOf(retrying.id)).status).toBe('pending');
  });

  it('leaves an e-mail waiting out a sending limit to its own wait, and queues it once that is lost', async () => {
    const now = Date.now();
    const waiting = await queued(anEmail(), {
      status: 'throttled',
      updatedAtMs: now - SENDING_LIMIT_RETRY_SECONDS * 1000,
    });
    const lost = await queued(anEmail(), {
      status: 'throttled',
      attempts: 3,
      updatedAtMs: now - THROTTLED_LOST_AFTER_MS,
    });
    expect(await sweep(now)).toEqual([lost.id]);
    expect(await rowOf(waiting.id)).toMatchObject({ status: 'throttled', attempts: 0 });
  });

  it('puts a send left midway back in the queue, or fails it when it was the last attempt', async () => {
    const now = Date.now();
    const stuckSince = now - STUCK_SENDING_AFTER_MS;
    const stuck = await queued(anEmail(), {
      status: 'sending',
      attempts: 2,
      updatedAtMs: stuckSince,
    });
    const lastTry = await queued(anEmail(), {
      status: 'sending',
      attempts: 5,
      updatedAtMs: stuckSince,
    });
    const sending = await queued(anEmail(), {
      status: 'sending',
      attempts: 1,
      updatedAtMs: now - MINUTE,
    });
    expect(await sweep(now)).toEqual([stuck.id]);
    expect(await rowOf(stuck.id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: INTERRUPTED_SEND,
      updatedAtMs: now,
    });
    expect(await rowOf(lastTry.id)).toMatchObject({
      status: 'failed',
      lastError: INTERRUPTED_SEND,
    });
    expect((await rowOf(sending.id)).status).toBe('sending');
  });

  it('leaves the hourly order expiry to its own schedule', async () => {
    const now = Date.now();
    await queued(anEmail(), {
      createdAtMs: now - ORPHAN_AFTER_MS,
      updatedAtMs: now - ORPHAN_AFTER_MS,
    });
    const queue = fakeQueue();
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    await worker.scheduled(
      createScheduledController({ scheduledTime: now, cron: CRONS.orderExpiry }),
      { ...env, MAIL_QUEUE: queue.binding },
    );
    logs.mockRestore();
    expect(queue.ids()).toEqual([]);
  });
});

const OUTBOX = graphql(`query O($status: OutboxStatus, $search: String) {
  adminOutbox(status: $status, search: $search) {
    total
    items { id kind recipient subject ref status attempts lastError createdAt sentAt }
  }
}`);
const EMAIL = graphql(
  `query E($id: ID!) { adminOutboxEmail(id: $id) { id subject html text status } }`,
);
const RESEND = graphql(`mutation R($id: ID!) { adminResendEmail(id: $id) { id status attempts } }`);

describe('Posta inviata (staff)', () => {
  it('is for staff only: a visitor is asked to sign in and a customer is refused', async () => {
    await queued(anEmail());
    const visitor = await gql(OUTBOX);
    const customer = await gql(OUTBOX, {}, asCustomer());
    expect(codes(visitor.body)).toEqual(['UNAUTHENTICATED']);
    expect(codes(customer.body)).toEqual(['FORBIDDEN']);
    expect(codes((await gql(RESEND, { id: 'x' }, asCustomer())).body)).toEqual(['FORBIDDEN']);
  });

  it('lists every e-mail newest first, filtered by state and searched', async () => {
    const now = Date.now();
    const older = await queued(anEmail({ ref: 'PRV-2026-000007' }), {
      createdAtMs: now - MINUTE,
    });
    const failed = await queued(anEmail({ to: 'marco@example.it' }), {
      status: 'failed',
      attempts: 5,
      lastError: 'boom',
    });
    const all = await gql(OUTBOX, {}, asStaff());
    expect(all.body.data?.adminOutbox.items.map((item) => item.id)).toEqual([failed.id, older.id]);
    const onlyFailed = await gql(OUTBOX, { status: 'FAILED' }, asStaff());
    expect(onlyFailed.body.data?.adminOutbox.items).toMatchObject([
      { id: failed.id, status: 'FAILED', attempts: 5, lastError: 'boom' },
    ]);
    const searched = await gql(OUTBOX, { search: 'prv-2026' }, asStaff());
    expect(searched.body.data?.adminOutbox.items.map((item) => item.id)).toEqual([older.id]);
  });

  it('shows an e-mail waiting out a sending limit, with why, and finds it by that state', async () => {
    const email = await queued(anEmail(), {
      status: 'throttled',
      lastError: 'Daily sending limit exceeded',
    });
    await queued(anEmail());
    const { body } = await gql(OUTBOX, { status: 'THROTTLED' }, asStaff());
    expect(body.data?.adminOutbox.items).toMatchObject([
      { id: email.id, status: 'THROTTLED', attempts: 0, lastError: 'Daily sending limit exceeded' },
    ]);
  });

  it('opens one e-mail with its HTML and text parts', async () => {
    const email = await queued(anEmail());
    const { body } = await gql(EMAIL, { id: email.id }, asStaff());
    expect(body.data?.adminOutboxEmail).toEqual({
      id: email.id,
      subject: email.subject,
      html: email.html,
      text: email.text,
      status: 'PENDING',
    });
    const missing = await gql(EMAIL, { id: 'no-such-email' }, asStaff());
    expect(missing.body.data).toEqual({ adminOutboxEmail: null });
  });

  it('sends a failed e-mail again: back in the queue with fresh attempts, and an audit row', async () => {
    const email = await queued(anEmail(), { status: 'failed', attempts: 5, lastError: 'boom' });
    const queue = fakeQueue();
    const { body } = await gql(
      RESEND,
      { id: email.id },
      { ...asStaff(), bindings: { ...env, MAIL_QUEUE: queue.binding } },
    );
    expect(body.data).toEqual({
      adminResendEmail: { id: email.id, status: 'PENDING', attempts: 0 },
    });
    expect(queue.ids()).toEqual([email.id]);
    expect(await rowCount('admin_audit', "action = 'email.resend'")).toBe(1);
    const mail = fakeEmail();
    await deliver([email.id], { ...env, EMAIL: mail.binding });
    expect(mail.send).toHaveBeenCalledTimes(1);
    expect((await rowOf(email.id)).status).toBe('sent');
  });

  it('refuses to send again an e-mail that has not failed, or does not exist', async () => {
    const sent = await queued(anEmail(), { status: 'sent' });
    const queue = fakeQueue();
    const bindings = { ...env, MAIL_QUEUE: queue.binding };
    const again = await gql(RESEND, { id: sent.id }, { ...asStaff(), bindings });
    const missing = await gql(RESEND, { id: 'no-such-email' }, { ...asStaff(), bindings });
    expect(codes(again.body)).toEqual(['CONFLICT']);
    expect(again.body.errors?.[0]?.message).toMatch(/non inviata/);
    expect(codes(missing.body)).toEqual(['NOT_FOUND']);
    expect(queue.ids()).toEqual([]);
    expect(await rowCount('admin_audit')).toBe(0);
  });
});
