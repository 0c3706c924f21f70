/**
 * When a lazy page's chunk fails to load (most often: a new deployment removed it), reload once
 * to fetch the new version. A second failure for the same page is left unhandled, so Vite
 * rethrows it and the route's error screen shows instead of a reload loop.
 */
export const PRELOAD_RELOAD_KEY = 'preload-error-reloaded';

interface PreloadErrorDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  path: string;
}

export function handlePreloadError(
  event: Event,
  { storage, reload, path }: PreloadErrorDeps,
): void {
  if (storage.getItem(PRELOAD_RELOAD_KEY) === path) return;
  storage.setItem(PRELOAD_RELOAD_KEY, path);
  event.preventDefault();
  reload();
}

export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    handlePreloadError(event, {
      storage: window.sessionStorage,
      reload: () => window.location.reload(),
      path: window.location.pathname,
    });
  });
}
