import { useProfileSync } from './useProfileSync';

/** Keeps the signed-in person's profile in step, drawing nothing (docs/product.md#accounts). */
export function ProfileSync() {
  useProfileSync();
  return null;
}
