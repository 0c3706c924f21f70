import { and, asc, desc, eq, gte, lt, ne } from 'drizzle-orm';
import { type AppointmentRow, appointments } from '../../schema/db/appointments';
import { quoteRequests, repairs } from '../../schema/db/repairs';
import { type CalendarDay, labCalendar } from '../../schema/rules/lab-slots';
import {
  addDays,
  type LabDay,
  parseLabDay,
  romeInstant,
  romeMoment,
} from '../../schema/rules/lab-time';
import type { AppointmentStatus } from '../../schema/vocabulary';
import { type AuditActor, audit } from '../admin/audit';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import type { Mailer } from '../mail/mailer';
import { closeAppointment } from './appointment-writes';
import { closuresFrom, labSettingsOf } from './lab-settings';

/** The free slots customers are offered now (docs/product.md#appointments). */
export async function freeSlots(db: Database, nowMs = Date.now()): Promise<CalendarDay[]> {
  const today = romeMoment(nowMs).day;
  const [settings, closures] = await Promise.all([labSettingsOf(db), closuresFrom(db, today)]);
  const booked = await db
    .select({ startsAtMs: appointments.startsAtMs })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'prenotato'),
        gte(appointments.startsAtMs, nowMs),
        lt(appointments.startsAtMs, romeInstant(addDays(today, settings.horizonDays), 0)),
      ),
    );
  const taken = new Map<number, number>();
  for (const { startsAtMs } of booked) taken.set(startsAtMs, (taken.get(startsAtMs) ?? 0) + 1);
  return labCalendar(settings, closures, taken, nowMs);
}

const BAD_DAY = 'Scegli un giorno nel formato 2026-12-24.';

/** A staff day's appointments, cancelled ones included, with the request or repair they serve. */
export async function agendaOf(db: Database, day: LabDay) {
  if (!parseLabDay(day)) throw new DomainError(BAD_DAY, 'BAD_USER_INPUT', 'day');
  return db
    .select({
      appointment: appointments,
      requestNumber: quoteRequests.number,
      repairCode: repairs.code,
    })
    .from(appointments)
    .leftJoin(quoteRequests, eq(quoteRequests.id, appointments.quoteRequestId))
    .leftJoin(repairs, eq(repairs.id, appointments.repairId))
    .where(
      and(
        gte(appointments.startsAtMs, romeInstant(day, 0)),
        lt(appointments.startsAtMs, romeInstant(addDays(day, 1), 0)),
      ),
    )
    .orderBy(asc(appointments.startsAtMs), asc(appointments.createdAtMs));
}

export type AgendaEntry = Awaited<ReturnType<typeof agendaOf>>[number];

/** Most appointments an account lists. */
export const ACCOUNT_APPOINTMENTS = 50;

/** A verified e-mail's appointments, latest first; cancelled ones are left out. */
export function appointmentsOfEmail(db: Database, email: string) {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.email, email), ne(appointments.status, 'annullato')))
    .orderBy(desc(appointments.startsAtMs))
    .limit(ACCOUNT_APPOINTMENTS);
}

const OUTCOME_SUMMARY = {
  presentato: 'consegnato',
  non_presentato: 'non presentato',
  annullato: 'annullato per il cliente',
} as const;

/**
 * Staff close an appointment: the customer came, did not come (only once its time has begun), or
 * it is cancelled on their behalf, with its e-mail. Audited.
 */
export async function closeByStaff(
  db: Database,
  actor: AuditActor,
  id: string,
  status: AppointmentStatus,
  mail: Mailer,
  nowMs = Date.now(),
): Promise<AppointmentRow> {
  const row = await db.select().from(appointments).where(eq(appointments.id, id)).get();
  if (!row) throw new DomainError('Questo appuntamento non esiste.', 'NOT_FOUND', 'id');
  if (status === 'prenotato') {
    throw new DomainError(
      'Un appuntamento si riapre prenotandolo di nuovo.',
      'BAD_USER_INPUT',
      'status',
    );
  }
  if (row.status !== 'prenotato') {
    throw new DomainError(
      "Questo appuntamento è già chiuso: ricarica l'agenda.",
      'CONFLICT',
      'status',
    );
  }
  if (status === 'non_presentato' && row.startsAtMs > nowMs) {
    throw new DomainError(
      "Si segna l'assenza solo dopo l'orario dell'appuntamento.",
      'BAD_USER_INPUT',
      'status',
    );
  }
  const entry = {
    action: `appointment.${status}`,
    entityType: 'appointment',
    entityId: row.id,
    summary: `Appuntamento di ${row.name} (${row.device}) ${OUTCOME_SUMMARY[status]}`,
  };
  return closeAppointment(
    db,
    row,
    status,
    'staff',
    { mail: status === 'annullato' ? mail : null, statements: [audit(db, actor, entry, nowMs)] },
    nowMs,
  );
}
