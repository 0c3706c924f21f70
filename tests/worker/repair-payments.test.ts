import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { formatPrice } from '../../schema/rules/money';
import { ALREADY_PAID_MESSAGE, NOTHING_TO_PAY_MESSAGE } from '../../schema/rules/repair-payments';
import { graphql } from '../../web/graphql';
import worker from '../../worker/index';
import { codes, dataOf, gql } from './client';
import { asStaff, fromNewClient, REPAIR, rowCount, seedRepair } from './fixtures';
import { writtenMails } from './outbox-mail';
import { postEvent, sessionIdOf, stripeStandIn } from './stripe';

afterEach(() => {
  vi.restoreAllMocks();
});

const SEND = graphql(`mutation ($repairId: ID!, $input: EstimateInput!) {
  adminSendEstimate(repairId: $repairId, input: $input) { estimate { id } }
}`);
const ACCEPT = graphql(`mutation ($access: RepairAccessInput!, $estimateId: ID!) {
  acceptEstimate(access: $access, estimateId: $estimateId) { status }
}`);
const DECLINE = graphql(`mutation ($access: RepairAccessInput!, $estimateId: ID!) {
  declineEstimate(access: $access, estimateId: $estimateId) { status }
}`);
const PAY = graphql(
  `mutation ($access: RepairAccessInput!) { payRepair(access: $access) { url } }`,
);
const STATUS = graphql(`query ($code: String!, $email: String!) {
  repairStatus(code: $code, email: $email) {
    status timeline { note }
    payment { kind due paid paidAt payable }
  }
}`);
const STAFF = graphql(`query ($id: ID!) {
  adminRepair(id: $id) { payments { kind amount status paidAt paymentIntent problem sessionId } }
}`);

const byCode = { code: REPAIR.code, email: REPAIR.email };
/** 150,01 € + IVA: 183,01 €. The diagnosis fee: 25,00 € + IVA = 30,50 €. */
const TOTAL = 18_301;
const FEE_WITH_VAT = 3_050;

/** A repair whose estimate its customer just answered. */
async function answered(choice: 'accept' | 'decline', diagnosisFee: number | null = 2_500) {
  await seedRepair({}, [{ status: 'ricevuto' }, { status: 'in_diagnosi' }]);
  const input = {
    lines: [
      { kind: 'PART' as const, description: 'Display OLED originale', amount: 12_000 },
      { kind: 'LABOUR' as const, description: 'Sostituzione e collaudo', amount: 3_001 },
    ],
    estimatedDays: 3,
    diagnosisFee,
  };
  const sent = dataOf(await gql(SEND, { repairId: REPAIR.id, input }, asStaff()));
  const estimateId = sent.adminSendEstimate.estimate?.id ?? '';
  const variables = { access: byCode, estimateId };
  if (choice === 'accept') dataOf(await gql(ACCEPT, variables, fromNewClient()));
  else dataOf(await gql(DECLINE, variables, fromNewClient()));
  return estimateId;
}

const pay = (access: { code: string; email?: string; token?: string } = byCode) =>
  gql(PAY, { access }, fromNewClient());

const statusOf = async () => dataOf(await gql(STATUS, byCode, fromNewClient())).repairStatus;
const staffPayments = async () =>
  dataOf(await gql(STAFF, { id: REPAIR.id }, asStaff())).adminRepair?.payments ?? [];
const paidMails = () => writtenMails(eq(outbox.kind, 'repair.payment-received'));

async function cronAt(at: number) {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '0 * * * *' }), env);
}

describe('paying a repair online', () => {
  it("opens Stripe's page for the accepted estimate's total, the same page when asked again", async () => {
    const stripe = stripeStandIn();
    await answered('accept');
    expect((await statusOf())?.payment).toEqual({
      kind: 'ESTIMATE',
      due: TOTAL,
      paid: 0,
      paidAt: null,
      payable: true,
    });
    const { url } = dataOf(await pay()).payRepair;
    const id = sessionIdOf(url);
    const session = stripe.sessions.get(id);
    expect(session).toMatchObject({
      amount_total: TOTAL,
      currency: 'eur',
      client_reference_id: `repair:${REPAIR.id}`,
      customer_email: REPAIR.email,
      success_url: `https://shop.test/stato-riparazione?code=${REPAIR.code}&pagamento=ok`,
      cancel_url: `https://shop.test/stato-riparazione?code=${REPAIR.code}&pagamento=annullato`,
    });
    expect(session?.metadata).toMatchObject({ kind: 'repair', repairCode: REPAIR.code });
    expect(stripe.lineItems.get(id)?.map((line) => line.price_data.product_data.name)).toEqual([
      `Riparazione ${REPAIR.code} — preventivo (IVA inclusa)`,
    ]);
    expect(dataOf(await pay()).payRepair.url).toBe(url);
    expect(stripe.sessions.size).toBe(1);
    expect(await rowCount('repair_payments', "status = 'open'")).toBe(1);
  });

  it('charges the diagnosis fee with IVA when the estimate was declined', async () => {
    const stripe = stripeStandIn();
    await answered('decline');
    expect((await statusOf())?.payment).toMatchObject({ kind: 'DIAGNOSIS', due: FEE_WITH_VAT });
    const { url } = dataOf(await pay()).payRepair;
    const id = sessionIdOf(url);
    expect(stripe.sessions.get(id)?.amount_total).toBe(FEE_WITH_VAT);
    expect(stripe.lineItems.get(id)?.[0]?.price_data.product_data.name).toBe(
      `Riparazione ${REPAIR.code} — costo della diagnosi (IVA inclusa)`,
    );
  });

  it('refuses in Italian when there is nothing to pay, opening nothing', async () => {
    const stripe = stripeStandIn();
    await answered('decline', null);
    const refused = await pay();
    expect(codes(refused.body)).toEqual(['CONFLICT']);
    expect(refused.body.errors?.[0]?.message).toBe(NOTHING_TO_PAY_MESSAGE);
    expect((await statusOf())?.payment).toBeNull();
    expect(stripe.sessions.size).toBe(0);
    expect(await rowCount('repair_payments')).toBe(0);
  });

  it('refuses whoever does not hold the repair: wrong e-mail, forged token', async () => {
    const stripe = stripeStandIn();
    await answered('accept');
    for (const access of [
      { code: REPAIR.code, email: 'altro@example.it' },
      { code: REPAIR.code, token: 'abc.0.def' },
      { code: 'RIP-AAAAAAAA', email: REPAIR.email },
    ]) {
      expect(codes((await pay(access)).body)).toEqual(['NOT_FOUND']);
    }
    expect(stripe.sessions.size).toBe(0);
  });

  it('refuses while no Stripe account is connected', async () => {
    await answered('accept');
    const off = { ...env, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' };
    const refused = await gql(PAY, { access: byCode }, { ...fromNewClient(), bindings: off });
    expect(codes(refused.body)).toEqual(['CONFLICT']);
    expect(await rowCount('repair_payments')).toBe(0);
  });
});

describe("the provider's word on a repair's page", () => {
  it('records the payment once, with timeline entry, audit row and e-mail', async () => {
    const stripe = stripeStandIn();
    await answered('accept');
    const paid = await stripe.pay(sessionIdOf(dataOf(await pay()).payRepair.url));
    const first = await postEvent(paid);
    expect(await first.json()).toMatchObject({ outcome: 'applied' });
    expect(await (await postEvent(paid)).json()).toMatchObject({ outcome: 'duplicate' });
    const repair = await statusOf();
    expect(repair?.payment).toMatchObject({ due: 0, paid: TOTAL, payable: false });
    expect(repair?.payment?.paidAt).not.toBeNull();
    expect(repair?.status).toBe('IN_RIPARAZIONE');
    expect(repair?.timeline.at(-1)?.note).toBe(
      `Pagamento online ricevuto: ${formatPrice(TOTAL)} IVA inclusa (preventivo).`,
    );
    expect(await rowCount('repair_payment_events')).toBe(1);
    expect(await rowCount('admin_audit', "action = 'repair.paid-online'")).toBe(1);
    const mails = await paidMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: REPAIR.email, ref: REPAIR.code });
    expect(mails[0]?.text).toContain(formatPrice(TOTAL));
    const [payment] = await staffPayments();
    expect(payment).toMatchObject({
      kind: 'ESTIMATE',
      amount: TOTAL,
      status: 'PAID',
      problem: null,
    });
    expect(payment?.paymentIntent).toMatch(/^pi_test_/);
  });

  it('never takes the same charge twice: refused once paid, a second page paid is a problem', async () => {
    const stripe = stripeStandIn();
    await answered('accept');
    const { url } = dataOf(await pay()).payRepair;
    const first = sessionIdOf(url);
    // A second page for the same charge, opened before the first was paid (another window).
    const open = stripe.sessions.get(first);
    if (!open) throw new Error('no session');
    const second = `${first}_second`;
    stripe.sessions.set(second, { ...open, id: second });
    await env.DB.prepare(
      `INSERT INTO repair_payments (id, repair_id, estimate_id, kind, amount_cents, session_id, payment_url, expires_at_ms, status, created_at_ms, updated_at_ms)
       SELECT 'second', repair_id, estimate_id, kind, amount_cents, ?, payment_url, expires_at_ms, 'open', created_at_ms, updated_at_ms FROM repair_payments`,
    )
      .bind(second)
      .run();
    await postEvent(await stripe.pay(first));
    const refused = await pay();
    expect(codes(refused.body)).toEqual(['CONFLICT']);
    expect(refused.body.errors?.[0]?.message).toBe(ALREADY_PAID_MESSAGE);
    expect(await (await postEvent(await stripe.pay(second))).json()).toMatchObject({
      outcome: 'refused',
    });
    expect(await rowCount('repair_payments', "status = 'paid'")).toBe(1);
    expect((await statusOf())?.payment).toMatchObject({ paid: TOTAL, due: 0 });
    const problems = (await staffPayments()).map((payment) => payment.problem).filter(Boolean);
    expect(problems).toEqual([expect.stringContaining('già pagato')]);
    expect(await paidMails()).toHaveLength(1);
  });

  it('never applies an amount that is not the page’s, and shows it to staff', async () => {
    const stripe = stripeStandIn();
    await answered('accept');
    const id = sessionIdOf(dataOf(await pay()).payRepair.url);
    const session = stripe.sessions.get(id);
    if (!session) throw new Error('no session');
    stripe.sessions.set(id, { ...session, amount_total: TOTAL - 100 });
    expect(await (await postEvent(await stripe.pay(id))).json()).toMatchObject({
      outcome: 'refused',
    });
    expect((await statusOf())?.payment).toMatchObject({ due: TOTAL, paid: 0 });
    const [payment] = await staffPayments();
    expect(payment?.status).toBe('OPEN');
    expect(payment?.problem).toContain(formatPrice(TOTAL - 100));
    expect(await rowCount('admin_audit', "action = 'repair.payment-refused'")).toBe(1);
    expect(await paidMails()).toHaveLength(0);
  });

  it('is asked for by the hourly reconciliation when the event was lost', async () => {
    const stripe = stripeStandIn();
    await answered('accept');
    const id = sessionIdOf(dataOf(await pay()).payRepair.url);
    await stripe.pay(id);
    const closes = (stripe.sessions.get(id)?.expires_at ?? 0) * 1000;
    await cronAt(closes - 60_000);
    expect(await rowCount('repair_payments', "status = 'paid'")).toBe(0);
    await cronAt(closes + 1);
    expect(await rowCount('repair_payments', "status = 'paid'")).toBe(1);
    expect(await paidMails()).toHaveLength(1);
  });

  it('marks a page closed unpaid, and the repair stays payable', async () => {
    const stripe = stripeStandIn();
    await answered('accept');
    const id = sessionIdOf(dataOf(await pay()).payRepair.url);
    expect((await postEvent(await stripe.expire(id))).status).toBe(200);
    expect((await staffPayments())[0]?.status).toBe('EXPIRED');
    expect((await statusOf())?.payment).toMatchObject({ due: TOTAL, payable: true });
  });
});
