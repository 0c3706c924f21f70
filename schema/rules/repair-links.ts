/**
 * A repair's e-mailed links (docs/product.md#repair-links): they open the repair until a date
 * that each e-mail about it moves forward, and staff can revoke every link sent so far.
 */

/** Days a repair's links stay open after the last e-mail about it, or after its estimate's validity. */
export const REPAIR_LINK_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * Until when the links open the repair once an e-mail goes out at `sentAtMs`: 30 days after it,
 * or after the estimate's validity when the e-mail carries one that ends later. The stored date
 * only ever moves forward (the update takes the later of the two).
 */
export function linkExpiryAfterEmail(sentAtMs: number, validUntilMs: number | null = null): number {
  return Math.max(sentAtMs, validUntilMs ?? sentAtMs) + REPAIR_LINK_DAYS * DAY_MS;
}

/** What a link signs: the repair and the generation of links it belongs to. */
export function repairLinkPayload(repair: { id: string; linkGeneration: number }): string {
  return `${repair.id}:${repair.linkGeneration}`;
}

/**
 * The repair and generation a signed payload names, or null. Links e-mailed before links could
 * be revoked name the repair alone: they are generation 0, the one every repair starts with.
 */
export function parseRepairLinkPayload(
  payload: string,
): { repairId: string; generation: number } | null {
  const [repairId = '', generation = '0', ...rest] = payload.split(':');
  if (repairId === '' || rest.length > 0 || !/^\d{1,9}$/.test(generation)) return null;
  return { repairId, generation: Number(generation) };
}

export type RepairLinkState = 'open' | 'expired' | 'revoked';

/** Whether a genuine link of this generation still opens the repair at `nowMs`. */
export function repairLinkState(
  repair: { linkExpiresAtMs: number; linkGeneration: number },
  generation: number,
  nowMs: number,
): RepairLinkState {
  if (generation !== repair.linkGeneration) return 'revoked';
  return repair.linkExpiresAtMs > nowMs ? 'open' : 'expired';
}

const LOOK_UP_INSTEAD =
  "Inserisci il codice e l'e-mail che ci hai lasciato all'accettazione, oppure contattaci.";

/** What the customer reads for a link that no longer opens the repair. */
export const REPAIR_LINK_REFUSALS: Record<Exclude<RepairLinkState, 'open'>, string> = {
  expired: `Questo link è scaduto: i link delle nostre e-mail valgono ${REPAIR_LINK_DAYS} giorni dall'ultima e-mail sulla riparazione o dalla scadenza del suo preventivo. ${LOOK_UP_INSTEAD}`,
  revoked: `Questo link è stato disattivato dal laboratorio: la prossima e-mail sulla riparazione ne conterrà uno nuovo. ${LOOK_UP_INSTEAD}`,
};
