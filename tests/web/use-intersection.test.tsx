import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIntersection } from '../../web/app/useIntersection';
import { FakeIntersectionObserver, stubIntersectionObserver } from './shell-fixtures';

const ABOVE = (entry: IntersectionObserverEntry) => entry.boundingClientRect.top < 0;
const OPTIONS = { threshold: [0, 1] };

function observe(element: HTMLElement | null) {
  const ref = { current: element };
  const hook = renderHook(() => useIntersection(ref, ABOVE, OPTIONS));
  return { hook, observers: FakeIntersectionObserver.made };
}

describe('useIntersection', () => {
  stubIntersectionObserver();

  it('watches the element once with the options given, false until it crosses', () => {
    const element = document.createElement('div');
    const { hook, observers } = observe(element);
    expect(hook.result.current).toBe(false);
    hook.rerender();
    expect(observers).toHaveLength(1);
    expect(observers[0]?.observed).toEqual([element]);
    expect(observers[0]?.options).toBe(OPTIONS);
  });

  it.each([
    ['the only crossing', [-10], true],
    ['the latest of several crossings', [-10, 4], false],
    ['the latest, above after below', [4, -1], true],
  ])('says what `read` says of %s', (_, tops, expected) => {
    const { hook, observers } = observe(document.createElement('div'));
    observers[0]?.cross(...tops);
    expect(hook.result.current).toBe(expected);
  });

  it('changes nothing on a report with no entry', () => {
    const { hook, observers } = observe(document.createElement('div'));
    observers[0]?.cross(-10);
    observers[0]?.cross();
    expect(hook.result.current).toBe(true);
  });

  it('stops watching when the component leaves', () => {
    const { hook, observers } = observe(document.createElement('div'));
    expect(observers[0]?.disconnected).toBe(false);
    hook.unmount();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('watches nothing while there is no element, and stays false', () => {
    const { hook, observers } = observe(null);
    expect(observers).toEqual([]);
    expect(hook.result.current).toBe(false);
  });
});
