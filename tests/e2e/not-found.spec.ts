import { productPage } from './support/catalogue';
import { shell } from './support/shell';
import { expect, test } from './support/test';

test.describe('honest status codes', () => {
  test('a path the site does not have answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/non-esiste');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(shell(page).notFoundHeading).toBeVisible();
    await expect(shell(page).robots).toHaveAttribute('content', 'noindex');
  });

  test('a page of the site answers 200 with its own headers', async ({ page }) => {
    const response = await page.goto('/shop');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    await expect(shell(page).heading).toHaveText(/Shop/);
  });

  test('a product that does not exist is a page that says so, with 200', async ({ page }) => {
    const response = await page.goto('/product-overview/999');
    expect(response?.status()).toBe(200);
    await expect(productPage(page).notFound).toBeVisible();
  });

  test('a missing file is a 404, never the page', async ({ request }) => {
    for (const path of ['/assets/non-esiste.js', '/images/non-esiste.png', '/non-esiste.txt']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
    expect((await request.get('/robots.txt')).status()).toBe(200);
  });
});
