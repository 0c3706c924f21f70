import { asc, eq } from 'drizzle-orm';
import { type ProductRow, products } from '../../schema/db/catalogue';
import { type ProductEditForm, parseProductEdit } from '../../schema/rules/catalogue';
import type { Viewer } from '../accounts/viewer';
import { audit } from '../admin/audit';
import type { Database } from '../db';
import { DomainError, invalidFields } from '../domain-error';
import { invalidateCatalogue } from './snapshot';

/** The shop module's table, read from D1 rather than the shop's snapshot: edits show at once. */
export function productsForStaff(db: Database): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.id));
}

/** Edits a product from the shop module, and drops this isolate's catalogue snapshot. */
export async function updateProduct(
  db: Database,
  actor: Viewer,
  id: number,
  form: ProductEditForm,
): Promise<ProductRow> {
  const { edit, errors } = parseProductEdit(form);
  if (errors) throw invalidFields(errors);
  const product = await db.select().from(products).where(eq(products.id, id)).get();
  if (!product) throw new DomainError('Prodotto non trovato.', 'NOT_FOUND', 'id');
  const at = Date.now();
  await db.batch([
    db
      .update(products)
      .set({
        price: edit.price,
        originalPrice: edit.originalPrice,
        stock: edit.stock,
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
        summary: `Aggiornato ${product.name}: prezzo ${(edit.price / 100).toFixed(2)} €, disponibilità ${edit.stock}`,
      },
      at,
    ),
  ]);
  invalidateCatalogue();
  const updated = await db.select().from(products).where(eq(products.id, id)).get();
  if (!updated) throw new Error(`Product ${id} vanished after its update`);
  return updated;
}
