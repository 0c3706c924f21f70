import DataLoader from 'dataloader';
import type { ProductRow, ProductVariantRow } from '../../schema/db/catalogue';
import type { ProductPhotoRow } from '../../schema/db/product-photos';
import type { ProductReviewRow } from '../../schema/db/product-reviews';
import {
  RELATED_LIMIT,
  relatedPicksByCategory,
  relatedProducts,
} from '../../schema/rules/catalogue';
import { PRODUCT_PAGE_REVIEWS } from '../../schema/rules/reviews';
import type { Database } from '../db';
import { photosOfProducts } from './photos';
import {
  productById,
  productsByIds,
  productWithPicks,
  type RankedProduct,
  relatedCandidates,
} from './reads';
import { publishedReviews } from './reviews';
import { groupByProduct, variantsOf } from './variants';
import { versionMemo } from './version-memo';

/** What the candidates are ranked by, for the largest limit a client may ask. */
const relatedRanking = versionMemo<RankedProduct[]>();

const ranking = ({ id, categoryId, bestsellerRank }: ProductRow): RankedProduct => ({
  id,
  categoryId,
  bestsellerRank,
});

/**
 * Per-request catalogue reads: the related products of every product an answer holds, at every
 * level and under every alias, come from one statement (docs/product.md#catalogue). The first
 * request at a catalogue version reads the candidates whole and the isolate keeps their ranking;
 * later requests at that version load only the products picked. `version` is the catalogue
 * version the request is answered at, null when it was not read.
 */
export function createCatalogueLoaders(db: Database, version: number | null) {
  // Decided once per request, so every level of an answer reads the same way.
  let source: readonly RankedProduct[] | Promise<ProductRow[]> | undefined;
  const picked = new DataLoader<number, ProductRow | undefined>(async (ids) => {
    const byId = await productsByIds(db, ids);
    return ids.map((id) => byId.get(id));
  });
  const reviews = new DataLoader<number, ProductReviewRow[]>(async (ids) => {
    const byProduct = await publishedReviews(db, ids, PRODUCT_PAGE_REVIEWS);
    return ids.map((id) => byProduct.get(id) ?? []);
  });
  const variants = new DataLoader<number, ProductVariantRow[]>(async (ids) => {
    const byProduct = groupByProduct(await variantsOf(db, ids));
    return ids.map((id) => byProduct.get(id) ?? []);
  });
  const photos = new DataLoader<number, ProductPhotoRow[]>(async (ids) => {
    const byProduct = await photosOfProducts(db, ids);
    return ids.map((id) => byProduct.get(id) ?? []);
  });
  return {
    /** A product's variants, every product of an answer in one statement (docs/product.md#variants). */
    variants,
    /** A product's photos staff uploaded, in order (docs/product.md#product-photos). */
    photos,
    /** A product's newest published reviews (docs/product.md#recensioni). */
    reviews,
    /** Products by id, for what names one (a review in the staff's queue). */
    product: picked,
    /**
     * A product page's product. When the isolate holds the related ranking at this version, the
     * products its page suggests by default come in the same statement and wait in `picked`.
     */
    page: async (id: number): Promise<ProductRow | undefined> => {
      const ranked = relatedRanking.peek(version);
      if (!ranked) return productById(db, id);
      const rows = await productWithPicks(
        db,
        id,
        relatedPicksByCategory(ranked, RELATED_LIMIT.default),
      );
      for (const row of rows) picked.prime(row.id, row);
      return rows.find((row) => row.id === id);
    },
    related: async (product: ProductRow, limit: number): Promise<ProductRow[]> => {
      if (limit === 0) return [];
      source ??=
        relatedRanking.peek(version) ??
        relatedCandidates(db, RELATED_LIMIT.max).then((rows) => {
          relatedRanking.keep(version, rows.map(ranking));
          return rows;
        });
      if (source instanceof Promise) return relatedProducts(product, await source, limit);
      const loaded = await picked.loadMany(
        relatedProducts(product, source, limit).map((p) => p.id),
      );
      return loaded.filter(
        (row): row is ProductRow => row !== undefined && !(row instanceof Error),
      );
    },
  };
}

export type CatalogueLoaders = ReturnType<typeof createCatalogueLoaders>;
