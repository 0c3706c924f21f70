import { asc, getTableColumns, sql } from 'drizzle-orm';
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

/** What some cart lines can buy: their products and variants, read in one statement. */
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
  lines: readonly Pick<RequestedLine, 'productId' | 'color' | 'size'>[],
): Promise<SaleCatalogue> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  if (ids.length === 0) {
    return { products: new Map(), variantOf: () => undefined, entry: () => undefined };
  }
  // Only the variants the lines name, each found through the (product, colour, size) index: a
  // product's other variants would be read for nothing ('' where a line names none). Each
  // product's pairs are listed under its id, so each product walks only its own.
  const named: Record<number, [string, string][]> = {};
  for (const line of lines) {
    named[line.productId] = [...(named[line.productId] ?? []), [line.color ?? '', line.size ?? '']];
  }
  // One statement: each product with the variants named as a JSON array. The product's id is
  // written with its table: a selected column alone would name the variant's.
  const rows = await db
    .select({
      ...getTableColumns(products),
      variants: sql<string>`(SELECT json_group_array(json_object('id', v.id, 'productId', v.product_id, 'color', v.color, 'size', v.size, 'sku', v.sku, 'price', v.price, 'stock', v.stock, 'position', v.position, 'originalPrice', v.original_price, 'grade', v.grade, 'batteryHealth', v.battery_health)) FROM ${productVariants} AS v WHERE v.product_id = ${products}.id AND (v.color, v.size) IN (SELECT n.value ->> 0, n.value ->> 1 FROM json_each(${JSON.stringify(named)}, '$."' || ${products}.id || '"') AS n))`,
    })
    .from(products)
    .where(inJsonList(products.id, ids));
  const productRows = rows.map(({ variants: _, ...product }) => product);
  const variants = new Map(
    rows.map((row) => [row.id, JSON.parse(row.variants) as ProductVariantRow[]]),
  );
  const byId = new Map(productRows.map((row) => [row.id, row]));
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
