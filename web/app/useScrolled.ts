import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the page has scrolled past the top of `anchor`. An IntersectionObserver tells when
 * its top leaves or comes back into the viewport, measured with the browser's own layout, so
 * neither mounting nor scrolling forces one (reading offsetTop on mount did, during the client's
 * start).
 */
export function useScrolledPast(anchor: RefObject<HTMLElement | null>): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (latest) setScrolled(latest.boundingClientRect.top < 0);
      },
      { threshold: [0, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [anchor]);
  return scrolled;
}
