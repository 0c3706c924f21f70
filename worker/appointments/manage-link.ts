import { eq } from 'drizzle-orm';
import { type AppointmentRow, appointments } from '../../schema/db/appointments';
import { APPOINTMENT_LINK_REFUSALS } from '../../schema/rules/appointment-links';
import { changeableAt } from '../../schema/rules/lab-slots';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { checkLink } from '../http/signed-links';
import type { Mailer } from '../mail/mailer';
import { closeAppointment, moveAppointment } from './appointment-writes';
import { bookableSlot, type PickedSlot } from './booking';

const refused = (message: string) => new DomainError(message, 'FORBIDDEN', 'token');

/**
 * The appointment an e-mailed link opens (docs/product.md#appointments): an altered or forged
 * link and an expired one are refused, each with its own message.
 */
export async function appointmentByLink(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  token: string,
): Promise<AppointmentRow> {
  const check = await checkLink(env, 'appointment.manage', token);
  if (!check.ok) {
    throw refused(APPOINTMENT_LINK_REFUSALS[check.reason === 'expired' ? 'expired' : 'invalid']);
  }
  const row = await db.select().from(appointments).where(eq(appointments.id, check.payload)).get();
  if (!row) throw refused(APPOINTMENT_LINK_REFUSALS.invalid);
  return row;
}

/** The appointment of a link while it may still change, or the reason it may not. */
async function changeableByLink(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  token: string,
  nowMs: number,
): Promise<AppointmentRow> {
  const row = await appointmentByLink(db, env, token);
  if (row.status === 'annullato') throw refused(APPOINTMENT_LINK_REFUSALS.cancelled);
  if (row.status !== 'prenotato') throw refused(APPOINTMENT_LINK_REFUSALS.closed);
  if (!changeableAt(row.startsAtMs, nowMs)) throw refused(APPOINTMENT_LINK_REFUSALS.tooLate);
  return row;
}

export async function rescheduleByLink(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  token: string,
  picked: PickedSlot,
  mail: Mailer,
  nowMs = Date.now(),
): Promise<AppointmentRow> {
  const row = await changeableByLink(db, env, token, nowMs);
  const slot = await bookableSlot(db, picked, nowMs);
  if (slot.startsAtMs === row.startsAtMs) return row;
  return moveAppointment(db, env, row, slot, 'customer', mail, nowMs);
}

export async function cancelByLink(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  token: string,
  mail: Mailer,
  nowMs = Date.now(),
): Promise<AppointmentRow> {
  const row = await changeableByLink(db, env, token, nowMs);
  return closeAppointment(db, row, 'annullato', 'customer', { mail }, nowMs);
}
