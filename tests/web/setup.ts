import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// `npm test` runs this suite beside the Worker tests and the type checks on two cores: a debounce
// that waits 300 ms can take a second and more to answer, past findBy/waitFor's default of 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/**
 * The window's own functions as the environment made them, kept from the first file a Vitest
 * worker runs: some files replace `scrollTo` or `confirm` by hand.
 */
const PRISTINE = Symbol.for('riparo.web-tests.window-functions');
const globals = globalThis as unknown as Record<PropertyKey, unknown>;
globals[PRISTINE] ??= Object.fromEntries(
  Object.keys(globalThis)
    .filter((key) => !key.startsWith('__') && typeof globals[key] === 'function')
    .map((key) => [key, globals[key]]),
);

/**
 * The web project runs its files one after another in one worker and one happy-dom window
 * (`isolate: false` in vitest.config.ts): starting both again for every file was most of the
 * suite's time. Each file still starts as it would in a fresh worker: the app's modules are
 * evaluated again (their state: the cart, the toasts, the caches; `vi.mock`'s fakes belong to the
 * file that declared them and are registered again), the document is empty at the start address,
 * and timers, stubs and the window's functions are the environment's.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
  for (const [key, value] of Object.entries(globals[PRISTINE] as Record<string, unknown>)) {
    if (globals[key] !== value) globals[key] = value;
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  window.history.replaceState(null, '', '/');
});
