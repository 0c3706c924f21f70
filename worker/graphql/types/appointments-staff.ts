import type { LabClosureRow } from '../../../schema/db/appointments';
import {
  LAB_SETTINGS_LIMITS,
  type LabHoursRange,
  type LabSettings,
  MAX_SLOTS_PER_DAY,
} from '../../../schema/rules/lab-settings';
import { romeMoment } from '../../../schema/rules/lab-time';
import { type AgendaEntry, agendaOf, closeByStaff } from '../../appointments/agenda';
import {
  addLabClosure,
  closuresFrom,
  labSettingsOf,
  removeLabClosure,
  updateLabSettings,
} from '../../appointments/lab-settings';
import { boundedText, rowId } from '../../input';
import { mailer } from '../../mail/mailer';
import { builder } from '../builder';
import { AppointmentStatusRef, romeTime } from './appointments';

const WEEKDAY_NAMES = [
  'Lunedì',
  'Martedì',
  'Mercoledì',
  'Giovedì',
  'Venerdì',
  'Sabato',
  'Domenica',
];

const LabHoursRangeRef = builder.objectRef<LabHoursRange>('LabHoursRange').implement({
  authScopes: { staff: true },
  fields: (t) => ({ from: t.exposeString('from'), to: t.exposeString('to') }),
});

const LabWeekday = builder
  .objectRef<{ weekday: number; ranges: readonly LabHoursRange[] }>('LabWeekday')
  .implement({
    authScopes: { staff: true },
    fields: (t) => ({
      weekday: t.exposeInt('weekday', { description: '0 Monday … 6 Sunday.' }),
      name: t.string({ resolve: (day) => WEEKDAY_NAMES[day.weekday] ?? '' }),
      ranges: t.field({
        type: [LabHoursRangeRef],
        maxItems: LAB_SETTINGS_LIMITS.rangesPerDay,
        resolve: (day) => day.ranges,
      }),
    }),
  });

const LabClosureRef = builder.objectRef<LabClosureRow>('LabClosure').implement({
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    fromDay: t.exposeString('fromDay'),
    toDay: t.exposeString('toDay'),
    reason: t.exposeString('reason'),
  }),
});

/** Upcoming closures a settings page lists. */
const CLOSURES_LISTED = 100;

const AdminLabSettings = builder.objectRef<LabSettings>('AdminLabSettings').implement({
  description: 'The lab’s booking settings (docs/product.md#appointments), Rome time.',
  authScopes: { staff: true },
  fields: (t) => ({
    weekdays: t.field({
      type: [LabWeekday],
      maxItems: 7,
      resolve: (settings) => settings.weeklyHours.map((ranges, weekday) => ({ weekday, ranges })),
    }),
    slotMinutes: t.exposeInt('slotMinutes'),
    capacity: t.exposeInt('capacity', { description: 'Drop-offs each slot takes.' }),
    horizonDays: t.exposeInt('horizonDays', { description: 'Days ahead, today included.' }),
    closures: t.field({
      type: [LabClosureRef],
      maxItems: CLOSURES_LISTED,
      description: 'Closures that end today or later.',
      resolve: (_settings, _args, ctx) =>
        closuresFrom(ctx.db, romeMoment(Date.now()).day).limit(CLOSURES_LISTED),
    }),
  }),
});

const AdminAppointment = builder.objectRef<AgendaEntry>('AdminAppointment').implement({
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.id({ resolve: (entry) => entry.appointment.id }),
    time: t.string({ resolve: (entry) => romeTime(entry.appointment.startsAtMs) }),
    startsAt: t.field({ type: 'DateTime', resolve: (entry) => entry.appointment.startsAtMs }),
    status: t.field({ type: AppointmentStatusRef, resolve: (entry) => entry.appointment.status }),
    name: t.string({ resolve: (entry) => entry.appointment.name }),
    email: t.string({ resolve: (entry) => entry.appointment.email }),
    phone: t.string({ resolve: (entry) => entry.appointment.phone }),
    device: t.string({ resolve: (entry) => entry.appointment.device }),
    quoteRequestId: t.id({ nullable: true, resolve: (entry) => entry.appointment.quoteRequestId }),
    requestNumber: t.exposeString('requestNumber', { nullable: true }),
    repairId: t.id({ nullable: true, resolve: (entry) => entry.appointment.repairId }),
    repairCode: t.exposeString('repairCode', { nullable: true }),
  }),
});

const LabHoursRangeInput = builder.inputType('LabHoursRangeInput', {
  fields: (t) => ({
    from: t.string({ required: true, description: '09:30, Rome time' }),
    to: t.string({ required: true, description: '13:00, Rome time' }),
  }),
});

const LabWeekdayInput = builder.inputType('LabWeekdayInput', {
  fields: (t) => ({ ranges: t.field({ type: [LabHoursRangeInput], required: true }) }),
});

const LabSettingsInput = builder.inputType('LabSettingsInput', {
  fields: (t) => ({
    weekdays: t.field({ type: [LabWeekdayInput], required: true, description: 'Monday first, 7.' }),
    slotMinutes: t.int({ required: true }),
    capacity: t.int({ required: true }),
    horizonDays: t.int({ required: true }),
  }),
});

const LabClosureInput = builder.inputType('LabClosureInput', {
  fields: (t) => ({
    fromDay: t.string({ required: true, description: '2026-12-24' }),
    toDay: t.string({ required: true, description: '2026-12-26' }),
    reason: t.string({ required: true, description: 'Shown to customers.' }),
  }),
});

/** Input lists are cut before the rules judge them: more than a week is refused by them anyway. */
function settingsOf(input: typeof LabSettingsInput.$inferInput): LabSettings {
  return {
    weeklyHours: input.weekdays.slice(0, 8).map((day) =>
      day.ranges.slice(0, LAB_SETTINGS_LIMITS.rangesPerDay + 1).map((range) => ({
        from: boundedText(range.from, 'from', 5),
        to: boundedText(range.to, 'to', 5),
      })),
    ),
    slotMinutes: input.slotMinutes,
    capacity: input.capacity,
    horizonDays: input.horizonDays,
  };
}

builder.queryFields((t) => ({
  adminLabSettings: t.withAuth({ staff: true }).field({
    type: AdminLabSettings,
    resolve: (_root, _args, ctx) => labSettingsOf(ctx.db),
  }),
  adminAgenda: t.withAuth({ staff: true }).field({
    type: [AdminAppointment],
    maxItems: MAX_SLOTS_PER_DAY * LAB_SETTINGS_LIMITS.capacity.max,
    description: 'A Rome day’s appointments, by time, cancelled ones included.',
    args: { day: t.arg.string({ required: true, description: '2026-12-01' }) },
    resolve: (_root, { day }, ctx) => agendaOf(ctx.db, boundedText(day, 'day', 10)),
  }),
}));

builder.mutationFields((t) => ({
  adminUpdateLabSettings: t.withAuth({ staff: true }).field({
    type: AdminLabSettings,
    args: { input: t.arg({ type: LabSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateLabSettings(ctx.db, ctx.viewer, settingsOf(input)),
  }),
  adminAddLabClosure: t.withAuth({ staff: true }).field({
    type: LabClosureRef,
    args: { input: t.arg({ type: LabClosureInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      addLabClosure(ctx.db, ctx.viewer, {
        fromDay: boundedText(input.fromDay, 'fromDay', 10),
        toDay: boundedText(input.toDay, 'toDay', 10),
        reason: boundedText(input.reason, 'reason', LAB_SETTINGS_LIMITS.reason),
      }),
  }),
  adminRemoveLabClosure: t.withAuth({ staff: true }).field({
    type: LabClosureRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => removeLabClosure(ctx.db, ctx.viewer, rowId(id)),
  }),
  adminCloseAppointment: t.withAuth({ staff: true }).field({
    type: AppointmentStatusRef,
    description:
      'Marks an appointment attended (PRESENTATO) or not (NON_PRESENTATO), or cancels it for the customer (ANNULLATO, with its e-mail).',
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: AppointmentStatusRef, required: true }),
    },
    resolve: async (_root, { id, status }, ctx) => {
      const mail = mailer(ctx.env, ctx.origin, ctx.waitUntil);
      const closed = await closeByStaff(ctx.db, ctx.viewer, rowId(id), status, mail);
      return closed.status;
    },
  }),
}));
