import { useSyncExternalStore } from 'react';
import {
  addLine,
  type CartLine,
  itemCount,
  type LineKey,
  type NewLine,
  removeLine,
  updateLineQuantity,
} from '../../schema/rules/cart';

export const CART_STORAGE_KEY = 'cart';

interface CartState {
  lines: CartLine[];
  drawerOpen: boolean;
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isInteger(line.id) &&
    typeof line.name === 'string' &&
    typeof line.brand === 'string' &&
    Number.isInteger(line.price) &&
    typeof line.image === 'string' &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0 &&
    typeof line.inStock === 'boolean'
  );
}

/** Reads what another tab or an older version left behind, keeping only well-formed lines. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

function readStorage(): CartLine[] {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

let state: CartState = {
  lines: typeof window === 'undefined' ? [] : readStorage(),
  drawerOpen: false,
};
const listeners = new Set<() => void>();

function setState(next: Partial<CartState>, persist: boolean) {
  state = { ...state, ...next };
  if (persist) {
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(state.lines));
    } catch {
      // Private mode or a full quota: the cart still works for this visit.
    }
  }
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Another tab changed the cart: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) {
      setState({ lines: readStorage() }, false);
    }
  });
}

export const cart = {
  add(item: NewLine, quantity = 1) {
    setState({ lines: addLine(state.lines, item, quantity), drawerOpen: true }, true);
  },
  update(key: LineKey, quantity: number) {
    setState({ lines: updateLineQuantity(state.lines, key, quantity) }, true);
  },
  remove(key: LineKey) {
    setState({ lines: removeLine(state.lines, key) }, true);
  },
  /** Replaces lines wholesale, e.g. when the server reports new stock. */
  replace(lines: CartLine[]) {
    setState({ lines }, true);
  },
  clear() {
    setState({ lines: [] }, true);
  },
  open() {
    setState({ drawerOpen: true }, false);
  },
  close() {
    setState({ drawerOpen: false }, false);
  },
  toggle() {
    setState({ drawerOpen: !state.drawerOpen }, false);
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart() {
  const snapshot = useSyncExternalStore(subscribe, () => state);
  return { ...snapshot, itemCount: itemCount(snapshot.lines) };
}
