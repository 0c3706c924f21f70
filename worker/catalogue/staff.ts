import { asc, eq, sql } from 'drizzle-orm';
import { type ProductRow, products } from '../../schema/db/catalogue';
import { type ProductEditForm, parseProductEdit } from '../../schema/rules/catalogue';
import type { Viewer } from '../accounts/viewer';
import { audit } from '../admin/audit';
import { type Database, violates } from '../db';
import { DomainError, invalidFields } from '../domain-error';
import { invalidateCatalogue } from './snapshot';

/** The shop module's table, read from D1 rather than the shop's snapshot: edits show at once. */
export function productsForStaff(db: Database): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.id));
}

/**
 * Why a product edit's batch failed, when it did because the stock had moved since the staff read
 * it: the update below turns that case into a negative stock, which the table's CHECK refuses.
 */
/**
 * Edits a product from the shop module, and drops this isolate's catalogue snapshot. The new stock
 * is written only over the stock the staff saw (`seenStock`): if an order or another edit changed
 * it meanwhile, nothing is written and the staff are told the stock as it is now
 * (docs/product.md#shop-module).
 */
export async function updateProduct(
  db: Database,
  actor: Viewer,
  id: number,
  form: ProductEditForm,
  seenStock: number,
): Promise<ProductRow> {
  const { edit, errors } = parseProductEdit(form);
  if (errors) throw invalidFields(errors);
  const product = await db.select().from(products).where(eq(products.id, id)).get();
  if (!product) throw new DomainError('Prodotto non trovato.', 'NOT_FOUND', 'id');
  const at = Date.now();
  try {
    await db.batch([
      db
        .update(products)
        .set({
          price: edit.price,
          originalPrice: edit.originalPrice,
          // Checked and written in one statement: a stock other than the one seen becomes -1,
          // which the table's CHECK refuses, so the whole batch, audit row included, rolls back.
          stock: sql`CASE WHEN ${products.stock} = ${seenStock} THEN ${edit.stock} ELSE -1 END`,
          inStock: edit.inStock,
          description: edit.description.trim(),
          colors: edit.colors.map((color) => ({
            name: color.name.trim(),
            hex: color.hex.toLowerCase(),
          })),
          sizes: edit.sizes.map((size) => size.trim()),
          updatedAtMs: at,
        })
        .where(eq(products.id, id)),
      audit(
        db,
        actor,
        {
          action: 'product.update',
          entityType: 'product',
          entityId: String(id),
          summary: `Aggiornato ${product.name}: prezzo ${(edit.price / 100).toFixed(2)} €, disponibilità ${seenStock} → ${edit.stock}`,
        },
        at,
      ),
    ]);
  } catch (error) {
    if (!violates(error, 'products_stock_not_negative')) throw error;
    const now = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, id))
      .get();
    throw new DomainError(
      `La disponibilità è cambiata mentre modificavi il prodotto: ora è ${now?.stock ?? 0}. Ricarica e riprova.`,
      'CONFLICT',
      'stock',
    );
  }
  invalidateCatalogue();
  const updated = await db.select().from(products).where(eq(products.id, id)).get();
  if (!updated) throw new Error(`Product ${id} vanished after its update`);
  return updated;
}
