/**
 * The orders placed from this browser: id, access token and number, newest first, in
 * localStorage `orders`. They are how a guest finds an order again; the token is the key.
 */
export interface GuestOrderRef {
  id: string;
  token: string;
  number: string;
}

const STORAGE_KEY = 'orders';
const MAX_KEPT = 50;

function isRef(value: unknown): value is GuestOrderRef {
  if (typeof value !== 'object' || value === null) return false;
  const ref = value as GuestOrderRef;
  return (
    typeof ref.id === 'string' && typeof ref.token === 'string' && typeof ref.number === 'string'
  );
}

export function readGuestOrders(): GuestOrderRef[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRef).slice(0, MAX_KEPT) : [];
  } catch {
    return [];
  }
}

export function rememberGuestOrder(ref: GuestOrderRef): void {
  const others = readGuestOrders().filter((known) => known.id !== ref.id);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([ref, ...others].slice(0, MAX_KEPT)));
  } catch {
    // The confirmation page still shows the order; only finding it again later needs the link.
  }
}

export function tokenFor(orderId: string): string | null {
  return readGuestOrders().find((ref) => ref.id === orderId)?.token ?? null;
}
