import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProductPage } from '../../web/catalogue/useProductPage';
import { heldWorker, product } from './catalogue-fixtures';
import { withClient } from './hook-render';

function renderPage(id: string) {
  const worker = heldWorker();
  const hook = renderHook(() => useProductPage(id), { wrapper: withClient(worker.client) });
  return { ...worker, hook };
}

describe('useProductPage', () => {
  it('loads the product an address names, its id read as the catalogue writes it', async () => {
    const { hook, asked, answer } = renderPage(' 3 ');
    expect(hook.result.current.status).toBe('loading');
    expect(asked).toEqual([{ name: 'ProductPage', variables: { id: '3' } }]);
    await answer({ data: { product: product() } });
    expect(hook.result.current).toMatchObject({ status: 'ready', product: product() });
  });

  it.each(['abc', '3a', '0', '-1', '', '1234567890'])(
    'has nothing to show at "%s", which cannot be a product, and asks nothing',
    (id) => {
      const { hook, asked } = renderPage(id);
      expect(hook.result.current.status).toBe('notFound');
      expect(asked).toEqual([]);
    },
  );

  it('has nothing to show for a product the catalogue lacks', async () => {
    const { hook, answer } = renderPage('999');
    await answer({ data: { product: null } });
    expect(hook.result.current.status).toBe('notFound');
  });

  it.each([
    ['the network fails', (worker: ReturnType<typeof heldWorker>) => worker.failNetwork()],
    [
      'the Worker errs',
      (worker: ReturnType<typeof heldWorker>) =>
        worker.answer({
          errors: [{ message: 'Errore interno', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        }),
    ],
  ])('has failed when %s, and a retry asks the network again', async (_, fail) => {
    const page = renderPage('3');
    await fail(page);
    expect(page.hook.result.current.status).toBe('failed');

    act(() => page.hook.result.current.retry());
    expect(page.asked).toHaveLength(2);
    expect(page.policies.at(-1)).toBe('network-only');
    await page.answer({ data: { product: product() } });
    expect(page.hook.result.current.status).toBe('ready');
  });
});
