import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { outbox } from '../../schema/db/mail';
import {
  CONFIRMATION_EMAILS_EXHAUSTED,
  CONFIRMATION_EMAILS_PER_ADDRESS,
} from '../../schema/rules/confirmation-emails';
import {
  UNCONFIRMED_EMAILS_PER_HOUR,
  UNCONFIRMED_EMAILS_PER_MAILBOX,
} from '../../schema/rules/unconfirmed-mail';
import { SHOP } from '../../schema/shop';
import { graphql } from '../../web/graphql';
import { createDatabase } from '../../worker/db';
import worker from '../../worker/index';
import { deliverOutboxEmail } from '../../worker/mail/deliver';
import { CRONS } from '../../worker/scheduled';
import { codes, gql } from './client';
import {
  asStaff,
  fromNewClient,
  orderInput,
  placeOrder,
  QUOTE_REQUEST,
  rowCount,
  SHIPPING_FORM,
} from './fixtures';
import { CUSTOMER, signedIn, type TestIdentity } from './identity';

const REQUEST_QUOTE = graphql(
  `mutation Q($input: QuoteRequestInput!) { requestQuote(input: $input) { number } }`,
);
const SUBMIT_FORM = graphql(
  `mutation S($input: ShippingFormInput!) { submitShippingForm(input: $input) { number } }`,
);
const SUBSCRIBE = graphql(
  `mutation N($email: String!) { subscribeNewsletter(email: $email, consent: true) { email } }`,
);
const OUTBOX = graphql(`query O($status: OutboxStatus) {
  adminOutbox(status: $status) { total items { id recipient kind status } }
}`);
const RESEND = graphql(`mutation R($id: ID!) { adminResendEmail(id: $id) { id status } }`);
const AIRPODS = '6';

const db = () => createDatabase(env.DB);

/** Every e-mail written to an inbox, oldest first: its kind, address as typed, and state. */
const mailsOf = (mailbox: string) =>
  db()
    .select({
      id: outbox.id,
      kind: outbox.kind,
      recipient: outbox.recipient,
      status: outbox.status,
    })
    .from(outbox)
    .where(eq(outbox.mailbox, mailbox))
    .orderBy(asc(outbox.createdAtMs));

const statesOf = async (mailbox: string) => (await mailsOf(mailbox)).map((mail) => mail.status);

/** Each from a client of its own: the per-client rate limits are not what is tested here. */
const requestQuote = (email: string) =>
  gql(REQUEST_QUOTE, { input: { ...QUOTE_REQUEST, email } }, fromNewClient());

/** An Email Service binding that records what it is asked to send. */
function fakeEmail() {
  const send = vi.fn(async (_message: unknown) => ({ messageId: '<test@riparolab.it>' }));
  return { EMAIL: { send } as unknown as SendEmail, MAIL_FROM: env.MAIL_FROM, send };
}

describe('e-mails to an address nobody confirmed', () => {
  it(`send ${UNCONFIRMED_EMAILS_PER_MAILBOX} of 20 simultaneous quote requests for one address, and save all 20`, async () => {
    const address = 'bersaglio@example.it';
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestQuote(address)));
    for (const { body } of answers) {
      expect(body.errors).toBeUndefined();
      expect(body.data?.requestQuote.number).toMatch(/^PRV-/);
    }
    expect(await rowCount('list_preventivo')).toBe(20);
    const states = await statesOf(address);
    expect(states).toHaveLength(20);
    expect(states.filter((state) => state === 'pending')).toHaveLength(
      UNCONFIRMED_EMAILS_PER_MAILBOX,
    );
    expect(states.filter((state) => state === 'withheld')).toHaveLength(
      20 - UNCONFIRMED_EMAILS_PER_MAILBOX,
    );
  });

  it('count one inbox however its address is spelled: +tags, Gmail dots, googlemail', async () => {
    const variants = [
      'mario.rossi@gmail.com',
      'mariorossi+1@gmail.com',
      'M.A.R.I.O.R.O.S.S.I@gmail.com',
      'mario.rossi+offerte@googlemail.com',
      'm.ariorossi+200@Gmail.com',
      'mariorossi@googlemail.com',
    ];
    for (const email of variants) {
      expect((await requestQuote(email)).body.errors).toBeUndefined();
    }
    const mails = await mailsOf('mariorossi@gmail.com');
    // Each goes, if at all, to the address as it was typed.
    expect(mails.map((mail) => mail.recipient)).toEqual(variants.map((v) => v.toLowerCase()));
    expect(mails.map((mail) => mail.status)).toEqual([
      ...Array(UNCONFIRMED_EMAILS_PER_MAILBOX).fill('pending'),
      ...Array(variants.length - UNCONFIRMED_EMAILS_PER_MAILBOX).fill('withheld'),
    ]);
    // Dots tell two inboxes apart anywhere but at Gmail.
    expect((await requestQuote('mario.rossi@libero.it')).body.errors).toBeUndefined();
    expect(await statesOf('mario.rossi@libero.it')).toEqual(['pending']);
  });

  it('share one budget across the forms, and a cash-on-delivery order past it is still placed', async () => {
    const email = 'cliente.nuovo@example.it';
    expect((await requestQuote(email)).body.errors).toBeUndefined();
    const form = await gql(SUBMIT_FORM, { input: { ...SHIPPING_FORM, email } }, fromNewClient());
    expect(form.body.errors).toBeUndefined();
    expect((await gql(SUBSCRIBE, { email }, fromNewClient())).body.errors).toBeUndefined();

    const line = [{ productId: AIRPODS, quantity: 1 }];
    const placed = await placeOrder(orderInput(line, { email, paymentMethod: 'CONTRASSEGNO' }));
    expect(placed.body.errors).toBeUndefined();
    expect(await rowCount('orders', `email = '${email}'`)).toBe(1);
    expect((await mailsOf(email)).map(({ kind, status }) => [kind, status])).toEqual([
      ['repair.quote-received', 'pending'],
      ['repair.shipping-form-received', 'pending'],
      ['newsletter.confirmation', 'pending'],
      ['order.confirmation', 'withheld'],
    ]);
  });

  it('are never sent once withheld, and staff see them and may send one anyway', async () => {
    const address = 'trattenuta@example.it';
    for (let n = 0; n <= UNCONFIRMED_EMAILS_PER_MAILBOX; n++) await requestQuote(address);
    const withheld = (await mailsOf(address)).find((mail) => mail.status === 'withheld');
    if (!withheld) throw new Error('no withheld e-mail');

    const mailer = fakeEmail();
    expect(await deliverOutboxEmail(db(), mailer, withheld.id)).toEqual({ outcome: 'skipped' });
    expect(mailer.send).not.toHaveBeenCalled();

    const listed = await gql(OUTBOX, { status: 'WITHHELD' }, asStaff());
    expect(listed.body.data?.adminOutbox.items).toEqual([
      expect.objectContaining({ id: withheld.id, status: 'WITHHELD', recipient: address }),
    ]);
    const resent = await gql(RESEND, { id: withheld.id }, asStaff());
    expect(resent.body.data).toEqual({ adminResendEmail: { id: withheld.id, status: 'PENDING' } });
    expect(await deliverOutboxEmail(db(), mailer, withheld.id)).toEqual({ outcome: 'sent' });
    expect(mailer.send).toHaveBeenCalledWith(expect.objectContaining({ to: address }));
  });
});

describe('e-mails to a signed-in account’s own verified address', () => {
  const requestAs = (identity: TestIdentity, email: string) =>
    gql(
      REQUEST_QUOTE,
      { input: { ...QUOTE_REQUEST, email } },
      { headers: { ...signedIn(identity).headers, ...fromNewClient().headers } },
    );
  const times = UNCONFIRMED_EMAILS_PER_MAILBOX + 2;

  it('are confirmed already: never withheld', async () => {
    for (let n = 0; n < times; n++) {
      expect((await requestAs(CUSTOMER, 'Cliente@Negozio.test')).body.errors).toBeUndefined();
    }
    expect(new Set(await statesOf('cliente@negozio.test'))).toEqual(new Set(['pending']));
  });

  it('count as any other when the account is unverified or the address someone else’s', async () => {
    const unverified = { uid: 'nuovo-1', email: 'nuovo@negozio.test', emailVerified: false };
    for (let n = 0; n < times; n++) {
      await requestAs(unverified, 'nuovo@negozio.test');
      await requestAs(CUSTOMER, 'estraneo@example.it');
    }
    for (const mailbox of ['nuovo@negozio.test', 'estraneo@example.it']) {
      expect((await statesOf(mailbox)).filter((state) => state === 'withheld')).toHaveLength(
        times - UNCONFIRMED_EMAILS_PER_MAILBOX,
      );
    }
  });
});

describe('confirmation e-mails to one inbox', () => {
  it(`refuse all but ${CONFIRMATION_EMAILS_PER_ADDRESS} of 20 simultaneous sign-ups, spelled in 20 ways`, async () => {
    const variants = Array.from({ length: 20 }, (_, n) => `vittima+${n}@example.it`);
    const answers = await Promise.all(
      variants.map((email) => gql(SUBSCRIBE, { email }, fromNewClient())),
    );
    const accepted = answers.filter(({ body }) => !body.errors);
    const refused = answers.filter(({ body }) => body.errors);
    expect(accepted).toHaveLength(CONFIRMATION_EMAILS_PER_ADDRESS);
    for (const { body } of refused) {
      expect(codes(body)).toEqual(['TOO_MANY_REQUESTS']);
      expect(body.errors?.[0]?.message).toBe(CONFIRMATION_EMAILS_EXHAUSTED);
    }
    // A refused sign-up wrote nothing: neither the address nor its e-mail.
    expect(await rowCount('list_newsletter', "email LIKE 'vittima+%'")).toBe(
      CONFIRMATION_EMAILS_PER_ADDRESS,
    );
    const states = await statesOf('vittima@example.it');
    expect(states).toHaveLength(CONFIRMATION_EMAILS_PER_ADDRESS);
    expect(states.filter((state) => state === 'pending')).toHaveLength(
      UNCONFIRMED_EMAILS_PER_MAILBOX,
    );
  });
});

/** `n` acknowledgements written `ageMs` ago, each to an inbox of its own. */
async function writtenToStrangers(n: number, ageMs: number) {
  const at = Date.now() - ageMs;
  await env.DB.prepare(
    `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ?1)
     INSERT INTO outbox (id, kind, recipient, mailbox, subject, input, status, attempts, created_at_ms, updated_at_ms)
     SELECT 'seed-' || ?2 || '-' || n, 'repair.quote-received', 'x' || n || '@example.it',
       'x' || n || '@example.it', 'x', '{}', 'sent', 1, ?2, ?2 FROM seq`,
  )
    .bind(n, at)
    .run();
}

const sweep = () =>
  worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: CRONS.mailSweep }),
    env,
  );

const alerts = () =>
  db()
    .select({ recipient: outbox.recipient, subject: outbox.subject, status: outbox.status })
    .from(outbox)
    .where(eq(outbox.kind, 'staff.unconfirmed-mail-alert'));

describe('the hourly budget of e-mails to unconfirmed addresses', () => {
  it(`alerts the shop's own address once an hour when ${UNCONFIRMED_EMAILS_PER_HOUR} are written within it`, async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await writtenToStrangers(UNCONFIRMED_EMAILS_PER_HOUR - 1, 10 * 60_000);
    // Older than an hour: no longer part of it.
    await writtenToStrangers(50, 61 * 60_000);
    await sweep();
    expect(await alerts()).toEqual([]);

    expect((await requestQuote('la-goccia@example.it')).body.errors).toBeUndefined();
    await sweep();
    await sweep();
    expect(await alerts()).toEqual([
      {
        recipient: SHOP.email,
        subject: `Avviso: ${UNCONFIRMED_EMAILS_PER_HOUR} e-mail a indirizzi non confermati nell'ultima ora`,
        status: 'pending',
      },
    ]);
    vi.restoreAllMocks();
  });
});
