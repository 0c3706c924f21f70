import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { catalogueFacets, type ProductRow, products } from '../../schema/db/catalogue';
import { parseProductId } from '../../schema/rules/catalogue';
import { PRODUCTS_LIST_LIMIT } from '../../schema/rules/catalogue-filters';
import { MAX_PAGE_SIZE, pageWindow } from '../../schema/rules/paging';
import {
  type ConditionChange,
  type ConditionEdit,
  changedCondition,
  conditionErrors,
  conditionSummary,
  NEW_CONDITION,
} from '../../schema/rules/product-condition';
import {
  PLACEHOLDER_PRODUCT_IMAGE,
  type ProductCreateForm,
  type ProductEdit,
  type ProductEditForm,
  parseProductCreate,
  parseProductEdit,
} from '../../schema/rules/product-edit';
import { searchWords } from '../../schema/rules/search';
import { hasErrors } from '../../schema/rules/validation';
import {
  type NewVariant,
  type NewVariantForm,
  parseNewVariants,
  variantGradesErrors,
} from '../../schema/rules/variant-edit';
import type { ProductSaleStatus } from '../../schema/vocabulary';
import type { Viewer } from '../accounts/viewer';
import { audit } from '../admin/audit';
import { matchesAny, type StaffListArgs } from '../admin/paging';
import { type Database, violates } from '../db';
import { DomainError, invalidFields } from '../domain-error';
import { allCategories } from './categories';
import { onSale, productById, productsByIds } from './reads';
import { matchingIds } from './search';
import { struckPriceWrites } from './struck-prices';
import { variantsOf } from './variants';
import { generatedSkuClash, gradeWords, newVariantsStatement, skuClash } from './variants-staff';
import { forgetCatalogueVersion } from './version';

/** adminProducts' answer: the first products by id, a bounded read whatever the catalogue's size. */
export function productsForStaff(db: Database): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.id)).limit(PRODUCTS_LIST_LIMIT);
}

/**
 * The page asked for. Out of bounds it is refused rather than bent: the pager never asks for one,
 * so the caller has a mistake to hear about (docs/product.md#shop-module).
 */
function productPageWindow(page: number | null | undefined, size: number | null | undefined) {
  if (page != null && page < 1) {
    throw new DomainError('Le pagine si contano da 1.', 'BAD_USER_INPUT', 'page');
  }
  if (size != null && (size < 1 || size > MAX_PAGE_SIZE)) {
    throw new DomainError(
      `Si possono chiedere da 1 a ${MAX_PAGE_SIZE} prodotti per pagina.`,
      'BAD_USER_INPUT',
      'size',
    );
  }
  return pageWindow(page, size);
}

const archived = isNotNull(products.archivedAtMs);

/**
 * How many products the shop holds, from the summary the triggers keep, and unless `onSaleOnly`
 * the archived ones, through their own index: one small read whatever the catalogue's size.
 */
async function productCount(db: Database, onSaleOnly: boolean): Promise<number> {
  const kept = onSaleOnly
    ? sql`0`
    : sql`(SELECT count(*) FROM ${products} WHERE ${products.archivedAtMs} IS NOT NULL)`;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${catalogueFacets.products}), 0) + ${kept}` })
    .from(catalogueFacets);
  return row?.n ?? 0;
}

/**
 * The archived products, newest archived first (docs/product.md#archived-products): the shop's
 * search leaves them out, so a search here is a product number or a piece of name or brand, read
 * through the archived products' own index.
 */
async function archivedPage(
  db: Database,
  args: StaffListArgs,
  window: { page: number; size: number; offset: number },
) {
  const id = parseProductId(args.search?.trim() ?? '');
  const where = and(
    archived,
    id === null ? matchesAny([products.name, products.brand], args.search) : eq(products.id, id),
  );
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.archivedAtMs), desc(products.id))
      .limit(window.size)
      .offset(window.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return { items, total, ...window, pageCount: Math.max(1, Math.ceil(total / window.size)) };
}

/**
 * A page of the shop module's table, at any catalogue size (docs/product.md#shop-module): without
 * a search, by id with the total from the summary table; with one, a product number finds that
 * product and text the shop's own ranked matches, the page's rows then loaded by id.
 */
export async function productPageForStaff(db: Database, args: StaffListArgs<ProductSaleStatus>) {
  const { page, size, offset } = productPageWindow(args.page, args.size);
  if (args.status === 'archiviato') return archivedPage(db, args, { page, size, offset });
  const onSaleOnly = args.status === 'in_vendita';
  const search = args.search?.trim() ?? '';
  const shape = (items: ProductRow[], total: number) => ({
    items,
    total,
    page,
    size,
    pageCount: Math.max(1, Math.ceil(total / size)),
  });
  // Text with no letters or digits searches for nothing: the table shows everything, as the shop.
  if (searchWords(search).length === 0) {
    const [items, total] = await Promise.all([
      db
        .select()
        .from(products)
        .where(onSaleOnly ? onSale : undefined)
        .orderBy(asc(products.id))
        .limit(size)
        .offset(offset),
      productCount(db, onSaleOnly),
    ]);
    return shape(items, total);
  }
  const id = parseProductId(search);
  if (id !== null) {
    const product = await productById(db, id);
    return shape(product && offset === 0 ? [product] : [], product ? 1 : 0);
  }
  const ids = await matchingIds(db, search);
  const wanted = ids.slice(offset, offset + size);
  const rows = await productsByIds(db, wanted);
  return shape(
    wanted.flatMap((wantedId) => rows.get(wantedId) ?? []),
    ids.length,
  );
}

/** What an edit or a new product writes as typed, tidied: its availability and its text. */
function editedText(edit: ProductEdit) {
  return {
    inStock: edit.inStock,
    description: edit.description.trim(),
    colors: edit.colors.map((color) => ({ name: color.name.trim(), hex: color.hex.toLowerCase() })),
    sizes: edit.sizes.map((size) => size.trim()),
  };
}

/** The condition a product of `categoryId` will have, refused with its fields' messages. */
function checkedCondition(condition: ConditionEdit, categoryId: string): ConditionEdit {
  const errors = conditionErrors(condition, categoryId);
  if (hasErrors(errors)) throw invalidFields(errors);
  return condition;
}

/**
 * Edits a product from the shop module, and has this isolate read the catalogue version again.
 * The stock edited is the one its variants share (docs/product.md#variants), written only over
 * the stock the staff saw (`seenStock`): if an order or another edit changed it meanwhile, nothing
 * is written and the staff are told the stock as it is now (docs/product.md#shop-module). A new
 * price becomes every variant's; the product and each variant it reprices get their struck price
 * from their own price history in the same batch, and the history's triggers record the prices
 * with the edit's time (docs/product.md#prices-and-discounts); an unchanged price keeps the
 * variants' own. A technical sheet given replaces the stored one; left out, the stored one stays.
 */
export async function updateProduct(
  db: Database,
  actor: Viewer,
  id: number,
  form: ProductEditForm,
  seenStock: number,
  conditionChange: ConditionChange = {},
): Promise<ProductRow> {
  const { edit, errors } = parseProductEdit(form);
  if (errors) throw invalidFields(errors);
  const [[product], variants] = await db.batch([
    db.select().from(products).where(eq(products.id, id)),
    variantsOf(db, [id]),
  ]);
  if (!product) throw new DomainError('Prodotto non trovato.', 'NOT_FOUND', 'id');
  const condition = checkedCondition(
    changedCondition(product, conditionChange),
    product.categoryId,
  );
  const at = Date.now();
  const repriced = edit.price !== product.price;
  const struckPrices = await struckPriceWrites(
    db,
    repriced
      ? variants.flatMap((variant) =>
          variant.price === edit.price ? [] : [{ id: variant.id, price: edit.price }],
        )
      : [],
    at,
  );
  try {
    await db.batch([
      db
        .update(products)
        .set({
          // A new price becomes every variant's (migrations/0034's trigger).
          price: edit.price,
          // Checked and written in one statement: a shared stock other than the one seen becomes
          // -1, which the shared stock's trigger refuses, so the whole batch, audit row included,
          // rolls back.
          stock: sql`${products.variantStock} + CASE WHEN ${products.stock} - ${products.variantStock} = ${seenStock} THEN ${edit.stock} ELSE -1 END`,
          ...editedText(edit),
          ...(edit.details === undefined ? {} : { details: edit.details }),
          ...condition,
          updatedAtMs: at,
        })
        .where(eq(products.id, id)),
      ...struckPrices,
      audit(
        db,
        actor,
        {
          action: 'product.update',
          entityType: 'product',
          entityId: String(id),
          summary: `Aggiornato ${product.name}: prezzo ${(edit.price / 100).toFixed(2)} €, disponibilità ${seenStock} → ${edit.stock}, ${conditionSummary(condition)}`,
        },
        at,
      ),
    ]);
  } catch (error) {
    if (violates(error, 'product_variants.sku')) {
      const text = editedText(edit);
      throw await generatedSkuClash(
        db,
        id,
        text.colors.map((color) => color.name),
        text.sizes,
      );
    }
    if (!violates(error, 'products_shared_stock_not_negative')) throw error;
    const now = await db
      .select({ stock: sql<number>`${products.stock} - ${products.variantStock}` })
      .from(products)
      .where(eq(products.id, id))
      .get();
    throw new DomainError(
      `La disponibilità è cambiata mentre modificavi il prodotto: ora è ${now?.stock ?? 0}. Ricarica e riprova.`,
      'CONFLICT',
      'stock',
    );
  }
  forgetCatalogueVersion();
  const updated = await db.select().from(products).where(eq(products.id, id)).get();
  if (!updated) throw new Error(`Product ${id} vanished after its update`);
  return updated;
}

/** The variants given a grade of their own, named by their SKU or else their colour and size. */
function ownGrades(variants: readonly NewVariant[]) {
  return variants.flatMap(({ grade, batteryHealth, sku, color, size }) =>
    grade
      ? [{ grade, batteryHealth: batteryHealth ?? null, name: sku ?? `${color} ${size}`.trim() }]
      : [],
  );
}

/**
 * Adds a product from the shop module (docs/product.md#new-products), checked by the edit's rules
 * and its own, with its audit row in one batch. Variants named in `variantForms` get their own
 * price, SKU and stock in the same batch; the others take the product's price and share its
 * stock (docs/product.md#staff-and-variants). No struck price: it has no price history yet. It
 * shows the placeholder image until staff upload photos; the triggers put it in the search
 * indexes and the filter counts and move the catalogue version.
 */
export async function createProduct(
  db: Database,
  actor: Viewer,
  form: ProductCreateForm,
  conditionChange: ConditionChange = {},
  variantForms: readonly NewVariantForm[] = [],
): Promise<ProductRow> {
  const departments = await allCategories(db);
  const { product, errors } = parseProductCreate(
    form,
    departments.map((department) => department.id),
  );
  const condition = changedCondition(NEW_CONDITION, conditionChange);
  const refused = { ...errors, ...conditionErrors(condition, form.categoryId) };
  if (!product || hasErrors(refused)) throw invalidFields(refused);
  const text = editedText(product);
  const { values: variants, errors: variantErrors } = parseNewVariants(
    variantForms,
    text.colors.map((color) => color.name),
    text.sizes,
  );
  if (variantErrors) throw invalidFields(variantErrors);
  const gradeErrors = variantGradesErrors(variants, condition, product.categoryId);
  if (hasErrors(gradeErrors)) throw invalidFields(gradeErrors);
  const at = Date.now();
  const [[created]] = await db
    .batch([
      db
        .insert(products)
        .values({
          name: product.name,
          brand: product.brand,
          categoryId: product.categoryId,
          price: product.price,
          originalPrice: null,
          ...text,
          stock: product.stock,
          images: [PLACEHOLDER_PRODUCT_IMAGE],
          details: product.details,
          ...condition,
          updatedAtMs: at,
        })
        .returning(),
      newVariantsStatement(db, variants),
      audit(
        db,
        actor,
        {
          action: 'product.create',
          entityType: 'product',
          // The new row's id, read in the same batch right after its insert (the variants' update
          // and the triggers leave it as it is).
          entityId: sql`CAST(last_insert_rowid() AS TEXT)`,
          summary: `Creato ${product.name}: prezzo ${(product.price / 100).toFixed(2)} €, disponibilità ${product.stock}, ${conditionSummary(condition)}${gradeWords(condition, ownGrades(variants))}`,
        },
        at,
      ),
    ])
    .catch(async (error) => {
      throw violates(error, 'product_variants.sku') ? await skuClash(db, variants) : error;
    });
  if (!created) throw new Error('The new product was not returned');
  forgetCatalogueVersion();
  // Its price, stock and price_varies as the variants' triggers left them.
  const stored = await productById(db, created.id);
  if (!stored) throw new Error(`Product ${created.id} vanished after its creation`);
  return stored;
}

/**
 * Archives a product no longer sold, or puts it back on sale (docs/product.md#archived-products),
 * with its audit row in one batch. The triggers take it out of (or back into) the search indexes
 * and the filter counts and move the catalogue version; its orders keep their own copy.
 */
export async function setProductArchived(
  db: Database,
  actor: Viewer,
  id: number,
  archived: boolean,
): Promise<ProductRow> {
  const product = await productById(db, id);
  if (!product) throw new DomainError('Prodotto non trovato.', 'NOT_FOUND', 'id');
  if ((product.archivedAtMs !== null) === archived) {
    throw new DomainError(
      archived ? 'Il prodotto è già archiviato.' : 'Il prodotto è già in vendita.',
      'CONFLICT',
      'id',
    );
  }
  const at = Date.now();
  const [[changed]] = await db.batch([
    db
      .update(products)
      .set({ archivedAtMs: archived ? at : null, updatedAtMs: at })
      .where(eq(products.id, id))
      .returning(),
    audit(
      db,
      actor,
      {
        action: archived ? 'product.archive' : 'product.restore',
        entityType: 'product',
        entityId: String(id),
        summary: `${archived ? 'Archiviato' : 'Rimesso in vendita'} ${product.name}`,
      },
      at,
    ),
  ]);
  if (!changed) throw new Error(`Product ${id} vanished while archiving`);
  forgetCatalogueVersion();
  return changed;
}
