import { and, asc, eq, sql } from 'drizzle-orm';
import { products } from '../../schema/db/catalogue';
import { type ProductPhotoRow, productPhotos } from '../../schema/db/product-photos';
import { PLACEHOLDER_PRODUCT_IMAGE } from '../../schema/rules/product-edit';
import {
  IMAGES_PHOTO_SIZE,
  MAX_PHOTO_BYTES,
  MAX_PRODUCT_IMAGES,
  MAX_PRODUCT_PHOTOS,
  PHOTO_MESSAGES,
  PHOTOS_PATH,
  photoAltError,
  photoDimensionsError,
  sniffPhotoType,
} from '../../schema/rules/product-photos';
import type { AuditActor } from '../admin/audit';
import { audit } from '../admin/audit';
import { type Database, inJsonList } from '../db';
import { DomainError } from '../domain-error';
import { productById } from './reads';
import { forgetCatalogueVersion } from './version';

/** The photos of these products, each list in the order the shop shows them. */
export async function photosOfProducts(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, ProductPhotoRow[]>> {
  const rows = await db
    .select()
    .from(productPhotos)
    .where(inJsonList(productPhotos.productId, productIds))
    .orderBy(asc(productPhotos.productId), asc(productPhotos.position));
  const byProduct = new Map<number, ProductPhotoRow[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/**
 * Rewrites a product's `images` from its photos, in the batch that changed them: the photos at
 * the product page's size in their order, then the seed's own files, else the placeholder. One
 * statement over what the batch has written, so two staff changing photos at once cannot leave a
 * list that misses one; and a changed `images` moves the catalogue version (migrations/0023).
 */
function rewriteImages(db: Database, productId: number, at: number) {
  const photoEntry = sql`${`${PHOTOS_PATH}/`} || ${productPhotos.key} || ${`/${IMAGES_PHOTO_SIZE}`}`;
  const entries = sql`
    SELECT ${photoEntry} AS url, 0 AS part, ${productPhotos.position} AS place
      FROM ${productPhotos} WHERE ${productPhotos.productId} = ${productId}
    UNION ALL
    SELECT value, 1, key FROM json_each(${products.images})
      WHERE value NOT LIKE ${`${PHOTOS_PATH}/%`} AND value <> ${PLACEHOLDER_PRODUCT_IMAGE}
    ORDER BY part, place LIMIT ${MAX_PRODUCT_IMAGES}`;
  return db
    .update(products)
    .set({
      images: sql`coalesce(
        (SELECT json_group_array(url) FROM (${entries}) HAVING count(*) > 0),
        json_array(${PLACEHOLDER_PRODUCT_IMAGE}))`,
      updatedAtMs: at,
    })
    .where(eq(products.id, productId));
}

async function productFor(db: Database, productId: number) {
  const product = await productById(db, productId);
  if (!product) throw new DomainError('Prodotto non trovato.', 'NOT_FOUND', 'productId');
  return product;
}

/** The SHA-256 of the bytes, in hex: the photo's key in R2. */
async function contentKey(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The photo's width and height from the Images binding, checked against the type its bytes say. */
async function measuredPhoto(images: ImagesBinding, bytes: ArrayBuffer) {
  const type = sniffPhotoType(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 16)));
  if (!type) throw new DomainError(PHOTO_MESSAGES.wrongType, 'UNSUPPORTED_MEDIA_TYPE', 'file');
  let info: Awaited<ReturnType<ImagesBinding['info']>>;
  try {
    info = await images.info(new Blob([bytes]).stream());
  } catch {
    // Signature bytes on a file that is not an image: the binding cannot read it.
    throw new DomainError(PHOTO_MESSAGES.wrongType, 'UNSUPPORTED_MEDIA_TYPE', 'file');
  }
  if (info.format !== type || !('width' in info)) {
    throw new DomainError(PHOTO_MESSAGES.wrongType, 'UNSUPPORTED_MEDIA_TYPE', 'file');
  }
  const refusal = photoDimensionsError(info.width, info.height);
  if (refusal) throw new DomainError(refusal, 'BAD_USER_INPUT', 'file');
  return { type, width: info.width, height: info.height };
}

export interface PhotoUpload {
  file: File;
  alt: string;
}

/**
 * Adds a photo staff uploaded to a product, last (docs/product.md#product-photos): the alt text,
 * size, type (from the bytes) and dimensions checked, the bytes kept in R2 once under their
 * SHA-256, the row, the product's `images` and the audit row written in one batch. The same
 * photo again for the same product is the photo it already has.
 */
export async function uploadProductPhoto(
  env: Pick<Env, 'IMAGES' | 'PHOTOS'>,
  db: Database,
  actor: AuditActor,
  productId: number,
  upload: PhotoUpload,
): Promise<ProductPhotoRow> {
  const altRefusal = photoAltError(upload.alt);
  if (altRefusal) throw new DomainError(altRefusal, 'BAD_USER_INPUT', 'alt');
  if (upload.file.size > MAX_PHOTO_BYTES) {
    throw new DomainError(PHOTO_MESSAGES.tooBig, 'PAYLOAD_TOO_LARGE', 'file');
  }
  const product = await productFor(db, productId);
  const bytes = await upload.file.arrayBuffer();
  const photo = await measuredPhoto(env.IMAGES, bytes);
  const key = await contentKey(bytes);
  const photos = (await photosOfProducts(db, [productId])).get(productId) ?? [];
  const same = photos.find((existing) => existing.key === key);
  if (same) return same;
  if (photos.length >= MAX_PRODUCT_PHOTOS) {
    throw new DomainError(PHOTO_MESSAGES.tooMany, 'CONFLICT', 'file');
  }
  if (!(await env.PHOTOS.head(key))) {
    await env.PHOTOS.put(key, bytes, { httpMetadata: { contentType: photo.type } });
  }
  const at = Date.now();
  const alt = upload.alt.trim();
  const [[added]] = await db.batch([
    db
      .insert(productPhotos)
      .values({
        productId,
        key,
        alt,
        width: photo.width,
        height: photo.height,
        position: sql`(SELECT coalesce(max(${productPhotos.position}) + 1, 0) FROM ${productPhotos} WHERE ${productPhotos.productId} = ${productId})`,
        createdAtMs: at,
      })
      .onConflictDoUpdate({
        target: [productPhotos.productId, productPhotos.key],
        set: { alt: sql`${productPhotos.alt}` },
      })
      .returning(),
    rewriteImages(db, productId, at),
    audit(
      db,
      actor,
      {
        action: 'product.photo.add',
        entityType: 'product',
        entityId: String(productId),
        summary: `Foto aggiunta a ${product.name}: ${alt}`,
      },
      at,
    ),
  ]);
  if (!added) throw new Error(`The photo of product ${productId} was not returned`);
  forgetCatalogueVersion();
  return added;
}

/**
 * Puts a product's photos in the order given, the first its main photo. `keys` names each of
 * its photos once; any other list is refused, so a stale page cannot lose a photo.
 */
export async function reorderProductPhotos(
  db: Database,
  actor: AuditActor,
  productId: number,
  keys: readonly string[],
): Promise<ProductPhotoRow[]> {
  const product = await productFor(db, productId);
  const photos = (await photosOfProducts(db, [productId])).get(productId) ?? [];
  const current = new Set(photos.map((photo) => photo.key));
  if (
    keys.length !== current.size ||
    new Set(keys).size !== keys.length ||
    !keys.every((key) => current.has(key))
  ) {
    throw new DomainError(
      'Le foto del prodotto sono cambiate: ricarica la pagina e riprova.',
      'CONFLICT',
      'keys',
    );
  }
  const at = Date.now();
  const [first, ...rest] = keys.map((key, position) =>
    db
      .update(productPhotos)
      .set({ position })
      .where(and(eq(productPhotos.productId, productId), eq(productPhotos.key, key))),
  );
  if (!first) return [];
  await db.batch([
    first,
    ...rest,
    rewriteImages(db, productId, at),
    audit(
      db,
      actor,
      {
        action: 'product.photo.reorder',
        entityType: 'product',
        entityId: String(productId),
        summary: `Foto di ${product.name} riordinate`,
      },
      at,
    ),
  ]);
  forgetCatalogueVersion();
  return (await photosOfProducts(db, [productId])).get(productId) ?? [];
}

/**
 * Takes a photo off a product. Its R2 object goes too once no product shows it: the same bytes
 * may be another product's photo.
 */
export async function removeProductPhoto(
  env: Pick<Env, 'PHOTOS'>,
  db: Database,
  actor: AuditActor,
  productId: number,
  key: string,
): Promise<ProductPhotoRow[]> {
  const product = await productFor(db, productId);
  const photos = (await photosOfProducts(db, [productId])).get(productId) ?? [];
  if (!photos.some((photo) => photo.key === key)) {
    throw new DomainError('Questa foto non è più del prodotto.', 'NOT_FOUND', 'key');
  }
  const at = Date.now();
  await db.batch([
    db
      .delete(productPhotos)
      .where(and(eq(productPhotos.productId, productId), eq(productPhotos.key, key))),
    rewriteImages(db, productId, at),
    audit(
      db,
      actor,
      {
        action: 'product.photo.remove',
        entityType: 'product',
        entityId: String(productId),
        summary: `Foto tolta da ${product.name}`,
      },
      at,
    ),
  ]);
  forgetCatalogueVersion();
  const [stillShown] = await db
    .select({ key: productPhotos.key })
    .from(productPhotos)
    .where(eq(productPhotos.key, key))
    .limit(1);
  if (!stillShown) await env.PHOTOS.delete(key);
  return (await photosOfProducts(db, [productId])).get(productId) ?? [];
}
