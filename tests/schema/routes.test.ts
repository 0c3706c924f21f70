import { describe, expect, it } from 'vitest';
import { isSitePath } from '../../schema/routes';

describe('the route table', () => {
  it.each([
    '/',
    '/shop',
    '/shop/',
    '/product-overview/1',
    '/product-overview/non-esiste',
    '/order/RL-2026-000001',
    '/profilo',
    '/profilo/preferiti',
    '/admin',
    '/admin/modulo/negozio',
    // As the browser's router reads it: case and escapes do not matter.
    '/SHOP',
    '/pr%6Ffilo',
  ])('knows %s', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    '/non-esiste',
    '/shop/extra',
    '/product-overview',
    '/product-overview/1/2',
    '/order',
    '/profilo/altro',
    '/admin/non-esiste',
    '/index.html',
    '/%E0%A4%A',
  ])('does not know %s', (path) => {
    expect(isSitePath(path)).toBe(false);
  });
});
