import { createRequire } from 'node:module';
import { nextFrames } from './support/accessibility';
import { listing, productPage } from './support/catalogue';
import { noRequestOnItsWay } from './support/network';
import { shell } from './support/shell';
import { expect, type Page, test } from './support/test';

/** The script files a page downloads from now on. */
function scriptsLoaded(page: Page) {
  const files: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      files.push(new URL(response.url()).pathname);
    }
  });
  return files;
}

const isAuthSdk = (file: string) => /\/assets\/firebase-[\w-]+\.js$/.test(file);

test('a visitor browsing the shop never downloads the sign-in SDK', async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/');
  await expect(shell(page).heading).toBeVisible();
  await shell(page).nav.getByRole('link', { name: 'Shop' }).click();
  await expect(listing(page).count).toBeVisible();
  await productPage(page).open(1);
  await expect(productPage(page).heading).toHaveText('iPhone 15 Pro');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(isAuthSdk)).toEqual([]);
});

test('the home page loads with no request refused or failing, its icon included', async ({
  page,
}) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failures.push(`failed ${request.url()}`));
  await page.goto('/');
  await expect(shell(page).heading).toBeVisible();
  await noRequestOnItsWay(page, () => nextFrames(page));
  expect(failures).toEqual([]);
  for (const [path, type] of [
    ['/favicon.ico', 'image/vnd.microsoft.icon'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
  ]) {
    const icon = await page.request.get(path ?? '');
    expect(icon.status(), path).toBe(200);
    expect(icon.headers()['content-type'], path).toContain(type);
  }
});

test('the sign-in page brings the SDK when it is needed', async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/login');
  await expect(shell(page).heading).toBeVisible();
  await expect.poll(() => scripts.some(isAuthSdk)).toBe(true);
});

test('a page opens whole: the previous one stays until the next can show', async ({ page }) => {
  await page.goto('/support');
  await expect(shell(page).heading).toBeVisible();
  // Slow the next page's code down: until it arrives the support page must stay on screen.
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked: () => void = () => {};
  const asking = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route('**/assets/AcademyPage-*.js', async (route) => {
    asked();
    await arrived;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Academy' }).first().click();
  // The click has been handled: the next page's code is being asked for, and held.
  await asking;
  await nextFrames(page);
  await expect(page).toHaveURL('/support');
  await expect(shell(page).busy).toHaveCount(0);
  release();
  await expect(page).toHaveURL('/academy');
  await expect(shell(page).heading).toBeVisible();
});

for (const path of ['/support', '/product-overview/1']) {
  test(`${path} whose client will not load reloads once, then says so instead of staying blank or frozen`, async ({
    page,
  }) => {
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads++;
    });
    await page.route('**/assets/start-*.js', (route) => route.abort());
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: 'Non è stato possibile aprire la pagina' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ricarica la pagina' })).toBeVisible();
    // The first load and the one reload: no loop.
    expect(loads).toBe(2);
  });
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

test.describe("the Worker's first paint", () => {
  test('with JavaScript off, the product page shows its name, image and price', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/product-overview/1');
    const product = productPage(page);
    await expect(product.heading).toHaveText('iPhone 15 Pro');
    await expect(product.image(/iPhone 15 Pro/)).toBeVisible();
    expect(
      await product.image(/iPhone 15 Pro/).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(product.price(/1\.299,00\s€/)).toBeVisible();
    await expect(product.shows('+ IVA')).toBeVisible();
    await context.close();
  });

  test('the client replaces it with the real page: one heading, one main', async ({ page }) => {
    await productPage(page).open(1);
    await expect(productPage(page).heading).toHaveText('iPhone 15 Pro');
    await expect(page.getByRole('button', { name: 'Aggiungi al carrello' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`/shop's first cards stay where the first paint put them (${viewport.width} px)`, async ({
      browser,
    }) => {
      const firstCard = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ viewport, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto('/shop');
        if (javaScriptEnabled) await expect(page.getByText('Ordina per')).toBeVisible();
        const card = page.getByRole('main').getByRole('article').first();
        await expect(card).toBeVisible();
        const box = await card.boundingBox();
        await context.close();
        return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
      };
      expect(await firstCard(false)).toEqual(await firstCard(true));
    });
  }

  for (const path of ['/', '/shop', '/product-overview/1']) {
    test(`${path} before its code runs has no accessibility violation`, async ({ browser }) => {
      // The client's code never arrives; axe is added past the page's CSP.
      const context = await browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } })
          .axe;
        return (await axe.run()).violations;
      });
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});
