import './styles.css';
import { listenForPreloadErrors, showStartFailure } from './app/preload-error';

/**
 * The entry: the styles, and the client (web/start.tsx) once the page can show itself. A page the
 * Worker painted (worker/seo/first-paint.ts) starts it after its largest element is on screen, so
 * on a phone the client's code neither delays that paint nor competes with it
 * (docs/product.md#routes-and-access); any other page starts it at once.
 */
listenForPreloadErrors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const start = () => {
  import('./start').catch(() => showStartFailure(root));
};

/** After the page's load, a frame later: by then the painted page and its image are on screen. */
function afterFirstPaint(then: () => void) {
  const nextFrames = () => requestAnimationFrame(() => requestAnimationFrame(then));
  if (document.readyState === 'complete') nextFrames();
  else window.addEventListener('load', nextFrames, { once: true });
}

// A tab opened in the background paints nothing and runs no frames: it starts at once.
if (root.firstElementChild && document.visibilityState === 'visible') afterFirstPaint(start);
else start();
