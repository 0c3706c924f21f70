import { and, asc, desc, eq, exists, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  type RepairEstimateRow,
  type RepairRow,
  repairEstimates,
  repairEvents,
  repairs,
} from '../../schema/db/repairs';
import { repairAccessLink } from '../../schema/repair-access-link';
import {
  ACCEPTED_REPAIR_STATUS,
  AWAITING_ESTIMATE,
  declinedRepairStatus,
  ESTIMATE_SENDABLE,
  type EstimateAnswer,
  type EstimateDecisionVia,
  type EstimateDraft,
  estimateAnswerNote,
  estimateAnswerRefusal,
  estimateErrors,
  estimateReminderNote,
  estimateReminderWindow,
  estimateSendRefusal,
  estimateSentNote,
  estimateTotals,
  estimateValidUntil,
} from '../../schema/rules/estimates';
import { normalizeRepairCode } from '../../schema/rules/identifiers';
import { formatPrice } from '../../schema/rules/money';
import { normaliseEmail } from '../../schema/rules/normalise';
import { hasErrors } from '../../schema/rules/validation';
import { REPAIR_STATUS } from '../../schema/vocabulary';
import type { Viewer } from '../accounts/viewer';
import { audit } from '../admin/audit';
import { type Database, inJsonList, violates } from '../db';
import { DomainError, invalidFields } from '../domain-error';
import type { Mailer } from '../mail/mailer';
import { repairEvent } from '../webhooks/outbox';
import { repairForCustomer } from './lookup';
import { renewRepairLinks, repairAccessToken, repairByToken } from './repair-links';
import { repairMail } from './repair-mail';
import { repairById } from './staff';

/**
 * A repair's estimates (docs/product.md#estimates): staff send one, its customer accepts or
 * declines it once, from the status page, the e-mailed link or their account.
 */

/** The same answer as the public lookup's, whatever did not match. */
const REPAIR_NOT_FOUND =
  "Riparazione non trovata. Controlla il codice e l'e-mail che ci hai lasciato all'accettazione.";

/**
 * The one refusal of an answer that opens nothing: a wrong code, e-mail or token, and an estimate
 * that is not the repair's, all read the same (docs/product.md#estimates).
 */
export const repairNotFound = () => new DomainError(REPAIR_NOT_FOUND, 'NOT_FOUND', 'code');

const CHANGED_MEANWHILE =
  'La riparazione è stata aggiornata nel frattempo: ricarica la pagina e riprova.';

/** How a customer opens a repair: its code with the e-mail, or the link's token, or alone. */
export interface RepairAccess {
  code: string;
  email?: string | null;
  token?: string | null;
}

/** A repair opened by its customer, and how: what an answer records as its `via` and `by`. */
export interface CustomerRepair {
  repair: RepairRow;
  via: EstimateDecisionVia;
  by: string;
}

/**
 * The repair its customer opened: with its code and the intake e-mail, with its code and the
 * e-mailed link, or with its code signed in to an account whose VERIFIED e-mail is the
 * repair's. Null for anything else, the same null whichever part did not match.
 */
export async function customerRepair(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  access: RepairAccess,
  /** Read only when neither e-mail nor token is given: reading it may refuse (AUTH_UNAVAILABLE). */
  viewerOf: () => Viewer | null,
): Promise<CustomerRepair | null> {
  const code = normalizeRepairCode(access.code);
  if (access.token) {
    const repair = await repairByToken(db, env, access.token);
    return repair && repair.code === code ? { repair, via: 'link', by: repair.email } : null;
  }
  if (access.email) {
    const repair = await repairForCustomer(db, code, access.email);
    return repair ? { repair, via: 'stato-riparazione', by: repair.email } : null;
  }
  const viewer = viewerOf();
  if (!viewer?.emailVerified || !viewer.email) return null;
  const repair = await repairForCustomer(db, code, viewer.email);
  return repair ? { repair, via: 'account', by: normaliseEmail(viewer.email) } : null;
}

/** The most of a repair's estimates staff see: far more than any repair gets. */
export const ESTIMATES_LISTED = 20;

/**
 * Each repair's estimates, newest first, replaced ones included (staff see them): at most
 * ESTIMATES_LISTED of each, read as an indexed range per repair, all in one statement.
 */
export async function estimatesOf(
  db: Database,
  repairIds: readonly string[],
): Promise<RepairEstimateRow[][]> {
  const latest = sql`SELECT e.id FROM json_each(${JSON.stringify(repairIds)}) AS r JOIN ${repairEstimates} AS e ON e.id IN (SELECT x.id FROM ${repairEstimates} AS x WHERE x.repair_id = r.value ORDER BY x.created_at_ms DESC LIMIT ${ESTIMATES_LISTED})`;
  const rows = await db
    .select()
    .from(repairEstimates)
    .where(sql`${repairEstimates.id} IN (${latest})`)
    .orderBy(desc(repairEstimates.createdAtMs));
  return repairIds.map((id) => rows.filter((row) => row.repairId === id));
}

/** The estimate each repair shows its customer: its latest that was not replaced, or null. */
export async function currentEstimates(
  db: Database,
  repairIds: readonly string[],
): Promise<(RepairEstimateRow | null)[]> {
  const rows = repairIds.length
    ? await db
        .select()
        .from(repairEstimates)
        .where(
          and(
            inJsonList(repairEstimates.repairId, repairIds),
            ne(repairEstimates.status, 'replaced'),
          ),
        )
        .orderBy(asc(repairEstimates.createdAtMs))
    : [];
  const latest = new Map(rows.map((row) => [row.repairId, row]));
  return repairIds.map((id) => latest.get(id) ?? null);
}

/**
 * When the estimate a repair waits for was sent, or null. The one waiting is always the latest not
 * replaced: sending replaces it.
 */
export function awaitingAnswerSince(
  repair: Pick<RepairRow, 'status'>,
  current: Pick<RepairEstimateRow, 'status' | 'createdAtMs'> | null,
): number | null {
  return repair.status === AWAITING_ESTIMATE && current?.status === 'sent'
    ? current.createdAtMs
    : null;
}

/** At most this many repairs in the staff's list of estimates waiting for an answer. */
export const AWAITING_ANSWER_LIMIT = 100;

/** Repairs whose estimate waits for the customer, the longest waiting first. */
export function repairsAwaitingAnswer(db: Database) {
  return db
    .select({ repair: repairs })
    .from(repairEstimates)
    .innerJoin(repairs, eq(repairs.id, repairEstimates.repairId))
    .where(and(eq(repairEstimates.status, 'sent'), eq(repairs.status, AWAITING_ESTIMATE)))
    .orderBy(asc(repairEstimates.createdAtMs))
    .limit(AWAITING_ANSWER_LIMIT)
    .then((rows) => rows.map((row) => row.repair));
}

/** Whether a batch rolled back because what it answered had moved on since it was read. */
const movedMeanwhile = (error: unknown) => violates(error, 'repair_events_allowed');

/**
 * Staff send an estimate: the totals are computed here from the lines, a 'sent' one is replaced,
 * the repair moves to "preventivo inviato" with its timeline entry, and the audit row and the
 * customer's e-mail (with the signed link) go in the same batch.
 */
export async function sendEstimate(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  actor: Viewer,
  repairId: string,
  draft: EstimateDraft,
  mail: Mailer,
  at = Date.now(),
): Promise<RepairRow> {
  const errors = estimateErrors(draft);
  if (hasErrors(errors)) throw invalidFields(errors);
  const repair = await repairById(db, repairId);
  const refusal = estimateSendRefusal(repair.status);
  if (refusal) throw new DomainError(refusal, 'CONFLICT', 'status');
  const lines = draft.lines.map((line) => ({
    kind: line.kind,
    description: line.description.trim(),
    amount: line.amount,
  }));
  const totals = estimateTotals(lines);
  const estimate = {
    id: crypto.randomUUID(),
    repairId,
    lines,
    subtotalCents: totals.subtotal,
    vatCents: totals.vat,
    totalCents: totals.total,
    diagnosisFeeCents: draft.diagnosisFee ?? null,
    estimatedDays: draft.estimatedDays,
    validUntilMs: estimateValidUntil(at, draft.validityDays),
    note: draft.note?.trim() || null,
    status: 'sent' as const,
    createdAtMs: at,
    createdBy: actor.email ?? actor.uid,
  };
  const accessUrl = repairAccessLink(mail.origin, await repairAccessToken(env, repair));
  const email = repairMail(db, 'estimateSent', repair.code, { repair, estimate, accessUrl }, at);
  try {
    await db.batch([
      db
        .update(repairs)
        .set({ status: AWAITING_ESTIMATE, updatedAtMs: at })
        .where(and(eq(repairs.id, repairId), inArray(repairs.status, [...ESTIMATE_SENDABLE]))),
      db.insert(repairEvents).values({
        repairId,
        status: AWAITING_ESTIMATE,
        note: estimateSentNote(totals, estimate.validUntilMs),
        allowed: sql`changes()`,
        createdAtMs: at,
      }),
      db
        .update(repairEstimates)
        .set({ status: 'replaced' })
        .where(and(eq(repairEstimates.repairId, repairId), eq(repairEstimates.status, 'sent'))),
      db.insert(repairEstimates).values(estimate),
      audit(
        db,
        actor,
        {
          action: 'repair.estimate',
          entityType: 'repair',
          entityId: repairId,
          summary: `${repair.code}: preventivo di ${formatPrice(totals.total)} IVA inclusa inviato (${REPAIR_STATUS.label(repair.status)} → ${REPAIR_STATUS.label(AWAITING_ESTIMATE)})`,
        },
        at,
      ),
      email.statement,
      renewRepairLinks(db, repairId, at, estimate.validUntilMs),
    ]);
  } catch (error) {
    if (movedMeanwhile(error)) throw new DomainError(CHANGED_MEANWHILE, 'CONFLICT', 'status');
    throw error;
  }
  mail.dispatch([email.id]);
  return repairById(db, repairId);
}

function estimateOf(db: Database, repairId: string, estimateId: string) {
  return db
    .select()
    .from(repairEstimates)
    .where(and(eq(repairEstimates.id, estimateId), eq(repairEstimates.repairId, repairId)))
    .get();
}

/** Why an answer cannot be given now, as a refusal; a generic one if nothing explains it. */
async function refusalOf(
  db: Database,
  repairId: string,
  estimateId: string,
  answer: EstimateAnswer,
  at: number,
): Promise<DomainError> {
  const [repair, estimate] = await Promise.all([
    repairById(db, repairId),
    estimateOf(db, repairId, estimateId),
  ]);
  const reason = estimate && estimateAnswerRefusal(estimate, repair.status, answer, at);
  return new DomainError(reason || CHANGED_MEANWHILE, 'CONFLICT', 'estimateId');
}

/**
 * The customer's answer, once: the estimate's conditional update (still 'sent', not expired, the
 * repair still waiting for it) and the timeline entry that records its `changes()` under a CHECK,
 * so a second answer, a replacement or an expiry that came first rolls back the whole batch, the
 * repair's move and the e-mail with it.
 */
export async function answerEstimate(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  customer: CustomerRepair,
  estimateId: string,
  answer: EstimateAnswer,
  mail: Mailer,
  at = Date.now(),
): Promise<RepairRow> {
  const { repair, via, by } = customer;
  const estimate = await estimateOf(db, repair.id, estimateId);
  if (!estimate) throw repairNotFound();
  const refusal = estimateAnswerRefusal(estimate, repair.status, answer, at);
  if (refusal) throw new DomainError(refusal, 'CONFLICT', 'estimateId');
  const to = answer === 'accept' ? ACCEPTED_REPAIR_STATUS : declinedRepairStatus(repair.source);
  const accessUrl = repairAccessLink(mail.origin, await repairAccessToken(env, repair));
  const email = repairMail(
    db,
    answer === 'accept' ? 'estimateAccepted' : 'estimateDeclined',
    repair.code,
    { repair, estimate, accessUrl },
    at,
  );
  const stillWaiting = exists(
    db
      .select({ id: repairs.id })
      .from(repairs)
      .where(and(eq(repairs.id, repair.id), eq(repairs.status, AWAITING_ESTIMATE))),
  );
  try {
    await db.batch([
      db
        .update(repairEstimates)
        .set({
          status: answer === 'accept' ? 'accepted' : 'declined',
          decidedAtMs: at,
          decidedVia: via,
          decidedBy: by,
        })
        .where(
          and(
            eq(repairEstimates.id, estimate.id),
            eq(repairEstimates.status, 'sent'),
            gt(repairEstimates.validUntilMs, at),
            stillWaiting,
          ),
        ),
      db.insert(repairEvents).values({
        repairId: repair.id,
        status: to,
        note: estimateAnswerNote(answer, via, estimate.diagnosisFeeCents),
        allowed: sql`changes()`,
        createdAtMs: at,
      }),
      db.update(repairs).set({ status: to, updatedAtMs: at }).where(eq(repairs.id, repair.id)),
      email.statement,
      renewRepairLinks(db, repair.id, at),
      ...repairEvent(db, mail, { code: repair.code, from: repair.status, to }, at, {
        id: estimate.id,
        answer,
      }),
    ]);
  } catch (error) {
    if (movedMeanwhile(error)) throw await refusalOf(db, repair.id, estimate.id, answer, at);
    throw error;
  }
  mail.dispatch([email.id]);
  return repairById(db, repair.id);
}

/** Reminders written in one run, each its own batch; the rest wait for the next hour. */
const ESTIMATE_REMINDERS_PER_RUN = 40;

/** Unanswered estimates running out within the reminder window, not yet reminded. */
function dueReminders(db: Database, nowMs: number) {
  const window = estimateReminderWindow(nowMs);
  return db
    .select({ estimate: repairEstimates, repair: repairs })
    .from(repairEstimates)
    .innerJoin(repairs, eq(repairs.id, repairEstimates.repairId))
    .where(
      and(
        eq(repairEstimates.status, 'sent'),
        isNull(repairEstimates.remindedAtMs),
        gt(repairEstimates.validUntilMs, window.afterMs),
        lte(repairEstimates.validUntilMs, window.untilMs),
        eq(repairs.status, AWAITING_ESTIMATE),
      ),
    )
    .orderBy(asc(repairEstimates.validUntilMs))
    .limit(ESTIMATE_REMINDERS_PER_RUN);
}

/**
 * Reminds each customer, once, of an estimate about to run out (docs/product.md#estimates): the
 * estimate's mark, a timeline entry under the mark's `changes()` and the e-mail in one batch, so
 * an estimate answered or reminded meanwhile writes nothing. Returns the repairs' codes.
 */
export async function remindExpiringEstimates(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  nowMs: number,
  mail: Mailer,
): Promise<string[]> {
  const reminded: string[] = [];
  for (const { estimate, repair } of await dueReminders(db, nowMs)) {
    const accessUrl = repairAccessLink(mail.origin, await repairAccessToken(env, repair));
    const email = repairMail(
      db,
      'estimateReminder',
      repair.code,
      { repair, estimate, accessUrl },
      nowMs,
    );
    try {
      await db.batch([
        db
          .update(repairEstimates)
          .set({ remindedAtMs: nowMs })
          .where(
            and(
              eq(repairEstimates.id, estimate.id),
              eq(repairEstimates.status, 'sent'),
              isNull(repairEstimates.remindedAtMs),
            ),
          ),
        db.insert(repairEvents).values({
          repairId: repair.id,
          status: AWAITING_ESTIMATE,
          note: estimateReminderNote(estimate.validUntilMs),
          allowed: sql`changes()`,
          createdAtMs: nowMs,
        }),
        email.statement,
        renewRepairLinks(db, repair.id, nowMs),
      ]);
    } catch (error) {
      if (movedMeanwhile(error)) continue;
      throw error;
    }
    mail.dispatch([email.id]);
    reminded.push(repair.code);
  }
  return reminded;
}
