/** The signed-in user's record under localStorage `user` (docs/product.md#accounts). */
const STORED_USER_KEY = 'user';

export interface StoredUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export function readStoredUser(): StoredUser | null {
  try {
    const raw = window.localStorage.getItem(STORED_USER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      typeof (parsed as StoredUser).uid !== 'string'
    ) {
      return null;
    }
    return parsed as StoredUser;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: StoredUser | null): void {
  try {
    if (user) window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // Storage unavailable: the session still works, only the admin shortcut does not.
  }
}
