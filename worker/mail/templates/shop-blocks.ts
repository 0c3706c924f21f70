import { SHOP, SHOP_ADDRESS_LINE } from '../../../schema/shop';
import type { Block, Fact } from './layout';

/** Where the shop is and when it is open: for a collection, an order's or a repaired device's. */
export const SHOP_VISIT: Block = {
  kind: 'facts',
  facts: [
    { label: 'Dove', value: SHOP_ADDRESS_LINE },
    ...SHOP.openingHours.map(({ days, hours }) => ({ label: days, value: hours })),
  ],
};

/** A parcel on its way: whatever of it is known, from whoever ships it. */
export interface Parcel {
  carrier?: string | null;
  trackingNumber?: string | null;
  /** The courier's own tracking page. */
  trackingUrl?: string | null;
}

/** The carrier, the number and the courier's tracking page, each only when known. */
export function parcelBlocks(parcel: Parcel, more: readonly Fact[] = []): Block[] {
  const facts: Fact[] = [
    ...(parcel.carrier ? [{ label: 'Corriere', value: parcel.carrier }] : []),
    ...(parcel.trackingNumber
      ? [{ label: 'Numero di spedizione', value: parcel.trackingNumber }]
      : []),
    ...more,
  ];
  return [
    ...(facts.length ? [{ kind: 'facts', facts } as const] : []),
    ...(parcel.trackingUrl
      ? [{ kind: 'button', label: 'Segui la spedizione', href: parcel.trackingUrl } as const]
      : []),
  ];
}
