import type { ReactNode } from 'react';
import { NavLink } from '../app/NavLink';
import { Container } from '../ui/Container';
import { Icon, type IconName } from '../ui/Icon';
import { PageMeta } from '../ui/PageMeta';
import { useAuth } from './auth';
import { useLogout } from './useLogout';

const LINKS: { to: string; label: string; icon: IconName; end?: boolean }[] = [
  { to: '/profilo', label: 'Panoramica', icon: 'user', end: true },
  { to: '/profilo/informazioni', label: 'Informazioni', icon: 'clipboard' },
  { to: '/profilo/indirizzi', label: 'Indirizzi', icon: 'mapPin' },
  { to: '/profilo/preferiti', label: 'Preferiti', icon: 'heart' },
  { to: '/order-history', label: 'Ordini', icon: 'package' },
  { to: '/profilo/riparazioni', label: 'Riparazioni', icon: 'wrench' },
  { to: '/modifica-password', label: 'Password', icon: 'shield' },
];

/** The frame of the account pages: who is signed in, the area's sections, and the page. */
export function AccountLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { displayName, initials, user } = useAuth();
  const logout = useLogout();
  return (
    <Container className="py-10">
      <PageMeta title={title} description={description} noIndex />
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        {/* min-w-0: the menu scrolls sideways on a phone instead of widening the page. */}
        <aside className="min-w-0 space-y-4">
          <div className="flex items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
              {initials}
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold">{displayName}</p>
              <p className="truncate text-sm text-slate-600">{user?.email}</p>
            </div>
          </div>
          <nav aria-label="Il mio account">
            <ul className="relative flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:gap-1">
              {LINKS.map((link) => (
                <li key={link.to} className="shrink-0">
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      `flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium ${
                        isActive
                          ? 'bg-brand-50 text-brand-700'
                          : 'text-slate-700 hover:bg-slate-100'
                      }`
                    }
                  >
                    <Icon name={link.icon} className="size-4" />
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li className="shrink-0">
                <button
                  type="button"
                  onClick={() => void logout()}
                  className="flex w-full items-center gap-2 rounded-xl px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
                >
                  <Icon name="logout" className="size-4" /> Esci
                </button>
              </li>
            </ul>
          </nav>
        </aside>
        <section className="min-w-0">
          <h1 className="mb-6 text-3xl font-bold tracking-tight">{title}</h1>
          {children}
        </section>
      </div>
    </Container>
  );
}
