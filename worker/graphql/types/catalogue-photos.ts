import type { ProductPhotoRow } from '../../../schema/db/product-photos';
import {
  isPhotoKey,
  MAX_PRODUCT_PHOTOS,
  PHOTO_SIZES,
  type PhotoSize,
  photoUrl,
} from '../../../schema/rules/product-photos';
import { removeProductPhoto, reorderProductPhotos } from '../../catalogue/photos';
import { productIdOf } from '../../catalogue/product-id';
import { DomainError } from '../../domain-error';
import { boundedText } from '../../input';
import { builder } from '../builder';
import { Product } from './catalogue';

/** Product photos (docs/product.md#product-photos): read with the product, ordered and removed by staff. */

const PhotoSizeRef = builder.enumType('PhotoSize', {
  description: 'The sizes a photo is served at, and no other.',
  values: {
    CARD: { value: 'card', description: `${PHOTO_SIZES.card.width} px wide: the shop's cards.` },
    PAGE: { value: 'page', description: `${PHOTO_SIZES.page.width} px wide: the product page.` },
    SOCIAL: {
      value: 'social',
      description: `${PHOTO_SIZES.social.width}x${PHOTO_SIZES.social.height}: og:image.`,
    },
  } satisfies Record<Uppercase<PhotoSize>, { value: PhotoSize; description: string }>,
});

const ProductPhotoRef = builder.objectRef<ProductPhotoRow>('ProductPhoto').implement({
  description:
    'A photo staff uploaded, kept once under the SHA-256 of its bytes; served at the sizes of ' +
    '`PhotoSize`, as WebP or AVIF where the browser takes them.',
  fields: (t) => ({
    key: t.exposeID('key', { description: 'The SHA-256 of the original, in hex.' }),
    url: t.string({
      description: 'Where it is served at `size` (the product page when absent).',
      args: { size: t.arg({ type: PhotoSizeRef, defaultValue: 'page' }) },
      resolve: (photo, { size }) => photoUrl(photo.key, size ?? 'page'),
    }),
    alt: t.exposeString('alt', { description: 'What the photo shows, for who cannot see it.' }),
    width: t.exposeInt('width', { description: "The original's width in pixels." }),
    height: t.exposeInt('height', { description: "The original's height in pixels." }),
  }),
});

builder.objectFields(Product, (t) => ({
  photos: t.field({
    type: [ProductPhotoRef],
    maxItems: MAX_PRODUCT_PHOTOS,
    description:
      'The photos staff uploaded, the main one first. `images` lists them too (at the product ' +
      "page's size), before the seed's own image files.",
    resolve: (product, _args, ctx) => ctx.catalogue.photos.load(product.id),
  }),
  mainPhoto: t.field({
    type: ProductPhotoRef,
    nullable: true,
    description:
      'The first of `photos`, null when staff uploaded none: what a card shows, one object ' +
      'rather than a list.',
    resolve: async (product, _args, ctx) => (await ctx.catalogue.photos.load(product.id))[0],
  }),
}));

/** A photo's key is a SHA-256 in hex: longer text is refused before any query. */
const MAX_PHOTO_KEY_LENGTH = 64;

const boundedKey = (key: string | number, field: string) =>
  boundedText(String(key), field, MAX_PHOTO_KEY_LENGTH);

function photoKeyOf(key: string | number): string {
  const text = boundedKey(key, 'key');
  if (!isPhotoKey(text)) throw new DomainError('Foto non trovata.', 'NOT_FOUND', 'key');
  return text;
}

builder.mutationFields((t) => ({
  adminReorderProductPhotos: t.withAuth({ staff: true }).field({
    type: [ProductPhotoRef],
    maxItems: MAX_PRODUCT_PHOTOS,
    description:
      "Puts the product's photos in the order of `keys`, the first its main photo. `keys` names " +
      'each of its photos once; any other list is a CONFLICT (the photos changed meanwhile).',
    args: {
      productId: t.arg.id({ required: true }),
      keys: t.arg.idList({ required: true }),
    },
    resolve: (_root, { productId, keys }, ctx) =>
      reorderProductPhotos(
        ctx.db,
        ctx.viewer,
        productIdOf(productId, 'productId'),
        keys.map((key) => boundedKey(key, 'keys')),
      ),
  }),
  adminRemoveProductPhoto: t.withAuth({ staff: true }).field({
    type: [ProductPhotoRef],
    maxItems: MAX_PRODUCT_PHOTOS,
    description:
      'Takes a photo off the product and answers the photos it keeps. NOT_FOUND when it is not ' +
      'one of them.',
    args: { productId: t.arg.id({ required: true }), key: t.arg.id({ required: true }) },
    resolve: (_root, { productId, key }, ctx) =>
      removeProductPhoto(
        ctx.env,
        ctx.db,
        ctx.viewer,
        productIdOf(productId, 'productId'),
        photoKeyOf(key),
      ),
  }),
}));
