import { buttonStyles } from '../ui/buttons';
import { ROUTE_ERROR_COPY } from './route-error-copy';

/**
 * When a lazy chunk fails to load (most often: a new deployment removed it), the client's own
 * (web/start.tsx) or a page's, reload once to fetch the new version. A second failure for the same
 * page is left unhandled, so Vite rethrows it and the error screen shows instead of a reload loop.
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

/**
 * When the client itself (web/start.tsx) will not load even after the reload, React is not there
 * to draw RouteError: the entry writes the same message and button into the page instead of
 * leaving it blank or frozen.
 */
export function showStartFailure(root: HTMLElement): void {
  const container = document.createElement('div');
  container.className = 'mx-auto w-full max-w-7xl px-4 py-20 text-center sm:px-6 lg:px-8';
  const heading = document.createElement('h1');
  heading.className = 'text-3xl font-bold';
  heading.textContent = ROUTE_ERROR_COPY.heading;
  const explanation = document.createElement('p');
  explanation.className = 'mx-auto mt-3 max-w-md text-slate-600';
  explanation.textContent = ROUTE_ERROR_COPY.explanation;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = `${buttonStyles.primary} mt-8`;
  reload.textContent = ROUTE_ERROR_COPY.reload;
  reload.addEventListener('click', () => window.location.reload());
  container.append(heading, explanation, reload);
  root.replaceChildren(container);
}
