import { describe, expect, it, vi } from 'vitest';
import {
  handlePreloadError,
  PRELOAD_RELOAD_KEY,
  showStartFailure,
} from '../../web/app/preload-error';

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

describe('the client that fails to start', () => {
  it("replaces the served page with the error screen's message and its reload button", () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><h1>iPhone 15 Pro</h1></main>';
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    showStartFailure(root);
    expect(root.querySelector('h1')?.textContent).toBe('Non è stato possibile aprire la pagina');
    expect(root.textContent).not.toContain('iPhone 15 Pro');
    const button = root.querySelector('button');
    expect(button?.textContent).toBe('Ricarica la pagina');
    button?.click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
