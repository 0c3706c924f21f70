import { asc, eq, gte } from 'drizzle-orm';
import { labClosures, labSettings } from '../../schema/db/appointments';
import { generateToken } from '../../schema/rules/identifiers';
import {
  type LabClosure,
  type LabSettings,
  labClosureProblem,
  labSettingsProblem,
} from '../../schema/rules/lab-settings';
import { type LabDay, labDayLabel } from '../../schema/rules/lab-time';
import { type AuditActor, audit } from '../admin/audit';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { randomBytes } from '../random';

/** The lab's booking settings; the migration seeds the one row, so it is always there. */
export async function labSettingsOf(db: Database): Promise<LabSettings> {
  const row = await db.select().from(labSettings).where(eq(labSettings.id, 1)).get();
  if (!row) throw new Error('lab_settings has no row: migration 0049 seeds it');
  return row;
}

/** Closures that end today or later, soonest first. */
export function closuresFrom(db: Database, day: LabDay) {
  return db
    .select()
    .from(labClosures)
    .where(gte(labClosures.toDay, day))
    .orderBy(asc(labClosures.fromDay));
}

const hoursText = (settings: LabSettings) =>
  settings.weeklyHours
    .map((ranges) => ranges.map((range) => `${range.from}–${range.to}`).join(', ') || 'chiuso')
    .join(' / ');

/** Staff change the hours, slot length, capacity or horizon: refused with a clear message. */
export async function updateLabSettings(
  db: Database,
  actor: AuditActor,
  settings: LabSettings,
  now = Date.now(),
): Promise<LabSettings> {
  const problem = labSettingsProblem(settings);
  if (problem) throw new DomainError(problem, 'BAD_USER_INPUT', 'settings');
  const values = {
    weeklyHours: settings.weeklyHours.map((ranges) => ranges.map(({ from, to }) => ({ from, to }))),
    slotMinutes: settings.slotMinutes,
    capacity: settings.capacity,
    horizonDays: settings.horizonDays,
    updatedAtMs: now,
  };
  await db.batch([
    db.update(labSettings).set(values).where(eq(labSettings.id, 1)),
    audit(
      db,
      actor,
      {
        action: 'lab.settings',
        entityType: 'lab',
        entityId: 'settings',
        summary: `Orari del laboratorio: ${hoursText(settings)}; ${settings.slotMinutes} minuti, ${settings.capacity} consegne per orario, prenotabili ${settings.horizonDays} giorni`,
      },
      now,
    ),
  ]);
  return values;
}

export async function addLabClosure(
  db: Database,
  actor: AuditActor,
  closure: LabClosure,
  now = Date.now(),
) {
  const problem = labClosureProblem(closure);
  if (problem) throw new DomainError(problem, 'BAD_USER_INPUT', 'closure');
  const row = {
    id: generateToken(randomBytes, 12),
    fromDay: closure.fromDay,
    toDay: closure.toDay,
    reason: closure.reason.trim(),
    createdAtMs: now,
  };
  const span =
    row.fromDay === row.toDay
      ? labDayLabel(row.fromDay)
      : `dal ${labDayLabel(row.fromDay)} al ${labDayLabel(row.toDay)}`;
  await db.batch([
    db.insert(labClosures).values(row),
    audit(
      db,
      actor,
      {
        action: 'lab.closure.add',
        entityType: 'lab_closure',
        entityId: row.id,
        summary: `Chiusura ${span}: ${row.reason}`,
      },
      now,
    ),
  ]);
  return row;
}

export async function removeLabClosure(
  db: Database,
  actor: AuditActor,
  id: string,
  now = Date.now(),
) {
  const removed = await db.delete(labClosures).where(eq(labClosures.id, id)).returning().get();
  if (!removed) {
    throw new DomainError('Questa chiusura non esiste più: ricarica la pagina.', 'NOT_FOUND', 'id');
  }
  await audit(
    db,
    actor,
    {
      action: 'lab.closure.remove',
      entityType: 'lab_closure',
      entityId: id,
      summary: `Chiusura tolta: ${removed.fromDay}–${removed.toDay}, ${removed.reason}`,
    },
    now,
  );
  return removed;
}
