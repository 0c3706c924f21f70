import { describe, expect, it } from 'vitest';
import {
  imageAtSize,
  MAX_PHOTO_ALT_LENGTH,
  MAX_PHOTO_SIDE,
  MIN_PHOTO_SIDE,
  PHOTO_MESSAGES,
  parsePhotoUrl,
  photoAltError,
  photoDimensionsError,
  photoSrcSet,
  photoUrl,
  sniffPhotoType,
} from '../../schema/rules/product-photos';

const KEY = 'a'.repeat(64);

describe('photo uploads (docs/product.md#product-photos)', () => {
  it('judges the type from the bytes: JPEG, PNG and WebP only', () => {
    expect(sniffPhotoType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffPhotoType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(
      'image/png',
    );
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(sniffPhotoType(webp)).toBe('image/webp');
    expect(sniffPhotoType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(
      sniffPhotoType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')),
    ).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });

  it('requires an alt text of printable words, at most the limit', () => {
    expect(photoAltError('iPhone 15 Pro, retro in titanio naturale')).toBeNull();
    expect(photoAltError('   ')).toBe(PHOTO_MESSAGES.altRequired);
    expect(photoAltError('x'.repeat(MAX_PHOTO_ALT_LENGTH))).toBeNull();
    expect(photoAltError('x'.repeat(MAX_PHOTO_ALT_LENGTH + 1))).toBe(PHOTO_MESSAGES.altTooLong);
    expect(photoAltError('riga\nnuova')).toBe(PHOTO_MESSAGES.altNotText);
    expect(photoAltError('nascosto\u200b')).toBe(PHOTO_MESSAGES.altNotText);
  });

  it('takes photos whose short side reaches the minimum and no side passes the maximum', () => {
    expect(photoDimensionsError(MIN_PHOTO_SIDE, MIN_PHOTO_SIDE)).toBeNull();
    expect(photoDimensionsError(MAX_PHOTO_SIDE, MIN_PHOTO_SIDE)).toBeNull();
    expect(photoDimensionsError(2000, MIN_PHOTO_SIDE - 1)).toBe(PHOTO_MESSAGES.tooSmall);
    expect(photoDimensionsError(MAX_PHOTO_SIDE + 1, 1000)).toBe(PHOTO_MESSAGES.tooLarge);
  });
});

describe('photo URLs', () => {
  it('name one of the few sizes, and only a photo changes size', () => {
    expect(photoUrl(KEY, 'card')).toBe(`/photos/${KEY}/card`);
    expect(parsePhotoUrl(`/photos/${KEY}/page`)).toEqual({ key: KEY, size: 'page' });
    expect(parsePhotoUrl(`/photos/${KEY}/999`)).toBeNull();
    expect(parsePhotoUrl(`/photos/${KEY}/constructor`)).toBeNull();
    expect(parsePhotoUrl('/images/products/iphone-15-pro.svg')).toBeNull();
    expect(imageAtSize(`/photos/${KEY}/page`, 'social')).toBe(`/photos/${KEY}/social`);
    expect(photoSrcSet(`/photos/${KEY}/page`)).toBe(
      `/photos/${KEY}/card 480w, /photos/${KEY}/page 1200w`,
    );
    expect(photoSrcSet('/images/products/iphone-15-pro.svg')).toBeNull();
    expect(imageAtSize('/images/products/iphone-15-pro.svg', 'social')).toBe(
      '/images/products/iphone-15-pro.svg',
    );
  });
});
