import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { type AppointmentRow, appointmentEvents, appointments } from '../../schema/db/appointments';
import { appointmentLink } from '../../schema/rules/appointment-links';
import { reminderWindow } from '../../schema/rules/appointment-reminders';
import { type Database, violates } from '../db';
import type { Mailer } from '../mail/mailer';
import { newEmail } from '../mail/outbox';
import { manageToken } from './appointment-writes';

/** Reminders written in one run, each one D1 batch; the rest wait for the next hour. */
const REMINDERS_PER_RUN = 40;

/**
 * One reminder, once: the update claims the appointment only while it is unreminded and
 * unchanged, and the event's CHECK on its `changes()` rolls the e-mail back for a run that lost.
 */
async function remind(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  row: AppointmentRow,
  mail: Mailer,
  nowMs: number,
): Promise<boolean> {
  const manageUrl = appointmentLink(mail.origin, await manageToken(env, row));
  const email = newEmail(
    db,
    'appointment.reminder',
    row.id,
    { appointment: row, manageUrl },
    nowMs,
  );
  try {
    await db.batch([
      db
        .update(appointments)
        .set({ remindedAtMs: nowMs })
        .where(
          and(
            eq(appointments.id, row.id),
            eq(appointments.status, 'prenotato'),
            eq(appointments.sequence, row.sequence),
            isNull(appointments.remindedAtMs),
          ),
        ),
      db.insert(appointmentEvents).values({
        appointmentId: row.id,
        action: 'reminded',
        actor: 'cron',
        startsAtMs: row.startsAtMs,
        allowed: sql`changes()`,
        createdAtMs: nowMs,
      }),
      email.statement,
    ]);
  } catch (error) {
    if (violates(error, 'appointment_events_allowed')) return false;
    throw error;
  }
  mail.dispatch([email.id]);
  return true;
}

/** Reminds, by e-mail, the next day's appointments not yet reminded; returns their ids. */
export async function remindTomorrowsAppointments(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  nowMs: number,
  mail: Mailer,
): Promise<string[]> {
  const window = reminderWindow(nowMs);
  if (!window) return [];
  const due = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'prenotato'),
        isNull(appointments.remindedAtMs),
        gte(appointments.startsAtMs, window.fromMs),
        lt(appointments.startsAtMs, window.toMs),
      ),
    )
    .orderBy(asc(appointments.startsAtMs))
    .limit(REMINDERS_PER_RUN);
  const reminded: string[] = [];
  for (const row of due) {
    if (await remind(db, env, row, mail, nowMs)) reminded.push(row.id);
  }
  return reminded;
}
