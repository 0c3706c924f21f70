import { ROUTES } from './routes';
import { struckPrice } from './rules/omnibus';
import { SCHEMA_ORG_CONDITION } from './rules/product-condition';
import { SHOP } from './shop';
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

/**
 * schema.org Product data for search engines; prices are before IVA, and say so. The Worker puts
 * it in the served page's head and the product page draws the same object.
 */
export function productJsonLd(product: JsonLdProduct, origin: string) {
  const url = productUrl(origin, product.id);
  const struck = struckPrice(product.price, product.originalPrice);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.id,
    name: product.name,
    description: product.description,
    image: product.images.map((image) => new URL(image, origin).href),
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      price: (product.price / 100).toFixed(2),
      // A struck price only where the shop shows one (docs/product.md#prices-and-discounts).
      priceSpecification:
        struck === null
          ? [unitPrice(product.price)]
          : [
              unitPrice(product.price),
              { ...unitPrice(struck), priceType: 'https://schema.org/StrikethroughPrice' },
            ],
      itemCondition: SCHEMA_ORG_CONDITION[product.condition],
      availability:
        product.inStock && product.stock > 0
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: SHOP.legalName },
    },
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
