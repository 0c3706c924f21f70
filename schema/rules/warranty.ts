import type { OrderStatus, RepairStatus } from '../vocabulary';
import { type FormRules, rule } from './form-rules';

/** The shop's repair warranty, in calendar months from delivery (docs/product.md#warranty). */
export const WARRANTY_MONTHS = 12;

/**
 * The instant `months` calendar months after `at`. A day the later month lacks (29 February
 * 2028 plus 12 months) becomes that month's last day, never the next month's.
 */
export function monthsAfter(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCMonth(date.getUTCMonth() + months);
  if (date.getUTCDate() !== day) date.setUTCDate(0);
  return date.getTime();
}

/**
 * When a delivered repair (or order) was delivered: the timeline entry that moved it to
 * "Consegnato" (a note staff add later in the same state does not move it). Null while it is not
 * delivered.
 */
export function deliveredAt<S extends RepairStatus | OrderStatus>(
  status: S,
  timeline: readonly { status: S; createdAtMs: number }[],
): number | null {
  if (status !== 'consegnato') return null;
  let since: number | null = null;
  for (const event of timeline) {
    if (event.status !== 'consegnato') since = null;
    else since ??= event.createdAtMs;
  }
  return since;
}

/** The end of a repair's warranty, or null while it is not delivered. Timeline oldest first. */
export function warrantyUntil(
  status: RepairStatus,
  timeline: readonly { status: RepairStatus; createdAtMs: number }[],
): number | null {
  const delivered = deliveredAt(status, timeline);
  return delivered === null ? null : monthsAfter(delivered, WARRANTY_MONTHS);
}

/** The query parameter of /preventivo that names the repair whose warranty is claimed. */
export const WARRANTY_PARAM = 'garanzia';

/** Looking up a repair to claim its warranty: its code, and the intake e-mail unless signed in. */
export const WARRANTY_CLAIM_RULES: FormRules<'code' | 'email'> = {
  code: { label: 'Codice riparazione', rules: [rule.required(), rule.repairCode()] },
  email: { label: 'E-mail', rules: [rule.email(), rule.max(254)] },
};

/** The quote request that claims a repair's warranty, prefilled. */
export function warrantyRequestPath(code: string): string {
  return `/preventivo?${WARRANTY_PARAM}=${encodeURIComponent(code)}`;
}

/** What the status page hands the request form: the e-mail the repair was looked up with. */
export interface WarrantyHandOver {
  warrantyEmail: string;
}
