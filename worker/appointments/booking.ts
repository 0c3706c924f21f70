import { and, desc, eq, or } from 'drizzle-orm';
import { type AppointmentRow, appointments } from '../../schema/db/appointments';
import { quoteRequests, type RepairRow, repairEstimates } from '../../schema/db/repairs';
import {
  APPOINTMENT_LINK_REFUSALS,
  bookingPayload,
  bookingTokenExpiry,
  quoteRequestOfBooking,
  REPAIR_BOOKING_REFUSAL,
} from '../../schema/rules/appointment-links';
import { generateToken } from '../../schema/rules/identifiers';
import { checkSlot } from '../../schema/rules/lab-slots';
import { CLOSED_REPAIR } from '../../schema/rules/repairs';
import { type Database, inJsonList } from '../db';
import { DomainError } from '../domain-error';
import { checkLink, signLink } from '../http/signed-links';
import type { Mailer } from '../mail/mailer';
import { randomBytes } from '../random';
import { insertAppointment, moveAppointment } from './appointment-writes';
import { closuresFrom, labSettingsOf } from './lab-settings';

/** Who an appointment is for: a quote request, or a repair (and the request it came from). */
interface Holder {
  quoteRequestId: string | null;
  repairId: string | null;
  name: string;
  email: string;
  phone: string;
  device: string;
}

/** The slot a customer picked: a Rome day and time, as the free slots list them. */
export interface PickedSlot {
  day: string;
  time: string;
}

/** A slot the lab takes now, with its instants, or its refusal (docs/product.md#appointments). */
export async function bookableSlot(db: Database, { day, time }: PickedSlot, nowMs: number) {
  const [settings, closures] = await Promise.all([labSettingsOf(db), closuresFrom(db, day)]);
  const slot = checkSlot(settings, closures, day, time, nowMs);
  if (!slot.ok) throw new DomainError(slot.message, 'BAD_USER_INPUT', 'slot');
  return { startsAtMs: slot.startsAtMs, endsAtMs: slot.endsAtMs };
}

function activeFor(db: Database, holder: Pick<Holder, 'quoteRequestId' | 'repairId'>) {
  const owners = [
    holder.quoteRequestId ? eq(appointments.quoteRequestId, holder.quoteRequestId) : undefined,
    holder.repairId ? eq(appointments.repairId, holder.repairId) : undefined,
  ];
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.status, 'prenotato'), or(...owners)))
    .get();
}

/** Books the slot, or moves the holder's active appointment there: one active at a time. */
async function book(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  holder: Holder,
  picked: PickedSlot,
  mail: Mailer,
  nowMs: number,
): Promise<AppointmentRow> {
  const slot = await bookableSlot(db, picked, nowMs);
  const current = await activeFor(db, holder);
  if (current?.startsAtMs === slot.startsAtMs) return current;
  if (current) return moveAppointment(db, env, current, slot, 'customer', mail, nowMs);
  const row: AppointmentRow = {
    id: generateToken(randomBytes, 12),
    ...slot,
    status: 'prenotato',
    ...holder,
    sequence: 0,
    remindedAtMs: null,
    createdAtMs: nowMs,
    updatedAtMs: nowMs,
  };
  return insertAppointment(db, env, row, mail, nowMs);
}

/** What a quote request's receipt gives its sender to book its drop-off, for a week. */
export function bookingToken(
  env: Pick<Env, 'LINK_SECRET'>,
  request: { id: string; createdAtMs: number },
): Promise<string> {
  return signLink(
    env,
    'appointment.book',
    bookingPayload(request.id),
    bookingTokenExpiry(request.createdAtMs),
  );
}

/** The drop-off of a quote request just sent, authorised by its receipt's booking token. */
export async function bookForQuoteRequest(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  token: string,
  picked: PickedSlot,
  mail: Mailer,
  nowMs = Date.now(),
): Promise<AppointmentRow> {
  const check = await checkLink(env, 'appointment.book', token);
  if (!check.ok && check.reason === 'expired') {
    throw new DomainError(APPOINTMENT_LINK_REFUSALS.bookingExpired, 'FORBIDDEN', 'token');
  }
  const id = check.ok ? quoteRequestOfBooking(check.payload) : null;
  const request = id
    ? await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).get()
    : undefined;
  if (!request) throw new DomainError(APPOINTMENT_LINK_REFUSALS.invalid, 'FORBIDDEN', 'token');
  const holder = {
    quoteRequestId: request.id,
    repairId: request.repairId,
    name: request.name,
    email: request.email,
    phone: request.phone,
    device: `${request.brand} ${request.model}`,
  };
  return book(db, env, holder, picked, mail, nowMs);
}

/** A repair's appointment may have been booked for the quote request it came from. */
const repairOwners = (repair: RepairRow) => ({
  quoteRequestId: repair.source === 'preventivo' ? repair.sourceId : null,
  repairId: repair.id,
});

/** The drop-off of a repair whose estimate the customer accepted ("Porta il dispositivo in laboratorio"). */
export async function bookForRepair(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  repair: RepairRow,
  picked: PickedSlot,
  mail: Mailer,
  nowMs = Date.now(),
): Promise<AppointmentRow> {
  const estimate = await db
    .select({ status: repairEstimates.status })
    .from(repairEstimates)
    .where(eq(repairEstimates.repairId, repair.id))
    .orderBy(desc(repairEstimates.createdAtMs))
    .get();
  if (estimate?.status !== 'accepted' || CLOSED_REPAIR.includes(repair.status)) {
    throw new DomainError(REPAIR_BOOKING_REFUSAL, 'FORBIDDEN', 'repair');
  }
  const holder = {
    ...repairOwners(repair),
    name: repair.customerName,
    email: repair.email,
    phone: repair.phone,
    device: repair.device,
  };
  return book(db, env, holder, picked, mail, nowMs);
}

/**
 * The active appointment of each repair (or of the request it came from), for their cards: one
 * query for them all.
 */
export async function repairAppointments(
  db: Database,
  repairList: readonly RepairRow[],
): Promise<(AppointmentRow | null)[]> {
  const owners = repairList.map(repairOwners);
  const quoteIds = owners.flatMap((owner) => (owner.quoteRequestId ? [owner.quoteRequestId] : []));
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'prenotato'),
        or(
          inJsonList(
            appointments.repairId,
            owners.map((owner) => owner.repairId),
          ),
          inJsonList(appointments.quoteRequestId, quoteIds),
        ),
      ),
    );
  return owners.map(
    (owner) =>
      rows.find(
        (row) =>
          row.repairId === owner.repairId ||
          (owner.quoteRequestId !== null && row.quoteRequestId === owner.quoteRequestId),
      ) ?? null,
  );
}
