/**
 * The orders this browser may open by token: id, access token and number, newest first, in
 * localStorage `orders`. They are how a guest finds an order again; the token is the key. An
 * order kept while signed in carries that account's uid: only that account uses it, and signing
 * out forgets it (docs/product.md#orders).
 */
export interface GuestOrderRef {
  id: string;
  token: string;
  number: string;
  /** The account signed in when the order was kept; absent for a guest's order. */
  uid?: string;
}

const STORAGE_KEY = 'orders';
const MAX_KEPT = 50;

function isRef(value: unknown): value is GuestOrderRef {
  if (typeof value !== 'object' || value === null) return false;
  const ref = value as GuestOrderRef;
  return (
    typeof ref.id === 'string' &&
    typeof ref.token === 'string' &&
    typeof ref.number === 'string' &&
    (ref.uid === undefined || typeof ref.uid === 'string')
  );
}

function readAll(): GuestOrderRef[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRef).slice(0, MAX_KEPT) : [];
  } catch {
    return [];
  }
}

function write(refs: GuestOrderRef[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(refs.slice(0, MAX_KEPT)));
  } catch {
    // The page still shows the order; only finding it again later needs the link.
  }
}

/** The orders `uid` (null: nobody signed in) may open: the guest's, and the account's own. */
export function readGuestOrders(uid: string | null): GuestOrderRef[] {
  return readAll().filter((ref) => ref.uid === undefined || ref.uid === uid);
}

export function rememberGuestOrder(ref: GuestOrderRef): void {
  write([ref, ...readAll().filter((known) => known.id !== ref.id)]);
}

export function tokenFor(orderId: string, uid: string | null): string | null {
  return readGuestOrders(uid).find((ref) => ref.id === orderId)?.token ?? null;
}

/** At sign-out: the tokens of every account go, a guest's orders stay. */
export function forgetAccountOrders(): void {
  write(readAll().filter((ref) => ref.uid === undefined));
}
