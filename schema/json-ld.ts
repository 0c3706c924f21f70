import { ROUTES } from './routes';
import { struckPrice } from './rules/omnibus';
import { SCHEMA_ORG_CONDITION } from './rules/product-condition';
import { variantLabel, variantTitle } from './rules/variants';
import { SHOP } from './shop';
import { variantUrl } from './variant-links';
import type { ProductCondition } from './vocabulary';

/** What schema.org Product data needs of a product (prices in cents, before IVA). */
export interface JsonLdProduct {
  id: string;
  name: string;
  brand: string;
  description: string;
  images: readonly string[];
  price: number;
  /** The Omnibus reference: the struck price, when the price is a discount. */
  originalPrice: number | null;
  inStock: boolean;
  stock: number;
  condition: ProductCondition;
  /** The average and count of the published reviews, null when none. */
  rating: number | null;
  reviews: number | null;
  /** The newest published reviews (docs/product.md#recensioni). */
  verifiedReviews: readonly JsonLdReview[];
  /** Its variants in the page's order; only the first JSON_LD_VARIANTS are described. */
  variants: readonly JsonLdVariant[];
}

/** What one variant's offer says (docs/product.md#variants-in-search-results). */
export interface JsonLdVariant {
  sku: string;
  /** '' or null where the product offers no colour, or no size. */
  color: string | null;
  size: string | null;
  price: number;
  /** Its own Omnibus reference, when its price is a discount. */
  originalPrice: number | null;
  inStock: boolean;
  /** Units it can sell now: its own, or the product's shared stock. */
  stock: number;
}

/**
 * How many variants a product's JSON-LD describes: 24 covers two colours by twelve sizes, or the
 * other way round, and keeps the served head's JSON-LD to some 20 KB. A product with more lists
 * its first 24 in the page's order.
 */
export const JSON_LD_VARIANTS = 24;

/** What an Offer needs of the thing sold: its price, struck price and stock. */
interface Sold {
  price: number;
  originalPrice: number | null;
  inStock: boolean;
  stock: number;
}

/** A published review, as the product page shows it. */
interface JsonLdReview {
  authorName: string;
  stars: number;
  body: string;
  /** When staff published it: an ISO date-time or epoch milliseconds. */
  publishedAt: string | number | null;
}

function reviewJsonLd(review: JsonLdReview) {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.authorName },
    reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
    reviewBody: review.body,
    ...(review.publishedAt === null
      ? {}
      : { datePublished: new Date(review.publishedAt).toISOString().slice(0, 10) }),
  };
}

export function productUrl(origin: string, id: string): string {
  return `${origin}${ROUTES.product.replace(':id', id)}`;
}

/** A price before IVA, as schema.org writes it. */
function unitPrice(cents: number) {
  return {
    '@type': 'UnitPriceSpecification',
    price: (cents / 100).toFixed(2),
    priceCurrency: 'EUR',
    valueAddedTaxIncluded: false,
  };
}

/** An offer of the shop's, at a price before IVA, with its struck price where the shop shows one. */
function offerJsonLd(sold: Sold, condition: ProductCondition, url: string) {
  const struck = struckPrice(sold.price, sold.originalPrice);
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'EUR',
    price: (sold.price / 100).toFixed(2),
    // A struck price only where the shop shows one (docs/product.md#prices-and-discounts).
    priceSpecification:
      struck === null
        ? [unitPrice(sold.price)]
        : [
            unitPrice(sold.price),
            { ...unitPrice(struck), priceType: 'https://schema.org/StrikethroughPrice' },
          ],
    itemCondition: SCHEMA_ORG_CONDITION[condition],
    availability:
      sold.inStock && sold.stock > 0
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    seller: { '@type': 'Organization', name: SHOP.legalName },
  };
}

/** The schema.org properties variants differ by: colour, size or both. */
function variesBy(variants: readonly JsonLdVariant[]): string[] {
  const differ = (option: (variant: JsonLdVariant) => string | null) =>
    new Set(variants.map((variant) => option(variant) || null)).size > 1;
  return [
    ...(differ((variant) => variant.color) ? ['https://schema.org/color'] : []),
    ...(differ((variant) => variant.size) ? ['https://schema.org/size'] : []),
  ];
}

/**
 * schema.org data for search engines; prices are before IVA, and say so. A product sold in one
 * variant is a Product with its Offer; one with more is a ProductGroup whose variants are each a
 * Product with its own SKU, price, stock and link to the page with it chosen, as Google documents
 * for a page where shoppers pick the variant (docs/product.md#variants-in-search-results). The
 * Worker puts it in the served page's head and the product page draws the same object.
 */
export function productJsonLd(product: JsonLdProduct, origin: string) {
  const url = productUrl(origin, product.id);
  const described = {
    '@context': 'https://schema.org',
    name: product.name,
    description: product.description,
    image: product.images.map((image) => new URL(image, origin).href),
    brand: { '@type': 'Brand', name: product.brand },
    // Only from published reviews by verified buyers: the figures are theirs, never a seed's.
    ...(product.rating && product.reviews
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(product.verifiedReviews.length > 0
      ? { review: product.verifiedReviews.map(reviewJsonLd) }
      : {}),
  };
  if (product.variants.length < 2) {
    return {
      ...described,
      '@type': 'Product',
      // Its one variant's SKU, as a group's variants carry theirs (every product has one).
      sku: product.variants[0]?.sku ?? product.id,
      offers: offerJsonLd(product, product.condition, url),
    };
  }
  const variants = product.variants.slice(0, JSON_LD_VARIANTS);
  return {
    ...described,
    '@type': 'ProductGroup',
    productGroupID: product.id,
    url,
    variesBy: variesBy(variants),
    hasVariant: variants.map((variant) => ({
      '@type': 'Product',
      sku: variant.sku,
      name: variantTitle(product.name, variantLabel(variant)),
      ...(variant.color ? { color: variant.color } : {}),
      ...(variant.size ? { size: variant.size } : {}),
      offers: offerJsonLd(variant, product.condition, variantUrl(url, variant)),
    })),
  };
}

/** The product page's trail, as its "Percorso" shows it: Shop, the category, the product. */
export function productBreadcrumbJsonLd(
  product: { id: string; name: string; category: { id: string; name: string } },
  origin: string,
) {
  const trail = [
    { name: 'Shop', item: `${origin}${ROUTES.shop}` },
    {
      name: product.category.name,
      item: `${origin}${ROUTES.shop}?category=${encodeURIComponent(product.category.id)}`,
    },
    { name: product.name, item: productUrl(origin, product.id) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...step,
    })),
  };
}

/** The business itself, for the home page. */
export function localBusinessJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: SHOP.name,
    legalName: SHOP.legalName,
    url: `${origin}/`,
    telephone: SHOP.phone,
    email: SHOP.email,
    vatID: `IT${SHOP.vatNumber}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SHOP.address.street,
      postalCode: SHOP.address.postalCode,
      addressLocality: SHOP.address.city,
      addressRegion: SHOP.address.province,
      addressCountry: 'IT',
    },
    sameAs: SHOP.social.map((profile) => profile.url),
  };
}

/**
 * JSON for inside a <script> element: `<` (and the line separators JavaScript once refused) are
 * escaped, so no "</script>" in a product's text can end the element.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
