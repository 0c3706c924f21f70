import { eq } from 'drizzle-orm';
import { shippingForms } from '../../schema/db/repairs';
import type { Database } from '../db';

/**
 * What `cod_lock` holds once erased. The code serves only to test the device, so it is erased
 * when its repair closes or its form is archived, and never shown again (docs/product.md#repairs).
 */
const ERASED_LOCK_CODE = '';

/** The unlock code as staff may still read it: null once erased. */
export function readableLockCode(codLock: string): string | null {
  return codLock === ERASED_LOCK_CODE ? null : codLock;
}

/** Erases the unlock code of the shipping form a repair came from (none for other repairs). */
export function eraseLockCodeOfRepair(db: Database, repairId: string) {
  return db
    .update(shippingForms)
    .set({ codLock: ERASED_LOCK_CODE })
    .where(eq(shippingForms.repairId, repairId));
}

export function eraseLockCodeOfForm(db: Database, formId: string) {
  return db
    .update(shippingForms)
    .set({ codLock: ERASED_LOCK_CODE })
    .where(eq(shippingForms.id, formId));
}
