import { eq } from 'drizzle-orm';
import { formatDate } from '../../schema/dates';
import { quoteRequests, type RepairRow, repairs } from '../../schema/db/repairs';
import { normalizeRepairCode } from '../../schema/rules/identifiers';
import { normaliseEmail } from '../../schema/rules/normalise';
import { warrantyUntil } from '../../schema/rules/warranty';
import type { DeviceCategory } from '../../schema/vocabulary';
import { verifiedEmailOf } from '../accounts/account-repairs';
import type { Viewer } from '../accounts/viewer';
import { type Database, inJsonList } from '../db';
import { DomainError } from '../domain-error';
import { repairTimeline } from './lookup';

/** Who claims a warranty: the e-mail typed in the form, and whoever is signed in. */
export interface Claimant {
  email: string | null;
  viewer: Viewer | null;
}

/** The field of the request forms' inputs that names the repair (docs/product.md#warranty). */
const FIELD = 'warrantyOfRepairCode';

/**
 * A repair its claimant may name: the code with the intake e-mail typed, or with the signed-in
 * viewer's verified e-mail. Any mismatch is the same null, as in the public lookup.
 */
async function claimedRepair(
  db: Database,
  code: string,
  claimant: Claimant,
): Promise<RepairRow | null> {
  const repair = await db
    .select()
    .from(repairs)
    .where(eq(repairs.code, normalizeRepairCode(code)))
    .get();
  if (!repair) return null;
  const emails = [
    claimant.email === null ? null : normaliseEmail(claimant.email),
    claimant.viewer ? verifiedEmailOf(claimant.viewer) : null,
  ];
  return emails.includes(repair.email) ? repair : null;
}

/** The end of a repair's warranty, from its timeline; null while not delivered. */
async function warrantyEndOf(db: Database, repair: RepairRow): Promise<number | null> {
  return warrantyUntil(repair.status, await repairTimeline(db, repair.id));
}

/** What the request forms prefill for a warranty claim: the repair, and its device's parts. */
export interface WarrantyClaim {
  repair: RepairRow;
  warrantyUntilMs: number | null;
  /** Known when the repair came from a quote request, which names them apart. */
  device: { category: DeviceCategory; brand: string; model: string } | null;
}

/** A repair its claimant may name, with its warranty and device, or null (see claimedRepair). */
export async function warrantyClaimFor(
  db: Database,
  code: string,
  claimant: Claimant,
): Promise<WarrantyClaim | null> {
  const repair = await claimedRepair(db, code, claimant);
  if (!repair) return null;
  const [until, quote] = await Promise.all([
    warrantyEndOf(db, repair),
    repair.source === 'preventivo' && repair.sourceId
      ? db
          .select({
            category: quoteRequests.deviceCategory,
            brand: quoteRequests.brand,
            model: quoteRequests.model,
          })
          .from(quoteRequests)
          .where(eq(quoteRequests.id, repair.sourceId))
          .get()
      : undefined,
  ]);
  return { repair, warrantyUntilMs: until, device: quote ?? null };
}

/**
 * The repair a new request claims the warranty of, refused in Italian unless the claimant may
 * name it (see claimedRepair) and its warranty still runs at `now` (docs/product.md#warranty).
 */
export async function repairUnderWarranty(
  db: Database,
  code: string,
  claimant: Claimant,
  now: number,
): Promise<RepairRow> {
  const repair = await claimedRepair(db, code, claimant);
  if (!repair) {
    throw new DomainError(
      "Riparazione non trovata. Controlla il codice e l'e-mail che ci hai lasciato all'accettazione, oppure contattaci.",
      'BAD_USER_INPUT',
      FIELD,
    );
  }
  const until = await warrantyEndOf(db, repair);
  if (until === null) {
    throw new DomainError(
      `La riparazione ${repair.code} non è ancora stata consegnata: la garanzia parte dalla consegna.`,
      'BAD_USER_INPUT',
      FIELD,
    );
  }
  if (until <= now) {
    throw new DomainError(
      `La garanzia della riparazione ${repair.code} è scaduta il ${formatDate(until)}: puoi comunque chiederci un nuovo preventivo.`,
      'BAD_USER_INPUT',
      FIELD,
    );
  }
  return repair;
}

/**
 * The id and code of each repair requests claim the warranty of, in the order asked; null for one
 * deleted since.
 */
export async function claimedRepairRefs(
  db: Database,
  ids: readonly string[],
): Promise<({ id: string; code: string } | null)[]> {
  const rows = await db
    .select({ id: repairs.id, code: repairs.code })
    .from(repairs)
    .where(inJsonList(repairs.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id) ?? null);
}
