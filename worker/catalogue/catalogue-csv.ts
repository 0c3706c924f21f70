/**
 * The staff's catalogue as CSV (docs/product.md#catalogue-csv): exported a page at a time,
 * imported whole or not at all.
 */
import { asc, gt, type SQL, sql } from 'drizzle-orm';
import { products, productVariants } from '../../schema/db/catalogue';
import {
  type CsvRefusal,
  catalogueCsvHeader,
  catalogueCsvRows,
  csvRefusal,
  GRAPHQL_IMPORT_TOO_LARGE,
  IMPORT_TOO_LARGE,
  type ImportedProduct,
  MAX_GRAPHQL_IMPORT_BYTES,
  MAX_IMPORT_BYTES,
  readCatalogueCsv,
} from '../../schema/rules/catalogue-csv';
import { generatedSku, reservedSkuError } from '../../schema/rules/generated-sku';
import { PLACEHOLDER_PRODUCT_IMAGE } from '../../schema/rules/product-edit';
import { type AuditActor, audit } from '../admin/audit';
import { type Database, inJsonList, violates } from '../db';
import { DomainError, type DomainErrorCode } from '../domain-error';
import type { Mailer } from '../mail/mailer';
import { allCategories } from './categories';
import { deliverAfterRestock } from './stock-alerts';
import { type NewPrice, struckPriceWrites } from './struck-prices';
import { groupByProduct, variantsOf } from './variants';
import { forgetCatalogueVersion } from './version';

/** Products read for one page of the export. */
const EXPORT_PAGE_PRODUCTS = 200;

/**
 * Text one page of the export stops after, at a product's end: a product's rows are at most
 * 144 variants of a 2,000-character description, so a page stays a few MB whatever the products.
 */
const EXPORT_PAGE_CHARS = 1_000_000;

/**
 * One page of the catalogue file, products by id after `after` (the header on the first page,
 * which alone is audited), archived ones included and marked: the client asks for the next page
 * until `after` is null, so no request holds the whole catalogue (50,000 products) in memory.
 */
export async function catalogueCsvPage(
  db: Database,
  actor: AuditActor,
  after: number | null,
): Promise<{ csv: string; after: number | null }> {
  const rows = await db
    .select()
    .from(products)
    .where(after === null ? undefined : gt(products.id, after))
    .orderBy(asc(products.id))
    .limit(EXPORT_PAGE_PRODUCTS);
  const variants = groupByProduct(
    await variantsOf(
      db,
      rows.map((row) => row.id),
    ),
  );
  const lines = after === null ? [catalogueCsvHeader()] : [];
  let size = 0;
  let last: number | null = null;
  for (const row of rows) {
    if (size > EXPORT_PAGE_CHARS) break;
    const written = catalogueCsvRows(
      {
        ...row,
        archived: row.archivedAtMs !== null,
        sharedStock: row.stock - row.variantStock,
      },
      variants.get(row.id) ?? [],
    );
    lines.push(...written);
    size += written.reduce((sum, line) => sum + line.length, 0);
    last = row.id;
  }
  if (after === null) {
    await audit(db, actor, {
      action: 'export.catalogue',
      entityType: 'export',
      entityId: 'catalogue',
      summary: 'Esportato il catalogo in CSV',
    });
  }
  const more = rows.length === EXPORT_PAGE_PRODUCTS || last !== rows.at(-1)?.id;
  return { csv: lines.map((line) => `${line}\n`).join(''), after: more ? last : null };
}

/** What an import does or would do: products created and updated, or the refused lines. */
export interface CatalogueImport {
  created: number;
  updated: number;
  written: boolean;
  refusals: CsvRefusal[];
}

/** The file's products checked against the shop: ids that exist, SKUs no other variant has. */
async function shopRefusals(db: Database, read: ImportedProduct[]): Promise<CsvRefusal[]> {
  const ids = read.flatMap((product) => (product.id === null ? [] : [product.id]));
  const skus = read.flatMap((product) =>
    product.variants.flatMap((variant) =>
      variant.sku === null ? [] : [{ ...variant, productId: product.id }],
    ),
  );
  const [known, owners] = await Promise.all([
    db.select({ id: products.id }).from(products).where(inJsonList(products.id, ids)),
    db
      .select()
      .from(productVariants)
      .where(
        inJsonList(
          productVariants.sku,
          skus.map((variant) => variant.sku ?? ''),
        ),
      ),
  ]);
  const knownIds = new Set(known.map((row) => row.id));
  const missing = read.flatMap((product) =>
    product.id === null || knownIds.has(product.id)
      ? []
      : [csvRefusal(product.line, `il prodotto ${product.id} non esiste nel negozio.`)],
  );
  // By SKU: a file at the cap names thousands.
  const ownerOf = new Map(owners.map((row) => [row.sku, row]));
  const taken = skus.flatMap((variant) => {
    const owner = ownerOf.get(variant.sku ?? '');
    const same =
      owner?.productId === variant.productId &&
      owner?.color === variant.color &&
      owner?.size === variant.size;
    if (owner && !same) {
      return [
        csvRefusal(variant.line, `lo SKU ${variant.sku} è già del prodotto ${owner.productId}.`),
      ];
    }
    // A new SKU in the shop's shape could be one the triggers later make for another variant;
    // the one they make for this very variant comes back in every exported file.
    const own =
      variant.productId === null
        ? null
        : generatedSku(variant.productId, variant.color, variant.size);
    const reserved = owner ? undefined : reservedSkuError(variant.sku ?? '', own);
    return reserved ? [csvRefusal(variant.line, `sku: ${reserved}`)] : [];
  });
  return [...missing, ...taken].sort((a, b) => a.line - b.line);
}

/** How a file reached the Worker, which sets its cap: the staff's upload route, or GraphQL. */
export type ImportPath = 'upload' | 'graphql';

const CAPS: Record<ImportPath, { bytes: number; message: string; code: DomainErrorCode }> = {
  upload: { bytes: MAX_IMPORT_BYTES, message: IMPORT_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' },
  graphql: {
    bytes: MAX_GRAPHQL_IMPORT_BYTES,
    message: GRAPHQL_IMPORT_TOO_LARGE,
    code: 'BAD_USER_INPUT',
  },
};

/**
 * Reads a catalogue file and, when `write` and no line is refused, writes it
 * (docs/product.md#catalogue-csv): new products (no id) and updates of existing ones, their
 * variants matched by colour and size, all in one D1 batch with its audit row, so a file is
 * written whole or not at all. The file's stock is moved by what changed since the export.
 * Back-in-stock requests the file answers (a product restocked, a variant removed) get their
 * e-mails through `mail` right after, as the staff's editor does.
 */
export async function importCatalogueCsv(
  db: Database,
  actor: AuditActor,
  text: string,
  { write, path, mail }: { write: boolean; path: ImportPath; mail: Mailer },
): Promise<CatalogueImport> {
  const cap = CAPS[path];
  if (utf8Bytes(text) > cap.bytes) throw new DomainError(cap.message, cap.code, 'csv');
  const departments = await allCategories(db);
  const read = readCatalogueCsv(
    text,
    departments.map((department) => department.id),
  );
  const refusals = read.refusals.length > 0 ? read.refusals : await shopRefusals(db, read.products);
  const created = read.products.filter((product) => product.id === null).length;
  const answer = {
    created,
    updated: read.products.length - created,
    written: false,
    refusals,
  };
  if (!write || refusals.length > 0) return answer;
  await writeImport(db, actor, read.products);
  forgetCatalogueVersion();
  await deliverAfterRestock(
    db,
    mail,
    read.products.flatMap((product) => (product.id === null ? [] : [product.id])),
  );
  return { ...answer, written: true };
}

/** One part of an import's products, as the statements bind it: JSON lists, one value each. */
interface ImportPart {
  fresh: string;
  all: string;
  variants: string;
}

/**
 * The prices an import changes on the variants that exist, each one's new price; the products'
 * struck prices follow their cheapest variant's (migration 0047). One read a part.
 */
async function repricedByImport(db: Database, parts: readonly ImportPart[]) {
  const read = await Promise.all(
    parts.map(({ variants }) =>
      db.all<NewPrice & { productId: number }>(sql`
        SELECT pv.id AS id, pv.product_id AS productId, v.value ->> 'price' AS price
        FROM product_variants pv JOIN json_each(${variants}) v
          ON pv.product_id = v.value ->> 'productId' AND pv.color = v.value ->> 'color'
          AND pv.size = v.value ->> 'size'
        WHERE pv.price IS NOT v.value ->> 'price'`),
    ),
  );
  return read.flat();
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The most bytes of products one statement of the import binds: each statement takes its part
 * of the file as one JSON value, well under D1's 2 MB for a value, so a file at the cap is
 * written by a batch of a few dozen statements, within the request's statement budget.
 */
const PART_BYTES = 500_000;

/** The products in parts of at most PART_BYTES of JSON each, a product never split. */
function inParts<T>(items: readonly T[]): T[][] {
  const parts: T[][] = [];
  let size = Number.POSITIVE_INFINITY;
  for (const item of items) {
    const bytes = utf8Bytes(JSON.stringify(item));
    if (size + bytes > PART_BYTES) {
      parts.push([]);
      size = 0;
    }
    parts.at(-1)?.push(item);
    size += bytes;
  }
  return parts;
}

/**
 * A stock the file sets, moved by what changed since the export wrote `seen` (orders taken,
 * returns, staff's edits): current + wanted - seen, never below zero. Without a seen stock (a new
 * product, a file written by hand) the file's stock as it is.
 */
const mergedStock = (current: SQL, wanted: SQL, seen: SQL) =>
  sql`iif(${seen} IS NULL OR ${current} IS NULL, ${wanted}, max(0, ${current} + ${wanted} - ${seen}))`;

async function writeImport(db: Database, actor: AuditActor, read: ImportedProduct[]) {
  const at = Date.now();
  const [top] = await db
    .select({ id: sql<number>`coalesce(max(${products.id}), 0)` })
    .from(products);
  // New products take the ids after the highest: one created meanwhile makes the insert fail
  // on the primary key, and the whole batch with it.
  let next = top?.id ?? 0;
  const withIds = read.map((product) => ({
    ...product,
    new: product.id === null,
    id: product.id ?? ++next,
    price: Math.min(...product.variants.map((variant) => variant.price)),
  }));
  const created = withIds.filter((product) => product.new).length;
  const parts: ImportPart[] = inParts(withIds).map((part) => ({
    fresh: JSON.stringify(part.filter((product) => product.new)),
    all: JSON.stringify(part),
    variants: JSON.stringify(
      part.flatMap((product) =>
        product.variants.map((variant) => ({ ...variant, productId: product.id })),
      ),
    ),
  }));
  const repriced = await repricedByImport(db, parts);
  const struckPrices = await struckPriceWrites(db, repriced, at);
  // Every product whose prices change is updated at `at`, the time its price history records.
  const repricedProducts = JSON.stringify([
    ...new Set(repriced.map((variant) => variant.productId)),
  ]);
  // D1 itself runs the batch: drizzle's batch cannot bind a raw statement's values.
  const bound = (query: { sql: string; params: unknown[] }) =>
    db.$client.prepare(query.sql).bind(...query.params);
  const raw = (query: SQL) => bound(db.run(query).getQuery());
  const variantStock = mergedStock(
    sql`product_variants.stock`,
    sql`(v.value ->> 'stock')`,
    sql`(v.value ->> 'seenStock')`,
  );
  const sharedStock = mergedStock(
    sql`(products.stock - products.variant_stock)`,
    sql`(p.value ->> 'sharedStock')`,
    sql`(p.value ->> 'seenSharedStock')`,
  );
  // The file's products part by part, each part four statements bound to its JSON.
  const writes = parts.flatMap(({ fresh, all, variants }) => {
    return [
      // The insert's trigger gives each colour and size a variant at the cheapest price.
      raw(sql`
          INSERT INTO products (id, name, brand, category_id, price, original_price, description,
            images, colors, sizes, in_stock, stock, details, updated_at_ms)
          SELECT p.value ->> 'id', p.value ->> 'name', p.value ->> 'brand', p.value ->> 'categoryId',
            p.value ->> 'price', NULL, p.value ->> 'description', json_array(${PLACEHOLDER_PRODUCT_IMAGE}),
            json(p.value -> 'colors'), json(p.value -> 'sizes'), p.value ->> 'inStock',
            p.value ->> 'sharedStock', NULL, ${at}
          FROM json_each(${fresh}) p`),
      // Existing products only where something differs, so a file exported and imported back
      // changes nothing; new colours and sizes get their variants, removed ones lose them.
      raw(sql`
          UPDATE products SET name = p.value ->> 'name', brand = p.value ->> 'brand',
            category_id = p.value ->> 'categoryId', description = p.value ->> 'description',
            colors = json(p.value -> 'colors'), sizes = json(p.value -> 'sizes'),
            in_stock = p.value ->> 'inStock', updated_at_ms = ${at}
          FROM json_each(${all}) p
          WHERE products.id = p.value ->> 'id' AND (products.id IN (SELECT value FROM json_each(${repricedProducts}))
            OR products.name IS NOT p.value ->> 'name'
            OR products.brand IS NOT p.value ->> 'brand'
            OR products.category_id IS NOT p.value ->> 'categoryId'
            OR products.description IS NOT p.value ->> 'description'
            OR json(products.colors) IS NOT json(p.value -> 'colors')
            OR json(products.sizes) IS NOT json(p.value -> 'sizes')
            OR products.in_stock IS NOT p.value ->> 'inStock')`),
      // Each variant's SKU (kept when the file leaves it empty), price and own stock; the
      // triggers keep the product's price, price_varies, stock and variant_stock in step.
      raw(sql`
          UPDATE product_variants SET sku = coalesce(v.value ->> 'sku', product_variants.sku),
            price = v.value ->> 'price', stock = iif(v.value ->> 'stock' IS NULL, NULL, ${variantStock})
          FROM json_each(${variants}) v
          WHERE product_variants.product_id = v.value ->> 'productId'
            AND product_variants.color = v.value ->> 'color'
            AND product_variants.size = v.value ->> 'size'
            AND (product_variants.sku IS NOT coalesce(v.value ->> 'sku', product_variants.sku)
              OR product_variants.price IS NOT v.value ->> 'price'
              OR product_variants.stock IS NOT iif(v.value ->> 'stock' IS NULL, NULL, ${variantStock}))`),
      // The shared stock: every unit less what the variants now hold apart.
      raw(sql`
          UPDATE products SET stock = products.variant_stock + ${sharedStock}
          FROM json_each(${all}) p
          WHERE products.id = p.value ->> 'id'
            AND products.stock IS NOT products.variant_stock + ${sharedStock}`),
    ];
  });
  try {
    await db.$client.batch([
      ...writes,
      // After every part's prices: the struck prices of what the file repriced.
      ...struckPrices.map((statement) => bound(statement.toSQL())),
      bound(
        audit(
          db,
          actor,
          {
            action: 'import.catalogue',
            entityType: 'import',
            entityId: 'catalogue',
            summary: `Importato il catalogo in CSV: ${created} prodotti nuovi, ${withIds.length - created} aggiornati`,
          },
          at,
        ).toSQL(),
      ),
    ]);
  } catch (error) {
    if (violates(error, 'UNIQUE constraint failed: products.id')) {
      throw new DomainError(
        'Mentre importavi è stato aggiunto un prodotto: nulla è stato scritto. Riprova.',
        'CONFLICT',
        'csv',
      );
    }
    if (violates(error, 'product_variants.sku')) {
      throw new DomainError(
        'Due varianti del file si scambiano lo SKU: nulla è stato scritto. Importa prima SKU provvisori.',
        'CONFLICT',
        'csv',
      );
    }
    throw error;
  }
}
