import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * An IntersectionObserver the test drives: happy-dom has none that reports. `cross` hands the
 * callback entries whose element's top is at the given offsets, in order.
 */
export class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeIntersectionObserver.made.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  cross(...tops: number[]) {
    const entries = tops.map(
      (top) => ({ boundingClientRect: { top } }) as unknown as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

/** Puts a fresh FakeIntersectionObserver in the window for each test of the calling suite. */
export function stubIntersectionObserver() {
  beforeEach(() => {
    FakeIntersectionObserver.made = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());
}
