import { describe, expect, it, vi } from 'vitest';
import { handlePreloadError, PRELOAD_RELOAD_KEY } from '../../web/app/preload-error';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('a lazy page that fails to load', () => {
  it('is handled once by reloading the page', () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    const reload = vi.fn();
    const storage = memoryStorage();
    handlePreloadError(event, { storage, reload, path: '/shop' });
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.getItem(PRELOAD_RELOAD_KEY)).toBe('/shop');
  });

  it('is left unhandled the second time, so Vite rethrows it instead of reloading forever', () => {
    const storage = memoryStorage();
    storage.setItem(PRELOAD_RELOAD_KEY, '/shop');
    const event = new Event('vite:preloadError', { cancelable: true });
    const reload = vi.fn();
    handlePreloadError(event, { storage, reload, path: '/shop' });
    expect(event.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again for a different page', () => {
    const storage = memoryStorage();
    storage.setItem(PRELOAD_RELOAD_KEY, '/shop');
    const event = new Event('vite:preloadError', { cancelable: true });
    const reload = vi.fn();
    handlePreloadError(event, { storage, reload, path: '/academy' });
    expect(reload).toHaveBeenCalledOnce();
  });
});
