import { type RefObject, useEffect, useState } from 'react';

/**
 * What `read` says of `element`'s latest crossing of `options`' thresholds. An
 * IntersectionObserver measures with the browser's own layout, so neither mounting nor scrolling
 * forces one (reading offsetTop on mount did, during the client's start). `read` and `options`
 * are module constants, so the observer is made once per element.
 */
export function useIntersection(
  element: RefObject<HTMLElement | null>,
  read: (entry: IntersectionObserverEntry) => boolean,
  options: IntersectionObserverInit,
): boolean {
  const [state, setState] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      if (latest) setState(read(latest));
    }, options);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, read, options]);
  return state;
}
