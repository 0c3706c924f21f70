import { createContext, type ReactNode, useContext } from 'react';
import { displayNameOf, initialsOf } from '../../schema/rules/display-name';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
}

export interface AuthState {
  user: AuthUser | null;
  loading: boolean;
  initialized: boolean;
}

interface AuthContextValue extends AuthState {
  isAuthenticated: boolean;
  displayName: string;
  initials: string;
  logout: () => Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Until accounts arrive every visitor is signed out; the header and guards already ask here. */
const signedOut: AuthContextValue = {
  user: null,
  loading: false,
  initialized: true,
  isAuthenticated: false,
  displayName: displayNameOf(null),
  initials: initialsOf(displayNameOf(null)),
  logout: async () => true,
};

export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={signedOut}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an <AuthProvider> above it');
  return value;
}
