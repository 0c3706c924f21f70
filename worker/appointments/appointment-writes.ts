import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { type AppointmentRow, appointmentEvents, appointments } from '../../schema/db/appointments';
import { appointmentLink, manageLinkExpiry } from '../../schema/rules/appointment-links';
import { SLOT_REFUSALS } from '../../schema/rules/lab-slots';
import { type Database, violates } from '../db';
import { DomainError } from '../domain-error';
import { signLink } from '../http/signed-links';
import type { Mailer } from '../mail/mailer';
import { newEmail, type QueuedEmail } from '../mail/outbox';

/**
 * The writes every appointment change shares (docs/product.md#appointments): each is one D1
 * batch of the conditional change, an event recording whether it held (`allowed`, CHECK = 1) and
 * the customer's e-mail, so a lost race writes nothing at all.
 */

type AppointmentActor = 'customer' | 'staff' | 'cron';

/** Whether the slot starting at `startsAtMs` holds no more active appointments than its capacity. */
function withinCapacity(startsAtMs: number): SQL {
  return sql`(SELECT count(*) FROM ${appointments} WHERE ${appointments.startsAtMs} = ${startsAtMs} AND ${appointments.status} = 'prenotato') <= (SELECT capacity FROM lab_settings WHERE id = 1)`;
}

export function manageToken(
  env: Pick<Env, 'LINK_SECRET'>,
  row: Pick<AppointmentRow, 'id' | 'startsAtMs'>,
) {
  return signLink(env, 'appointment.manage', row.id, manageLinkExpiry(row.startsAtMs));
}

async function confirmation(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  row: AppointmentRow,
  mail: Mailer,
  nowMs: number,
): Promise<QueuedEmail> {
  const manageUrl = appointmentLink(mail.origin, await manageToken(env, row));
  return newEmail(db, 'appointment.confirmed', row.id, { appointment: row, manageUrl }, nowMs);
}

function event(
  db: Database,
  row: Pick<AppointmentRow, 'id' | 'startsAtMs'>,
  action: string,
  actor: AppointmentActor,
  allowed: SQL,
  nowMs: number,
) {
  return db.insert(appointmentEvents).values({
    appointmentId: row.id,
    action,
    actor,
    startsAtMs: row.startsAtMs,
    allowed,
    createdAtMs: nowMs,
  });
}

const ALREADY_BOOKED =
  'Hai già un appuntamento per questa riparazione: ricarica la pagina per vederlo.';

/** Runs a change's batch; a refused guard is the caller's refusal. */
async function guarded(
  run: () => Promise<unknown>,
  refusal: () => Promise<DomainError> | DomainError,
): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (violates(error, 'appointment_events_allowed')) throw await refusal();
    // A unique index's violation names its column, not the index.
    if (
      violates(error, 'appointments.quote_request_id') ||
      violates(error, 'appointments.repair_id')
    ) {
      throw new DomainError(ALREADY_BOOKED, 'CONFLICT', 'slot');
    }
    throw error;
  }
}

const slotTaken = () => new DomainError(SLOT_REFUSALS.taken, 'CONFLICT', 'slot');

/** A new appointment, taken only while its slot has a place left. */
export async function insertAppointment(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  row: AppointmentRow,
  mail: Mailer,
  nowMs: number,
): Promise<AppointmentRow> {
  const email = await confirmation(db, env, row, mail, nowMs);
  await guarded(
    () =>
      db.batch([
        db.insert(appointments).values(row),
        event(db, row, 'booked', 'customer', withinCapacity(row.startsAtMs), nowMs),
        email.statement,
      ]),
    slotTaken,
  );
  mail.dispatch([email.id]);
  return row;
}

/** The active appointment as the mover saw it, for the update's condition. */
const unchangedSince = (seen: AppointmentRow) =>
  and(
    eq(appointments.id, seen.id),
    eq(appointments.status, 'prenotato'),
    eq(appointments.sequence, seen.sequence),
  );

async function changedMeanwhile(db: Database, seen: AppointmentRow): Promise<DomainError> {
  const now = await db.select().from(appointments).where(eq(appointments.id, seen.id)).get();
  if (now?.status === 'prenotato' && now.sequence === seen.sequence) return slotTaken();
  return new DomainError(
    "L'appuntamento è stato cambiato nel frattempo: ricarica la pagina e riprova.",
    'CONFLICT',
    'slot',
  );
}

/** Moves an active appointment to another slot with a place left; its calendar event follows. */
export async function moveAppointment(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  seen: AppointmentRow,
  slot: { startsAtMs: number; endsAtMs: number },
  actor: AppointmentActor,
  mail: Mailer,
  nowMs: number,
): Promise<AppointmentRow> {
  const moved: AppointmentRow = {
    ...seen,
    ...slot,
    sequence: seen.sequence + 1,
    remindedAtMs: null,
    updatedAtMs: nowMs,
  };
  const email = await confirmation(db, env, moved, mail, nowMs);
  const { startsAtMs, endsAtMs, sequence, remindedAtMs, updatedAtMs } = moved;
  await guarded(
    () =>
      db.batch([
        db
          .update(appointments)
          .set({ startsAtMs, endsAtMs, sequence, remindedAtMs, updatedAtMs })
          .where(unchangedSince(seen)),
        event(
          db,
          moved,
          'moved',
          actor,
          sql`changes() = 1 AND ${withinCapacity(startsAtMs)}`,
          nowMs,
        ),
        email.statement,
      ]),
    () => changedMeanwhile(db, seen),
  );
  mail.dispatch([email.id]);
  return moved;
}

/** Ends an active appointment: cancelled (with its e-mail), or marked attended or not by staff. */
export async function closeAppointment(
  db: Database,
  seen: AppointmentRow,
  status: Exclude<AppointmentRow['status'], 'prenotato'>,
  actor: AppointmentActor,
  extra: { mail: Mailer | null; statements?: BatchItem<'sqlite'>[] },
  nowMs: number,
): Promise<AppointmentRow> {
  const cancelled = status === 'annullato';
  const closed: AppointmentRow = {
    ...seen,
    status,
    sequence: seen.sequence + (cancelled ? 1 : 0),
    updatedAtMs: nowMs,
  };
  const email =
    cancelled && extra.mail
      ? newEmail(
          db,
          'appointment.cancelled',
          seen.id,
          { appointment: closed, byStaff: actor === 'staff' },
          nowMs,
        )
      : null;
  await guarded(
    () =>
      db.batch([
        db
          .update(appointments)
          .set({ status, sequence: closed.sequence, updatedAtMs: nowMs })
          .where(unchangedSince(seen)),
        event(db, closed, status, actor, sql`changes() = 1`, nowMs),
        ...(email ? [email.statement] : []),
        ...(extra.statements ?? []),
      ]),
    () => changedMeanwhile(db, seen),
  );
  if (email) extra.mail?.dispatch([email.id]);
  return closed;
}
