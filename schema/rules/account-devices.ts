import type { DeviceCategory } from '../vocabulary';

/** A device the account remembers (docs/product.md#accounts). */
export interface AccountDevice {
  category: DeviceCategory;
  brand: string;
  model: string;
}

/** At most this many devices are offered, the newest first. */
export const MAX_ACCOUNT_DEVICES = 10;

/**
 * The kind of device a shop product is, for the repair forms; accessories are no device to
 * repair. Keys are the catalogue's category ids (migrations/0001_seed_catalogue.sql).
 */
const DEVICE_OF_PRODUCT_CATEGORY: Readonly<Record<string, DeviceCategory>> = {
  smartphone: 'smartphone',
  tablet: 'tablet',
  laptop: 'computer',
  smartwatch: 'smartwatch',
  gaming: 'console',
};

/** The catalogue categories whose products are devices. */
export const DEVICE_PRODUCT_CATEGORIES = Object.keys(DEVICE_OF_PRODUCT_CATEGORY);

export function deviceCategoryOfProduct(categoryId: string): DeviceCategory | null {
  return DEVICE_OF_PRODUCT_CATEGORY[categoryId] ?? null;
}

/**
 * The account's devices from what it sent and bought, newest first: one entry per device
 * (category, brand and model alike, ignoring case and spaces around), at most
 * MAX_ACCOUNT_DEVICES.
 */
export function accountDevices(
  seen: readonly (AccountDevice & { atMs: number })[],
): AccountDevice[] {
  const devices = new Map<string, AccountDevice>();
  for (const { category, brand, model } of [...seen].sort((a, b) => b.atMs - a.atMs)) {
    const device = { category, brand: brand.trim(), model: model.trim() };
    const key = [category, device.brand, device.model].join('\n').toLowerCase();
    if (!devices.has(key)) devices.set(key, device);
    if (devices.size === MAX_ACCOUNT_DEVICES) break;
  }
  return [...devices.values()];
}

/** A device as one line of text, for the shipping form's single device field. */
export function deviceText(device: Pick<AccountDevice, 'brand' | 'model'>): string {
  return `${device.brand} ${device.model}`.trim();
}
