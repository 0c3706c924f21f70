import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ProductPhotoRow } from '../../schema/db/product-photos';
import {
  isPhotoKey,
  isPhotoSize,
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  PHOTO_SIZES,
  type PhotoSize,
} from '../../schema/rules/product-photos';
import { uploadProductPhoto } from '../catalogue/photos';
import { productIdOf } from '../catalogue/product-id';
import { withBookmark } from '../d1-session';
import { DomainError } from '../domain-error';
import { shopCors } from './cors';
import { errorBody } from './error-body';
import { refused, staffPoster } from './staff-route';

/** An upload's form around its photo: the alt text and the multipart boundaries. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

const tooLarge = bodyLimit({
  maxSize: MAX_PHOTO_BYTES + FORM_OVERHEAD_BYTES,
  onError: (c) => refused(c, new DomainError(PHOTO_MESSAGES.tooBig, 'PAYLOAD_TOO_LARGE', 'file')),
});

/** What the staff's page reads of a photo it uploaded. */
const photoAnswer = (photo: ProductPhotoRow) => ({
  key: photo.key,
  alt: photo.alt,
  width: photo.width,
  height: photo.height,
  position: photo.position,
});

/**
 * A product photo from staff (docs/product.md#product-photos): a multipart form with `file` and
 * `alt`, for the product in the path, from staff only (staffPoster); the photo is then the one
 * upload this request holds.
 */
async function upload(c: Context<{ Bindings: Env }>) {
  const poster = await staffPoster(c);
  if ('refusal' in poster) return poster.refusal;
  const { viewer, d1 } = poster;
  try {
    const productId = productIdOf(c.req.param('id') ?? '', 'productId');
    const form = await c.req.raw.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof File)) {
      throw new DomainError(PHOTO_MESSAGES.fileRequired, 'BAD_USER_INPUT', 'file');
    }
    const alt = form?.get('alt');
    const photo = await uploadProductPhoto(c.env, d1.db, viewer, productId, {
      file,
      alt: typeof alt === 'string' ? alt : '',
    });
    return withBookmark(c.json({ photo: photoAnswer(photo) }, 201), d1);
  } catch (error) {
    if (error instanceof DomainError) return refused(c, error);
    throw error;
  }
}

/** What the browser takes, best first: AVIF and WebP where it says so, else JPEG. */
function servedFormat(accept: string | undefined) {
  if (accept?.includes('image/avif')) return { type: 'image/avif', ext: 'avif' } as const;
  if (accept?.includes('image/webp')) return { type: 'image/webp', ext: 'webp' } as const;
  return { type: 'image/jpeg', ext: 'jpg' } as const;
}

/** A photo's URL names its bytes (their hash): what it answers never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** workerd's shared cache, which the DOM types Hono brings in do not name. */
const locationCache = () => (caches as unknown as { default: Cache }).default;

/** The photo resized by the Images binding to one of the shop's sizes, in the format given. */
async function resized(env: Env, key: string, size: PhotoSize, type: string) {
  const original = await env.PHOTOS.get(key);
  if (!original) return null;
  const frame = PHOTO_SIZES[size];
  const transform: ImageTransform =
    'height' in frame
      ? { width: frame.width, height: frame.height, fit: 'cover' }
      : { width: frame.width, fit: 'scale-down' };
  const output = await env.IMAGES.input(original.body)
    .transform(transform)
    .output({ format: type as ImageOutputOptions['format'] });
  return output.response();
}

/**
 * A stored photo at one of the shop's sizes (docs/product.md#product-photos). Any other size or a
 * key that is not a hash is a 404 before R2 is asked, so no one can make the Worker resize a photo
 * to endless sizes; each format of each size is resized once per location, then the Cache API
 * answers.
 */
async function serve(c: Context<{ Bindings: Env }>) {
  const key = c.req.param('key') ?? '';
  const size = c.req.param('size') ?? '';
  const notFound = () => c.json(errorBody('Foto non trovata.', 'NOT_FOUND'), 404);
  if (!isPhotoKey(key) || !isPhotoSize(size)) return notFound();
  const format = servedFormat(c.req.header('accept'));
  const cacheKey = new Request(new URL(`/photos/${key}/${size}.${format.ext}`, c.req.url));
  const cached = await locationCache().match(cacheKey);
  // A copy: the cache's own answer has immutable headers, which the security headers set on.
  if (cached) return new Response(cached.body, cached);
  const image = await resized(c.env, key, size, format.type);
  if (!image) return notFound();
  const response = new Response(image.body, {
    headers: {
      'Content-Type': format.type,
      'Cache-Control': IMMUTABLE,
      // The format follows the Accept header: a shared cache keeps one copy per format.
      Vary: 'Accept',
      'X-Content-Type-Options': 'nosniff',
    },
  });
  c.executionCtx.waitUntil(locationCache().put(cacheKey, response.clone()));
  return response;
}

/** `/photos`: the photos at the shop's sizes, and staff's uploads (docs/product.md#product-photos). */
export const productPhotosRoutes = new Hono<{ Bindings: Env }>()
  .get('/:key/:size', serve)
  .use('/products/:id', shopCors)
  .post('/products/:id', tooLarge, upload);
