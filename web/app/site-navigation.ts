import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import type { LazyPage } from './lazy-page';

type NavigateOptions = { replace?: boolean; state?: unknown };

/** The site's navigation over its route table: `pagesFor` names the modules a path shows. */
export function siteNavigation(pagesFor: (path: string) => Pick<LazyPage, 'preload' | 'loaded'>[]) {
  const preloadPath = (path: string): Promise<unknown> =>
    Promise.all(pagesFor(path).map((lazyPage) => lazyPage.preload()));

  /**
   * Navigation waits for the next page's code, as a server-rendered site would: the current page
   * stays until the next one can show at once, instead of a blank moment. Resolves once the
   * address has changed, for callers that must act only after leaving the page (signing out).
   */
  const navigate = (to: string, options?: NavigateOptions): Promise<void> => {
    const path = new URL(to, window.location.href).pathname;
    // With the code in (a listing refining itself), the address changes at once, so a radio or a
    // select never shows its old value while a wait that waits for nothing passes.
    if (pagesFor(path).every((lazyPage) => lazyPage.loaded())) {
      browserNavigate(to, options);
      return Promise.resolve();
    }
    return preloadPath(path)
      .catch(() => {
        // The page's error screen will say so once there.
      })
      .then(() => browserNavigate(to, options));
  };

  const useSiteLocation = (): [string, typeof navigate] => [useBrowserLocation()[0], navigate];

  return { preloadPath, useSiteLocation };
}
