import { Link } from 'wouter';
import { useAuth } from '../account/auth';
import { useLogout } from '../account/useLogout';
import { Icon } from '../ui/Icon';
import { Sheet } from '../ui/Sheet';
import { NavLink } from './NavLink';
import { MAIN_LINKS } from './navigation';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { isAuthenticated, user, displayName } = useAuth();
  const logout = useLogout();
  return (
    <Sheet open={open} onClose={onClose} label="Menu" side="left">
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="text-lg font-bold">Menu</span>
          <button
            type="button"
            onClick={onClose}
            aria-label="Chiudi menu"
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-slate-100"
          >
            <Icon name="close" className="size-6" />
          </button>
        </div>
        <nav aria-label="Menu mobile" className="flex-1 overflow-y-auto px-2 py-3">
          <ul className="space-y-1">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={onClose}
                  className={({ isActive }) =>
                    `flex items-center justify-between rounded-lg px-3 py-3 text-base font-medium ${
                      isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-slate-100'
                    }`
                  }
                >
                  {link.label}
                  <Icon name="chevronRight" className="size-4 text-slate-400" />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-200 p-4">
          {isAuthenticated ? (
            <div className="space-y-3">
              <div>
                <p className="font-semibold">{displayName}</p>
                <p className="text-sm text-slate-600">{user?.email}</p>
              </div>
              <Link
                to="/profilo"
                onClick={onClose}
                className="flex items-center gap-2 rounded-lg px-3 py-2.5 font-medium hover:bg-slate-100"
              >
                <Icon name="user" /> Il mio account
              </Link>
              <button
                type="button"
                onClick={() => {
                  onClose();
                  void logout();
                }}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left font-medium text-red-700 hover:bg-red-50"
              >
                <Icon name="logout" /> Esci
              </button>
            </div>
          ) : (
            <Link
              to="/login"
              onClick={onClose}
              className="flex items-center justify-center gap-2 rounded-full bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700"
            >
              <Icon name="user" /> Account
            </Link>
          )}
        </div>
      </div>
    </Sheet>
  );
}
