import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SHOP } from '../../schema/shop';
import { NavLink } from '../app/NavLink';
import { PageSlot } from '../app/PageSlot';
import { Toaster } from '../ui/toast';

const ADMIN_LINKS = [
  { to: '/admin', label: 'Pannello', end: true },
  { to: '/admin/modulo/negozio', label: 'Negozio', end: false },
  { to: '/admin/posta', label: 'Posta inviata', end: false },
  { to: '/admin/webhook', label: 'Webhook', end: false },
  { to: '/admin/appuntamenti', label: 'Appuntamenti', end: false },
] as const;

/** The staff's area: no shop header or footer, its own navigation. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        {/* On a phone the links take a row of their own under the name and "Torna al sito". */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <span className="font-bold">{SHOP.name} · Gestione</span>
          <nav aria-label="Gestione" className="max-sm:order-last max-sm:w-full">
            <ul className="flex flex-wrap gap-1">
              {ADMIN_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      `rounded-md px-3 py-1.5 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link
            to="/"
            className="ml-auto text-sm font-medium text-slate-600 hover:text-ink hover:underline"
          >
            Torna al sito
          </Link>
        </div>
      </header>
      <main>
        <PageSlot>{children}</PageSlot>
      </main>
      <Toaster />
    </div>
  );
}
