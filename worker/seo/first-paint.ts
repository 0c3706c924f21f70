import { productUrl } from '../../schema/json-ld';
import { HOME_HERO, SHOP_INTRO, TAX_NOTE } from '../../schema/page-copy';
import { ROUTES } from '../../schema/routes';
import { formatPrice } from '../../schema/rules/money';
import { discountPercent, lowestPriceNote, struckPrice } from '../../schema/rules/omnibus';
import { imageAtSize } from '../../schema/rules/product-photos';
import { HOME_HERO_IMAGE, PAGE_HEADS } from '../../schema/seo';
import { escapeHtml as e } from './html';

/**
 * A page's first paint: a static preview of its main content written into the served page's
 * #root, so a phone paints the page's largest element from the HTML instead of waiting for the
 * client's code (docs/product.md#routes-and-access). The markup and classes are the React
 * components' own (web/app/PublicLayout.tsx, web/catalogue/HomePage.tsx, ProductPage.tsx,
 * ProductCard.tsx, PriceTag.tsx): createRoot replaces it whole with the same content.
 */

/** What a price, a card and the product page show of a product. */
export interface PreviewProduct {
  id: number;
  name: string;
  brand: string;
  price: number;
  originalPrice: number | null;
  images: readonly string[];
}

const CONTAINER = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';
const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors';
/** An icon's room in a button; the icons come with the client's sprite. */
const ICON_ROOM = '<span class="size-5" aria-hidden="true"></span>';

/** The shell around every public page: the banner's and the header's room, then the page. */
function publicShell(main: string): string {
  return (
    '<div class="flex min-h-dvh flex-col">' +
    '<div class="bg-ink px-4 py-2 text-sm" aria-hidden="true">&nbsp;</div>' +
    '<div class="h-[7.75rem] border-b border-slate-200 bg-white lg:h-[4.5rem]" aria-hidden="true"></div>' +
    `<main id="contenuto" class="flex-1">${main}</main></div>`
  );
}

function priceTag(product: PreviewProduct, size: 'md' | 'lg'): string {
  const reference = struckPrice(product.price, product.originalPrice);
  const percent = discountPercent(product.price, reference);
  const priceClass = size === 'lg' ? 'text-3xl font-bold text-ink' : 'text-lg font-bold text-ink';
  return (
    '<div class="flex flex-wrap items-baseline gap-x-2 gap-y-1">' +
    `<span class="${priceClass}">${e(formatPrice(product.price))}</span>` +
    (reference
      ? `<del class="text-sm text-slate-500"><span class="sr-only">Prezzo precedente </span>${e(formatPrice(reference))}</del>`
      : '') +
    (percent > 0
      ? `<span class="rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-700">-${percent}%</span>`
      : '') +
    `<span class="text-xs font-medium text-slate-500">${TAX_NOTE}</span>` +
    (reference
      ? `<p class="basis-full text-xs text-slate-600">${e(lowestPriceNote(reference))}</p>`
      : '') +
    '</div>'
  );
}

/** The home page: its hero, the same on every visit. */
export function homeFirstPaint(): string {
  const hero = HOME_HERO;
  return publicShell(
    '<section class="overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">' +
      `<div class="${CONTAINER} grid items-center gap-10 py-14 md:grid-cols-[1.2fr_1fr] md:py-20"><div>` +
      `<p class="mb-3 text-sm font-semibold tracking-wide text-brand-100 uppercase">${e(hero.eyebrow)}</p>` +
      `<h1 class="text-4xl font-bold tracking-tight sm:text-5xl">${e(hero.title)}</h1>` +
      `<p class="mt-5 max-w-xl text-lg text-brand-100">${e(hero.intro)}</p>` +
      '<div class="mt-8 flex flex-wrap gap-3">' +
      `<a href="${hero.quote.to}" class="${BUTTON} px-5 py-3 bg-white !text-brand-800">${ICON_ROOM} ${e(hero.quote.label)}</a>` +
      `<a href="${hero.status.to}" class="${BUTTON} border border-white/50 px-5 py-3 text-white">${ICON_ROOM} ${e(hero.status.label)}</a>` +
      '</div></div>' +
      '<div class="relative mx-auto hidden w-full max-w-md md:block" aria-hidden="true">' +
      // Lazy: a phone, where the picture is hidden, does not download it.
      `<img src="${HOME_HERO_IMAGE.href}" alt="" width="800" height="800" loading="lazy" class="aspect-square w-full rounded-3xl shadow-2xl ring-1 ring-white/20" />` +
      '</div></div></section>',
  );
}

function productCard(product: PreviewProduct): string {
  const image = product.images[0] && imageAtSize(product.images[0], 'card');
  return (
    '<li><article class="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">' +
    '<div class="aspect-square overflow-hidden bg-slate-100">' +
    (image
      ? `<img src="${e(image)}" alt="${e(product.name)}" width="400" height="400" fetchpriority="high" class="size-full object-cover" />`
      : '') +
    '</div><div class="flex flex-1 flex-col gap-2 p-4">' +
    `<p class="text-xs font-semibold tracking-wide text-slate-500 uppercase">${e(product.brand)}</p>` +
    // An h2 here, where the page has its count's h2 before the cards' h3s: the outline stays whole.
    `<h2 class="font-semibold leading-snug text-ink"><a href="${productUrl('', String(product.id))}" class="after:absolute after:inset-0">${e(product.name)}</a></h2>` +
    `<div class="mt-auto space-y-2 pt-2">${priceTag(product, 'md')}</div></div></article></li>`
  );
}

/**
 * The shop's list: its heading and its first row of cards where the list's first page has them.
 */
export function shopFirstPaint(products: readonly PreviewProduct[]): string {
  return publicShell(
    `<div class="${CONTAINER} py-10"><header class="mb-8 max-w-3xl">` +
      `<h1 class="text-3xl font-bold tracking-tight text-ink sm:text-4xl">${e(PAGE_HEADS.shop.title)}</h1>` +
      `<div class="mt-3 text-lg text-slate-600">${e(SHOP_INTRO)}</div></header>` +
      // The room of what the client draws above the cards (search and sort, the category chips,
      // the filter column and the count), so the cards do not move when it does.
      '<div class="h-32 md:h-[4.25rem]" aria-hidden="true"></div>' +
      '<div class="mt-6 h-[3.25rem] lg:h-12" aria-hidden="true"></div>' +
      '<div class="mt-4 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8"><div class="hidden lg:block"></div><div>' +
      '<div class="mb-4 h-5" aria-hidden="true"></div>' +
      `<ul class="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4" aria-label="${e(PAGE_HEADS.shop.title)}">` +
      `${products.map(productCard).join('')}</ul></div></div></div>`,
  );
}

/** A product's page: where it sits in the shop, its first image at its size, name and price. */
export function productFirstPaint(
  product: PreviewProduct & { category: { id: string; name: string } },
): string {
  const image = product.images[0];
  const link = 'hover:text-ink hover:underline';
  return publicShell(
    `<div class="${CONTAINER} py-8">` +
      '<nav aria-label="Percorso" class="mb-6 text-sm text-slate-600"><ol class="flex flex-wrap items-center gap-1">' +
      `<li><a href="${ROUTES.shop}" class="${link}">${e(PAGE_HEADS.shop.title)}</a></li><li aria-hidden="true">/</li>` +
      `<li><a href="${ROUTES.shop}?category=${encodeURIComponent(product.category.id)}" class="${link}">${e(product.category.name)}</a></li>` +
      `<li aria-hidden="true">/</li><li aria-current="page" class="text-ink">${e(product.name)}</li></ol></nav>` +
      '<div class="grid gap-10 lg:grid-cols-2"><div class="space-y-3">' +
      '<div class="aspect-square overflow-hidden rounded-3xl border border-slate-200 bg-white">' +
      (image
        ? `<img src="${e(image)}" alt="${e(product.name)}" width="800" height="800" fetchpriority="high" class="size-full object-cover" />`
        : '') +
      '</div>' +
      // The thumbnails' row, so the name below does not move when the gallery comes.
      (product.images.length > 1
        ? '<div class="size-20 sm:size-24" aria-hidden="true"></div>'
        : '') +
      '</div><div class="space-y-6"><div class="space-y-2">' +
      `<p class="text-sm font-semibold tracking-wide text-slate-500 uppercase">${e(product.brand)}</p>` +
      `<h1 class="text-3xl font-bold tracking-tight text-ink sm:text-4xl">${e(product.name)}</h1>` +
      `</div>${priceTag(product, 'lg')}</div></div></div>`,
  );
}
