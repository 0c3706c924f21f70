import type { RefObject } from 'react';
import { useIntersection } from './useIntersection';

const TOP_LEFT = (entry: IntersectionObserverEntry) => entry.boundingClientRect.top < 0;
const EDGES = { threshold: [0, 1] };

/** True once the page has scrolled past the top of `anchor`. */
export function useScrolledPast(anchor: RefObject<HTMLElement | null>): boolean {
  return useIntersection(anchor, TOP_LEFT, EDGES);
}
