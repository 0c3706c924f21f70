import { and, asc, eq } from 'drizzle-orm';
import { type RepairRow, repairEvents, repairs } from '../../schema/db/repairs';
import { normalizeRepairCode } from '../../schema/rules/identifiers';
import { normaliseEmail } from '../../schema/rules/normalise';
import type { Database } from '../db';

/**
 * A repair for the customer who holds both its code and the intake e-mail. Any mismatch is the
 * same null: nobody learns which half was wrong, or whether the code exists.
 */
export async function repairForCustomer(
  db: Database,
  code: string,
  email: string,
): Promise<RepairRow | null> {
  const row = await db
    .select()
    .from(repairs)
    .where(
      and(eq(repairs.code, normalizeRepairCode(code)), eq(repairs.email, normaliseEmail(email))),
    )
    .get();
  return row ?? null;
}

export function repairTimeline(db: Database, repairId: string) {
  return db
    .select()
    .from(repairEvents)
    .where(eq(repairEvents.repairId, repairId))
    .orderBy(asc(repairEvents.createdAtMs), asc(repairEvents.id));
}
