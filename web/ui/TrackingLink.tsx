import type { ReactNode } from 'react';

/**
 * A courier's tracking page (docs/product.md#shipments): another site, so a new tab, which it
 * says to a screen reader, and no referrer, since a status page's address can carry its link.
 */
export function TrackingLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline"
    >
      {children}
      <span className="sr-only"> (si apre in una nuova scheda)</span>
    </a>
  );
}
