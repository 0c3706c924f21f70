import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { APPOINTMENT_LINK_REFUSALS } from '../../schema/rules/appointment-links';
import { SLOT_REFUSALS } from '../../schema/rules/lab-slots';
import { romeMoment } from '../../schema/rules/lab-time';
import { graphql } from '../../web/graphql';
import worker from '../../worker/index';
import { CALENDAR_FILE_NAME } from '../../worker/mail/templates/appointments';
import { CALENDAR, freeSlots, quoteWithBookingToken } from './appointment-fixtures';
import { codes, dataOf, gql } from './client';
import { fromNewClient, QUOTE_REQUEST, rowCount } from './fixtures';
import { writtenMails } from './outbox-mail';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

afterEach(() => {
  vi.useRealTimers();
});

const BOOK = graphql(`
  mutation BookFixture($bookingToken: String!, $slot: AppointmentSlotInput!) {
    bookAppointment(bookingToken: $bookingToken, slot: $slot) {
      id startsAt status changeable manageToken label
    }
  }
`);

const BY_LINK = graphql(`
  query AppointmentByLinkFixture($token: String!) {
    appointmentByLink(token: $token) { id startsAt status changeable }
  }
`);

const RESCHEDULE = graphql(`
  mutation RescheduleFixture($token: String!, $slot: AppointmentSlotInput!) {
    rescheduleAppointment(token: $token, slot: $slot) { id startsAt status }
  }
`);

const CANCEL = graphql(`
  mutation CancelFixture($token: String!) { cancelAppointment(token: $token) { id status } }
`);

const tokenFor = quoteWithBookingToken;

async function book(token: string, slot: { day: string; time: string }) {
  return gql(
    BOOK,
    { bookingToken: token, slot: { day: slot.day, time: slot.time } },
    fromNewClient(),
  );
}

async function booked(id = 'q1', pick = 0) {
  const slot = (await freeSlots())[pick];
  if (!slot) throw new Error('no free slot');
  const answer = dataOf(await book(await tokenFor(id), slot));
  return { slot, appointment: answer.bookAppointment };
}

const mailsOf = (kind: string) => writtenMails(eq(outbox.kind, kind));

describe('booking after a quote request', () => {
  it('gives the receipt a booking token that books a listed slot, with the e-mail and its .ics', async () => {
    const receipt = dataOf(
      await gql(
        graphql(`mutation QuoteWithBookingFixture($input: QuoteRequestInput!) {
          requestQuote(input: $input) { number labBookingToken }
        }`),
        { input: QUOTE_REQUEST },
        fromNewClient(),
      ),
    ).requestQuote;
    const [slot] = await freeSlots();
    if (!slot) throw new Error('no free slot');
    const { bookAppointment } = dataOf(await book(receipt.labBookingToken, slot));
    expect(bookAppointment).toMatchObject({ status: 'PRENOTATO', changeable: true });
    expect(romeMoment(Date.parse(bookAppointment.startsAt))).toMatchObject({ day: slot.day });
    const [mail] = await mailsOf('appointment.confirmed');
    expect(mail?.recipient).toBe(QUOTE_REQUEST.email);
    expect(mail?.text).toContain(bookAppointment.label);
    expect(mail?.text).toContain('Via Giuseppe Mazzini 18');
    expect(mail?.text).toContain('fino a 2 ore prima');
    expect(mail?.text).toContain('/appuntamento#accesso=');
    const [ics] = mail?.attachments ?? [];
    expect(ics?.filename).toBe(CALENDAR_FILE_NAME);
    expect(ics?.content).toContain(`UID:${bookAppointment.id}@riparolab.it`);
    expect(ics?.content).toContain('SEQUENCE:0');
    expect(ics?.content).toContain('METHOD:REQUEST');
  });

  it('moves the one appointment when the same request books again', async () => {
    const token = await tokenFor('q7');
    const [first, second] = await freeSlots();
    if (!first || !second) throw new Error('no free slots');
    const one = dataOf(await book(token, first)).bookAppointment;
    const two = dataOf(await book(token, second)).bookAppointment;
    expect(two.id).toBe(one.id);
    expect(await rowCount('appointments', "status = 'prenotato'")).toBe(1);
    const mails = await mailsOf('appointment.confirmed');
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Appuntamento confermato/),
      expect.stringMatching(/^Appuntamento spostato/),
    ]);
    expect(mails[1]?.attachments?.[0]?.content).toContain('SEQUENCE:1');
  });

  it('takes the last place once when several book it at the same time', async () => {
    await env.DB.prepare('UPDATE lab_settings SET capacity = 1').run();
    const [slot] = await freeSlots();
    if (!slot) throw new Error('no free slot');
    const tokens = await Promise.all(['q11', 'q12', 'q13', 'q14', 'q15'].map(tokenFor));
    const answers = await Promise.all(tokens.map((token) => book(token, slot)));
    const taken = answers.filter((answer) => !answer.body.errors);
    expect(taken).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.body.errors)) {
      expect(codes(refused.body)).toEqual(['CONFLICT']);
      expect(refused.body.errors?.[0]?.message).toBe(SLOT_REFUSALS.taken);
    }
    expect(await rowCount('appointments')).toBe(1);
    expect(await rowCount('outbox', "kind = 'appointment.confirmed'")).toBe(1);
    expect(
      (await freeSlots()).find((free) => free.day === slot.day && free.time === slot.time),
    ).toBeUndefined();
  });

  it('refuses an altered token, a slot not listed and a closed day, changing nothing', async () => {
    const token = await tokenFor('q2');
    const [slot] = await freeSlots();
    if (!slot) throw new Error('no free slot');
    const altered = await book(`${token.slice(0, -2)}xx`, slot);
    expect(codes(altered.body)).toEqual(['FORBIDDEN']);
    expect(altered.body.errors?.[0]?.message).toBe(APPOINTMENT_LINK_REFUSALS.invalid);
    const odd = await book(token, { day: slot.day, time: '03:17' });
    expect(odd.body.errors?.[0]?.message).toBe(SLOT_REFUSALS.notASlot);
    const past = await book(token, { day: '2020-01-06', time: '10:00' });
    expect(past.body.errors?.[0]?.message).toBe(SLOT_REFUSALS.tooSoon);
    await env.DB.prepare(
      "INSERT INTO lab_closures (id, from_day, to_day, reason, created_at_ms) VALUES ('c1', ?, ?, 'Inventario', 0)",
    )
      .bind(slot.day, slot.day)
      .run();
    const closed = await book(token, slot);
    expect(closed.body.errors?.[0]?.message).toMatch(/^Il laboratorio è chiuso .* \(Inventario\)/);
    const calendar = dataOf(await gql(CALENDAR, {}, fromNewClient())).labCalendar;
    expect(calendar.find((day) => day.day === slot.day)).toEqual({
      day: slot.day,
      closedReason: 'Inventario',
      slots: [],
    });
    expect(await rowCount('appointments')).toBe(0);
    expect(await rowCount('outbox')).toBe(0);
  });
});

describe('the e-mailed link', () => {
  it('shows, moves and cancels the appointment, then says it is cancelled', async () => {
    const { appointment } = await booked('q3');
    const token = appointment.manageToken;
    expect(dataOf(await gql(BY_LINK, { token }, fromNewClient())).appointmentByLink).toMatchObject({
      id: appointment.id,
      status: 'PRENOTATO',
    });
    const [, other] = await freeSlots();
    if (!other) throw new Error('no other slot');
    const moved = dataOf(
      await gql(RESCHEDULE, { token, slot: { day: other.day, time: other.time } }, fromNewClient()),
    );
    expect(moved.rescheduleAppointment.id).toBe(appointment.id);
    expect(moved.rescheduleAppointment.startsAt).not.toBe(appointment.startsAt);
    const cancelled = dataOf(await gql(CANCEL, { token }, fromNewClient()));
    expect(cancelled.cancelAppointment.status).toBe('ANNULLATO');
    const [mail] = await mailsOf('appointment.cancelled');
    expect(mail?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    expect(mail?.attachments?.[0]?.content).toContain('SEQUENCE:2');
    const again = await gql(CANCEL, { token }, fromNewClient());
    expect(again.body.errors?.[0]?.message).toBe(APPOINTMENT_LINK_REFUSALS.cancelled);
    const late = await gql(
      RESCHEDULE,
      { token, slot: { day: other.day, time: other.time } },
      fromNewClient(),
    );
    expect(late.body.errors?.[0]?.message).toBe(APPOINTMENT_LINK_REFUSALS.cancelled);
  });

  it('refuses an altered link, an expired one and a change too close to the time', async () => {
    const { appointment } = await booked('q4');
    const token = appointment.manageToken;
    const altered = await gql(BY_LINK, { token: `x${token.slice(1)}` }, fromNewClient());
    expect(altered.body.errors?.[0]?.message).toBe(APPOINTMENT_LINK_REFUSALS.invalid);
    await env.DB.prepare('UPDATE appointments SET starts_at_ms = ?')
      .bind(Date.now() + HOUR)
      .run();
    const tooLate = await gql(CANCEL, { token }, fromNewClient());
    expect(codes(tooLate.body)).toEqual(['FORBIDDEN']);
    expect(tooLate.body.errors?.[0]?.message).toBe(APPOINTMENT_LINK_REFUSALS.tooLate);
    expect(await rowCount('appointments', "status = 'prenotato'")).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(appointment.startsAt) + 8 * DAY);
    const expired = await gql(BY_LINK, { token }, fromNewClient());
    expect(expired.body.errors?.[0]?.message).toBe(APPOINTMENT_LINK_REFUSALS.expired);
  });
});

async function cronAt(at: number) {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '0 * * * *' }), env);
}

describe('the day-before reminder', () => {
  it('is written once, whatever runs repeat or overlap, and again after a move', async () => {
    const { appointment } = await booked('q5');
    const start = Date.parse(appointment.startsAt);
    const dayBefore = romeMoment(start - DAY);
    // 10:00 Rome time the day before: whichever offset, between 08:00 and 09:00 UTC.
    const tenBefore = Date.parse(`${dayBefore.day}T08:30:00Z`);
    await cronAt(tenBefore - 3 * HOUR);
    expect(await mailsOf('appointment.reminder')).toHaveLength(0);
    await Promise.all([cronAt(tenBefore), cronAt(tenBefore), cronAt(tenBefore + HOUR)]);
    const reminders = await mailsOf('appointment.reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toBe('Promemoria: domani ti aspettiamo in laboratorio');
    expect(await rowCount('appointments', 'reminded_at_ms IS NOT NULL')).toBe(1);

    const later = (await freeSlots()).find((slot) => slot.day > romeMoment(start).day);
    if (!later) throw new Error('no later slot');
    const slot = { day: later.day, time: later.time };
    const token = appointment.manageToken;
    const moved = dataOf(await gql(RESCHEDULE, { token, slot }, fromNewClient()));
    expect(await rowCount('appointments', 'reminded_at_ms IS NULL')).toBe(1);
    const newDayBefore = romeMoment(Date.parse(moved.rescheduleAppointment.startsAt) - DAY).day;
    await cronAt(Date.parse(`${newDayBefore}T08:30:00Z`));
    expect(await mailsOf('appointment.reminder')).toHaveLength(2);
  });
});
