import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useAuth } from '../account/auth';
import { useCart } from '../cart/cart-store';
import { MobileSearch } from '../catalogue/MobileSearch';
import { Icon } from '../ui/Icon';
import { OnDemand } from '../ui/OnDemand';
import { Logo } from './Logo';
import { NavLink } from './NavLink';
import { MAIN_LINKS } from './navigation';
import { useScrolledPast } from './useScrolled';

const SearchOverlay = lazy(() => import('../catalogue/SearchOverlay'));
const MobileMenu = lazy(async () => ({ default: (await import('./MobileMenu')).MobileMenu }));

function CartLink() {
  const { itemCount } = useCart();
  return (
    <Link
      to="/shopping-cart"
      aria-label={itemCount > 0 ? `Carrello, ${itemCount} articoli` : 'Carrello'}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-slate-100"
    >
      <Icon name="cart" className="size-6" />
      {itemCount > 0 ? (
        <span
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs leading-5 font-bold text-white"
        >
          {itemCount}
        </span>
      ) : null}
    </Link>
  );
}

function AccountLink() {
  const { isAuthenticated, initials, displayName } = useAuth();
  if (isAuthenticated) {
    return (
      <Link
        to="/profilo"
        // The initials shown are part of the name, so a person can say them to voice control.
        aria-label={`Account ${initials} di ${displayName}`}
        className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white hover:bg-brand-700"
      >
        {initials}
      </Link>
    );
  }
  return (
    <Link
      to="/login"
      aria-label="Account: accedi"
      className="inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-ink hover:bg-slate-100"
    >
      <Icon name="user" className="size-6" />
      <span className="hidden xl:inline">Accedi</span>
    </Link>
  );
}

export function Header() {
  const slot = useRef<HTMLDivElement>(null);
  // The header leaves its place below the banner once the page scrolls past the banner.
  const fixed = useScrolledPast(slot);
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div ref={slot} className="h-[7.75rem] lg:h-[4.5rem] print:hidden">
      <header
        data-fixed={fixed}
        className={`inset-x-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur ${
          fixed ? 'fixed top-0 shadow-md' : 'relative'
        }`}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:h-[4.5rem] lg:px-8">
          <button
            type="button"
            aria-label="Apri menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-slate-100 lg:hidden"
          >
            <Icon name="menu" className="size-6" />
          </button>
          <Logo />
          <nav aria-label="Principale" className="ml-6 hidden lg:block">
            <ul className="flex items-center gap-1">
              {MAIN_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      `rounded-full px-3 py-2 text-sm font-medium transition-colors ${
                        isActive
                          ? 'bg-brand-50 text-brand-700'
                          : 'text-slate-700 hover:bg-slate-100'
                      }`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <button
              type="button"
              onClick={() => setSearchOpen(true)}
              className="hidden h-10 items-center gap-2 rounded-full border border-slate-200 px-4 text-sm text-slate-500 hover:border-slate-300 hover:bg-slate-50 lg:inline-flex"
            >
              <Icon name="search" className="size-4" />
              <span className="pr-6">Cerca prodotti</span>
            </button>
            <AccountLink />
            <CartLink />
          </div>
        </div>
        <div className="px-4 pb-3 sm:px-6 lg:hidden">
          <MobileSearch />
        </div>
      </header>
      {searchOpen ? (
        <Suspense fallback={null}>
          <SearchOverlay onClose={() => setSearchOpen(false)} />
        </Suspense>
      ) : null}
      <OnDemand when={menuOpen}>
        <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      </OnDemand>
    </div>
  );
}
