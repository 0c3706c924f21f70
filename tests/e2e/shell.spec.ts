import { mobileMenu, shell, watchForPageErrors } from './support/shell';
import { expect, test } from './support/test';

const PUBLIC_ROUTES: [path: string, heading: RegExp][] = [
  ['/', /Ripar/],
  ['/preventivo', /preventivo/i],
  ['/regolamento-spedizioni', /Regolamento spedizioni/],
  ['/modulo-spedizione', /spedizione/i],
  ['/academy', /Academy/],
  ['/stato-riparazione', /Stato riparazione/],
  ['/privacy-policy', /Privacy/],
  ['/condizioni-di-vendita', /Condizioni di vendita/],
  ['/termini-di-utilizzo', /Termini di utilizzo/],
  ['/dichiarazione-accessibilita', /Dichiarazione di accessibilità/],
  ['/support', /Supporto/],
  ['/shop', /Shop/],
  ['/product-lists', /Shop/],
  ['/category-pages', /Shop|Risultati/],
  ['/product-overview/1', /iPhone 15 Pro|Scheda prodotto/],
  ['/shopping-cart', /Carrello/],
  ['/checkout-forms', /Checkout|Dati/],
  ['/order-summaries', /Riepilogo/],
  ['/order-history', /ordini/i],
  ['/login', /Accedi/],
  ['/registrazione', /account/i],
  ['/verifyaccount', /Verifica/],
  ['/reset-password', /password/i],
  ['/modifica-password', /password/i],
];

/**
 * The routes in parts, each opened by a full load in one browser: a test per route spent more on
 * a fresh browser and its first download of the site's code than on the route.
 */
const ROUTE_PARTS = 3;

test.describe('every route of the specification', () => {
  for (let part = 0; part < ROUTE_PARTS; part += 1) {
    const routes = PUBLIC_ROUTES.filter((_, position) => position % ROUTE_PARTS === part);
    test(`${routes.map(([path]) => path).join(', ')} render their pages inside the shell`, async ({
      page,
    }) => {
      const problems = watchForPageErrors(page);
      for (const [path, heading] of routes) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(shell(page).heading).toHaveText(heading);
          await expect(page).toHaveTitle(/\| RiparoLab$/);
          expect(await shell(page).description.getAttribute('content')).toBeTruthy();
          await expect(shell(page).nav).toBeVisible();
          await expect(shell(page).footer).toBeVisible();
          expect(problems, path).toEqual([]);
        });
      }
    });
  }

  test('any other path shows the 404 page', async ({ page }) => {
    await page.goto('/questa-pagina-non-esiste');
    await expect(shell(page).notFound).toBeVisible();
    await expect(shell(page).notFoundHeading).toBeVisible();
    await expect(shell(page).robots).toHaveAttribute('content', 'noindex');
    await page.goto('/admin/non-esiste');
    await expect(page).toHaveURL('/');
  });
});

test.describe('guards', () => {
  test('each account page sends a signed-out visitor to login with the full wanted path', async ({
    page,
  }) => {
    for (const path of [
      '/profilo',
      '/profilo/informazioni',
      '/profilo/indirizzi?ordine=2#nuovo',
      '/profilo/preferiti',
      '/profilo/riparazioni',
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(/\/login\?redirect=/);
        const redirect = new URL(page.url()).searchParams.get('redirect');
        expect(redirect).toBe(path);
      });
    }
  });

  test('the admin area needs a stored user record, else home', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/');
    await page.goto('/admin/modulo/negozio');
    await expect(page).toHaveURL('/');
  });

  test('with a stored user record the admin area opens without header or footer', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'user',
        JSON.stringify({ uid: 'u1', email: 'a@b.it', displayName: 'a' }),
      );
    });
    await page.goto('/admin');
    await expect(shell(page).adminNav).toBeVisible();
    await expect(shell(page).nav).toHaveCount(0);
    await expect(shell(page).footer).toHaveCount(0);
    await expect(shell(page).banner).toHaveCount(0);
    await page.goto('/admin/modulo/negozio');
    await expect(page).toHaveURL('/admin/modulo/negozio');
    await expect(shell(page).nav).toHaveCount(0);
  });
});

test.describe('the shell', () => {
  test('the header links come in the specified order', async ({ page }) => {
    await page.goto('/');
    await expect(shell(page).nav.getByRole('link')).toHaveText([
      'Preventivo',
      'Stato riparazione',
      'Shop',
      'Academy',
      'Supporto',
    ]);
    await expect(shell(page).banner).toBeVisible();
    await expect(shell(page).searchButton).toBeVisible();
    await expect(shell(page).cartLink).toHaveAttribute('href', '/shopping-cart');
    await shell(page).expectCartCount(0);
    await expect(shell(page).accountLink).toHaveAttribute('href', '/login');
  });

  test('the footer carries the legal line, the links, two social profiles and 2023', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = shell(page).footer;
    await expect(footer).toContainText('RiparoLab S.r.l.');
    await expect(footer).toContainText('P.IVA 04827150964');
    await expect(footer).toContainText('© 2023');
    for (const [name, href] of [
      ['Academy', '/academy'],
      ['Shop', '/shop'],
      ['Supporto', '/support'],
      ['Privacy policy', '/privacy-policy'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const social = footer.getByRole('list', { name: 'Social' }).getByRole('link');
    await expect(social).toHaveCount(2);
    await expect(social.first()).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//);
    await expect(social.last()).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\//);
    await expect(shell(page).contactButton).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/393401234567/,
    );
  });

  test('the header sits below the banner and is fixed to the top once scrolled', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const header = shell(page).header;
    await expect(header).toHaveAttribute('data-fixed', 'false');
    const before = await header.boundingBox();
    expect(before?.y).toBeGreaterThan(20);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-fixed', 'true');
    await expect(header).toHaveCSS('position', 'fixed');
    expect((await header.boundingBox())?.y).toBe(0);
    await page.mouse.wheel(0, -2000);
    await expect(header).toHaveAttribute('data-fixed', 'false');
  });

  test('navigation scrolls to the top, names the page reached and going back restores the position', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(shell(page).heading).toBeVisible();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const position = await page.evaluate(() => window.scrollY);
    // The header is fixed by now, so its link is clicked without scrolling anywhere first.
    await shell(page).nav.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL('/shop');
    // The tab and screen readers name the page reached, not the one left.
    await expect(page).toHaveTitle('Shop | RiparoLab');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/privacy-policy');
    await expect(page).toHaveTitle(/^Privacy policy \| RiparoLab$/i);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position);
  });

  test('pages are served with a content security policy and break none of it', async ({ page }) => {
    const problems = watchForPageErrors(page);
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await shell(page).heading.waitFor();
    expect(problems).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile menu carries the same links and an Account link when signed out', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(shell(page).nav).toBeHidden();
    const menu = mobileMenu(page);
    await menu.open();
    await expect(menu.dialog).toBeVisible();
    await expect(menu.links).toHaveText([
      'Preventivo',
      'Stato riparazione',
      'Shop',
      'Academy',
      'Supporto',
    ]);
    await expect(menu.link('Account')).toHaveAttribute('href', '/login');
    await page.keyboard.press('Escape');
    await expect(menu.dialog).toBeHidden();
    await menu.open();
    await menu.go('Academy');
    await expect(page).toHaveURL('/academy');
    await expect(menu.dialog).toBeHidden();
  });
});

test('home fits desktop and phone widths without sideways scrolling', async ({
  page,
}, testInfo) => {
  for (const [name, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await shell(page).heading.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    // Kept with the test results for a person to look at.
    await page.screenshot({ path: testInfo.outputPath(`home-${name}.png`), fullPage: true });
  }
});
