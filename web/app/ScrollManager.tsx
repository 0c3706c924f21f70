import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/** Where each address was scrolled to, for back and forward. */
const positions = new Map<string, number>();
let returning = false;

// Registered before the router subscribes, so it runs before the router renders the page; the
// flag lasts until that render is done (a change of query alone renders nothing here).
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    returning = true;
    setTimeout(() => {
      returning = false;
    });
  });
}

const address = () => `${window.location.pathname}${window.location.search}`;

/**
 * A new page starts at the top; back and forward return to where the visitor was. Changing only
 * the query (the shop's filters) keeps the scroll.
 */
export function ScrollManager() {
  const [path] = useLocation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(address(), window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new page moves the scroll, not a new query
  useLayoutEffect(() => {
    const { hash } = window.location;
    if (returning) {
      window.scrollTo(0, positions.get(address()) ?? 0);
    } else if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [path]);

  return null;
}
