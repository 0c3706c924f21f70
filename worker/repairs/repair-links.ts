import { eq, sql } from 'drizzle-orm';
import { type RepairRow, repairs } from '../../schema/db/repairs';
import {
  linkExpiryAfterEmail,
  parseRepairLinkPayload,
  REPAIR_LINK_REFUSALS,
  repairLinkPayload,
  repairLinkState,
} from '../../schema/rules/repair-links';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { checkLink, signLink } from '../http/signed-links';

/**
 * A repair's e-mailed links (docs/product.md#repair-links). The token is signed without an
 * expiry of its own: the repair's row says until when its links open it and which generation is
 * current, so each e-mail renews every link sent before it and staff can revoke them all.
 */
export function repairAccessToken(
  env: Pick<Env, 'LINK_SECRET'>,
  repair: Pick<RepairRow, 'id' | 'linkGeneration'>,
) {
  return signLink(env, 'repair.access', repairLinkPayload(repair), null);
}

/**
 * The repair an e-mailed link opens; null when the token is forged or for another use. A genuine
 * link that expired or was revoked is refused with its own message (`FORBIDDEN`), so its holder
 * knows to look the repair up with code and e-mail.
 */
export async function repairByToken(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  token: string,
  nowMs = Date.now(),
): Promise<RepairRow | null> {
  const check = await checkLink(env, 'repair.access', token);
  const link = check.ok ? parseRepairLinkPayload(check.payload) : null;
  if (!link) return null;
  const repair = await db.select().from(repairs).where(eq(repairs.id, link.repairId)).get();
  if (!repair) return null;
  const state = repairLinkState(repair, link.generation, nowMs);
  if (state !== 'open') throw new DomainError(REPAIR_LINK_REFUSALS[state], 'FORBIDDEN', 'token');
  return repair;
}

/**
 * The statement, for the batch of an e-mail about the repair, that keeps its links open until
 * `linkExpiryAfterEmail` (never moving the date back).
 */
export function renewRepairLinks(
  db: Database,
  repairId: string,
  sentAtMs: number,
  validUntilMs: number | null = null,
) {
  const until = linkExpiryAfterEmail(sentAtMs, validUntilMs);
  return db
    .update(repairs)
    .set({ linkExpiresAtMs: sql`max(${repairs.linkExpiresAtMs}, ${until})` })
    .where(eq(repairs.id, repairId));
}
