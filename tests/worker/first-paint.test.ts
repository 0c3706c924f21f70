import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { HOME_HERO, SHOP_INTRO } from '../../schema/page-copy';
import { send } from './client';

const SHOP = 'https://shop.test';

/** The built index.html's shape: the client's script and an empty root. */
const INDEX = `<!doctype html>
<html lang="it">
  <head>
    <title>RiparoLab</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Static assets holding index.html alone: no manifest, so no code preloads to tell apart. */
const assets = {
  async fetch(input: RequestInfo | URL) {
    const { pathname } = new URL(input instanceof Request ? input.url : input);
    if (pathname === '/') return new Response(INDEX, { headers: { 'content-type': 'text/html' } });
    return new Response('Not Found', { status: 404 });
  },
} as unknown as Fetcher;

/** The served page: its #root's content, and whether its code waits behind the first paint. */
async function served(path: string) {
  const response = await send(new Request(`${SHOP}${path}`), { ...env, ASSETS: assets });
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">') + '<div id="root">'.length);
  return {
    status: response.status,
    html,
    root: root.slice(0, root.lastIndexOf('</div>')),
    scriptsLow: html.includes('src="/assets/index-abc.js" fetchpriority="low"'),
  };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');

async function namesByName(where = '') {
  const { results } = await env.DB.prepare(
    `SELECT id, name FROM products ${where} ORDER BY name COLLATE NOCASE, id LIMIT 4`,
  ).all<{ id: number; name: string }>();
  return results;
}

describe('the first paint the Worker writes into #root', () => {
  it("paints the product's page: breadcrumb, first image at its size, brand, name, price + IVA, struck price", async () => {
    const page = await served('/product-overview/1');
    expect(page.status).toBe(200);
    expect(page.root).toContain('<main id="contenuto"');
    expect(page.root).toMatch(
      /<img src="\/images\/products\/iphone-15-pro-front.svg" alt="iPhone 15 Pro" width="800" height="800" fetchpriority="high"/,
    );
    expect(page.root).toMatch(/<h1 [^>]*>iPhone 15 Pro<\/h1>/);
    expect(text(page.root)).toContain('Shop / Smartphone / iPhone 15 Pro');
    expect(text(page.root)).toContain(' Apple iPhone 15 Pro ');
    // The seed's struck price, as the client's PriceTag shows it (docs/product.md#prices-and-discounts).
    expect(text(page.root)).toContain(
      ' 1.299,00 € Prezzo precedente 1.399,00 € -7% + IVA Prezzo più basso degli ultimi 30 giorni: 1.399,00 € ',
    );
    // index.html's code comes after what it paints (the rest starts after the paint: web/main.tsx).
    expect(page.scriptsLow).toBe(true);
    expect(page.html).toContain('href="/assets/react-abc.js" fetchpriority="low"');
  });

  it('escapes what a product says in its first paint', async () => {
    await env.DB.prepare('UPDATE products SET name = ?, brand = ? WHERE id = 2')
      .bind('Cuffie "<script>alert(1)</script>', 'A&B <i>')
      .run();
    const page = await served('/product-overview/2');
    expect(page.root).not.toContain('<script>');
    expect(page.root).not.toContain('<i>');
    expect(page.root).toContain('Cuffie &quot;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.root).toContain('alt="Cuffie &quot;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page.root).toContain('A&amp;B &lt;i&gt;');
    // The same product as a card on the shop's first paint.
    const shop = await served('/shop');
    expect(shop.root).not.toContain('<script>');
    expect(shop.root).toContain('Cuffie &quot;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("paints the shop's heading and first row of cards, in the list's order", async () => {
    const page = await served('/shop');
    expect(page.root).toMatch(/<h1 [^>]*>Shop<\/h1>/);
    expect(text(page.root)).toContain(SHOP_INTRO);
    const links = [...page.root.matchAll(/href="\/product-overview\/(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(links).toEqual((await namesByName()).map((row) => row.id));
    expect(page.root.match(/<img /g)).toHaveLength(4);
    expect(text(page.root)).toContain('+ IVA');
    const laptops = await served('/product-lists?category=laptop');
    const laptopIds = [...laptops.root.matchAll(/href="\/product-overview\/(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(laptopIds).toEqual(
      (await namesByName(`WHERE category_id = 'laptop'`)).map((row) => row.id),
    );
  });

  it('paints the home page hero, the words the page itself shows', async () => {
    const page = await served('/');
    expect(page.root).toContain(`>${HOME_HERO.title}</h1>`);
    expect(text(page.root)).toContain(HOME_HERO.intro);
    expect(page.root).toContain(`href="${HOME_HERO.quote.to}"`);
    expect(page.scriptsLow).toBe(true);
  });

  it.each([
    '/shop?q=iphone',
    '/category-pages?q=iphone',
    '/shop?sort=price-low',
    '/profilo',
    '/profilo/indirizzi',
    '/shopping-cart',
    '/checkout-forms',
    '/login',
    '/admin',
    '/product-overview/999',
    '/non-esiste',
  ])('leaves %s to the client: an empty root, its code as usual', async (path) => {
    const page = await served(path);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.scriptsLow).toBe(false);
    expect(page.html).not.toContain('fetchpriority="low"');
  });
});
