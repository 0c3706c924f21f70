import { count, eq, notInArray, sql } from 'drizzle-orm';
import {
  quoteRequests,
  type RepairRow,
  repairEvents,
  repairs,
  type ShippingFormRow,
  shippingForms,
} from '../../schema/db/repairs';
import { generateRepairCode, generateToken } from '../../schema/rules/identifiers';
import { normaliseEmail } from '../../schema/rules/normalise';
import { linkExpiryAfterEmail } from '../../schema/rules/repair-links';
import { CLOSED_REPAIR } from '../../schema/rules/repairs';
import {
  DEVICE_CATEGORY,
  REPAIR_STATUS,
  type RepairSource,
  type RepairStatus,
} from '../../schema/vocabulary';
import type { Viewer } from '../accounts/viewer';
import { audit } from '../admin/audit';
import { rowById, type StaffListArgs, staffList } from '../admin/paging';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import type { Mailer } from '../mail/mailer';
import { randomBytes } from '../random';
import { repairEvent } from '../webhooks/outbox';
import { eraseLockCodeOfRepair } from './lock-code';
import { renewRepairLinks } from './repair-links';
import { repairMail } from './repair-mail';
import { inboundFromForm, returnParcel } from './shipments';

export interface RepairIntake {
  customerName: string;
  email: string;
  phone: string;
  device: string;
  problem: string;
}

export function findRepair(db: Database, id: string): Promise<RepairRow | null> {
  return rowById(db, repairs, id);
}

export async function repairById(db: Database, id: string): Promise<RepairRow> {
  const row = await db.select().from(repairs).where(eq(repairs.id, id)).get();
  if (!row) throw new DomainError('Riparazione non trovata.', 'NOT_FOUND', 'id');
  return row;
}

/**
 * Opens a repair with an unguessable code, its first timeline entry, the audit row and the
 * customer's e-mail (code and status link), in one batch; a quote request or shipping form it
 * comes from is marked as converted in the same batch.
 */
async function openRepair(
  db: Database,
  actor: Viewer,
  intake: RepairIntake,
  source:
    | { kind: 'banco' }
    | {
        kind: Exclude<RepairSource, 'banco'>;
        id: string;
        number: string;
        /** The courier a shipping form named, recorded as the parcel to the lab. */
        inbound?: Pick<ShippingFormRow, 'carrier' | 'trackingNumber'>;
      },
  mail: Mailer,
): Promise<RepairRow> {
  const id = generateToken(randomBytes, 12);
  const code = generateRepairCode(randomBytes);
  const at = Date.now();
  const customer = {
    code,
    customerName: intake.customerName.trim(),
    email: normaliseEmail(intake.email),
    device: intake.device.trim(),
  };
  const email = repairMail(db, 'opened', code, { origin: mail.origin, repair: customer }, at);
  const origin = source.kind === 'banco' ? 'al banco' : `dalla richiesta ${source.number}`;
  const link =
    source.kind === 'preventivo'
      ? [
          db
            .update(quoteRequests)
            .set({ status: 'convertita', repairId: id })
            .where(eq(quoteRequests.id, source.id)),
        ]
      : source.kind === 'spedizione'
        ? [
            db
              .update(shippingForms)
              .set({ status: 'convertita', repairId: id })
              .where(eq(shippingForms.id, source.id)),
          ]
        : [];
  await db.batch([
    db.insert(repairs).values({
      id,
      ...customer,
      phone: intake.phone.trim(),
      problem: intake.problem.trim(),
      status: 'ricevuto',
      source: source.kind,
      sourceId: source.kind === 'banco' ? null : source.id,
      createdAtMs: at,
      updatedAtMs: at,
      linkExpiresAtMs: linkExpiryAfterEmail(at),
    }),
    db
      .insert(repairEvents)
      .values({ repairId: id, status: 'ricevuto', note: null, createdAtMs: at }),
    ...(source.kind !== 'banco' && source.inbound
      ? inboundFromForm(db, id, source.inbound, at)
      : []),
    ...link,
    audit(
      db,
      actor,
      {
        action: 'repair.create',
        entityType: 'repair',
        entityId: id,
        summary: `Aperta la riparazione ${code} ${origin}`,
      },
      at,
    ),
    email.statement,
  ]);
  mail.dispatch([email.id]);
  return repairById(db, id);
}

export function createWalkInRepair(
  db: Database,
  actor: Viewer,
  intake: RepairIntake,
  mail: Mailer,
) {
  return openRepair(db, actor, intake, { kind: 'banco' }, mail);
}

export async function createRepairFromQuote(
  db: Database,
  actor: Viewer,
  quoteId: string,
  mail: Mailer,
) {
  const quote = await db.select().from(quoteRequests).where(eq(quoteRequests.id, quoteId)).get();
  if (!quote) throw new DomainError('Richiesta di preventivo non trovata.', 'NOT_FOUND', 'id');
  if (quote.repairId)
    throw new DomainError('Questa richiesta è già diventata una riparazione.', 'CONFLICT');
  return openRepair(
    db,
    actor,
    {
      customerName: quote.name,
      email: quote.email,
      phone: quote.phone,
      device: `${DEVICE_CATEGORY.label(quote.deviceCategory)} ${quote.brand} ${quote.model}`,
      problem: quote.problem,
    },
    { kind: 'preventivo', id: quote.id, number: quote.number },
    mail,
  );
}

export async function createRepairFromShippingForm(
  db: Database,
  actor: Viewer,
  formId: string,
  mail: Mailer,
) {
  const form = await db.select().from(shippingForms).where(eq(shippingForms.id, formId)).get();
  if (!form) throw new DomainError('Modulo di spedizione non trovato.', 'NOT_FOUND', 'id');
  if (form.repairId)
    throw new DomainError('Questo modulo è già diventato una riparazione.', 'CONFLICT');
  return openRepair(
    db,
    actor,
    {
      customerName: form.senderName,
      email: form.email,
      phone: form.phone,
      device: form.device,
      problem: form.problem,
    },
    { kind: 'spedizione', id: form.id, number: form.number, inbound: form },
    mail,
  );
}

/**
 * Moves a repair to a state; the optional note goes on the timeline and in the customer's e-mail,
 * written in the same batch. Closing it erases the unlock code of the form it came from.
 */
export async function changeRepairStatus(
  db: Database,
  actor: Viewer,
  id: string,
  status: RepairStatus,
  note: string | null,
  mail: Mailer,
): Promise<RepairRow> {
  const repair = await repairById(db, id);
  if (repair.status === status && !note) {
    throw new DomainError(
      'La riparazione è già in questo stato: aggiungi una nota per aggiornare il cliente.',
      'BAD_USER_INPUT',
      'status',
    );
  }
  const at = Date.now();
  const told = note?.trim() || null;
  // The "spedito" e-mail carries the return parcel's tracking link (docs/product.md#shipments).
  const parcel = status === 'spedito' ? await returnParcel(db, id) : {};
  const email = repairMail(
    db,
    'statusChanged',
    repair.code,
    { origin: mail.origin, repair, status, note: told, ...parcel },
    at,
  );
  await db.batch([
    db.update(repairs).set({ status, updatedAtMs: at }).where(eq(repairs.id, id)),
    db.insert(repairEvents).values({ repairId: id, status, note: told, createdAtMs: at }),
    audit(
      db,
      actor,
      {
        action: 'repair.status',
        entityType: 'repair',
        entityId: id,
        summary: `${repair.code}: ${REPAIR_STATUS.label(repair.status)} → ${REPAIR_STATUS.label(status)}`,
      },
      at,
    ),
    email.statement,
    renewRepairLinks(db, id, at),
    ...(CLOSED_REPAIR.includes(status) ? [eraseLockCodeOfRepair(db, id)] : []),
    ...(status === repair.status
      ? []
      : repairEvent(db, mail, { code: repair.code, from: repair.status, to: status }, at)),
  ]);
  mail.dispatch([email.id]);
  return repairById(db, id);
}

/**
 * Staff revoke every link e-mailed for a repair so far (docs/product.md#repair-links): the
 * generation moves on and the links close now; the next e-mail about the repair carries a new
 * one. Audited.
 */
export async function revokeRepairLinks(
  db: Database,
  actor: Viewer,
  id: string,
  at = Date.now(),
): Promise<RepairRow> {
  const repair = await repairById(db, id);
  await db.batch([
    db
      .update(repairs)
      .set({ linkGeneration: sql`${repairs.linkGeneration} + 1`, linkExpiresAtMs: at })
      .where(eq(repairs.id, id)),
    audit(
      db,
      actor,
      {
        action: 'repair.links-revoked',
        entityType: 'repair',
        entityId: id,
        summary: `${repair.code}: disattivati i link inviati al cliente`,
      },
      at,
    ),
  ]);
  return repairById(db, id);
}

const isOpen = notInArray(repairs.status, [...CLOSED_REPAIR]);

export async function countOpenRepairs(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(repairs).where(isOpen);
  return row?.n ?? 0;
}

/** The staff's list of repairs: last touched first, searched by code, customer and device. */
export function listRepairs(db: Database, args: StaffListArgs<RepairStatus>) {
  const r = repairs;
  return staffList(
    db,
    r,
    {
      newest: r.updatedAtMs,
      status: r.status,
      searched: [r.code, r.customerName, r.email, r.device],
    },
    args,
  );
}
