import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrolledPast } from '../../web/app/useScrolled';
import { FakeIntersectionObserver, stubIntersectionObserver } from './shell-fixtures';

describe('useScrolledPast', () => {
  stubIntersectionObserver();

  it("turns true once the anchor's top leaves the viewport, and back when it returns", () => {
    const anchor = { current: document.createElement('div') };
    const hook = renderHook(() => useScrolledPast(anchor));
    const [observer] = FakeIntersectionObserver.made;
    // Crossing at the anchor's top and at its bottom: both edges of the header's slot.
    expect(observer?.options).toEqual({ threshold: [0, 1] });
    expect(observer?.observed).toEqual([anchor.current]);
    expect(hook.result.current).toBe(false);
    observer?.cross(-1);
    expect(hook.result.current).toBe(true);
    observer?.cross(0);
    expect(hook.result.current).toBe(false);
  });
});
