import type { AppointmentRow } from '../../../schema/db/appointments';
import { LAB_SETTINGS_LIMITS, MAX_SLOTS_PER_DAY } from '../../../schema/rules/lab-settings';
import {
  APPOINTMENT_CHANGE_HOURS,
  type CalendarDay,
  type CalendarSlot,
  changeableAt,
  changeableUntil,
} from '../../../schema/rules/lab-slots';
import { labDayLabel, romeMoment, timeOfMinutes } from '../../../schema/rules/lab-time';
import { SHOP_ADDRESS_LINE } from '../../../schema/shop';
import { APPOINTMENT_STATUS } from '../../../schema/vocabulary';
import { verifiedEmailOf } from '../../accounts/account-repairs';
import { ACCOUNT_APPOINTMENTS, appointmentsOfEmail, freeSlots } from '../../appointments/agenda';
import { manageToken } from '../../appointments/appointment-writes';
import { bookForQuoteRequest, bookForRepair } from '../../appointments/booking';
import { appointmentByLink, cancelByLink, rescheduleByLink } from '../../appointments/manage-link';
import { boundedText } from '../../input';
import { mailer } from '../../mail/mailer';
import { withinLimit } from '../../rate-limit';
import { builder } from '../builder';
import { User } from './accounts';
import { openedRepair, RepairAccessInput } from './estimates';
import { Repair } from './repairs';
import { vocabularyEnum } from './vocabulary-enum';

/** A signed token is well under this; a longer one is refused before any work. */
const MAX_TOKEN_LENGTH = 512;

export const AppointmentStatusRef = vocabularyEnum('AppointmentStatus', APPOINTMENT_STATUS);

/** "09:30", Rome time. */
export const romeTime = (atMs: number) => timeOfMinutes(romeMoment(atMs).minutes);

const LabSlot = builder.objectRef<CalendarSlot>('LabSlot').implement({
  description: 'A drop-off slot at the lab with a place left.',
  fields: (t) => ({
    time: t.string({
      description: '"09:30", Rome time.',
      resolve: (slot) => romeTime(slot.startsAtMs),
    }),
    startsAt: t.expose('startsAtMs', { type: 'DateTime' }),
    endsAt: t.expose('endsAtMs', { type: 'DateTime' }),
    placesLeft: t.exposeInt('placesLeft'),
  }),
});

const LabCalendarDay = builder.objectRef<CalendarDay>('LabCalendarDay').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The Rome day: 2026-12-01.' }),
    label: t.string({
      description: '"martedì 1 dicembre 2026".',
      resolve: (day) => labDayLabel(day.day),
    }),
    closedReason: t.exposeString('closedReason', {
      nullable: true,
      description: 'Why the lab is closed that day; its slots are then empty.',
    }),
    slots: t.field({
      type: [LabSlot],
      maxItems: MAX_SLOTS_PER_DAY,
      resolve: (day) => day.slots,
    }),
  }),
});

builder.queryField('labCalendar', (t) =>
  t.field({
    type: [LabCalendarDay],
    maxItems: LAB_SETTINGS_LIMITS.horizonDays.max,
    authScopes: { public: true },
    description:
      'The days customers may book a drop-off at the lab (docs/product.md#appointments): open days with their free slots, closures with their reason.',
    resolve: (_root, _args, ctx) => freeSlots(ctx.db),
  }),
);

const Appointment = builder.objectRef<AppointmentRow>('Appointment').implement({
  description: 'A drop-off appointment at the lab (docs/product.md#appointments).',
  fields: (t) => ({
    id: t.exposeID('id'),
    startsAt: t.expose('startsAtMs', { type: 'DateTime' }),
    endsAt: t.expose('endsAtMs', { type: 'DateTime' }),
    label: t.string({
      description: '"lunedì 30 novembre 2026 alle 10:00", Rome time.',
      resolve: (row) =>
        `${labDayLabel(romeMoment(row.startsAtMs).day)} alle ${romeTime(row.startsAtMs)}`,
    }),
    status: t.field({ type: AppointmentStatusRef, resolve: (row) => row.status }),
    address: t.string({ resolve: () => SHOP_ADDRESS_LINE }),
    changeHours: t.int({
      description: 'Moving or cancelling online closes this many hours before.',
      resolve: () => APPOINTMENT_CHANGE_HOURS,
    }),
    changeableUntil: t.field({
      type: 'DateTime',
      resolve: (row) => changeableUntil(row.startsAtMs),
    }),
    changeable: t.boolean({
      description: 'Booked, and still far enough ahead to move or cancel online.',
      resolve: (row) => row.status === 'prenotato' && changeableAt(row.startsAtMs, Date.now()),
    }),
    manageToken: t.string({
      description: 'The token of its link (/appuntamento#accesso=…), to see, move or cancel it.',
      resolve: (row, _args, ctx) => manageToken(ctx.env, row),
    }),
  }),
});

builder.objectField(Repair, 'appointment', (t) =>
  t.field({
    type: Appointment,
    nullable: true,
    description: 'The active drop-off appointment of the repair or of the request it came from.',
    resolve: (repair, _args, ctx) => ctx.repairs.appointment.load(repair),
  }),
);

builder.objectField(User, 'appointments', (t) =>
  t.field({
    type: [Appointment],
    maxItems: ACCOUNT_APPOINTMENTS,
    description:
      'The appointments booked with the account’s verified e-mail, latest first; cancelled ones left out.',
    resolve: (_user, _args, ctx) => {
      const email = ctx.viewer ? verifiedEmailOf(ctx.viewer) : null;
      return email ? appointmentsOfEmail(ctx.db, email) : [];
    },
  }),
);

const AppointmentSlotInput = builder.inputType('AppointmentSlotInput', {
  description: 'A slot as labCalendar lists it: its Rome day and time.',
  fields: (t) => ({
    day: t.string({ required: true, description: '2026-12-01' }),
    time: t.string({ required: true, description: '09:30' }),
  }),
});

const slotOf = (slot: { day: string; time: string }) => ({
  day: boundedText(slot.day, 'day', 10),
  time: boundedText(slot.time, 'time', 5),
});

const tokenOf = (token: string) => boundedText(token, 'token', MAX_TOKEN_LENGTH);

builder.queryField('appointmentByLink', (t) =>
  t.field({
    type: Appointment,
    authScopes: { public: true },
    description:
      'The appointment of an e-mailed link (/appuntamento#accesso=<token>); FORBIDDEN, with its reason, when the link is altered or expired.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      await withinLimit(ctx.env.LOOKUP_RATE_LIMIT, ctx.client, 'appointmentByLink');
      return appointmentByLink(ctx.db, ctx.env, tokenOf(token));
    },
  }),
);

builder.mutationFields((t) => ({
  bookAppointment: t.field({
    type: Appointment,
    authScopes: { public: true },
    description:
      'Books the drop-off of a quote request just sent, with its receipt’s labBookingToken; booking again moves it.',
    args: {
      bookingToken: t.arg.string({ required: true }),
      slot: t.arg({ type: AppointmentSlotInput, required: true }),
    },
    resolve: async (_root, { bookingToken, slot }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'bookAppointment');
      const mail = mailer(ctx.env, ctx.origin, ctx.waitUntil);
      return bookForQuoteRequest(ctx.db, ctx.env, tokenOf(bookingToken), slotOf(slot), mail);
    },
  }),
  bookRepairAppointment: t.field({
    type: Appointment,
    authScopes: { public: true },
    description:
      'Books the drop-off of a repair whose estimate was accepted, with the access its page has; booking again moves it.',
    args: {
      access: t.arg({ type: RepairAccessInput, required: true }),
      slot: t.arg({ type: AppointmentSlotInput, required: true }),
    },
    resolve: async (_root, { access, slot }, ctx) => {
      const { repair } = await openedRepair(access, ctx);
      const mail = mailer(ctx.env, ctx.origin, ctx.waitUntil);
      return bookForRepair(ctx.db, ctx.env, repair, slotOf(slot), mail);
    },
  }),
  rescheduleAppointment: t.field({
    type: Appointment,
    authScopes: { public: true },
    description: `Moves an appointment by its e-mailed link, up to ${APPOINTMENT_CHANGE_HOURS} hours before.`,
    args: {
      token: t.arg.string({ required: true }),
      slot: t.arg({ type: AppointmentSlotInput, required: true }),
    },
    resolve: async (_root, { token, slot }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'rescheduleAppointment');
      const mail = mailer(ctx.env, ctx.origin, ctx.waitUntil);
      return rescheduleByLink(ctx.db, ctx.env, tokenOf(token), slotOf(slot), mail);
    },
  }),
  cancelAppointment: t.field({
    type: Appointment,
    authScopes: { public: true },
    description: `Cancels an appointment by its e-mailed link, up to ${APPOINTMENT_CHANGE_HOURS} hours before.`,
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'cancelAppointment');
      const mail = mailer(ctx.env, ctx.origin, ctx.waitUntil);
      return cancelByLink(ctx.db, ctx.env, tokenOf(token), mail);
    },
  }),
}));
