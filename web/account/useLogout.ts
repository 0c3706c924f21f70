import { useNavigate } from '../app/location';
import { useAuth } from './auth';

/**
 * Signing out (docs/product.md#accounts): the auth logout, and home. Home comes first, so a
 * page that needs an account is left before the session ends, not bounced to the login page.
 */
export function useLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await navigate('/');
    return logout();
  };
}
