import { eq, sql } from 'drizzle-orm';
import { parse } from 'regexparam';
import type { BuildManifest } from '../../schema/build-manifest';
import { categories, products, productVariants } from '../../schema/db/catalogue';
import {
  JSON_LD_VARIANTS,
  type JsonLdVariant,
  localBusinessJsonLd,
  productBreadcrumbJsonLd,
  productJsonLd,
  productUrl,
  scriptJson,
} from '../../schema/json-ld';
import { NOT_FOUND_PAGES, ROUTE_PAGES } from '../../schema/route-pages';
import { ROUTES } from '../../schema/routes';
import { isAllCategories, parseProductId } from '../../schema/rules/catalogue';
import { NO_FILTER } from '../../schema/rules/catalogue-filters';
import { imageAtSize } from '../../schema/rules/product-photos';
import { PRODUCT_PAGE_REVIEWS } from '../../schema/rules/reviews';
import { unitsFor } from '../../schema/rules/variants';
import {
  HOME_HERO_IMAGE,
  NOT_FOUND_HEAD,
  PAGE_HEADS,
  type PageHead,
  PRODUCT_NOT_FOUND_HEAD,
  pageTitle,
  productHead,
} from '../../schema/seo';
import { SHOP } from '../../schema/shop';
import { listProducts } from '../catalogue/listing';
import { publishedReviews } from '../catalogue/reviews';
import type { Database } from '../db';
import {
  homeFirstPaint,
  type PreviewProduct,
  productFirstPaint,
  shopFirstPaint,
} from './first-paint';
import { escapeHtml } from './html';
import { AFTER_FIRST_PAINT, type PagePreloads, type PreloadImage, preloadTags } from './preloads';

/** Everything the Worker writes into a page's <head> (docs/product.md#routes-and-access). */
export interface ServedHead extends PageHead {
  /** Absolute; none for a path the site does not have. */
  canonical: string | null;
  ogType: 'website' | 'product';
  image: string | null;
  jsonLd: unknown[];
  /** JSON-LD the page itself draws too once the client runs (the product page's Product). */
  pageJsonLd?: unknown;
  preloads: PagePreloads;
  /** The page's first paint, written into #root (worker/seo/first-paint.ts); none for most pages. */
  firstPaint: string | null;
}

type RouteName = keyof typeof ROUTES;

const MATCHERS = (Object.entries(ROUTES) as [RouteName, string][]).map(([name, route]) => ({
  name,
  ...parse(route),
}));

/** The shop's lists: the category is part of what the page is; sorting, pages and search are not. */
const LIST_ROUTES: ReadonlySet<RouteName> = new Set(['shop', 'productLists', 'categoryPages']);

function routeOf(path: string): { name: RouteName; params: Record<string, string> } | null {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {}
  for (const matcher of MATCHERS) {
    const match = matcher.pattern.exec(decoded);
    if (!match) continue;
    const params: Record<string, string> = {};
    matcher.keys.forEach((key, index) => {
      params[key] = match[index + 1] ?? '';
    });
    return { name: matcher.name, params };
  }
  return null;
}

function canonicalOf(url: URL, name: RouteName): string {
  const canonical = new URL(url.pathname, url.origin);
  const category = url.searchParams.get('category');
  if (LIST_ROUTES.has(name) && category) canonical.searchParams.set('category', category);
  return canonical.href;
}

/** A variant as readProduct gives it: its stock is null while it shares the product's. */
type VariantOfHead = Omit<JsonLdVariant, 'inStock' | 'stock'> & { stock: number | null };

/**
 * One D1 read: the product with its category's name and the variants its JSON-LD describes (as a
 * JSON array, in the page's order), only the columns the head needs.
 */
async function readProduct(db: Database, id: number) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      description: products.description,
      images: products.images,
      price: products.price,
      originalPrice: products.originalPrice,
      inStock: products.inStock,
      stock: products.stock,
      variantStock: products.variantStock,
      variants: sql<string>`(SELECT json_group_array(json_object('sku', v.sku, 'color', v.color, 'size', v.size, 'price', v.price, 'originalPrice', v.original_price, 'stock', v.stock)) FROM (SELECT * FROM ${productVariants} WHERE product_id = ${products}.id ORDER BY position LIMIT ${JSON_LD_VARIANTS}) AS v)`,
      condition: products.condition,
      rating: products.rating,
      reviews: products.reviews,
      archivedAtMs: products.archivedAtMs,
      categoryId: categories.id,
      categoryName: categories.name,
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.id, id))
    .limit(1);
  return rows[0] ?? null;
}

async function productPageHead(url: URL, db: Database, rawId: string): Promise<ServedHead> {
  const id = parseProductId(rawId);
  const row = id === null ? null : await readProduct(db, id);
  if (!row) {
    return {
      ...PRODUCT_NOT_FOUND_HEAD,
      canonical: null,
      ogType: 'website',
      image: null,
      jsonLd: [],
      preloads: { pageModules: ROUTE_PAGES.product, image: null },
      firstPaint: null,
    };
  }
  // An archived product's page still serves a buyer following an old order's link, but is kept
  // out of search engines and offers nothing (docs/product.md#archived-products).
  if (row.archivedAtMs !== null) {
    return {
      ...productHead(row),
      noIndex: true,
      canonical: null,
      ogType: 'website',
      image: null,
      jsonLd: [],
      preloads: { pageModules: ROUTE_PAGES.product, image: null },
      firstPaint: null,
    };
  }
  // A second read only for a product with published reviews (docs/product.md#recensioni).
  const verifiedReviews = row.reviews
    ? ((await publishedReviews(db, [row.id], PRODUCT_PAGE_REVIEWS)).get(row.id) ?? []).map(
        (review) => ({ ...review, publishedAt: review.moderatedAtMs }),
      )
    : [];
  // Each variant's stock and availability as ProductVariant gives them to the page.
  const variants = (JSON.parse(row.variants) as VariantOfHead[]).map((variant) => ({
    ...variant,
    stock: unitsFor(row, variant),
    inStock: row.inStock,
  }));
  const product = { ...row, id: String(row.id), verifiedReviews, variants };
  const image = product.images[0];
  return {
    ...productHead(product),
    canonical: productUrl(url.origin, product.id),
    ogType: 'product',
    // An uploaded photo at its 1200x630 frame; the seed's files as they are.
    image: image ? new URL(imageAtSize(image, 'social'), url.origin).href : null,
    pageJsonLd: productJsonLd(product, url.origin),
    jsonLd: [
      productBreadcrumbJsonLd(
        { ...product, category: { id: row.categoryId, name: row.categoryName } },
        url.origin,
      ),
    ],
    preloads: { pageModules: ROUTE_PAGES.product, image: image ? { href: image } : null },
    firstPaint: productFirstPaint({
      ...row,
      category: { id: row.categoryId, name: row.categoryName },
    }),
  };
}

/** How many cards a list's first paint shows: the first row on the widest screens. */
const FIRST_PAINT_CARDS = 4;

/**
 * The first cards of a list's first page, when the address asks for no more than a category (a
 * search or another order starts with other products): one indexed D1 read of a few rows.
 */
async function firstListed(url: URL, db: Database): Promise<PreviewProduct[] | null> {
  if ([...url.searchParams.keys()].some((key) => key !== 'category')) return null;
  const category = url.searchParams.get('category');
  const { nodes } = await listProducts(db, {
    search: '',
    scope: 'RESULTS',
    filter: { ...NO_FILTER, category: isAllCategories(category) ? null : category },
    sort: 'NAME',
    page: { direction: 'forward', size: FIRST_PAINT_CARDS, after: null },
  });
  return nodes;
}

/** What a page other than a product's paints first, and the largest image it preloads for it. */
async function firstPaintOf(
  url: URL,
  db: Database,
  name: RouteName,
): Promise<{ image: PreloadImage | null; firstPaint: string | null }> {
  if (name === 'home') return { image: HOME_HERO_IMAGE, firstPaint: homeFirstPaint() };
  const listed = LIST_ROUTES.has(name) ? await firstListed(url, db) : null;
  if (!listed) return { image: null, firstPaint: null };
  const image = listed[0]?.images[0];
  return {
    image: image ? { href: imageAtSize(image, 'card') } : null,
    firstPaint: shopFirstPaint(listed),
  };
}

/** The head for a URL: a page of the site (a product read from D1), or the not-found page. */
export async function pageHead(url: URL, db: Database): Promise<ServedHead> {
  const route = routeOf(url.pathname);
  if (!route) {
    return {
      ...NOT_FOUND_HEAD,
      canonical: null,
      ogType: 'website',
      image: null,
      jsonLd: [],
      preloads: { pageModules: NOT_FOUND_PAGES, image: null },
      firstPaint: null,
    };
  }
  if (route.name === 'product') return productPageHead(url, db, route.params.id ?? '');
  const { image, firstPaint } = await firstPaintOf(url, db, route.name);
  return {
    ...PAGE_HEADS[route.name],
    canonical: canonicalOf(url, route.name),
    ogType: 'website',
    image: null,
    jsonLd: route.name === 'home' ? [localBusinessJsonLd(url.origin)] : [],
    preloads: { pageModules: ROUTE_PAGES[route.name], image },
    firstPaint,
  };
}

const meta = (key: 'name' | 'property', name: string, content: string, extra = '') =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}"${extra} />`;

/**
 * The tags added to <head>. The description, robots and the product's JSON-LD carry
 * data-server-head: the client drops those when it starts, since each page then writes its own
 * (PageMeta, the product page's Product), the same.
 */
function headTags(head: ServedHead): string {
  const title = pageTitle(head.title);
  const own = ' data-server-head';
  const tags = [meta('name', 'description', head.description, own)];
  if (head.noIndex) tags.push(meta('name', 'robots', 'noindex', own));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  tags.push(
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:locale', 'it_IT'),
    meta('property', 'og:site_name', SHOP.name),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  if (head.pageJsonLd) {
    tags.push(`<script type="application/ld+json"${own}>${scriptJson(head.pageJsonLd)}</script>`);
  }
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('');
}

/**
 * The built index.html with the page's head written in, streamed through HTMLRewriter: what the
 * page preloads (from the build's manifest, when there is one), then what it says about itself;
 * and the page's first paint in #root, which the client replaces when it starts.
 */
export function withHead(
  page: Response,
  head: ServedHead,
  manifest: BuildManifest | null,
  status = page.status,
): Response {
  // The client's own code in index.html, on a page the HTML paints: fetched after what it shows.
  const afterFirstPaint = {
    element(element: Element) {
      if (head.firstPaint) element.setAttribute('fetchpriority', AFTER_FIRST_PAINT);
    },
  };
  const rewritten = new HTMLRewriter()
    .on('head > title', {
      element(element) {
        element.setInnerContent(pageTitle(head.title));
      },
    })
    .on('head', {
      element(element) {
        const tags = preloadTags(head.preloads, manifest, head.firstPaint !== null);
        element.append(tags + headTags(head), { html: true });
      },
    })
    .on('body > #root', {
      element(element) {
        if (head.firstPaint) element.setInnerContent(head.firstPaint, { html: true });
      },
    })
    .on('head script[type="module"][src]', afterFirstPaint)
    .on('head link[rel="modulepreload"]', afterFirstPaint)
    .transform(page);
  const headers = new Headers(rewritten.headers);
  // The body is this page's own now, not the file's: the file's validators no longer describe it.
  headers.delete('etag');
  headers.delete('last-modified');
  headers.delete('content-length');
  return new Response(rewritten.body, { status, headers });
}
