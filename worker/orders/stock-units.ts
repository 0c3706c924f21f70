import { and, gte, type SQL, sql } from 'drizzle-orm';
import { products, productVariants } from '../../schema/db/catalogue';
import { onSale } from '../catalogue/reads';
import { type Database, inJsonList } from '../db';

/** What a line takes from stock or gives back: a product's units, of one variant when known. */
export interface StockLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/**
 * The units some lines move, per product and per variant, each bound as one JSON object: D1
 * binds at most 100 values a statement and an order holds up to 100 lines
 * (docs/product.md#orders). Whether a line moves its variant's own stock or the product's shared
 * stock is decided inside the statements, from the variant as it is then
 * (docs/product.md#variants).
 */
function units(lines: readonly StockLine[]) {
  const byProduct = new Map<number, number>();
  const byVariant = new Map<number, number>();
  for (const line of lines) {
    byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
    if (line.variantId !== null) {
      byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
    }
  }
  const lineJson = JSON.stringify(lines);
  // The units of the product a statement is at that its shared stock moves: lines of a variant
  // that shares it, or of no variant (a line from before variants, or of one removed since).
  const sharedUnits = sql<number>`(SELECT coalesce(sum(line.value ->> 'quantity'), 0) FROM json_each(${lineJson}) AS line LEFT JOIN ${productVariants} AS variant ON variant.id = line.value ->> 'variantId' WHERE line.value ->> 'productId' = ${products.id} AND (variant.id IS NULL OR variant.stock IS NULL))`;
  const variantJson = JSON.stringify(Object.fromEntries(byVariant));
  return {
    productIds: [...byProduct.keys()],
    variantIds: [...byVariant.keys()],
    sharedUnits,
    ownUnits: sql<number>`json_extract(${variantJson}, '$."' || ${productVariants.id} || '"')`,
  };
}

/** Units given back to variants that hold their own stock. */
function variantStock(db: Database, variantIds: number[], change: SQL<number>) {
  return db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${change}` })
    .where(
      and(inJsonList(productVariants.id, variantIds), sql`${productVariants.stock} IS NOT NULL`),
    );
}

/**
 * An order's units taken, in two statements for any number of lines. The products' update names
 * every product ordered and takes only what is still on sale, buyable and in shared stock, so
 * `changes()` right after it falls short of `productIds.length` when any is gone; a variant's own
 * stock going below zero breaks its CHECK. Either way the order's batch rolls back.
 */
export function takeStock(db: Database, lines: readonly StockLine[], at: number) {
  const { productIds, variantIds, sharedUnits, ownUnits } = units(lines);
  return {
    productIds,
    statements: [
      variantStock(db, variantIds, sql<number>`-${ownUnits}`),
      db
        .update(products)
        .set({ stock: sql`${products.stock} - ${sharedUnits}`, updatedAtMs: at })
        .where(
          and(
            inJsonList(products.id, productIds),
            // Archived between the check and the batch: not taken, so the order rolls back.
            onSale,
            sql`${products.inStock}`,
            gte(sql`${products.stock} - ${products.variantStock}`, sharedUnits),
          ),
        ),
    ] as const,
  };
}

/**
 * The statements that put units back on the shelf, a cancelled order's or a return's: two for
 * any number of lines (none without lines).
 */
export function restockStatements(db: Database, lines: readonly StockLine[], at: number) {
  if (lines.length === 0) return [];
  const { productIds, variantIds, sharedUnits, ownUnits } = units(lines);
  return [
    variantStock(db, variantIds, ownUnits),
    db
      .update(products)
      .set({ stock: sql`${products.stock} + ${sharedUnits}`, updatedAtMs: at })
      .where(inJsonList(products.id, productIds)),
  ];
}
