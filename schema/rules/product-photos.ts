/**
 * Product photos staff upload (docs/product.md#product-photos): what an upload must be, and the
 * few sizes the shop serves them at. Shared by the Worker, which checks, and the staff's form,
 * which says the same before sending.
 */
import { isPrintableText } from './validation';

/** The largest photo staff may upload: well inside a Worker's request body and memory. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** The short side of a photo is at least this (a sharp 2x card and product page)... */
export const MIN_PHOTO_SIDE = 600;

/** ...and no side is longer than this (what the Images binding takes, with room to spare). */
export const MAX_PHOTO_SIDE = 8000;

/** The longest alt text: a sentence that says what the photo shows, not a description. */
export const MAX_PHOTO_ALT_LENGTH = 200;

/** How many photos one product may have. */
export const MAX_PRODUCT_PHOTOS = 8;

/** The types staff may upload, judged from the bytes. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/**
 * The sizes a photo is served at, and no other: each URL names one, so nobody can make the
 * Worker resize a photo to endless widths. `social` is the 1200x630 frame of og:image.
 */
export const PHOTO_SIZES = {
  card: { width: 480 },
  page: { width: 1200 },
  social: { width: 1200, height: 630 },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

export const isPhotoSize = (value: string): value is PhotoSize => Object.hasOwn(PHOTO_SIZES, value);

/** A photo's key: the SHA-256 of its bytes, in hex. */
const PHOTO_KEY = /^[0-9a-f]{64}$/;

export const isPhotoKey = (value: string): boolean => PHOTO_KEY.test(value);

/** The path under which the Worker serves photos (and takes uploads). */
export const PHOTOS_PATH = '/photos';

/** Where the shop serves a photo at one of its sizes. */
export const photoUrl = (key: string, size: PhotoSize): string => `${PHOTOS_PATH}/${key}/${size}`;

/**
 * The size a product's `images` list names its photos at: the product page's. The card, the
 * page's smaller source and og:image change it with imageAtSize.
 */
export const IMAGES_PHOTO_SIZE: PhotoSize = 'page';

/** How many entries a product's `images` list holds at most: its photos, then the seed's files. */
export const MAX_PRODUCT_IMAGES = 10;

const PHOTO_URL = /^\/photos\/([0-9a-f]{64})\/([a-z]+)$/;

/** A served photo's key and size, or null for any other image (the seed's files). */
export function parsePhotoUrl(url: string): { key: string; size: PhotoSize } | null {
  const match = PHOTO_URL.exec(url);
  if (!match?.[1] || !match[2] || !isPhotoSize(match[2])) return null;
  return { key: match[1], size: match[2] };
}

/** An uploaded photo's URL at another size; any other image as it is. */
export function imageAtSize(url: string, size: PhotoSize): string {
  const photo = parsePhotoUrl(url);
  return photo ? photoUrl(photo.key, size) : url;
}

/** An uploaded photo's `srcset` over its card and product page widths; null for any other image. */
export function photoSrcSet(url: string): string | null {
  const photo = parsePhotoUrl(url);
  if (!photo) return null;
  const widths = (['card', 'page'] as const).map(
    (size) => `${photoUrl(photo.key, size)} ${PHOTO_SIZES[size].width}w`,
  );
  return widths.join(', ');
}

/** The type the bytes begin with: JPEG, PNG or WebP by their signatures, else null. */
export function sniffPhotoType(head: Uint8Array): PhotoType | null {
  const starts = (bytes: readonly number[], at = 0) =>
    bytes.every((byte, index) => head[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export const PHOTO_MESSAGES = {
  altRequired: 'Scrivi il testo alternativo: descrive la foto a chi non la vede.',
  altTooLong: `Il testo alternativo può avere al massimo ${MAX_PHOTO_ALT_LENGTH} caratteri.`,
  altNotText: 'Il testo alternativo contiene caratteri non validi.',
  fileRequired: 'Scegli una foto da caricare.',
  wrongType: 'La foto deve essere un file JPEG, PNG o WebP.',
  tooBig: `La foto supera ${MAX_PHOTO_BYTES / 1024 / 1024} MB: riducila e riprova.`,
  tooSmall: `La foto è troppo piccola: il lato corto deve avere almeno ${MIN_PHOTO_SIDE} pixel.`,
  tooLarge: `La foto è troppo grande: nessun lato può superare ${MAX_PHOTO_SIDE} pixel.`,
  tooMany: `Un prodotto può avere al massimo ${MAX_PRODUCT_PHOTOS} foto.`,
} as const;

/** The alt text's refusal, or null when it is fine; it is trimmed before it is kept. */
export function photoAltError(alt: string): string | null {
  const text = alt.trim();
  if (!text) return PHOTO_MESSAGES.altRequired;
  if (text.length > MAX_PHOTO_ALT_LENGTH) return PHOTO_MESSAGES.altTooLong;
  if (!isPrintableText(text) || /[\r\n\t]/.test(text)) return PHOTO_MESSAGES.altNotText;
  return null;
}

/** The refusal of a photo's dimensions, or null when they fit. */
export function photoDimensionsError(width: number, height: number): string | null {
  if (Math.min(width, height) < MIN_PHOTO_SIDE) return PHOTO_MESSAGES.tooSmall;
  if (Math.max(width, height) > MAX_PHOTO_SIDE) return PHOTO_MESSAGES.tooLarge;
  return null;
}
