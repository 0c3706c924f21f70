import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `npm test` runs this suite beside the Worker tests and the type checks on two cores: a debounce
// that waits 300 ms can take a second and more to answer, past findBy/waitFor's default of 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
