import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from './client';

const SHOP = 'https://shop.test';

/** The built index.html's shape: a head with its title, the root, the module script. */
const INDEX = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <title>RiparoLab</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A build's manifest: the small entry, the client it starts with its shared chunk, and pages whose
 * code partly comes with the entry or the client (index.html, _react.js) and partly not.
 */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    css: ['assets/index-abc.css'],
    dynamicImports: ['start.tsx'],
  },
  'start.tsx': {
    file: 'assets/start-abc.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react.js'],
  },
  '_react.js': { file: 'assets/react-abc.js' },
  '_grid.js': { file: 'assets/grid-abc.js', imports: ['_react.js', 'index.html', '_price.js'] },
  '_price.js': { file: 'assets/price-abc.js', imports: ['index.html'] },
  'catalogue/HomePage.tsx': {
    file: 'assets/HomePage-abc.js',
    isDynamicEntry: true,
    imports: ['index.html', '_grid.js', '_react.js'],
  },
  'catalogue/ShopPage.tsx': {
    file: 'assets/ShopPage-abc.js',
    isDynamicEntry: true,
    imports: ['_grid.js'],
  },
  'catalogue/ProductPage.tsx': {
    file: 'assets/ProductPage-abc.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_price.js', '_grid.js'],
  },
  'app/NotFoundPage.tsx': { file: 'assets/NotFoundPage-abc.js', isDynamicEntry: true },
  'admin/AdminLayout.tsx': { file: 'assets/AdminLayout-abc.js', isDynamicEntry: true },
  'admin/AdminPage.tsx': { file: 'assets/AdminPage-abc.js', isDynamicEntry: true },
};

/**
 * Workers static assets as wrangler.toml sets them up: no fallback, a 404 for a missing file; the
 * build's manifest when asked to hold one. Counts the manifest's reads.
 */
function fakeAssets({ manifest }: { manifest: boolean }) {
  const reads = { manifest: 0 };
  const fetcher = {
    async fetch(input: RequestInfo | URL) {
      const { pathname } = new URL(input instanceof Request ? input.url : input);
      if (pathname === '/') {
        return new Response(INDEX, {
          headers: { 'content-type': 'text/html', etag: '"index"', 'x-frame-options': 'DENY' },
        });
      }
      if (pathname === '/favicon.ico') {
        return new Response(new Uint8Array([0, 0, 1, 0]), {
          headers: { 'content-type': 'image/x-icon' },
        });
      }
      if (manifest && pathname === '/.vite/manifest.json') {
        reads.manifest++;
        return Response.json(MANIFEST);
      }
      return new Response('Not Found', { status: 404 });
    },
  };
  return { fetcher: fetcher as unknown as Fetcher, reads };
}

const built = fakeAssets({ manifest: true });

const get = (path: string, assets = built.fetcher) =>
  send(new Request(`${SHOP}${path}`), { ...env, ASSETS: assets });

/** The served head, read back with HTMLRewriter as a crawler would see it. */
async function head(path: string, assets = built.fetcher) {
  const response = await get(path, assets);
  const found = {
    status: response.status,
    headers: response.headers,
    titles: [] as string[],
    meta: new Map<string, string[]>(),
    canonical: [] as string[],
    modulePreloads: [] as string[],
    imagePreloads: [] as Record<string, string | null>[],
    jsonLd: [] as Record<string, unknown>[],
    raw: '',
  };
  let title = '';
  let script = '';
  const rewritten = new HTMLRewriter()
    .on('head > title', {
      element(element) {
        title = '';
        element.onEndTag(() => {
          found.titles.push(title);
        });
      },
      text(chunk) {
        title += chunk.text;
      },
    })
    .on('head meta', {
      element(element) {
        const key = element.getAttribute('name') ?? element.getAttribute('property');
        if (!key) return;
        found.meta.set(key, [
          ...(found.meta.get(key) ?? []),
          element.getAttribute('content') ?? '',
        ]);
      },
    })
    .on('head link[rel="canonical"]', {
      element(element) {
        found.canonical.push(element.getAttribute('href') ?? '');
      },
    })
    .on('head link[rel="modulepreload"]', {
      element(element) {
        found.modulePreloads.push(element.getAttribute('href') ?? '');
      },
    })
    .on('head link[rel="preload"][as="image"]', {
      element(element) {
        found.imagePreloads.push({
          href: element.getAttribute('href'),
          fetchpriority: element.getAttribute('fetchpriority'),
          media: element.getAttribute('media'),
        });
      },
    })
    .on('head script[type="application/ld+json"]', {
      element(element) {
        script = '';
        element.onEndTag(() => {
          found.jsonLd.push(JSON.parse(script));
        });
      },
      text(chunk) {
        script += chunk.text;
      },
    })
    .transform(response);
  found.raw = await rewritten.text();
  return { ...found, one: (key: string) => found.meta.get(key) ?? [] };
}

describe('the head the Worker writes into each page', () => {
  it('names the home page, with Open Graph and the business as LocalBusiness', async () => {
    const page = await head('/');
    expect(page.status).toBe(200);
    expect(page.titles).toEqual([
      'Riparazioni e elettronica a Milano e in tutta Italia | RiparoLab',
    ]);
    expect(page.one('description')).toEqual([expect.stringContaining('preventivo gratuito')]);
    expect(page.one('robots')).toEqual([]);
    expect(page.canonical).toEqual([`${SHOP}/`]);
    expect(page.one('og:title')).toEqual([page.titles[0]]);
    expect(page.one('og:url')).toEqual([`${SHOP}/`]);
    expect(page.one('og:type')).toEqual(['website']);
    expect(page.one('og:locale')).toEqual(['it_IT']);
    expect(page.one('og:site_name')).toEqual(['RiparoLab']);
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'LocalBusiness',
        name: 'RiparoLab',
        telephone: '+39 02 8734 5120',
        email: 'assistenza@riparolab.it',
        address: expect.objectContaining({
          streetAddress: 'Via Giuseppe Mazzini 18',
          postalCode: '20123',
          addressLocality: 'Milano',
        }),
      }),
    ]);
    // The client's script is still the page's (its first paint: first-paint.test.ts); the file's
    // validators are not the page's.
    expect(page.raw).toContain('src="/assets/index-abc.js"');
    expect(page.headers.get('etag')).toBeNull();
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('gives /shop its canonical without the query, keeping the category that defines the list', async () => {
    const shop = await head('/shop?sort=price&page=2');
    expect(shop.titles).toEqual(['Shop | RiparoLab']);
    expect(shop.canonical).toEqual([`${SHOP}/shop`]);
    expect(shop.one('og:url')).toEqual([`${SHOP}/shop`]);
    expect(shop.jsonLd).toEqual([]);
    const category = await head('/shop?category=laptop&sort=price');
    expect(category.canonical).toEqual([`${SHOP}/shop?category=laptop`]);
  });

  it('describes /product-overview/1 with ProductGroup, its variants and BreadcrumbList from D1', async () => {
    const page = await head('/product-overview/1');
    expect(page.status).toBe(200);
    expect(page.titles).toEqual(['iPhone 15 Pro – Apple | RiparoLab']);
    expect(page.one('description')[0]?.length).toBeGreaterThan(0);
    expect(page.one('description')[0]?.length).toBeLessThanOrEqual(155);
    expect(page.one('robots')).toEqual([]);
    expect(page.canonical).toEqual([`${SHOP}/product-overview/1`]);
    expect(page.one('og:type')).toEqual(['product']);
    expect(page.one('og:image')).toEqual([`${SHOP}/images/products/iphone-15-pro-front.svg`]);
    const [product, breadcrumbs] = page.jsonLd;
    // Its variants each with their offer (tests/worker/variant-offers.test.ts).
    expect(product).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: '1',
      name: 'iPhone 15 Pro',
      brand: { '@type': 'Brand', name: 'Apple' },
      url: `${SHOP}/product-overview/1`,
      hasVariant: expect.arrayContaining([
        expect.objectContaining({
          '@type': 'Product',
          sku: 'RL00001-TITANIONATURALE-128GB',
          offers: expect.objectContaining({
            '@type': 'Offer',
            url: `${SHOP}/product-overview/1?colore=Titanio+naturale&versione=128GB`,
            price: '1299.00',
            priceCurrency: 'EUR',
          }),
        }),
      ]),
    });
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Shop', item: `${SHOP}/shop` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Smartphone',
          item: `${SHOP}/shop?category=smartphone`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'iPhone 15 Pro',
          item: `${SHOP}/product-overview/1`,
        },
      ],
    });
  });

  it('escapes what a product says, in the JSON-LD and in the attributes', async () => {
    await env.DB.prepare(`UPDATE products SET name = ?, description = ? WHERE id = 2`)
      .bind('Cuffie "</script><script>alert(1)</script>', 'Nuove & <b>belle</b>')
      .run();
    const page = await head('/product-overview/2');
    expect(page.raw).not.toContain('</script><script>alert(1)');
    expect(page.raw).not.toContain('<b>belle</b>');
    expect(page.jsonLd[0]).toMatchObject({
      name: 'Cuffie "</script><script>alert(1)</script>',
      description: 'Nuove & <b>belle</b>',
    });
    // Attributes as written in the HTML (HTMLRewriter reads them raw); a browser reads the text back.
    expect(page.one('description')).toEqual(['Nuove &amp; &lt;b&gt;belle&lt;/b&gt;']);
  });

  it.each(['/product-overview/999', '/product-overview/non-esiste'])(
    'keeps %s a 200 page that says no product, marked noindex',
    async (path) => {
      const page = await head(path);
      expect(page.status).toBe(200);
      expect(page.titles).toEqual(['Prodotto non trovato | RiparoLab']);
      expect(page.one('robots')).toEqual(['noindex']);
      expect(page.canonical).toEqual([]);
      expect(page.jsonLd).toEqual([]);
    },
  );

  it('marks a personal page noindex', async () => {
    const page = await head('/profilo/indirizzi');
    expect(page.status).toBe(200);
    expect(page.one('robots')).toEqual(['noindex']);
  });

  it('answers an unknown path with 404, the not-found head and noindex', async () => {
    const page = await head('/non-esiste?x=1');
    expect(page.status).toBe(404);
    expect(page.titles).toEqual(['Pagina non trovata | RiparoLab']);
    expect(page.one('robots')).toEqual(['noindex']);
    expect(page.canonical).toEqual([]);
    expect(page.headers.get('content-type')).toBe('text/html');
  });
});

describe('what each page preloads', () => {
  /** What the client needs on every page beyond the entry in index.html: its start and React. */
  const CLIENT = ['/assets/start-abc.js', '/assets/react-abc.js'];

  it("starts the product page's first image with the HTML, and none of its code", async () => {
    const page = await head('/product-overview/1');
    // The page paints from the HTML; its client starts after that paint and fetches its code then.
    expect(page.modulePreloads).toEqual([]);
    expect(page.imagePreloads).toEqual([
      { href: '/images/products/iphone-15-pro-front.svg', fetchpriority: 'high', media: null },
    ]);
  });

  it("preloads the home page's hero for the screens that show it", async () => {
    const page = await head('/');
    expect(page.modulePreloads).toEqual([]);
    expect(page.imagePreloads).toEqual([
      {
        href: '/images/products/macbook-air-13-m3-open.svg',
        fetchpriority: 'high',
        media: '(min-width: 48rem)',
      },
    ]);
  });

  it("preloads the first card's image of the shop, in its category, by name", async () => {
    const firstImage = async (where: string) => {
      const row = await env.DB.prepare(
        `SELECT images FROM products ${where} ORDER BY name COLLATE NOCASE, id LIMIT 1`,
      ).first<{ images: string }>();
      return (JSON.parse(row?.images ?? '[]') as string[])[0];
    };
    const shop = await head('/shop');
    expect(shop.modulePreloads).toEqual([]);
    expect(shop.imagePreloads.map((image) => image.href)).toEqual([await firstImage('')]);
    const laptops = await head('/shop?category=laptop');
    expect(laptops.imagePreloads.map((image) => image.href)).toEqual([
      await firstImage(`WHERE category_id = 'laptop'`),
    ]);
    expect(await firstImage(`WHERE category_id = 'laptop'`)).not.toBe(await firstImage(''));
    // A search or another order starts with another product: no guess.
    for (const path of ['/shop?q=iphone', '/shop?sort=price-low', '/shop?category=nessuna']) {
      expect((await head(path)).imagePreloads).toEqual([]);
    }
  });

  it("starts the client and the page's own code with the HTML where the client draws the page", async () => {
    // The client's files first, then the page's module and what it imports; the entry is in index.html.
    expect((await head('/shop?q=iphone')).modulePreloads).toEqual([
      ...CLIENT,
      '/assets/ShopPage-abc.js',
      '/assets/grid-abc.js',
      '/assets/price-abc.js',
    ]);
    expect((await head('/product-overview/999')).modulePreloads).toEqual([
      ...CLIENT,
      '/assets/ProductPage-abc.js',
      '/assets/price-abc.js',
      '/assets/grid-abc.js',
    ]);
  });

  it('preloads the admin layout with a staff page, and the not-found page for any other path', async () => {
    expect((await head('/admin')).modulePreloads).toEqual([
      ...CLIENT,
      '/assets/AdminLayout-abc.js',
      '/assets/AdminPage-abc.js',
    ]);
    const missing = await head('/non-esiste');
    expect(missing.modulePreloads).toEqual([...CLIENT, '/assets/NotFoundPage-abc.js']);
    expect(missing.imagePreloads).toEqual([]);
  });

  it("reads the build's manifest once, and serves pages without code preloads when there is none", async () => {
    const assets = fakeAssets({ manifest: true });
    await head('/', assets.fetcher);
    await head('/product-overview/1', assets.fetcher);
    expect(assets.reads.manifest).toBe(1);
    const unbuilt = fakeAssets({ manifest: false });
    const page = await head('/product-overview/1', unbuilt.fetcher);
    expect(page.status).toBe(200);
    expect(page.modulePreloads).toEqual([]);
    expect(page.imagePreloads).toHaveLength(1);
  });

  it.each(['/.vite/manifest.json', '/%2Evite/manifest.json', '//.vite/manifest.json'])(
    'keeps the manifest from visitors: %s is the not-found page',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('isDynamicEntry');
    },
  );

  it('serves a file such as /favicon.ico as it is', async () => {
    const response = await get('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page and every product, with the request origin', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of [
      '/',
      '/shop',
      '/preventivo',
      '/listino-riparazioni',
      '/academy',
      '/support',
      '/privacy-policy',
      '/condizioni-di-vendita',
      '/termini-di-utilizzo',
      '/dichiarazione-accessibilita',
      '/ricondizionati',
    ]) {
      expect(locs).toContain(`${SHOP}${path}`);
    }
    const { count } = (await env.DB.prepare('SELECT count(*) AS count FROM products').first<{
      count: number;
    }>()) ?? { count: 0 };
    expect(locs.filter((loc) => loc?.startsWith(`${SHOP}/product-overview/`))).toHaveLength(count);
    expect(locs).toContain(`${SHOP}/product-overview/1`);
    for (const hidden of [
      '/admin',
      '/profilo',
      '/checkout-forms',
      '/order-summaries',
      '/order-history',
      '/shopping-cart',
      '/login',
    ]) {
      expect(locs).not.toContain(`${SHOP}${hidden}`);
    }
    expect(locs.some((loc) => loc?.includes(':'.concat('id')))).toBe(false);
  });

  it('robots.txt names the sitemap and keeps the private areas out', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
    for (const path of [
      '/admin',
      '/profilo',
      '/checkout-forms',
      '/order-summaries',
      '/order/',
      '/order-history',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
  });
});
