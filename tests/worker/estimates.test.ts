import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import type { ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { estimateReminderWindow, isEstimateReminderDue } from '../../schema/rules/estimates';
import { formatPrice } from '../../schema/rules/money';
import { graphql } from '../../web/graphql';
import worker from '../../worker/index';
import { codes, gql } from './client';
import { reportedStats, UNCACHED } from './d1-counter';
import {
  asCustomer,
  asOtherCustomer,
  asStaff,
  fromNewClient,
  REPAIR,
  rowCount,
  seedRepair,
} from './fixtures';
import { CUSTOMER, signedIn } from './identity';
import { writtenMails } from './outbox-mail';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  ref: string | null;
}

function mailOf(kind: string): Promise<OutboxRow[]> {
  return writtenMails(eq(outbox.kind, kind));
}

/** The next outbox id taken is one a row already holds: the batch fails on the outbox's key. */
async function failNextOutboxInsert() {
  const taken = '00000000-0000-4000-8000-00000000dead';
  await env.DB.prepare(
    `INSERT INTO outbox (id, kind, recipient, mailbox, subject, html, text, status, attempts, created_at_ms, updated_at_ms)
     VALUES (?, 'test.taken', 'x@example.it', 'x@example.it', 'x', 'x', 'x', 'sent', 1, 0, 0)`,
  )
    .bind(taken)
    .run();
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(taken);
}

afterEach(() => {
  vi.restoreAllMocks();
});

const SEND = graphql(`mutation ($repairId: ID!, $input: EstimateInput!) {
  adminSendEstimate(repairId: $repairId, input: $input) {
    status awaitingAnswerSince
    estimate {
      id status subtotal vat total diagnosisFee estimatedDays validUntil note expired
      sentAt decidedAt decidedVia lines { kind description amount }
    }
    estimates { id status }
  }
}`);
const ACCEPT = graphql(`mutation ($access: RepairAccessInput!, $estimateId: ID!) {
  acceptEstimate(access: $access, estimateId: $estimateId) {
    status estimate { id status decidedVia } timeline { status note }
  }
}`);
const DECLINE = graphql(`mutation ($access: RepairAccessInput!, $estimateId: ID!) {
  declineEstimate(access: $access, estimateId: $estimateId) {
    status estimate { id status decidedVia } timeline { status note }
  }
}`);
const BY_LINK = graphql(`query ($token: String!) {
  repairByLink(token: $token) {
    code status
    estimate {
      id status subtotal vat total diagnosisFee estimatedDays validUntil note expired
      sentAt decidedAt decidedVia lines { kind description amount }
    }
  }
}`);
const STATUS = graphql(`query ($code: String!, $email: String!) {
  repairStatus(code: $code, email: $email) { status estimate { id status expired } }
}`);
const AWAITING = graphql(`
  { adminRepairsAwaitingAnswer { code awaitingAnswerSince estimate { id } } }
`);
const STAFF_ESTIMATES = graphql(`
  query ($id: ID!) { adminRepair(id: $id) { estimates { id status } } }
`);
const STAFF_STATE = graphql(`
  query ($id: ID!) { adminRepair(id: $id) { status awaitingAnswerSince } }
`);

/** What either answer reads back: the two mutations select the same of the repair. */
type Answered = Partial<ResultOf<typeof ACCEPT> & ResultOf<typeof DECLINE>>;

const INPUT = {
  lines: [
    { kind: 'PART' as const, description: 'Display OLED originale', amount: 12_000 },
    { kind: 'LABOUR' as const, description: 'Sostituzione e collaudo', amount: 3_001 },
  ],
  estimatedDays: 3,
  diagnosisFee: 2_500,
  note: 'Il vetro posteriore è integro.',
};

/** Staff send an estimate for the repair; returns it as the staff read it. */
async function send(repairId = REPAIR.id, input: VariablesOf<typeof SEND>['input'] = INPUT) {
  const { body } = await gql(SEND, { repairId, input }, asStaff());
  const estimate = body.data?.adminSendEstimate.estimate;
  if (!estimate) throw new Error(`adminSendEstimate failed: ${JSON.stringify(body.errors)}`);
  return estimate;
}

/** A repair at diagnosis with an estimate just sent: what its customer needs to answer. */
async function repairWithEstimate(repair: Partial<typeof REPAIR> & { status?: string } = {}) {
  await seedRepair(repair, [{ status: 'ricevuto' }, { status: 'in_diagnosi' }]);
  return send(repair.id ?? REPAIR.id);
}

const byCode = { code: REPAIR.code, email: REPAIR.email };

function answer(
  mutation: typeof ACCEPT | typeof DECLINE,
  estimateId: string,
  access: VariablesOf<typeof ACCEPT>['access'] = byCode,
  options: { headers?: Record<string, string> } = fromNewClient(),
) {
  return gql(
    mutation as TadaDocumentNode<Answered, VariablesOf<typeof ACCEPT>>,
    { access, estimateId },
    options,
  );
}

/** The token of the link the estimate e-mail carries. */
async function linkToken(): Promise<string> {
  const [mail] = await mailOf('repair.estimate-sent');
  const link = mail?.text.match(/https:\/\/shop\.test\/stato-riparazione#accesso=([^\s>]+)/);
  if (!link?.[1]) throw new Error(`no link in ${mail?.text}`);
  return decodeURIComponent(link[1]);
}

const repairStatusOf = async (id = REPAIR.id) =>
  (
    await env.DB.prepare('SELECT status FROM list_repair WHERE id = ?')
      .bind(id)
      .first<{ status: string }>()
  )?.status;

const estimateRow = (id: string) =>
  env.DB.prepare('SELECT * FROM repair_estimates WHERE id = ?')
    .bind(id)
    .first<Record<string, unknown>>();

async function cronAt(at: number) {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '0 * * * *' }), env);
}

describe('sending an estimate', () => {
  it('computes the totals, moves the repair and writes timeline, audit and e-mail', async () => {
    const before = Date.now();
    const estimate = await repairWithEstimate();
    expect(estimate).toMatchObject({
      status: 'SENT',
      subtotal: 15_001,
      vat: 3_300,
      total: 18_301,
      diagnosisFee: 2_500,
      estimatedDays: 3,
      note: 'Il vetro posteriore è integro.',
      expired: false,
      decidedAt: null,
      decidedVia: null,
      lines: [
        { kind: 'PART' as const, description: 'Display OLED originale', amount: 12_000 },
        { kind: 'LABOUR' as const, description: 'Sostituzione e collaudo', amount: 3_001 },
      ],
    });
    const validity = Date.parse(estimate.validUntil) - Date.parse(estimate.sentAt);
    expect(validity).toBe(15 * DAY);
    expect(Date.parse(estimate.sentAt)).toBeGreaterThanOrEqual(before);
    expect(await repairStatusOf()).toBe('preventivo_inviato');
    expect(await rowCount('repair_events', "status = 'preventivo_inviato'")).toBe(1);
    expect(await rowCount('admin_audit', "action = 'repair.estimate'")).toBe(1);
    const [mail, ...more] = await mailOf('repair.estimate-sent');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: REPAIR.email, ref: REPAIR.code });
    expect(mail?.subject).toBe(`Riparazione ${REPAIR.code}: il preventivo è pronto`);
    for (const figure of [12_000, 3_001, 15_001, 3_300, 18_301, 2_500]) {
      expect(mail?.text).toContain(formatPrice(figure));
    }
    expect(mail?.text).toContain('Il vetro posteriore è integro.');
    expect(mail?.text).not.toMatch(/stato-riparazione\?/);
    expect(await linkToken()).toMatch(/^[\w-]+\.0\.[\w-]+$/);
  });

  it('takes no amount from the client but the lines', async () => {
    await seedRepair();
    const { body } = await gql(
      SEND,
      { repairId: REPAIR.id, input: { ...INPUT, total: 1, subtotal: 1 } },
      asStaff(),
    );
    // One refusal per field the input does not have.
    expect(codes(body)).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT']);
    expect(await rowCount('repair_estimates')).toBe(0);
    const sent = await send(REPAIR.id, { ...INPUT, diagnosisFee: null, validityDays: 7 });
    expect([sent.total, sent.diagnosisFee]).toEqual([18_301, null]);
    expect(Date.parse(sent.validUntil) - Date.parse(sent.sentAt)).toBe(7 * DAY);
  });

  it('refuses a bad draft field by field, in Italian, writing nothing', async () => {
    await seedRepair();
    const { body } = await gql(
      SEND,
      {
        repairId: REPAIR.id,
        input: {
          lines: [{ kind: 'PART', description: 'x', amount: 0 }],
          estimatedDays: 0,
          validityDays: 61,
          diagnosisFee: -1,
        },
      },
      asStaff(),
    );
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(Object.keys(body.errors?.[0]?.extensions.fields as object).sort()).toEqual([
      'diagnosisFee',
      'estimatedDays',
      'lines.0.amount',
      'lines.0.description',
      'validityDays',
    ]);
    expect(await rowCount('repair_estimates')).toBe(0);
    expect(await rowCount('outbox')).toBe(0);
  });

  it('replaces an unanswered estimate, which the customer can no longer answer', async () => {
    const first = await repairWithEstimate();
    const second = await send(REPAIR.id, { ...INPUT, lines: INPUT.lines.slice(0, 1) });
    expect(second.total).toBe(14_640);
    expect((await estimateRow(first.id))?.status).toBe('replaced');
    const refused = await answer(ACCEPT, first.id);
    expect(codes(refused.body)).toEqual(['CONFLICT']);
    expect(refused.body.errors?.[0]?.message).toContain('sostituito da uno più recente');
    const status = await gql(STATUS, byCode, fromNewClient());
    expect(status.body.data?.repairStatus?.estimate?.id).toBe(second.id);
    const staff = await gql(STAFF_ESTIMATES, { id: REPAIR.id }, asStaff());
    expect(staff.body.data?.adminRepair?.estimates).toEqual([
      { id: second.id, status: 'SENT' },
      { id: first.id, status: 'REPLACED' },
    ]);
  });

  it('is refused once the device has left the lab, and for nobody but staff', async () => {
    await seedRepair({ status: 'consegnato' });
    const closed = await gql(SEND, { repairId: REPAIR.id, input: INPUT }, asStaff());
    expect(codes(closed.body)).toEqual(['CONFLICT']);
    expect(closed.body.errors?.[0]?.message).toBe(
      'Non si può inviare un preventivo per una riparazione «Consegnato».',
    );
    for (const caller of [asCustomer(), fromNewClient()]) {
      const { body } = await gql(SEND, { repairId: REPAIR.id, input: INPUT }, caller);
      expect(body.data).toBeNull();
    }
    expect(await rowCount('repair_estimates')).toBe(0);
  });

  it('writes nothing when its batch fails', async () => {
    await seedRepair({}, [{ status: 'in_diagnosi' }]);
    await failNextOutboxInsert();
    const { body } = await gql(SEND, { repairId: REPAIR.id, input: INPUT }, asStaff());
    expect(body.errors).toHaveLength(1);
    expect(await rowCount('repair_estimates')).toBe(0);
    expect(await rowCount('repair_events')).toBe(1);
    expect(await rowCount('admin_audit')).toBe(0);
    expect(await repairStatusOf()).toBe('in_diagnosi');
    expect(await rowCount('outbox', "kind <> 'test.taken'")).toBe(0);
  });
});

describe('accepting', () => {
  it('starts the repair, with how on the timeline (who only for staff) and one e-mail', async () => {
    const estimate = await repairWithEstimate();
    const { body } = await answer(ACCEPT, estimate.id);
    expect(body.data?.acceptEstimate).toMatchObject({
      status: 'IN_RIPARAZIONE',
      estimate: { id: estimate.id, status: 'ACCEPTED', decidedVia: 'stato-riparazione' },
    });
    expect(body.data?.acceptEstimate?.timeline.at(-1)).toEqual({
      status: 'IN_RIPARAZIONE',
      note: 'Preventivo accettato dalla pagina Stato riparazione.',
    });
    expect(await estimateRow(estimate.id)).toMatchObject({
      status: 'accepted',
      decided_via: 'stato-riparazione',
      decided_by: REPAIR.email,
    });
    const [mail, ...more] = await mailOf('repair.estimate-accepted');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: REPAIR.email, ref: REPAIR.code });
    // Staff see it at once: the repair's state, and it no longer waits for an answer.
    const staff = await gql(STAFF_STATE, { id: REPAIR.id }, asStaff());
    expect(staff.body.data?.adminRepair).toEqual({
      status: 'IN_RIPARAZIONE',
      awaitingAnswerSince: null,
    });
  });

  it('works once: twice, or after declining, is refused and writes nothing', async () => {
    const estimate = await repairWithEstimate();
    await answer(ACCEPT, estimate.id);
    const events = await rowCount('repair_events');
    const again = await answer(ACCEPT, estimate.id);
    expect(codes(again.body)).toEqual(['CONFLICT']);
    expect(again.body.errors?.[0]?.message).toBe(
      'Hai già accettato questo preventivo: la riparazione è in corso.',
    );
    const decline = await answer(DECLINE, estimate.id);
    expect(decline.body.errors?.[0]?.message).toBe(
      'Hai già accettato questo preventivo: per cambiare idea contattaci.',
    );
    expect(await rowCount('repair_events')).toBe(events);
    expect(await rowCount('outbox', "kind LIKE 'repair.estimate-%ed'")).toBe(1);
  });

  it('is refused after a decline', async () => {
    const estimate = await repairWithEstimate();
    await answer(DECLINE, estimate.id);
    const { body } = await answer(ACCEPT, estimate.id);
    expect(codes(body)).toEqual(['CONFLICT']);
    expect(body.errors?.[0]?.message).toContain('Hai rifiutato questo preventivo');
    expect(await repairStatusOf()).toBe('pronto_per_il_ritiro');
  });

  it('is refused once expired, saying when, and staff can send a new one', async () => {
    const estimate = await repairWithEstimate();
    const past = Date.UTC(2026, 0, 20, 11);
    await env.DB.prepare('UPDATE repair_estimates SET valid_until_ms = ? WHERE id = ?')
      .bind(past, estimate.id)
      .run();
    for (const mutation of [ACCEPT, DECLINE]) {
      const { body } = await answer(mutation, estimate.id);
      expect(codes(body)).toEqual(['CONFLICT']);
      expect(body.errors?.[0]?.message).toBe(
        'Il preventivo è scaduto il 20 gennaio 2026: contattaci e ti invieremo un nuovo preventivo.',
      );
    }
    const status = await gql(STATUS, byCode, fromNewClient());
    expect(status.body.data?.repairStatus?.estimate?.expired).toBe(true);
    expect(await repairStatusOf()).toBe('preventivo_inviato');
    const fresh = await send();
    const { body } = await answer(ACCEPT, fresh.id);
    expect(body.data?.acceptEstimate?.status).toBe('IN_RIPARAZIONE');
  });

  it('is refused once staff have moved the repair on themselves', async () => {
    const estimate = await repairWithEstimate();
    await gql(
      graphql(
        'mutation { adminUpdateRepairStatus(id: "r1", status: IN_RIPARAZIONE, note: "Accettato al telefono") { status } }',
      ),
      {},
      asStaff(),
    );
    const { body } = await answer(DECLINE, estimate.id);
    expect(codes(body)).toEqual(['CONFLICT']);
    expect(body.errors?.[0]?.message).toContain('non è più in attesa');
    expect(await repairStatusOf()).toBe('in_riparazione');
  });

  it('happens once when two answers race: one wins, one timeline entry, one e-mail', async () => {
    const estimate = await repairWithEstimate();
    const events = await rowCount('repair_events');
    const answers = await Promise.all([
      answer(ACCEPT, estimate.id),
      answer(ACCEPT, estimate.id),
      answer(DECLINE, estimate.id),
    ]);
    const won = answers.filter(({ body }) => !body.errors);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter(({ body }) => body.errors)) {
      expect(codes(lost.body)).toEqual(['CONFLICT']);
    }
    expect(await rowCount('repair_events')).toBe(events + 1);
    expect(await rowCount('outbox', "kind LIKE 'repair.estimate-%ed'")).toBe(1);
  });

  it('writes nothing when its batch fails', async () => {
    const estimate = await repairWithEstimate();
    const events = await rowCount('repair_events');
    await failNextOutboxInsert();
    const { body } = await answer(ACCEPT, estimate.id);
    expect(body.errors).toHaveLength(1);
    expect((await estimateRow(estimate.id))?.status).toBe('sent');
    expect(await repairStatusOf()).toBe('preventivo_inviato');
    expect(await rowCount('repair_events')).toBe(events);
    expect(await rowCount('outbox', "kind = 'repair.estimate-accepted'")).toBe(0);
  });
});

describe('declining', () => {
  it('sends a counter repair to pickup, with the diagnosis fee on the timeline', async () => {
    const estimate = await repairWithEstimate();
    const { body } = await answer(DECLINE, estimate.id);
    expect(body.data?.declineEstimate?.status).toBe('PRONTO_PER_IL_RITIRO');
    expect(body.data?.declineEstimate?.timeline.at(-1)?.note).toBe(
      `Preventivo rifiutato dalla pagina Stato riparazione. Costo della diagnosi: ${formatPrice(2_500)} + IVA.`,
    );
    const [mail, ...more] = await mailOf('repair.estimate-declined');
    expect(more).toEqual([]);
    expect(mail?.text).toContain(formatPrice(2_500));
    expect(mail?.text).toContain('passa a ritirarlo');
    const again = await answer(DECLINE, estimate.id);
    expect(again.body.errors?.[0]?.message).toBe('Hai già rifiutato questo preventivo.');
  });

  it('sends a repair that came by courier back by courier', async () => {
    const estimate = await repairWithEstimate();
    await env.DB.prepare("UPDATE list_repair SET source = 'spedizione' WHERE id = ?")
      .bind(REPAIR.id)
      .run();
    const { body } = await answer(DECLINE, estimate.id);
    expect(body.data?.declineEstimate?.status).toBe('IN_RESTITUZIONE');
    const [mail] = await mailOf('repair.estimate-declined');
    expect(mail?.text).toContain('ti rispediamo il dispositivo');
  });
});

describe('who may read and answer', () => {
  it('the e-mailed link opens the repair and answers it, recorded as the link', async () => {
    const estimate = await repairWithEstimate();
    const token = await linkToken();
    const read = await gql(BY_LINK, { token }, fromNewClient());
    expect(read.body.data?.repairByLink).toMatchObject({
      code: REPAIR.code,
      estimate: { id: estimate.id, total: 18_301 },
    });
    const { body } = await answer(ACCEPT, estimate.id, { code: REPAIR.code, token });
    expect(body.data?.acceptEstimate?.estimate?.decidedVia).toBe('link');
  });

  it('a forged, altered or foreign token opens nothing', async () => {
    const estimate = await repairWithEstimate();
    const token = await linkToken();
    const [body, expiry, mac] = token.split('.');
    const altered = [`${body}x`, expiry, mac].join('.');
    for (const bad of [altered, `${token.slice(0, -2)}AA`, 'a.0.b']) {
      const read = await gql(BY_LINK, { token: bad }, fromNewClient());
      expect(read.text).toBe('{"data":{"repairByLink":null}}');
      const act = await answer(ACCEPT, estimate.id, { code: REPAIR.code, token: bad });
      expect(codes(act.body)).toEqual(['NOT_FOUND']);
    }
    // A genuine token with another repair's code.
    await seedRepair({ id: 'r2', code: 'RIP-ABCDEFGH', email: 'altro@example.it' });
    const foreign = await answer(ACCEPT, estimate.id, { code: 'RIP-ABCDEFGH', token });
    expect(codes(foreign.body)).toEqual(['NOT_FOUND']);
    expect((await estimateRow(estimate.id))?.status).toBe('sent');
  });

  it('the wrong e-mail gets the lookup’s own answer', async () => {
    const estimate = await repairWithEstimate();
    const { body } = await answer(ACCEPT, estimate.id, {
      code: REPAIR.code,
      email: 'x@example.it',
    });
    expect(codes(body)).toEqual(['NOT_FOUND']);
    expect(body.errors?.[0]?.message).toMatch(/^Riparazione non trovata\./);
  });

  it('a verified account with the repair’s e-mail answers without it; no other account does', async () => {
    const estimate = await repairWithEstimate({ email: CUSTOMER.email });
    const access = { code: REPAIR.code };
    const unverified = await answer(
      ACCEPT,
      estimate.id,
      access,
      signedIn({ ...CUSTOMER, emailVerified: false }),
    );
    expect(codes(unverified.body)).toEqual(['NOT_FOUND']);
    const other = await answer(ACCEPT, estimate.id, access, asOtherCustomer());
    expect(codes(other.body)).toEqual(['NOT_FOUND']);
    const nobody = await answer(ACCEPT, estimate.id, access);
    expect(codes(nobody.body)).toEqual(['NOT_FOUND']);
    const { body } = await answer(ACCEPT, estimate.id, access, asCustomer());
    expect(body.data?.acceptEstimate?.estimate?.decidedVia).toBe('account');
  });

  it('never answers another repair’s estimate, refused as a wrong e-mail is', async () => {
    const estimate = await repairWithEstimate();
    await seedRepair({ id: 'r2', code: 'RIP-ABCDEFGH', email: 'altro@example.it' });
    for (const mutation of [ACCEPT, DECLINE]) {
      const foreignEstimate = await answer(mutation, estimate.id, {
        code: 'RIP-ABCDEFGH',
        email: 'altro@example.it',
      });
      const wrongEmail = await answer(mutation, estimate.id, {
        code: REPAIR.code,
        email: 'altro@example.it',
      });
      expect(foreignEstimate.body.errors).toEqual(wrongEmail.body.errors);
      expect(foreignEstimate.body.errors?.[0]?.extensions).toEqual({
        code: 'NOT_FOUND',
        field: 'code',
      });
    }
    expect((await estimateRow(estimate.id))?.status).toBe('sent');
  });
});

describe('staff', () => {
  it('list the repairs waiting for an answer, the longest waiting first', async () => {
    await repairWithEstimate();
    await seedRepair({ id: 'r2', code: 'RIP-ABCDEFGH', email: 'altro@example.it' });
    await send('r2');
    await seedRepair({ id: 'r3', code: 'RIP-HGFEDCBA', email: 'terzo@example.it' });
    const answered = await send('r3');
    await answer(ACCEPT, answered.id, { code: 'RIP-HGFEDCBA', email: 'terzo@example.it' });
    const { body } = await gql(AWAITING, {}, asStaff());
    const list = body.data?.adminRepairsAwaitingAnswer ?? [];
    expect(list.map((repair) => repair.code)).toEqual([REPAIR.code, 'RIP-ABCDEFGH']);
    expect(list.every((repair) => repair.awaitingAnswerSince)).toBe(true);
    const refused = await gql(AWAITING, {}, asCustomer());
    expect(refused.body.data).toBeNull();
  });

  it('read the estimates of a whole list in one statement', async () => {
    for (const [i, code] of ['RIP-AAAA2222', 'RIP-BBBB3333', 'RIP-CCCC4444'].entries()) {
      await seedRepair({ id: `r${i}`, code, email: `cliente${i}@example.it` });
      await send(`r${i}`);
    }
    const { body, headers } = await gql(
      AWAITING,
      {},
      { headers: { ...asStaff().headers, ...UNCACHED } },
    );
    expect(body.data?.adminRepairsAwaitingAnswer).toHaveLength(3);
    // The list, then every estimate and every waiting time at once.
    expect(reportedStats(headers).statements).toBe(2);
  });
});

describe('the reminder', () => {
  it('goes once, within 48 hours of expiry, with a timeline entry', async () => {
    const estimate = await repairWithEstimate();
    const until = Date.parse(estimate.validUntil);
    await cronAt(until - 49 * HOUR);
    expect(await mailOf('repair.estimate-reminder')).toEqual([]);
    await cronAt(until - 47 * HOUR);
    await cronAt(until - 46 * HOUR);
    const [mail, ...more] = await mailOf('repair.estimate-reminder');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: REPAIR.email, ref: REPAIR.code });
    expect(mail?.text).toMatch(/stato-riparazione#accesso=/);
    expect((await estimateRow(estimate.id))?.reminded_at_ms).toBe(until - 47 * HOUR);
    expect(await rowCount('repair_events', "note LIKE 'Ti abbiamo ricordato%'")).toBe(1);
  });

  it("goes from the first millisecond of the rule's window, as isEstimateReminderDue says", async () => {
    const estimate = await repairWithEstimate();
    const until = Date.parse(estimate.validUntil);
    const opens = estimateReminderWindow(until - 48 * HOUR).afterMs;
    const state = { status: 'sent' as const, validUntilMs: until };
    expect(isEstimateReminderDue(state, opens - 1)).toBe(false);
    await cronAt(opens - 1);
    expect(await mailOf('repair.estimate-reminder')).toEqual([]);
    expect(isEstimateReminderDue(state, opens)).toBe(true);
    await cronAt(opens);
    expect(await mailOf('repair.estimate-reminder')).toHaveLength(1);
    expect((await estimateRow(estimate.id))?.reminded_at_ms).toBe(opens);
  });

  it('does not go for an answered or expired estimate', async () => {
    const estimate = await repairWithEstimate();
    const until = Date.parse(estimate.validUntil);
    await cronAt(until + HOUR);
    await answer(ACCEPT, estimate.id);
    await cronAt(until - 24 * HOUR);
    expect(await mailOf('repair.estimate-reminder')).toEqual([]);
  });
});

describe('retention', () => {
  it('deletes a closed repair with its estimates', async () => {
    const estimate = await repairWithEstimate();
    await answer(ACCEPT, estimate.id);
    await env.DB.prepare(
      "UPDATE list_repair SET status = 'consegnato', updated_at_ms = ? WHERE id = ?",
    )
      .bind(Date.UTC(2024, 0, 1), REPAIR.id)
      .run();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.UTC(2026, 5, 1), cron: '0 3 * * *' }),
      env,
    );
    expect(await rowCount('list_repair')).toBe(0);
    expect(await rowCount('repair_estimates')).toBe(0);
  });
});
