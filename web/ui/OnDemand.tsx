import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Mounts a lazily loaded part the first time it is wanted and keeps it afterwards, so code that
 * only serves an interaction (a drawer, a menu) stays out of the first page's download.
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Renders `children` once its place comes near the viewport; until then, and while they load,
 * an empty block of `placeholderClassName` holds the room so nothing below moves.
 */
export function WhenNearViewport({
  children,
  placeholderClassName,
}: {
  children: ReactNode;
  placeholderClassName: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div ref={ref} className={placeholderClassName} />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
