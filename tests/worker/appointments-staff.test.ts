import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { REPAIR_BOOKING_REFUSAL } from '../../schema/rules/appointment-links';
import { romeMoment } from '../../schema/rules/lab-time';
import { graphql } from '../../web/graphql';
import { createDatabase } from '../../worker/db';
import { enforceRetention } from '../../worker/privacy/retention';
import { CALENDAR, firstSlot, quoteWithBookingToken } from './appointment-fixtures';
import { codes, dataOf, gql } from './client';
import { asStaff, fromNewClient, NOT_STAFF, REPAIR, rowCount, seedRepair } from './fixtures';

const DAY = 86_400_000;

const BOOK = graphql(`
  mutation StaffBookFixture($bookingToken: String!, $slot: AppointmentSlotInput!) {
    bookAppointment(bookingToken: $bookingToken, slot: $slot) { id startsAt }
  }
`);

const BOOK_REPAIR = graphql(`
  mutation RepairBookFixture($access: RepairAccessInput!, $slot: AppointmentSlotInput!) {
    bookRepairAppointment(access: $access, slot: $slot) { id status }
  }
`);

const AGENDA = graphql(`
  query AgendaFixture($day: String!) {
    adminAgenda(day: $day) { id time status name phone device requestNumber repairCode }
  }
`);

const CLOSE = graphql(`
  mutation CloseFixture($id: ID!, $status: AppointmentStatus!) {
    adminCloseAppointment(id: $id, status: $status)
  }
`);

const SETTINGS = graphql(`
  mutation LabSettingsFixture($input: LabSettingsInput!) {
    adminUpdateLabSettings(input: $input) { slotMinutes capacity horizonDays weekdays { name ranges { from to } } }
  }
`);

async function bookedForQuote(id: string) {
  const token = await quoteWithBookingToken(id);
  const slot = await firstSlot();
  const { bookAppointment } = dataOf(
    await gql(BOOK, { bookingToken: token, slot }, fromNewClient()),
  );
  return { slot, id: bookAppointment.id, startsAt: Date.parse(bookAppointment.startsAt) };
}

describe("the staff's agenda", () => {
  it('lists a day’s appointments with who, what and the request, and marks them, audited', async () => {
    const { slot, id, startsAt } = await bookedForQuote('q21');
    const { adminAgenda } = dataOf(await gql(AGENDA, { day: slot.day }, asStaff()));
    expect(adminAgenda).toEqual([
      {
        id,
        time: slot.time,
        status: 'PRENOTATO',
        name: 'Sara Fontana',
        phone: '333 222 1111',
        device: 'Apple iPad 9',
        requestNumber: 'PRV-2026-000021',
        repairCode: null,
      },
    ]);
    const early = await gql(CLOSE, { id, status: 'NON_PRESENTATO' }, asStaff());
    expect(early.body.errors?.[0]?.message).toBe(
      "Si segna l'assenza solo dopo l'orario dell'appuntamento.",
    );
    expect(romeMoment(startsAt).day).toBe(slot.day);
    expect(dataOf(await gql(CLOSE, { id, status: 'PRESENTATO' }, asStaff()))).toEqual({
      adminCloseAppointment: 'PRESENTATO',
    });
    expect(await rowCount('admin_audit', "action = 'appointment.presentato'")).toBe(1);
    const twice = await gql(CLOSE, { id, status: 'ANNULLATO' }, asStaff());
    expect(codes(twice.body)).toEqual(['CONFLICT']);
  });

  it('cancels for the customer, with the cancellation e-mail', async () => {
    const { id } = await bookedForQuote('q22');
    dataOf(await gql(CLOSE, { id, status: 'ANNULLATO' }, asStaff()));
    expect(await rowCount('outbox', "kind = 'appointment.cancelled'")).toBe(1);
    expect(await rowCount('admin_audit', "action = 'appointment.annullato'")).toBe(1);
  });

  it('is for staff only', async () => {
    for (const { who, code } of NOT_STAFF()) {
      const { body } = await gql(AGENDA, { day: '2026-12-01' }, who);
      expect(codes(body)).toEqual([code]);
    }
  });

  it('saves the lab’s settings, audited, and refuses bad ones with a clear message', async () => {
    const week = Array.from({ length: 7 }, (_, day) => ({
      ranges: day < 6 ? [{ from: '09:00', to: '12:00' }] : [],
    }));
    const input = { weekdays: week, slotMinutes: 60, capacity: 3, horizonDays: 14 };
    const { adminUpdateLabSettings } = dataOf(await gql(SETTINGS, { input }, asStaff()));
    expect(adminUpdateLabSettings).toMatchObject({ slotMinutes: 60, capacity: 3, horizonDays: 14 });
    expect(adminUpdateLabSettings.weekdays[0]).toEqual({
      name: 'Lunedì',
      ranges: [{ from: '09:00', to: '12:00' }],
    });
    expect(await rowCount('admin_audit', "action = 'lab.settings'")).toBe(1);
    const bad = await gql(SETTINGS, { input: { ...input, slotMinutes: 7 } }, asStaff());
    expect(codes(bad.body)).toEqual(['BAD_USER_INPUT']);
    expect(bad.body.errors?.[0]?.message).toMatch(/minuti/);
    const calendar = dataOf(await gql(CALENDAR, {}, fromNewClient())).labCalendar;
    expect(calendar.length).toBeLessThanOrEqual(14);
    for (const day of calendar) for (const slot of day.slots) expect(slot.placesLeft).toBe(3);
  });
});

describe('booking from a repair', () => {
  const access = { code: REPAIR.code, email: REPAIR.email };

  async function estimate(status: string) {
    await env.DB.prepare(
      `INSERT INTO repair_estimates (id, repair_id, lines_json, subtotal_cents, vat_cents, total_cents, estimated_days, valid_until_ms, status, created_at_ms, created_by)
       VALUES ('e1', ?, '[]', 8000, 1760, 9760, 3, ?, ?, ?, 'admin@negozio.test')`,
    )
      .bind(REPAIR.id, Date.now() + 10 * DAY, status, Date.now())
      .run();
  }

  it('books once the estimate is accepted, with the access the repair page has', async () => {
    await seedRepair({ status: 'in_riparazione' });
    await estimate('accepted');
    const slot = await firstSlot();
    const { bookRepairAppointment } = dataOf(
      await gql(BOOK_REPAIR, { access, slot }, fromNewClient()),
    );
    expect(bookRepairAppointment.status).toBe('PRENOTATO');
    const wrong = await gql(
      BOOK_REPAIR,
      { access: { ...access, email: 'altro@example.it' }, slot },
      fromNewClient(),
    );
    expect(codes(wrong.body)).toEqual(['NOT_FOUND']);
  });

  it('refuses while the estimate is not accepted', async () => {
    await seedRepair();
    await estimate('sent');
    const refused = await gql(BOOK_REPAIR, { access, slot: await firstSlot() }, fromNewClient());
    expect(refused.body.errors?.[0]?.message).toBe(REPAIR_BOOKING_REFUSAL);
    expect(await rowCount('appointments')).toBe(0);
  });
});

describe('retention', () => {
  it('deletes appointments 12 months after their time, with their events, and keeps newer ones', async () => {
    const { startsAt } = await bookedForQuote('q23');
    const run = await enforceRetention(createDatabase(env.DB), startsAt + 366 * DAY);
    expect(run.appointments).toBe(1);
    expect(await rowCount('appointments')).toBe(0);
    expect(await rowCount('appointment_events')).toBe(0);
    await bookedForQuote('q24');
    expect((await enforceRetention(createDatabase(env.DB), Date.now())).appointments).toBe(0);
  });
});
