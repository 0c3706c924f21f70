import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

interface NavLinkProps {
  to: string;
  /** Active only on exactly this path, not on the pages below it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
  onClick?: () => void;
  children: ReactNode;
}

/** A navigation link that knows when it leads to the current page, and says so. */
export function NavLink({ to, end = false, className, onClick, children }: NavLinkProps) {
  const [path] = useLocation();
  const active = path === to || (!end && path.startsWith(`${to}/`));
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={className({ isActive: active })}
    >
      {children}
    </Link>
  );
}
