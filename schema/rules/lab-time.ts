/**
 * The lab's clock: every appointment is set in Europe/Rome wall time (docs/product.md#appointments),
 * so a 10:00 slot is 10:00 in Milan on both sides of a daylight-saving change. Worked out from the
 * EU rule (summer time from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday
 * of October) rather than from Intl, so the rules stay plain arithmetic, tested alone.
 */

/** A calendar day in Rome, as the API and D1 spell it: "2026-03-29". */
export type LabDay = string;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant (UTC ms) of 01:00 UTC on the last Sunday of a month. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  const sunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, monthIndex, sunday, 1);
}

/** Rome's offset from UTC at an instant, in minutes: 120 in summer time, else 60. */
export function romeOffsetMinutes(atMs: number): number {
  const year = new Date(atMs).getUTCFullYear();
  const summer = atMs >= lastSundayAtOneUtc(year, 2) && atMs < lastSundayAtOneUtc(year, 9);
  return summer ? 120 : 60;
}

/** "2026-03-29" as its parts, or null when it is no calendar day. */
export function parseLabDay(day: string): { year: number; month: number; date: number } | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return { year, month, date };
}

/** "09:30" as minutes after midnight, or null when it is no time of day. */
export function minutesOfTime(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes after midnight as "09:30". */
export function timeOfMinutes(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The instant of a Rome wall time on a Rome day. The offset is read at the instant the wall time
 * names; the lab's hours never fall in the hour a change skips or repeats (02:00–03:00).
 */
export function romeInstant(day: LabDay, minutes: number): number {
  const parts = parseLabDay(day);
  if (!parts) throw new Error(`Not a calendar day: ${day}`);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.date) + minutes * MINUTE_MS;
  // Read the offset at the wall time taken as standard time: one hour off at most, never across
  // a change, since changes happen at night.
  return wall - romeOffsetMinutes(wall - HOUR_MS) * MINUTE_MS;
}

/** Where an instant falls on Rome's calendar and clock. */
interface RomeMoment {
  day: LabDay;
  /** Minutes after midnight, Rome time. */
  minutes: number;
  /** 0 Monday … 6 Sunday. */
  weekday: number;
}

export function romeMoment(atMs: number): RomeMoment {
  const wall = new Date(atMs + romeOffsetMinutes(atMs) * MINUTE_MS);
  return {
    day: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    weekday: (wall.getUTCDay() + 6) % 7,
  };
}

/** The Rome day `days` after `day` (before, when negative). */
export function addDays(day: LabDay, days: number): LabDay {
  const parts = parseLabDay(day);
  if (!parts) throw new Error(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.date) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** 0 Monday … 6 Sunday, of a Rome day. */
export function weekdayOf(day: LabDay): number {
  const parts = parseLabDay(day);
  if (!parts) throw new Error(`Not a calendar day: ${day}`);
  return (new Date(Date.UTC(parts.year, parts.month - 1, parts.date)).getUTCDay() + 6) % 7;
}

const WEEKDAYS = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'];
const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** "lunedì 30 marzo 2026": how the site and the e-mails name a lab day. */
export function labDayLabel(day: LabDay): string {
  const parts = parseLabDay(day);
  if (!parts) return day;
  return `${WEEKDAYS[weekdayOf(day)]} ${parts.date} ${MONTHS[parts.month - 1]} ${parts.year}`;
}

/** "lunedì 30 marzo 2026 alle 10:00", Rome time. */
export function labMomentLabel(atMs: number): string {
  const moment = romeMoment(atMs);
  return `${labDayLabel(moment.day)} alle ${timeOfMinutes(moment.minutes)}`;
}
