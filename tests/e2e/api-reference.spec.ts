import { axeViolations, WIDTHS } from './support/accessibility';
import { legalFooter } from './support/legal';
import { expect, test } from './support/test';

// axe-core goes in as a script, which the page's own CSP (nothing but its styles) would refuse.
test.use({ bypassCSP: true });

test.describe('the API reference', () => {
  test("is linked from the site's footer and reads on a phone and a laptop", async ({ page }) => {
    await page.goto('/');
    await legalFooter(page).link('API per sviluppatori').click();
    await expect(page).toHaveURL('/api');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'API GraphQL per sviluppatori',
    );
    const index = page.getByRole('navigation', { name: 'Indice del riferimento' });
    await index.getByRole('link', { name: 'Limiti', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Limiti', exact: true }),
    ).toBeInViewport();
    await expect(page.getByRole('table', { name: 'Valori di extensions.code' })).toBeVisible();
    await expect(page.locator('#query-myOrdersConnection')).toBeAttached();

    const violations: string[] = [];
    for (const [width, size] of Object.entries(WIDTHS)) {
      await page.setViewportSize(size);
      // Nothing wider than the screen: long names and signatures wrap, tables scroll in place.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, width).toBeLessThanOrEqual(0);
      violations.push(...(await axeViolations(page, `the API reference, ${width}`)));
    }
    expect(violations).toEqual([]);
  });

  test('hands out the schema as SDL', async ({ page }) => {
    const response = await page.request.get('/api/schema.graphql');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('myOrdersConnection(');
  });
});
