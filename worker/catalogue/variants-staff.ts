import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type ProductRow, products, productVariants } from '../../schema/db/catalogue';
import { generatedSku } from '../../schema/rules/generated-sku';
import {
  type ConditionEdit,
  conditionSummary,
  TAKES_PRODUCT_GRADE,
  type VariantGrade,
  variantCondition,
} from '../../schema/rules/product-condition';
import { hasErrors } from '../../schema/rules/validation';
import {
  type NewVariant,
  parseVariantEdits,
  type VariantEditForm,
  variantGradesErrors,
  withKept,
} from '../../schema/rules/variant-edit';
import type { Viewer } from '../accounts/viewer';
import { audit } from '../admin/audit';
import { type Database, inJsonList, violates } from '../db';
import { DomainError, invalidFields } from '../domain-error';
import { struckPriceWrites } from './struck-prices';
import { variantsOf } from './variants';
import { forgetCatalogueVersion } from './version';

/**
 * A field of the edit a variant row matches in `edits`, a JSON array bound as one value: D1 binds
 * at most 100 values a statement and a product has up to 144 variants.
 */
function editedField(edits: string, match: SQL, field: string) {
  return sql`(SELECT edit.value ->> ${field} FROM json_each(${edits}) AS edit WHERE ${match})`;
}

/**
 * The new variants' prices, SKUs and own stock written over those the product's insert gave them,
 * in the same batch: the product is the row inserted last (docs/product.md#staff-and-variants).
 */
export function newVariantsStatement(db: Database, variants: readonly NewVariant[]) {
  const edits = JSON.stringify(variants);
  const match = sql`edit.value ->> 'color' = ${productVariants.color} AND edit.value ->> 'size' = ${productVariants.size}`;
  const field = (name: string) => editedField(edits, match, name);
  return db
    .update(productVariants)
    .set({
      price: sql`coalesce(${field('price')}, ${productVariants.price})`,
      sku: sql`coalesce(${field('sku')}, ${productVariants.sku})`,
      stock: field('stock'),
      grade: field('grade'),
      batteryHealth: field('batteryHealth'),
    })
    .where(eq(productVariants.productId, sql`last_insert_rowid()`));
}

/**
 * The refusal of SKUs other variants hold: a unique index keeps SKUs apart, so the batch that
 * would have given one twice failed. `sent` are the variants sent, by their place in the list,
 * with their id when they exist already.
 */
export async function skuClash(
  db: Database,
  sent: readonly { sku: string | null; id?: number }[],
): Promise<DomainError> {
  const held = await db
    .select({ id: productVariants.id, sku: productVariants.sku, name: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      inJsonList(
        productVariants.sku,
        sent.flatMap(({ sku }) => (sku === null ? [] : [sku])),
      ),
    );
  const fields = Object.fromEntries(
    sent.flatMap(({ sku, id }, index) => {
      const holder = held.find((row) => row.sku === sku && row.id !== id);
      return holder
        ? [
            [
              `variants.${index}.sku`,
              `Lo SKU ${sku} è già usato da una variante di ${holder.name}.`,
            ],
          ]
        : [];
    }),
  );
  return new DomainError(
    'Alcuni SKU sono già usati da altre varianti: cambiali e riprova.',
    'CONFLICT',
    undefined,
    fields,
  );
}

/**
 * The refusal of new colours or sizes whose generated SKU another variant already holds: one typed
 * by staff before SKUs of the shop's shape were refused (schema/rules/generated-sku.ts), which the
 * triggers' insert then met on the unique index.
 */
export async function generatedSkuClash(
  db: Database,
  productId: number,
  colors: readonly string[],
  sizes: readonly string[],
): Promise<DomainError> {
  // A product without colours or sizes has one variant named '' on that side, as the triggers do.
  const named = (names: readonly string[]) => (names.length > 0 ? names : ['']);
  const combos = named(colors).flatMap((color) =>
    named(sizes).map((size) => ({ color, size, sku: generatedSku(productId, color, size) })),
  );
  const held = await db
    .select({
      sku: productVariants.sku,
      productId: productVariants.productId,
      color: productVariants.color,
      size: productVariants.size,
      name: products.name,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      inJsonList(
        productVariants.sku,
        combos.map(({ sku }) => sku),
      ),
    );
  const clash = combos.flatMap((combo) => {
    const holder = held.find(
      (row) =>
        row.sku === combo.sku &&
        !(row.productId === productId && row.color === combo.color && row.size === combo.size),
    );
    return holder ? [{ ...combo, holder: holder.name }] : [];
  })[0];
  return new DomainError(
    clash
      ? `Lo SKU ${clash.sku}, che il negozio darebbe alla variante ${clash.color} ${clash.size}, è già usato da una variante di ${clash.holder}: cambia prima quello SKU.`
      : 'Alcuni SKU sono già usati da altre varianti: cambiali e riprova.',
    'CONFLICT',
    'colors',
  );
}

/** The refusal of an edit whose stock changed under it, naming each variant as it is now. */
async function stockConflict(
  db: Database,
  productId: number,
  edits: readonly { id: number; seenStock: number | null }[],
) {
  const now = await variantsOf(db, [productId]);
  const fields = Object.fromEntries(
    edits.flatMap((edit, index) => {
      const variant = now.find((row) => row.id === edit.id);
      if (!variant || variant.stock === edit.seenStock) return [];
      const stock = variant.stock === null ? 'condivisa' : `${variant.stock} propri`;
      return [[`variants.${index}.stock`, `La disponibilità è cambiata: ora è ${stock}.`]];
    }),
  );
  return new DomainError(
    'La disponibilità di alcune varianti è cambiata mentre le modificavi. Ricarica e riprova.',
    'CONFLICT',
    undefined,
    fields,
  );
}

/**
 * The audit line's words on variants, each named: "; RL00001-NERO-128GB Ricondizionato · Grado B,
 * batteria 82%", or "come il prodotto" for one that takes the product's grade.
 */
export function gradeWords(
  product: ConditionEdit,
  graded: readonly (VariantGrade & { name: string })[],
): string {
  return graded
    .map(
      (variant) =>
        `; ${variant.name} ${variant.grade === null ? 'come il prodotto' : conditionSummary(variantCondition(product, variant))}`,
    )
    .join('');
}

/** The audit line's words on the variants whose grade or battery the edit changes. */
function regraded(
  product: ProductRow,
  graded: readonly (VariantGrade & { id: number; sku: string })[],
  before: ReadonlyMap<number, VariantGrade>,
): string {
  const changed = graded.filter((edit) => {
    const was = before.get(edit.id) ?? TAKES_PRODUCT_GRADE;
    return was.grade !== edit.grade || was.batteryHealth !== edit.batteryHealth;
  });
  return gradeWords(
    product,
    changed.map((edit) => ({ ...edit, name: edit.sku })),
  );
}

/**
 * Sets the price, SKU, stock and grade of some of a product's variants (docs/product.md#staff-and-variants),
 * all in one batch with the audit row, or none. Each own stock is written only over the one the
 * staff saw, in the same statement: a variant whose stock changed meanwhile (an order took a unit)
 * makes the whole batch fail, and the staff are told the stock as it is now. Each variant
 * repriced gets its struck price from its own price history, and the product its cheapest
 * variant's (docs/product.md#prices-and-discounts).
 */
export async function updateVariants(
  db: Database,
  actor: Viewer,
  productId: number,
  forms: readonly VariantEditForm[],
): Promise<ProductRow> {
  const [[product], current] = await db.batch([
    db.select().from(products).where(eq(products.id, productId)),
    variantsOf(db, [productId]),
  ]);
  if (!product) throw new DomainError('Prodotto non trovato.', 'NOT_FOUND', 'productId');
  const { values: edits, errors } = parseVariantEdits(
    forms,
    new Set(current.map((variant) => variant.sku)),
  );
  if (errors) throw invalidFields(errors);
  const byId = new Map(current.map((variant) => [variant.id, variant]));
  const foreign = edits.findIndex((edit) => !byId.has(edit.id));
  if (foreign >= 0) {
    throw new DomainError(
      'Una delle varianti inviate non è di questo prodotto.',
      'NOT_FOUND',
      `variants.${foreign}.id`,
    );
  }
  const kept = (index: number) => byId.get(edits[index]?.id ?? 0) ?? TAKES_PRODUCT_GRADE;
  const gradeErrors = variantGradesErrors(edits, product, product.categoryId, kept);
  if (hasErrors(gradeErrors)) throw invalidFields(gradeErrors);
  const graded = edits.map((edit, index) => ({ ...edit, ...withKept(edit, kept(index)) }));
  const editedPrice = new Map(edits.map((edit) => [edit.id, edit.price]));
  const cheapest = Math.min(
    ...current.map((variant) => editedPrice.get(variant.id) ?? variant.price),
  );
  const at = Date.now();
  const struckPrices = await struckPriceWrites(
    db,
    edits.filter((edit) => edit.price !== byId.get(edit.id)?.price),
    at,
  );
  const json = JSON.stringify(graded);
  const field = (name: string) =>
    editedField(json, sql`edit.value ->> 'id' = ${productVariants.id}`, name);
  try {
    await db.batch([
      // First, so the price history's triggers date the new prices with this edit.
      db.update(products).set({ updatedAtMs: at }).where(eq(products.id, productId)),
      db
        .update(productVariants)
        .set({
          price: field('price'),
          sku: field('sku'),
          // A stock other than the one seen becomes -1, which the variants' CHECK refuses, so the
          // whole batch, audit row included, rolls back.
          stock: sql`CASE WHEN ${productVariants.stock} IS ${field('seenStock')} THEN ${field('stock')} ELSE -1 END`,
          grade: field('grade'),
          batteryHealth: field('batteryHealth'),
        })
        .where(
          and(
            eq(productVariants.productId, productId),
            inJsonList(
              productVariants.id,
              edits.map((edit) => edit.id),
            ),
          ),
        ),
      ...struckPrices,
      audit(
        db,
        actor,
        {
          action: 'product.variants',
          entityType: 'product',
          entityId: String(productId),
          summary: `Varianti di ${product.name}: ${edits.length} aggiornate, prezzo da ${(cheapest / 100).toFixed(2)} €${regraded(product, graded, byId)}`,
        },
        at,
      ),
    ]);
  } catch (error) {
    if (violates(error, 'product_variants_stock_not_negative')) {
      throw await stockConflict(db, productId, edits);
    }
    if (violates(error, 'product_variants.sku')) {
      throw await skuClash(db, edits);
    }
    throw error;
  }
  forgetCatalogueVersion();
  const updated = await db.select().from(products).where(eq(products.id, productId)).get();
  if (!updated) throw new Error(`Product ${productId} vanished after its variants' update`);
  return updated;
}
