import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteNavigation } from '../../web/app/site-navigation';

function navigateWith(loaded: boolean) {
  let resolve = () => {};
  const page = {
    preload: () => new Promise<void>((done) => (resolve = done)),
    loaded: () => loaded,
  };
  const { useSiteLocation } = siteNavigation(() => [page]);
  const { result } = renderHook(() => useSiteLocation());
  return { navigate: (to: string) => result.current[1](to), arrive: () => resolve() };
}

describe("the site's navigation", () => {
  it('changes the address at once when the next page’s code is already in', () => {
    window.history.replaceState(null, '', '/shop');
    const { navigate } = navigateWith(true);
    void navigate('/shop?marca=Apple');
    expect(window.location.search).toBe('?marca=Apple');
  });

  it('keeps the current address until the next page’s code has arrived', async () => {
    window.history.replaceState(null, '', '/shop');
    const { navigate, arrive } = navigateWith(false);
    const moved = navigate('/support');
    expect(window.location.pathname).toBe('/shop');
    arrive();
    await moved;
    expect(window.location.pathname).toBe('/support');
  });
});
