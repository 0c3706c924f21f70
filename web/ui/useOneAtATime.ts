import { useCallback, useRef, useState } from 'react';

/**
 * Sends one action at a time: while one is on its way `busy` is true, for its button to show, and
 * another press sends nothing (resolving undefined), even one made before the button is redrawn.
 */
export function useOneAtATime() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const once = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, once };
}
