import { asc } from 'drizzle-orm';
import {
  type ProductRow,
  type ProductVariantRow,
  products,
  productVariants,
} from '../../schema/db/catalogue';
import type { CatalogueEntry, RequestedLine } from '../../schema/rules/cart-totals';
import { saleEntry, variantFor } from '../../schema/rules/variants';
import { type Database, inJsonList } from '../db';
import { forSale } from './reads';

/** Every variant of the products named, in each product's colour-by-size order. */
export function variantsOf(db: Database, productIds: readonly number[]) {
  return db
    .select()
    .from(productVariants)
    .where(inJsonList(productVariants.productId, [...new Set(productIds)]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
}

export function groupByProduct(rows: readonly ProductVariantRow[]) {
  const byProduct = new Map<number, ProductVariantRow[]>();
  for (const row of rows)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

/** What some cart lines can buy: their products and variants, read in one round trip. */
export interface SaleCatalogue {
  products: Map<number, ProductRow>;
  /** The variant a line's colour and size name, if its product offers it. */
  variantOf(line: RequestedLine): ProductVariantRow | undefined;
  /**
   * A line as the shop sells it now (docs/product.md#variants): its variant's price and stock, or,
   * for a colour or size the product does not offer, the product's price and stock (placing the
   * order refuses it). Nothing for a product unknown or archived.
   */
  entry(line: RequestedLine): CatalogueEntry | undefined;
}

export async function saleCatalogue(
  db: Database,
  lines: readonly Pick<RequestedLine, 'productId'>[],
): Promise<SaleCatalogue> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  if (ids.length === 0) {
    return { products: new Map(), variantOf: () => undefined, entry: () => undefined };
  }
  const [productRows, variantRows] = await db.batch([
    db.select().from(products).where(inJsonList(products.id, ids)),
    variantsOf(db, ids),
  ]);
  const byId = new Map(productRows.map((row) => [row.id, row]));
  const variants = groupByProduct(variantRows);
  const variantOf = (line: RequestedLine) =>
    variantFor(variants.get(line.productId) ?? [], line.color, line.size);
  return {
    products: byId,
    variantOf,
    entry: (line) => {
      const product = forSale(byId.get(line.productId));
      if (!product) return undefined;
      const variant = variantOf(line);
      return variant
        ? saleEntry(product, variant)
        : { price: product.price, inStock: product.inStock, stock: product.stock };
    },
  };
}
