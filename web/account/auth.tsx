import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { displayNameOf, initialsOf } from '../../schema/rules/display-name';
import { isSessionExpired, sessionExpiry } from '../../schema/rules/session';
import { forgetAccountOrders } from '../orders/guest-orders';
import { readStoredUser, writeStoredUser } from './stored-user';

interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
}

interface AuthState {
  user: AuthUser | null;
  /** True until the first answer about who is signed in. */
  loading: boolean;
  initialized: boolean;
}

interface AuthContextValue extends AuthState {
  isAuthenticated: boolean;
  displayName: string;
  initials: string;
  /** Loads the Firebase SDK (pages that sign in need it) and starts following the session. */
  loadSdk: () => Promise<AuthSdk>;
  /** Records a fresh sign-in: the session lasts until auth_exp. */
  markSignedIn: () => void;
  /** The new display name, shown at once. */
  renamed: (displayName: string) => void;
  logout: () => Promise<boolean>;
}

export type AuthSdk = typeof import('./firebase');

const AUTH_EXP_KEY = 'auth_exp';

let sdk: Promise<AuthSdk> | null = null;

/** The SDK is a separate chunk: the first paint of a public page never waits for it. */
function loadAuthSdk(): Promise<AuthSdk> {
  sdk ??= import('./firebase');
  return sdk;
}

/**
 * The current ID token for the Worker. A visitor with no stored session and no SDK loaded has
 * none; otherwise this waits for Firebase to restore the session, so the first requests of a
 * returning customer already carry it.
 */
export async function currentIdToken(forceRefresh = false): Promise<string | null> {
  if (!sdk && !readStoredUser()) return null;
  const { auth } = await loadAuthSdk();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
}

function toAuthUser(user: {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
}) {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
  };
}

const signedOut: AuthState = { user: null, loading: false, initialized: true };

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Who is signed in, as Firebase says once its SDK is loaded: followed from the start when this
 * browser holds a stored user record, else from the first `loadSdk()` (a page that signs in). A
 * session past its auth_exp is ended at the first answer (docs/product.md#accounts).
 */
function useFollowedSession() {
  // Until Firebase answers, the stored record stands in for the user, so a returning customer sees
  // their initials at once; the first check confirms it or clears it.
  const [state, setState] = useState<AuthState>(() => {
    const stored = readStoredUser();
    return {
      user: stored ? { ...stored, emailVerified: false } : null,
      loading: true,
      initialized: false,
    };
  });
  // Without a stored user record nobody is signed in here: no need to load Firebase to know it.
  const [following, setFollowing] = useState(() => state.user !== null);

  useEffect(() => {
    if (!following) {
      setState(signedOut);
      return;
    }
    let unsubscribe = () => {};
    let cancelled = false;
    let firstCheck = true;
    loadAuthSdk()
      .then((firebase) => {
        if (cancelled) return;
        unsubscribe = firebase.watchAuth((user) => {
          if (firstCheck) {
            firstCheck = false;
            if (user && isSessionExpired(window.localStorage.getItem(AUTH_EXP_KEY), Date.now())) {
              window.localStorage.removeItem(AUTH_EXP_KEY);
              writeStoredUser(null);
              forgetAccountOrders();
              setState(signedOut);
              void firebase.logOut();
              return;
            }
          }
          if (user) {
            writeStoredUser({ uid: user.uid, email: user.email, displayName: user.displayName });
            setState({ user: toAuthUser(user), loading: false, initialized: true });
          } else {
            writeStoredUser(null);
            forgetAccountOrders();
            setState(signedOut);
          }
        });
      })
      .catch((error: unknown) => {
        console.error('Impossibile caricare il servizio di accesso', error);
        setState(signedOut);
      });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [following]);

  const loadSdk = useCallback(() => {
    setFollowing(true);
    return loadAuthSdk();
  }, []);

  return { state, setState, loadSdk };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { state, setState, loadSdk } = useFollowedSession();
  const value = useMemo<AuthContextValue>(() => {
    const displayName = displayNameOf(state.user);
    return {
      ...state,
      isAuthenticated: state.user !== null,
      displayName,
      initials: initialsOf(displayName),
      loadSdk,
      markSignedIn: () =>
        window.localStorage.setItem(AUTH_EXP_KEY, String(sessionExpiry(Date.now()))),
      renamed: (name) =>
        setState((current) =>
          current.user ? { ...current, user: { ...current.user, displayName: name } } : current,
        ),
      logout: async () => {
        try {
          await (await loadAuthSdk()).logOut();
          writeStoredUser(null);
          forgetAccountOrders();
          window.localStorage.removeItem(AUTH_EXP_KEY);
          setState(signedOut);
          return true;
        } catch (error) {
          console.error('Errore durante il logout', error);
          return false;
        }
      },
    };
  }, [state, loadSdk, setState]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an <AuthProvider> above it');
  return value;
}
