import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '../account/auth';
import { readStoredUser } from '../account/stored-user';
import { useUrl } from './location';

/** The profile area: a signed-out visitor goes to login, which brings them back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading } = useAuth();
  const { pathname, search } = useUrl();
  if (loading) {
    return (
      <div role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-slate-600">
        Verifica dell'accesso in corso…
      </div>
    );
  }
  if (!isAuthenticated) {
    const wanted = `${pathname}${search}${window.location.hash}`;
    return <Redirect to={`/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return children;
}

/**
 * The admin area needs a stored user record (docs/product.md#routes-and-access). This is only
 * convenience: every admin operation is checked again on the server.
 */
export function RequireStoredUser({ children }: { children: ReactNode }) {
  if (!readStoredUser()) return <Redirect to="/" replace />;
  return children;
}
