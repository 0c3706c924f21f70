import { productPage } from './support/catalogue';
import { shell } from './support/shell';
import { expect, type Page, test } from './support/test';

/** The head of the HTML as served, before any script runs: what a crawler reads. */
async function servedHead(page: Page, path: string) {
  const response = await page.request.get(path);
  const html = await response.text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta = (key: string) =>
      doc.head
        .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
        ?.getAttribute('content');
    return {
      title: doc.title,
      description: meta('description'),
      robots: meta('robots'),
      canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      og: Object.fromEntries(
        [
          'og:title',
          'og:description',
          'og:url',
          'og:type',
          'og:image',
          'og:locale',
          'og:site_name',
        ].map((key) => [key, meta(key)]),
      ),
      jsonLd: Array.from(doc.head.querySelectorAll('script[type="application/ld+json"]')).map(
        (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
      ),
    };
  }, html);
}

test.describe('what search engines read', () => {
  test('a product page is served with its head, and still renders with no CSP complaint', async ({
    page,
    baseURL,
  }) => {
    // Script errors and CSP refusals.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    await page.goto('/');
    const head = await servedHead(page, '/product-overview/1');
    const url = `${baseURL}/product-overview/1`;
    expect(head.title).toBe('iPhone 15 Pro – Apple | RiparoLab');
    expect(head.description).toBeTruthy();
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe(url);
    expect(head.og).toEqual({
      'og:title': head.title,
      'og:description': head.description,
      'og:url': url,
      'og:type': 'product',
      'og:image': `${baseURL}/images/products/iphone-15-pro-front.svg`,
      'og:locale': 'it_IT',
      'og:site_name': 'RiparoLab',
    });
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['ProductGroup', 'BreadcrumbList']);
    // Each variant is offered with its own price and a link that opens the page with it chosen.
    const variants = (head.jsonLd[0]?.hasVariant ?? []) as {
      offers: { price: string; url: string };
    }[];
    const offers = variants.map((variant) => variant.offers);
    expect(offers[0]).toMatchObject({ price: '1299.00', priceCurrency: 'EUR' });
    const blu512 = offers.find((offer) => offer.url.endsWith('?colore=Titanio+blu&versione=512GB'));
    expect(blu512?.url).toBe(`${url}?colore=Titanio+blu&versione=512GB`);

    await page.goto('/product-overview/1');
    await expect(productPage(page).heading).toHaveText('iPhone 15 Pro');
    await expect(page).toHaveTitle('iPhone 15 Pro – Apple | RiparoLab');
    // Once drawn, the page's own description and Product are the only ones, and the same.
    await expect(shell(page).description).toHaveCount(1);
    expect(await productPage(page).structuredData()).toEqual(head.jsonLd[0]);

    await page.goto(blu512?.url ?? '');
    await expect(productPage(page).option('Titanio blu')).toBeChecked();
    await expect(productPage(page).option('512GB')).toBeChecked();
    expect(problems).toEqual([]);
  });

  /** The preloads in the head of a page's HTML as the Worker serves it. */
  async function servedPreloads(page: Page, path: string) {
    const html = await (await page.request.get(path)).text();
    return page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const links = (selector: string) =>
        Array.from(doc.head.querySelectorAll<HTMLLinkElement>(selector)).map((link) => ({
          href: link.getAttribute('href') ?? '',
          fetchpriority: link.getAttribute('fetchpriority'),
        }));
      return {
        modules: links('link[rel="modulepreload"]').map((link) => link.href),
        images: links('link[rel="preload"][as="image"]'),
      };
    }, html);
  }

  /** Every script the page fetches from now on, by path. */
  function scriptsFetched(page: Page): string[] {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    return scripts;
  }

  test('a page the client draws is served preloading its own code, which the page then uses', async ({
    page,
  }) => {
    const preloads = await servedPreloads(page, '/support');
    expect(preloads.modules).toContainEqual(
      expect.stringMatching(/^\/assets\/SupportPage-[\w-]+\.js$/),
    );
    // Each preloaded file fetched once, none twice for a mismatched mode.
    const scripts = scriptsFetched(page);
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const module of preloads.modules) {
      expect(
        scripts.filter((script) => script === module),
        module,
      ).toHaveLength(1);
    }
  });

  test('a product page the Worker paints preloads its image; its code comes once, after the paint', async ({
    page,
  }) => {
    const preloads = await servedPreloads(page, '/product-overview/1');
    expect(preloads.images).toEqual([
      { href: '/images/products/iphone-15-pro-front.svg', fetchpriority: 'high' },
    ]);
    // Preloaded, the code would compete with the image on a phone (docs/product.md#routes-and-access).
    expect(preloads.modules).toEqual([]);
    const scripts = scriptsFetched(page);
    await page.goto('/product-overview/1');
    // The heading is there from the first paint; the button only once the client has drawn.
    await expect(productPage(page).addToCartButton).toBeVisible();
    const productPageCode = scripts.filter((script) => /^\/assets\/ProductPage-/.test(script));
    expect(productPageCode).toHaveLength(1);
  });

  test('the build manifest the Worker reads stays out of reach', async ({ request }) => {
    const response = await request.get('/.vite/manifest.json');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('isDynamicEntry');
  });

  test('sitemap.xml lists the products and robots.txt names it', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/product-overview/1</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });
});
