import { describe, expect, it } from 'vitest';
import { JSON_LD_VARIANTS, type JsonLdVariant, productJsonLd } from '../../schema/json-ld';
import {
  activeFilterCount,
  DEFAULT_LISTING,
  type ListingState,
  listingSearch,
  listingSort,
  listingVariables,
  readListingState,
  refine,
  sortOptions,
  toggleSize,
  withoutFilters,
} from '../../web/catalogue/listing-params';
import { detailRows, sizeLegend } from '../../web/catalogue/product-details';
import { stockLabel } from '../../web/catalogue/StockBadge';

describe('the listing state in the URL', () => {
  it('defaults to every category, no filter, the default sort, the first page', () => {
    expect(readListingState(new URLSearchParams(''))).toEqual(DEFAULT_LISTING);
    expect(listingSort(DEFAULT_LISTING)).toBe('NAME');
    expect(listingSort({ ...DEFAULT_LISTING, search: 'apple' })).toBe('RELEVANCE');
  });

  it('reads every part, ignoring values it does not know', () => {
    expect(
      readListingState(
        new URLSearchParams(
          'q=dell&category=laptop&marca=Dell&prezzo=600-1000&disponibili=1&condizione=usato&versione=16GB+%2F+512GB&versione=1TB&sort=price-high&dopo=abc',
        ),
      ),
    ).toEqual({
      search: 'dell',
      category: 'laptop',
      brand: 'Dell',
      priceRange: '600-1000',
      availableOnly: true,
      condition: 'USATO',
      sizes: ['16GB / 512GB', '1TB'],
      sort: 'PRICE_HIGH',
      cursor: { after: 'abc' },
    });
    expect(
      readListingState(new URLSearchParams('sort=caso&prezzo=gratis&disponibili=si&prima=x')),
    ).toEqual({ ...DEFAULT_LISTING, cursor: { before: 'x' } });
    expect(readListingState(new URLSearchParams(`dopo=${'a'.repeat(600)}`)).cursor).toBeNull();
  });

  it('writes only what differs from the defaults, which depend on the search', () => {
    expect(listingSearch({ ...DEFAULT_LISTING, search: '  ', sort: 'NAME' })).toBe('');
    expect(listingSearch({ ...DEFAULT_LISTING, search: 'ipad', sort: 'RELEVANCE' })).toBe(
      '?q=ipad',
    );
    expect(listingSearch({ ...DEFAULT_LISTING, search: 'ipad', sort: 'NAME' })).toBe(
      '?q=ipad&sort=name',
    );
    // Relevance means nothing without a search: the list is by name.
    expect(listingSearch({ ...DEFAULT_LISTING, sort: 'RELEVANCE' })).toBe('');
    expect(
      listingSearch({
        ...DEFAULT_LISTING,
        category: 'tablet',
        sort: 'PRICE_LOW',
        search: ' ipad ',
        availableOnly: true,
      }),
    ).toBe('?q=ipad&category=tablet&disponibili=1&sort=price-low');
    // The condition as stored, and an unknown one left out.
    expect(listingSearch({ ...DEFAULT_LISTING, condition: 'USATO' })).toBe('?condizione=usato');
    expect(readListingState(new URLSearchParams('?condizione=rotto')).condition).toBeNull();
    expect(readListingState(new URLSearchParams('?condizione=USATO')).condition).toBeNull();
    // Every size, each once, in the order chosen.
    expect(listingSearch({ ...DEFAULT_LISTING, sizes: ['256GB', '128GB'] })).toBe(
      '?versione=256GB&versione=128GB',
    );
  });

  it('reads each size once, within the bounds the Worker keeps', () => {
    const read = (query: string) => readListingState(new URLSearchParams(query)).sizes;
    expect(read('versione=256GB&versione=256GB&versione=512GB')).toEqual(['256GB', '512GB']);
    expect(read(`versione=${'x'.repeat(41)}&versione=41mm&versione=`)).toEqual(['41mm']);
    const many = Array.from({ length: 20 }, (_, n) => `versione=${n}GB`).join('&');
    expect(read(many)).toHaveLength(12);
  });

  it('ticks and unticks a size, back on the first page', () => {
    const onPage2 = { ...DEFAULT_LISTING, sizes: ['128GB'], cursor: { after: 'c' } };
    const both = toggleSize(onPage2, '256GB', true);
    expect(both).toEqual({ ...DEFAULT_LISTING, sizes: ['128GB', '256GB'] });
    expect(toggleSize(both, '128GB', false).sizes).toEqual(['256GB']);
    expect(activeFilterCount(both)).toBe(2);
    expect(listingVariables(both, 24).filter.sizes).toEqual(['128GB', '256GB']);
    expect(listingVariables(DEFAULT_LISTING, 24).filter.sizes).toBeNull();
  });

  it('round-trips', () => {
    const states: ListingState[] = [
      DEFAULT_LISTING,
      {
        search: 'console & co',
        category: 'gaming',
        brand: 'Sony & figli',
        priceRange: 'oltre-1000',
        availableOnly: true,
        condition: 'RICONDIZIONATO',
        sizes: ['8GB / 256GB', 'Taglia unica', '41mm'],
        sort: 'PRICE_HIGH',
        cursor: { before: 'eyJzb3J0IjoiUFJJQ0VfSElHSCJ9' },
      },
      { ...DEFAULT_LISTING, search: 'galaxy', sort: 'NAME', cursor: { after: 'x-y_z' } },
    ];
    for (const state of states) {
      expect(readListingState(new URLSearchParams(listingSearch(state)))).toEqual(state);
    }
  });

  it('drops the page when a filter, the sort or the search changes', () => {
    const onPage3 = { ...DEFAULT_LISTING, cursor: { after: 'c' } };
    expect(refine(onPage3, { brand: 'Apple' })).toEqual({ ...DEFAULT_LISTING, brand: 'Apple' });
    expect(refine(onPage3, { sort: 'PRICE_LOW' }).cursor).toBeNull();
    const filtered = {
      ...onPage3,
      brand: 'Apple',
      priceRange: 'fino-100',
      availableOnly: true,
      condition: 'USATO' as const,
      sizes: ['256GB'],
    };
    expect(activeFilterCount(filtered)).toBe(5);
    expect(withoutFilters({ ...filtered, search: 'x', category: 'tablet' })).toEqual({
      ...DEFAULT_LISTING,
      search: 'x',
      category: 'tablet',
    });
  });

  it('asks the page after or before a cursor, with the sort the listing shows', () => {
    expect(listingVariables(DEFAULT_LISTING, 24)).toEqual({
      search: null,
      filter: {
        category: 'all',
        brand: null,
        priceRange: null,
        availableOnly: false,
        condition: null,
        sizes: null,
      },
      sort: 'NAME',
      first: 24,
      after: null,
    });
    expect(
      listingVariables({ ...DEFAULT_LISTING, search: 'mac', cursor: { before: 'b' } }, 24),
    ).toMatchObject({ search: 'mac', sort: 'RELEVANCE', last: 24, before: 'b' });
  });

  it('offers "Rilevanza" only with a search', () => {
    const labels = (state: ListingState) => sortOptions(state).map((option) => option.label);
    expect(labels(DEFAULT_LISTING)).toEqual(['Nome', 'Prezzo crescente', 'Prezzo decrescente']);
    expect(labels({ ...DEFAULT_LISTING, search: 'a' })).toEqual([
      'Rilevanza',
      'Nome',
      'Prezzo crescente',
      'Prezzo decrescente',
    ]);
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

/** The Offer of a product sold in one variant. */
function singleOffer(ld: ReturnType<typeof productJsonLd>) {
  if (!('offers' in ld)) throw new Error(`a ${ld['@type']}, not a Product with one offer`);
  return ld.offers;
}

const ONE_VARIANT: JsonLdVariant = {
  sku: 'RL00001',
  color: null,
  size: null,
  price: 129900,
  originalPrice: null,
  inStock: true,
  stock: 12,
};

describe('product JSON-LD', () => {
  const product = {
    id: '1',
    name: 'iPhone 15 Pro',
    brand: 'Apple',
    description: 'Telaio in titanio',
    images: ['/images/products/iphone-15-pro-front.svg'],
    price: 129900,
    originalPrice: null,
    inStock: true,
    stock: 12,
    condition: 'ricondizionato' as const,
    rating: 4.5,
    reviews: 2,
    verifiedReviews: [
      {
        authorName: 'Giulia B.',
        stars: 5,
        body: 'Ottimo, </script> nessun problema.',
        publishedAt: '2026-11-20T10:00:00.000Z',
      },
      { authorName: 'Marco R.', stars: 4, body: 'Buono.', publishedAt: 1_795_000_000_000 },
    ],
    variants: [ONE_VARIANT],
  };

  it('describes price before IVA, availability, condition, brand and rating', () => {
    expect(productJsonLd(product, 'https://riparolab.it')).toMatchObject({
      '@type': 'Product',
      sku: 'RL00001',
      image: ['https://riparolab.it/images/products/iphone-15-pro-front.svg'],
      brand: { '@type': 'Brand', name: 'Apple' },
      offers: {
        price: '1299.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/RefurbishedCondition',
        priceSpecification: [{ price: '1299.00', valueAddedTaxIncluded: false }],
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('carries each published review with its author, stars, text and date', () => {
    expect(productJsonLd(product, 'https://riparolab.it').review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Giulia B.' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Ottimo, </script> nessun problema.',
        datePublished: '2026-11-20',
      },
      expect.objectContaining({ reviewRating: expect.objectContaining({ ratingValue: 4 }) }),
    ]);
  });

  it('gives the struck price only for a discount under the 30-day rule', () => {
    const offer = (originalPrice: number | null) =>
      singleOffer(productJsonLd({ ...product, originalPrice }, 'https://riparolab.it'));
    expect(offer(139900).priceSpecification).toEqual([
      expect.objectContaining({ price: '1299.00' }),
      expect.objectContaining({
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '1399.00',
        valueAddedTaxIncluded: false,
      }),
    ]);
    expect(offer(null).priceSpecification).toHaveLength(1);
    expect(offer(129900).priceSpecification).toHaveLength(1);
  });

  it('says out of stock and leaves out a missing rating', () => {
    const ld = productJsonLd(
      { ...product, stock: 0, rating: null, reviews: null, verifiedReviews: [] },
      'https://riparolab.it',
    );
    expect(singleOffer(ld).availability).toBe('https://schema.org/OutOfStock');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
  });
  describe('of a product sold in more than one variant', () => {
    const variant = (size: string, price: number, more: Partial<JsonLdVariant> = {}) => ({
      ...ONE_VARIANT,
      sku: `RL00001-TITANIONERO-${size}`,
      color: 'Titanio nero',
      size,
      price,
      ...more,
    });
    const group = productJsonLd(
      {
        ...product,
        variants: [
          variant('128GB', 129900),
          variant('256GB', 139900, { originalPrice: 149900, stock: 0 }),
          variant('512GB', 159900, { inStock: false, stock: 4 }),
        ],
      },
      'https://riparolab.it',
    );

    it('is a ProductGroup by size, its brand and reviews shared, without an offer of its own', () => {
      expect(group).toMatchObject({
        '@type': 'ProductGroup',
        productGroupID: '1',
        url: 'https://riparolab.it/product-overview/1',
        variesBy: ['https://schema.org/size'],
        brand: { '@type': 'Brand', name: 'Apple' },
        aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
      });
      expect(group).not.toHaveProperty('offers');
      expect(group).not.toHaveProperty('sku');
    });

    it('gives each variant its SKU, price, struck price, stock, condition and chosen link', () => {
      if (!('hasVariant' in group)) throw new Error('no variants');
      expect(group.hasVariant.map((v) => [v.sku, v.offers.price, v.offers.availability])).toEqual([
        ['RL00001-TITANIONERO-128GB', '1299.00', 'https://schema.org/InStock'],
        ['RL00001-TITANIONERO-256GB', '1399.00', 'https://schema.org/OutOfStock'],
        ['RL00001-TITANIONERO-512GB', '1599.00', 'https://schema.org/OutOfStock'],
      ]);
      expect(group.hasVariant[1]).toEqual({
        '@type': 'Product',
        sku: 'RL00001-TITANIONERO-256GB',
        name: 'iPhone 15 Pro · Titanio nero · 256GB',
        color: 'Titanio nero',
        size: '256GB',
        offers: expect.objectContaining({
          '@type': 'Offer',
          url: 'https://riparolab.it/product-overview/1?colore=Titanio+nero&versione=256GB',
          priceCurrency: 'EUR',
          itemCondition: 'https://schema.org/RefurbishedCondition',
          priceSpecification: [
            expect.objectContaining({ price: '1399.00', valueAddedTaxIncluded: false }),
            expect.objectContaining({
              price: '1499.00',
              priceType: 'https://schema.org/StrikethroughPrice',
            }),
          ],
        }),
      });
    });

    it(`describes at most ${JSON_LD_VARIANTS} of them, in the page's order`, () => {
      const many = Array.from({ length: 40 }, (_, i) => variant(`${i + 1}GB`, 100_000 + i));
      const ld = productJsonLd({ ...product, variants: many }, 'https://riparolab.it');
      if (!('hasVariant' in ld)) throw new Error('no variants');
      expect(ld.hasVariant.map((v) => v.size)).toEqual(
        many.slice(0, JSON_LD_VARIANTS).map((v) => v.size),
      );
    });
  });
});
