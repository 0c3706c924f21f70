import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../account/auth';
import { readStoredUser } from '../account/stored-user';

/** The profile area: a signed-out visitor goes to login, which brings them back afterwards. */
export function RequireAuth() {
  const { isAuthenticated, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-slate-600">
        Verifica dell'accesso in corso…
      </div>
    );
  }
  if (!isAuthenticated) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return <Outlet />;
}

/**
 * The admin area needs a stored user record, as the specification says. This is convenience:
 * every admin operation is checked again on the server.
 */
export function RequireStoredUser() {
  if (!readStoredUser()) return <Navigate to="/" replace />;
  return <Outlet />;
}
