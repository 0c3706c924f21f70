import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../worker/db';
import {
  enforceRetention,
  monthsBefore,
  RETENTION_MONTHS,
  type RetentionBudget,
  UNCONFIRMED_SIGN_UP_DAYS,
} from '../../worker/privacy/retention';
import { CRONS, scheduled } from '../../worker/scheduled';
import { rowCount } from './fixtures';

const NOW = Date.UTC(2026, 10, 23, 3, 0, 0);
const HOUR = 3_600_000;
/** Just past each period, and just inside it. */
const requestDue = monthsBefore(NOW, RETENTION_MONTHS.request) - HOUR;
const requestKept = monthsBefore(NOW, RETENTION_MONTHS.request) + HOUR;
const repairDue = monthsBefore(NOW, RETENTION_MONTHS.closedRepair) - HOUR;
const repairKept = monthsBefore(NOW, RETENTION_MONTHS.closedRepair) + HOUR;
const emailDue = monthsBefore(NOW, RETENTION_MONTHS.email) - HOUR;
const emailKept = monthsBefore(NOW, RETENTION_MONTHS.email) + HOUR;
const signUpDue = NOW - UNCONFIRMED_SIGN_UP_DAYS * 24 * HOUR - HOUR;
const signUpKept = NOW - UNCONFIRMED_SIGN_UP_DAYS * 24 * HOUR + HOUR;

function quote(id: string, createdAtMs: number, repairId: string | null = null) {
  return env.DB.prepare(
    `INSERT INTO list_preventivo (id, number, name, email, phone, device_category, brand, model, problem, privacy_consent_at_ms, status, repair_id, created_at_ms)
     VALUES (?, ?, 'Sara Fontana', 'sara@example.it', '333', 'tablet', 'Apple', 'iPad 9', 'Vetro rotto', ?, 'nuova', ?, ?)`,
  ).bind(id, `PRV-${id}`, createdAtMs, repairId, createdAtMs);
}

function form(id: string, createdAtMs: number, repairId: string | null = null) {
  return env.DB.prepare(
    `INSERT INTO list_module_assist (id, number, sender_name, street, postal_code, city, province, phone, email, device, problem, cod_lock, rules_accepted_at_ms, status, repair_id, created_at_ms)
     VALUES (?, ?, 'Marco Greco', 'Via Roma 1', '90133', 'Palermo', 'PA', '091', 'marco@example.it', 'Switch', 'Joy-Con', '', ?, 'nuova', ?, ?)`,
  ).bind(id, `SPD-${id}`, createdAtMs, repairId, createdAtMs);
}

/** A repair, its one timeline entry, last touched at `updatedAtMs`. */
function repair(id: string, status: string, updatedAtMs: number) {
  return [
    env.DB.prepare(
      `INSERT INTO list_repair (id, code, customer_name, email, phone, device, problem, status, source, created_at_ms, updated_at_ms)
       VALUES (?, ?, 'Luca Gallo', 'luca@example.it', '333', 'Galaxy S21', 'Schermo nero', ?, 'banco', ?, ?)`,
    ).bind(id, `RIP-${id}`, status, updatedAtMs - HOUR, updatedAtMs),
    env.DB.prepare(
      'INSERT INTO repair_events (repair_id, status, note, created_at_ms) VALUES (?, ?, NULL, ?)',
    ).bind(id, status, updatedAtMs),
  ];
}

function email(id: string, status: string, createdAtMs: number) {
  return env.DB.prepare(
    `INSERT INTO outbox (id, kind, recipient, mailbox, subject, html, text, status, attempts, created_at_ms, updated_at_ms)
     VALUES (?, 'repair.opened', 'luca@example.it', 'luca@example.it', 'x', 'x', 'x', ?, 1, ?, ?)`,
  ).bind(id, status, createdAtMs, createdAtMs);
}

const ids = async (table: string) =>
  (await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: string }>()).results.map(
    (row) => row.id,
  );

async function runRetention() {
  await scheduled(createScheduledController({ cron: CRONS.retention, scheduledTime: NOW }), env);
}

describe('the daily retention job', () => {
  it('deletes the requests that never became a repair once 12 months old, and nothing younger', async () => {
    await env.DB.batch([
      quote('q-due', requestDue),
      quote('q-kept', requestKept),
      form('s-due', requestDue),
      form('s-kept', requestKept),
      ...repair('r-open', 'in_riparazione', requestDue),
      quote('q-of-open', requestDue, 'r-open'),
      form('s-of-open', requestDue, 'r-open'),
    ]);
    await runRetention();
    expect(await ids('list_preventivo')).toEqual(['q-kept', 'q-of-open']);
    expect(await ids('list_module_assist')).toEqual(['s-kept', 's-of-open']);
  });

  it('deletes a closed repair 24 months after it closed, with its timeline, parcels and request', async () => {
    const parcel = (repairId: string) =>
      env.DB.prepare(
        `INSERT INTO repair_shipments (repair_id, direction, carrier, tracking_number, recorded_at_ms)
         VALUES (?, 'ritorno', 'brt', '088123456789', ?)`,
      ).bind(repairId, repairDue);
    await env.DB.batch([
      ...repair('r-delivered-due', 'consegnato', repairDue),
      ...repair('r-cancelled-due', 'annullato', repairDue),
      ...repair('r-delivered-kept', 'consegnato', repairKept),
      ...repair('r-open-old', 'pronto_per_il_ritiro', repairDue),
      quote('q-of-due', repairDue, 'r-delivered-due'),
      form('s-of-due', repairDue, 'r-cancelled-due'),
      quote('q-of-kept', repairDue, 'r-delivered-kept'),
      parcel('r-delivered-due'),
      parcel('r-delivered-kept'),
    ]);
    await runRetention();
    expect(await ids('list_repair')).toEqual(['r-delivered-kept', 'r-open-old']);
    expect(await rowCount('repair_shipments', "repair_id = 'r-delivered-kept'")).toBe(1);
    expect(await rowCount('repair_shipments')).toBe(1);
    expect(await rowCount('repair_events')).toBe(2);
    expect(await rowCount('repair_events', "repair_id IN ('r-delivered-kept', 'r-open-old')")).toBe(
      2,
    );
    expect(await ids('list_preventivo')).toEqual(['q-of-kept']);
    expect(await ids('list_module_assist')).toEqual([]);
  });

  it('deletes the copies of e-mails sent or given up on once 12 months old, never one still to send', async () => {
    await env.DB.batch([
      email('e-sent-due', 'sent', emailDue),
      email('e-failed-due', 'failed', emailDue),
      email('e-pending-old', 'pending', emailDue),
      email('e-sent-kept', 'sent', emailKept),
    ]);
    await runRetention();
    expect(await ids('outbox')).toEqual(['e-pending-old', 'e-sent-kept']);
  });

  it('deletes a newsletter sign-up never confirmed 30 days after it, never a confirmed address', async () => {
    const signUp = (email: string, consentAtMs: number | null, createdAtMs: number) =>
      env.DB.prepare(
        'INSERT INTO list_newsletter (email, consent_at_ms, created_at_ms) VALUES (?, ?, ?)',
      ).bind(email, consentAtMs, createdAtMs);
    await env.DB.batch([
      signUp('mai.confermato@example.it', null, signUpDue),
      signUp('appena.iscritto@example.it', null, signUpKept),
      signUp('confermato.anni.fa@example.it', requestDue, requestDue),
    ]);
    await runRetention();
    const left = await env.DB.prepare('SELECT email FROM list_newsletter ORDER BY email').all();
    expect(left.results).toEqual([
      { email: 'appena.iscritto@example.it' },
      { email: 'confermato.anni.fa@example.it' },
    ]);
  });

  it('deletes a back-in-stock request never confirmed after 30 days and a fulfilled one 12 months after its e-mail, never one still waiting', async () => {
    const fulfilledDue = monthsBefore(NOW, RETENTION_MONTHS.fulfilledStockAlert) - HOUR;
    const fulfilledKept = monthsBefore(NOW, RETENTION_MONTHS.fulfilledStockAlert) + HOUR;
    const alert = (
      email: string,
      status: string,
      createdAtMs: number,
      notifiedAtMs: number | null = null,
    ) =>
      env.DB.prepare(
        `INSERT INTO stock_alerts (product_id, email, status, created_at_ms, confirmed_at_ms, notified_at_ms)
         VALUES (8, ?, ?, ?, ?, ?)`,
      ).bind(
        email,
        status,
        createdAtMs,
        status === 'in_attesa_di_conferma' ? null : createdAtMs,
        notifiedAtMs,
      );
    await env.DB.batch([
      alert('mai.confermato@example.it', 'in_attesa_di_conferma', signUpDue),
      alert('appena.chiesto@example.it', 'in_attesa_di_conferma', signUpKept),
      alert('aspetta.da.anni@example.it', 'in_attesa', repairDue),
      alert('avvisato.tempo.fa@example.it', 'inviato', repairDue, fulfilledDue),
      alert('avvisato.di.recente@example.it', 'inviato', repairDue, fulfilledKept),
    ]);
    await runRetention();
    const left = await env.DB.prepare('SELECT email FROM stock_alerts ORDER BY email').all();
    expect(left.results).toEqual([
      { email: 'appena.chiesto@example.it' },
      { email: 'aspetta.da.anni@example.it' },
      { email: 'avvisato.di.recente@example.it' },
    ]);
  });

  it('runs only on its own schedule', async () => {
    await env.DB.batch([quote('q-due', requestDue), email('e-sent-due', 'sent', emailDue)]);
    await scheduled(createScheduledController({ cron: CRONS.mailSweep, scheduledTime: NOW }), env);
    expect(await rowCount('list_preventivo')).toBe(1);
    expect(await rowCount('outbox')).toBe(1);
  });
});

describe('the retention job, a chunk at a time', () => {
  /** Chunks of 2 rows, so a handful of rows already takes several. */
  const SMALL: RetentionBudget = { chunk: 2, chunks: 100, ms: 60_000 };
  const run = (budget: RetentionBudget, clock?: () => number) =>
    enforceRetention(createDatabase(env.DB), NOW, budget, clock);

  /** 5 due e-mails, 3 due quote requests, 3 due closed repairs each with a request; 1 kept of each. */
  async function backlog() {
    await env.DB.batch([
      ...['e1', 'e2', 'e3', 'e4', 'e5'].map((id) => email(id, 'sent', emailDue)),
      email('e-kept', 'sent', emailKept),
      ...['q1', 'q2', 'q3'].map((id) => quote(id, requestDue)),
      quote('q-kept', requestKept),
      ...['r1', 'r2', 'r3'].flatMap((id) => [
        ...repair(id, 'consegnato', repairDue),
        quote(`q-of-${id}`, repairDue, id),
      ]),
      ...repair('r-kept', 'consegnato', repairKept),
    ]);
  }

  it('deletes more rows than one chunk holds in one run, each counted once', async () => {
    await backlog();
    expect(await run(SMALL)).toEqual({
      repairs: 3,
      quoteRequests: 6,
      shippingForms: 0,
      emails: 5,
      signUps: 0,
      stockAlerts: 0,
      appointments: 0,
      unfinished: false,
    });
    expect(await ids('outbox')).toEqual(['e-kept']);
    expect(await ids('list_preventivo')).toEqual(['q-kept']);
    expect(await ids('list_repair')).toEqual(['r-kept']);
    expect(await rowCount('repair_events')).toBe(1);
  });

  it('stops when its chunks are spent, and the next run deletes the rest without counting anything twice', async () => {
    await backlog();
    const first = await run({ ...SMALL, chunks: 4 });
    expect(first.unfinished).toBe(true);
    // One chunk of each kind that had rows, in turn: repairs, requests, then e-mails.
    expect(first).toMatchObject({ repairs: 2, quoteRequests: 2 + 2, emails: 2 });
    expect(await rowCount('outbox')).toBe(6 - 2);
    expect(await rowCount('list_repair')).toBe(4 - 2);
    const second = await run(SMALL);
    expect(second.unfinished).toBe(false);
    expect(first.repairs + second.repairs).toBe(3);
    expect(first.quoteRequests + second.quoteRequests).toBe(6);
    expect(first.emails + second.emails).toBe(5);
    expect(await ids('outbox')).toEqual(['e-kept']);
    expect(await ids('list_preventivo')).toEqual(['q-kept']);
  });

  it('stops when its time is spent, leaving what it did not reach', async () => {
    await backlog();
    let ms = 0;
    const clock = () => {
      ms += 25_000;
      return ms;
    };
    const partial = await run({ ...SMALL, ms: 60_000 }, clock);
    expect(partial.unfinished).toBe(true);
    expect(partial.repairs + partial.quoteRequests + partial.emails).toBeGreaterThan(0);
    expect(await rowCount('outbox')).toBe(6 - partial.emails);
  });

  it('counts a run that ends exactly on a full chunk as finished once nothing more is due', async () => {
    await env.DB.batch([email('e1', 'sent', emailDue), email('e2', 'sent', emailDue)]);
    expect(await run(SMALL)).toMatchObject({ emails: 2, unfinished: false });
  });
});

describe('monthsBefore', () => {
  it('counts calendar months in UTC', () => {
    expect(new Date(monthsBefore(NOW, 12)).toISOString()).toBe('2025-11-23T03:00:00.000Z');
    expect(new Date(monthsBefore(NOW, 24)).toISOString()).toBe('2024-11-23T03:00:00.000Z');
    const leapDay = Date.UTC(2028, 1, 29, 3, 0, 0);
    expect(new Date(monthsBefore(leapDay, 12)).toISOString()).toBe('2027-02-28T03:00:00.000Z');
  });
});
