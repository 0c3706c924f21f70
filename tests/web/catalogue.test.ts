import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../../schema/json-ld';
import { listingSearch, readListingState } from '../../web/catalogue/listing-params';
import { detailRows, sizeLegend } from '../../web/catalogue/product-details';
import { stockLabel } from '../../web/catalogue/StockBadge';

describe('the listing state in the URL', () => {
  it('defaults to every category, sorted by name, no search', () => {
    expect(readListingState(new URLSearchParams(''))).toEqual({
      category: 'all',
      sort: 'NAME',
      search: '',
    });
  });

  it('reads category, sort and q, ignoring a sort it does not know', () => {
    expect(readListingState(new URLSearchParams('category=laptop&sort=price-high&q=dell'))).toEqual(
      {
        category: 'laptop',
        sort: 'PRICE_HIGH',
        search: 'dell',
      },
    );
    expect(readListingState(new URLSearchParams('sort=caso')).sort).toBe('NAME');
  });

  it('writes only what differs from the defaults', () => {
    expect(listingSearch({ category: 'all', sort: 'NAME', search: '  ' })).toBe('');
    expect(listingSearch({ category: 'tablet', sort: 'PRICE_LOW', search: ' ipad ' })).toBe(
      '?category=tablet&sort=price-low&q=ipad',
    );
  });

  it('round-trips', () => {
    const state = { category: 'gaming', sort: 'PRICE_HIGH', search: 'console & co' } as const;
    expect(readListingState(new URLSearchParams(listingSearch(state)))).toEqual(state);
  });
});

describe('the technical sheet', () => {
  it('keeps only the fields a product has, labelled in Italian, lists joined', () => {
    expect(
      detailRows({
        chip: 'M3',
        display: '13,6"',
        features: ['Touch ID', 'MagSafe'],
        camera: null,
        battery: ' ',
      }),
    ).toEqual([
      { label: 'Display', value: '13,6"' },
      { label: 'Chip', value: 'M3' },
      { label: 'Caratteristiche', value: 'Touch ID, MagSafe' },
    ]);
    expect(detailRows(null)).toEqual([]);
  });

  it.each([
    [['128GB', '256GB'], 'Memoria'],
    [['8GB / 256GB', '16GB / 512GB'], 'Memoria'],
    [['43mm', '47mm'], 'Misura della cassa'],
    [['Taglia unica'], 'Taglia'],
    [['1TB Standard', '1TB Digital'], 'Versione'],
  ])('names the sizes %j "%s"', (sizes, legend) => {
    expect(sizeLegend(sizes)).toBe(legend);
  });
});

describe('stock labels', () => {
  it.each([
    [{ inStock: true, stock: 12 }, 'Disponibile'],
    [{ inStock: true, stock: 5 }, 'Solo 5 disponibili'],
    [{ inStock: true, stock: 1 }, 'Solo 1 disponibile'],
    [{ inStock: true, stock: 0 }, 'Esaurito'],
    [{ inStock: false, stock: 3 }, 'Esaurito'],
  ])('%j reads "%s"', (product, label) => {
    expect(stockLabel(product)).toBe(label);
  });
});

describe('product JSON-LD', () => {
  const product = {
    id: '1',
    name: 'iPhone 15 Pro',
    brand: 'Apple',
    description: 'Telaio in titanio',
    images: ['/images/products/iphone-15-pro-front.svg'],
    price: 129900,
    inStock: true,
    stock: 12,
    rating: 4.8,
    reviews: 214,
  };

  it('describes price before IVA, availability, brand and rating', () => {
    expect(productJsonLd(product, 'https://riparolab.it')).toMatchObject({
      '@type': 'Product',
      image: ['https://riparolab.it/images/products/iphone-15-pro-front.svg'],
      brand: { '@type': 'Brand', name: 'Apple' },
      offers: {
        price: '1299.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        priceSpecification: { valueAddedTaxIncluded: false },
      },
      aggregateRating: { ratingValue: 4.8, reviewCount: 214 },
    });
  });

  it('says out of stock and leaves out a missing rating', () => {
    const ld = productJsonLd(
      { ...product, stock: 0, rating: null, reviews: null },
      'https://riparolab.it',
    );
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld).not.toHaveProperty('aggregateRating');
  });
});
