import { SHOP } from '../../schema/shop';

interface JsonLdProduct {
  id: string;
  name: string;
  brand: string;
  description: string;
  images: readonly string[];
  price: number;
  inStock: boolean;
  stock: number;
  rating: number | null;
  reviews: number | null;
}

/** schema.org Product data for search engines; prices are before IVA, and say so. */
export function productJsonLd(product: JsonLdProduct, origin: string) {
  const url = `${origin}/product-overview/${product.id}`;
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
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: (product.price / 100).toFixed(2),
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: false,
      },
      availability:
        product.inStock && product.stock > 0
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: SHOP.legalName },
    },
    ...(product.rating && product.reviews
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviews,
            bestRating: 5,
          },
        }
      : {}),
  };
}
