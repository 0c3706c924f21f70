import { CARRIER } from '../../../schema/vocabulary';
import { vocabularyEnum } from './vocabulary-enum';

/**
 * The couriers the shop works with (docs/product.md#shipments), shared by orders and repairs;
 * their tracking links are built from schema/rules/carriers.ts.
 */
export const CarrierRef = vocabularyEnum('Carrier', CARRIER);
