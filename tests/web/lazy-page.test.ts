import { describe, expect, it } from 'vitest';
import { page } from '../../web/app/lazy-page';

describe('a lazy page', () => {
  it('says it is loaded only once its module is in, so navigation knows when not to wait', async () => {
    const lazyPage = page(async () => () => null);
    expect(lazyPage.loaded()).toBe(false);
    await lazyPage.preload();
    expect(lazyPage.loaded()).toBe(true);
  });

  it('stays unloaded when its module fails, so navigation waits and the error page says so', async () => {
    const lazyPage = page(() => Promise.reject(new Error('chunk')));
    await expect(lazyPage.preload()).rejects.toThrow('chunk');
    expect(lazyPage.loaded()).toBe(false);
  });
});
