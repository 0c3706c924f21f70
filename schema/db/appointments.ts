import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { LabHoursRange } from '../rules/lab-settings';
import { APPOINTMENT_STATUS } from '../vocabulary';

/** The lab's booking settings (docs/product.md#appointments): one row, id 1, staff edit it. */
export const labSettings = sqliteTable(
  'lab_settings',
  {
    id: integer('id').primaryKey(),
    /** Monday first, seven days of Rome-time ranges; an empty day is closed. */
    weeklyHours: text('weekly_hours_json', { mode: 'json' }).$type<LabHoursRange[][]>().notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    /** Drop-offs each slot takes. */
    capacity: integer('capacity').notNull(),
    /** How many days ahead, today included, customers may book. */
    horizonDays: integer('horizon_days').notNull(),
    updatedAtMs: integer('updated_at_ms').notNull(),
  },
  (table) => [check('lab_settings_one_row', sql`${table.id} = 1`)],
);

/** Days the lab takes no drop-offs, with the reason customers read. */
export const labClosures = sqliteTable(
  'lab_closures',
  {
    id: text('id').primaryKey(),
    /** Rome days, "2026-12-24", both included. */
    fromDay: text('from_day').notNull(),
    toDay: text('to_day').notNull(),
    reason: text('reason').notNull(),
    createdAtMs: integer('created_at_ms').notNull(),
  },
  (table) => [index('lab_closures_to_idx').on(table.toDay)],
);

/**
 * Drop-offs booked at the lab, for a quote request or a repair: one active (prenotato) per
 * request or repair, moving it keeps the row (its id is the calendar's UID) and bumps `sequence`.
 */
export const appointments = sqliteTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    startsAtMs: integer('starts_at_ms').notNull(),
    endsAtMs: integer('ends_at_ms').notNull(),
    status: text('status', { enum: APPOINTMENT_STATUS.values }).notNull(),
    quoteRequestId: text('quote_request_id'),
    repairId: text('repair_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    device: text('device').notNull(),
    /** The calendar file's SEQUENCE: 0 when booked, one more at each move or cancellation. */
    sequence: integer('sequence').notNull().default(0),
    /** When the day-before reminder was written; null until then and after each move. */
    remindedAtMs: integer('reminded_at_ms'),
    createdAtMs: integer('created_at_ms').notNull(),
    updatedAtMs: integer('updated_at_ms').notNull(),
  },
  (table) => [
    index('appointments_slot_idx').on(table.startsAtMs, table.status),
    index('appointments_email_idx').on(table.email, table.startsAtMs),
    uniqueIndex('appointments_one_per_request')
      .on(table.quoteRequestId)
      .where(sql`${table.status} = 'prenotato' AND ${table.quoteRequestId} IS NOT NULL`),
    uniqueIndex('appointments_one_per_repair')
      .on(table.repairId)
      .where(sql`${table.status} = 'prenotato' AND ${table.repairId} IS NOT NULL`),
  ],
);

/**
 * What happened to an appointment. `allowed` records the `changes()` of the conditional write
 * just before it in the same batch, under a CHECK allowing only 1: a slot taken meanwhile, or a
 * change someone else made first, rolls the whole batch back, e-mail included.
 */
export const appointmentEvents = sqliteTable(
  'appointment_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    appointmentId: text('appointment_id').notNull(),
    /** booked, moved, cancelled, reminded, attended, no_show. */
    action: text('action').notNull(),
    /** customer, staff, or the cron. */
    actor: text('actor').notNull(),
    startsAtMs: integer('starts_at_ms').notNull(),
    allowed: integer('allowed').notNull().default(1),
    createdAtMs: integer('created_at_ms').notNull(),
  },
  (table) => [
    index('appointment_events_appointment_idx').on(table.appointmentId, table.createdAtMs),
    check('appointment_events_allowed', sql`${table.allowed} = 1`),
  ],
);

export type AppointmentRow = typeof appointments.$inferSelect;
export type LabSettingsRow = typeof labSettings.$inferSelect;
export type LabClosureRow = typeof labClosures.$inferSelect;
