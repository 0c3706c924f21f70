import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PHOTO_ALT_LENGTH,
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  photoUrl,
} from '../../schema/rules/product-photos';
import { graphql } from '../../web/graphql';
import { pngPhoto } from '../helpers/png-photo';
import { codes, gql, send } from './client';
import { asCustomer, asStaff, servedProductPage } from './fixtures';
import { assertFuzz } from './fuzzing';
import { signedIn } from './identity';
import { convertedPhoto, GIF, measured } from './photo-files';

/** Staff's upload as the shop's page sends it: a multipart form with the file and its alt text. */
async function upload(
  productId: string,
  parts: { bytes?: Uint8Array<ArrayBuffer>; name?: string; type?: string; alt?: string },
  headers: Record<string, string> = asStaff().headers,
) {
  const form = new FormData();
  if (parts.bytes) {
    form.set('file', new File([parts.bytes], parts.name ?? 'foto.png', { type: parts.type ?? '' }));
  }
  if (parts.alt !== undefined) form.set('alt', parts.alt);
  const response = await send(
    new Request(`https://shop.test/photos/products/${productId}`, {
      method: 'POST',
      headers,
      body: form,
    }),
  );
  const body = (await response.json()) as {
    photo?: { key: string; alt: string; width: number; height: number };
    errors?: { message: string; extensions: { code: string; field?: string } }[];
  };
  return { status: response.status, body };
}

const ALT = 'iPhone 15 Pro visto da dietro, titanio naturale';

const PRODUCT_PHOTOS = graphql(`
  query ProductPhotosRead($id: ID!) {
    product(id: $id) {
      images
      photos { key alt width height card: url(size: CARD) page: url social: url(size: SOCIAL) }
    }
  }
`);

const REORDER = graphql(`
  mutation ReorderPhotos($productId: ID!, $keys: [ID!]!) {
    adminReorderProductPhotos(productId: $productId, keys: $keys) { key }
  }
`);

const REMOVE = graphql(`
  mutation RemovePhoto($productId: ID!, $key: ID!) {
    adminRemoveProductPhoto(productId: $productId, key: $key) { key }
  }
`);

async function productPhotos(id: string) {
  const sent = await gql(PRODUCT_PHOTOS, { id });
  if (!sent.body.data?.product) throw new Error(sent.text);
  return sent.body.data.product;
}

async function storedKeys(): Promise<string[]> {
  return (await env.PHOTOS.list()).objects.map((object) => object.key);
}

async function served(url: string, accept = 'image/avif,image/webp,image/*') {
  const response = await send(new Request(`https://shop.test${url}`, { headers: { accept } }));
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('staff upload product photos (docs/product.md#product-photos)', () => {
  it('takes a PNG, JPEG or WebP with its alt text and shows it first in the shop', async () => {
    const png = await pngPhoto(1600, 900);
    const before = await productPhotos('1');
    const added = await upload('1', { bytes: png, alt: `  ${ALT} ` });
    expect(added.status).toBe(201);
    expect(added.body.photo).toMatchObject({ alt: ALT, width: 1600, height: 900 });
    const key = added.body.photo?.key ?? '';
    expect(key).toMatch(/^[0-9a-f]{64}$/);

    const jpeg = await upload('1', {
      bytes: await convertedPhoto(await pngPhoto(900, 1200, 40), 'image/jpeg'),
      alt: 'Il lato',
    });
    const webp = await upload('1', {
      bytes: await convertedPhoto(await pngPhoto(800, 800, 200), 'image/webp'),
      alt: 'Lo schermo',
    });
    expect([jpeg.status, webp.status]).toEqual([201, 201]);

    const product = await productPhotos('1');
    expect(product.photos.map((photo) => photo.alt)).toEqual([ALT, 'Il lato', 'Lo schermo']);
    expect(product.photos[0]).toMatchObject({
      key,
      width: 1600,
      height: 900,
      card: photoUrl(key, 'card'),
      page: photoUrl(key, 'page'),
      social: photoUrl(key, 'social'),
    });
    // The photos first, at the product page's size; the seed's files keep their paths after them.
    expect(product.images).toEqual([
      ...product.photos.map((photo) => photo.page),
      ...before.images,
    ]);
    expect(await env.PHOTOS.head(key)).not.toBeNull();

    // The served page shares the photo's 1200x630 frame and preloads the product page's size.
    const html = await servedProductPage('1');
    expect(html).toContain(
      `<meta property="og:image" content="https://shop.test${photoUrl(key, 'social')}"`,
    );
    expect(html).toContain(`src="${photoUrl(key, 'page')}"`);
  });

  it('stores the same bytes once, whichever products show them', async () => {
    const png = await pngPhoto(700, 700, 90);
    const first = await upload('1', { bytes: png, alt: ALT });
    const again = await upload('1', { bytes: png, alt: 'Di nuovo' });
    const elsewhere = await upload('2', { bytes: png, alt: 'Su un altro prodotto' });
    expect([first.status, again.status, elsewhere.status]).toEqual([201, 201, 201]);
    expect(again.body.photo?.key).toBe(first.body.photo?.key);
    expect(await storedKeys()).toEqual([first.body.photo?.key]);
    expect((await productPhotos('1')).photos).toHaveLength(1);
    expect((await productPhotos('2')).photos.map((photo) => photo.alt)).toEqual([
      'Su un altro prodotto',
    ]);
  });

  it('judges the type from the bytes, not the name or the declared type', async () => {
    const png = await pngPhoto(640, 640);
    const renamed = await upload('1', {
      bytes: png,
      name: 'foto.gif',
      type: 'image/gif',
      alt: ALT,
    });
    expect(renamed.status).toBe(201);

    const gif = await upload('1', { bytes: GIF, name: 'foto.jpg', type: 'image/jpeg', alt: ALT });
    const svg = await upload('1', {
      bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      name: 'foto.png',
      alt: ALT,
    });
    const truncated = await upload('1', { bytes: png.subarray(0, 40), alt: ALT });
    for (const refused of [gif, svg, truncated]) {
      expect(refused.status).toBe(415);
      expect(refused.body.errors?.[0]).toEqual({
        message: PHOTO_MESSAGES.wrongType,
        extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'file' },
      });
    }
    expect(await storedKeys()).toHaveLength(1);
  });

  it('refuses a photo over the size cap, before decoding it', async () => {
    const png = await pngPhoto(640, 640);
    const oversized = new Uint8Array(MAX_PHOTO_BYTES + 1);
    oversized.set(png);
    const refused = await upload('1', { bytes: oversized, alt: ALT });
    expect(refused.status).toBe(413);
    expect(refused.body.errors?.[0]?.message).toBe(PHOTO_MESSAGES.tooBig);
    expect(codes(refused.body as never)).toEqual(['PAYLOAD_TOO_LARGE']);

    const farTooBig = await upload('1', {
      bytes: new Uint8Array(MAX_PHOTO_BYTES + 64 * 1024),
      alt: ALT,
    });
    expect(farTooBig.status).toBe(413);
    expect(farTooBig.body.errors?.[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedKeys()).toEqual([]);
  });

  it('refuses photos too small or too large in pixels', async () => {
    const small = await upload('1', { bytes: await pngPhoto(1200, 599), alt: ALT });
    expect(small.status).toBe(400);
    expect(small.body.errors?.[0]).toEqual({
      message: PHOTO_MESSAGES.tooSmall,
      extensions: { code: 'BAD_USER_INPUT', field: 'file' },
    });
    const large = await upload('1', { bytes: await pngPhoto(8001, 600), alt: ALT });
    expect(large.status).toBe(400);
    expect(large.body.errors?.[0]?.message).toBe(PHOTO_MESSAGES.tooLarge);
    expect(await storedKeys()).toEqual([]);
  });

  it('requires the alt text, and no file is kept without it', async () => {
    const png = await pngPhoto(640, 640);
    for (const alt of [undefined, '', '   ', 'x'.repeat(MAX_PHOTO_ALT_LENGTH + 1), 'a\nb']) {
      const refused = await upload('1', { bytes: png, alt });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'alt',
      });
    }
    const noFile = await upload('1', { alt: ALT });
    expect(noFile.body.errors?.[0]).toEqual({
      message: PHOTO_MESSAGES.fileRequired,
      extensions: { code: 'BAD_USER_INPUT', field: 'file' },
    });
    expect(await storedKeys()).toEqual([]);
  });

  it('answers any alt text and product id with the photo or a coded refusal, never a crash', async () => {
    const png = await pngPhoto(640, 640);
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: MAX_PHOTO_ALT_LENGTH + 20 }),
      fc.string({ unit: 'binary', maxLength: MAX_PHOTO_ALT_LENGTH + 20 }),
      fc.constantFrom("'; DROP TABLE product_photos; --", '<img src=x onerror=alert(1)>', '\u0000'),
    );
    const productId = fc.oneof(
      fc.constantFrom('1', '2', '0', '-1', '9999999999', '1e3', '%2e%2e', ' 3 '),
      fc.string({ maxLength: 12 }),
    );
    await assertFuzz(
      'tests/worker/product-photos.test.ts',
      'photo upload',
      fc.asyncProperty(text, productId, async (alt, id) => {
        const answer = await upload(encodeURIComponent(id), { bytes: png, alt });
        expect([201, 400, 404]).toContain(answer.status);
        if (answer.status !== 201) {
          expect(answer.body.errors?.[0]?.extensions.code).toMatch(/^(BAD_USER_INPUT|NOT_FOUND)$/);
        }
      }),
      20,
    );
  });

  it('refuses an unknown product and a product id that is not one', async () => {
    const png = await pngPhoto(640, 640);
    const unknown = await upload('9999', { bytes: png, alt: ALT });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const malformed = await upload('uno', { bytes: png, alt: ALT });
    expect(malformed.status).toBe(400);
    expect(await storedKeys()).toEqual([]);
  });

  it('is for staff only: visitors sign in, customers are refused, stale sign-ins renew', async () => {
    const png = await pngPhoto(640, 640);
    const visitor = await upload('1', { bytes: png, alt: ALT }, {});
    expect(visitor.status).toBe(401);
    expect(visitor.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const customer = await upload('1', { bytes: png, alt: ALT }, asCustomer().headers);
    expect(customer.status).toBe(403);
    expect(customer.body.errors?.[0]).toEqual({
      message: 'Questa funzione è riservata al personale del negozio.',
      extensions: { code: 'FORBIDDEN' },
    });
    const stale = await upload(
      '1',
      { bytes: png, alt: ALT },
      signedIn({ uid: 'admin-1', email: 'admin@negozio.test', signedInSecondsAgo: 86_400 * 2 })
        .headers,
    );
    expect(stale.body.errors?.[0]?.extensions.code).toBe('REAUTH_REQUIRED');
    expect(await storedKeys()).toEqual([]);
    expect((await productPhotos('1')).photos).toEqual([]);
  });
});

describe('staff order and remove photos', () => {
  async function twoPhotos(productId = '1') {
    const a = await upload(productId, { bytes: await pngPhoto(700, 700, 10), alt: 'Primo' });
    const b = await upload(productId, { bytes: await pngPhoto(700, 700, 20), alt: 'Secondo' });
    return [a.body.photo?.key ?? '', b.body.photo?.key ?? ''] as const;
  }

  it('reorders: the first is the main photo, in the shop and its images', async () => {
    const [a, b] = await twoPhotos();
    const sent = await gql(REORDER, { productId: '1', keys: [b, a] }, asStaff());
    expect(sent.body.data?.adminReorderProductPhotos.map((photo) => photo.key)).toEqual([b, a]);
    const product = await productPhotos('1');
    expect(product.photos.map((photo) => photo.alt)).toEqual(['Secondo', 'Primo']);
    expect(product.images.slice(0, 2)).toEqual([photoUrl(b, 'page'), photoUrl(a, 'page')]);
  });

  it('refuses an order that leaves out or repeats a photo', async () => {
    const [a, b] = await twoPhotos();
    for (const keys of [[a], [a, a], [a, b, a], [a, 'f'.repeat(64)]]) {
      const sent = await gql(REORDER, { productId: '1', keys }, asStaff());
      expect(codes(sent.body)).toEqual(['CONFLICT']);
    }
    expect((await productPhotos('1')).photos.map((photo) => photo.key)).toEqual([a, b]);
  });

  it('removes a photo, and its object once no product shows it', async () => {
    const [a, b] = await twoPhotos();
    await upload('2', { bytes: await pngPhoto(700, 700, 10), alt: 'Anche qui' });
    const seedImages = (await productPhotos('1')).images.slice(2);

    const first = await gql(REMOVE, { productId: '1', key: a }, asStaff());
    expect(first.body.data?.adminRemoveProductPhoto.map((photo) => photo.key)).toEqual([b]);
    // Product 2 still shows a: it stays in R2.
    expect((await storedKeys()).sort()).toEqual([a, b].sort());

    await gql(REMOVE, { productId: '1', key: b }, asStaff());
    expect(await storedKeys()).toEqual([a]);
    expect((await productPhotos('1')).images).toEqual(seedImages);

    const gone = await gql(REMOVE, { productId: '1', key: b }, asStaff());
    expect(codes(gone.body)).toEqual(['NOT_FOUND']);
    const notAKey = await gql(REMOVE, { productId: '1', key: '../x' }, asStaff());
    expect(codes(notAKey.body)).toEqual(['NOT_FOUND']);
  });

  it('are staff fields', async () => {
    const [a, b] = await twoPhotos();
    const customer = await gql(REORDER, { productId: '1', keys: [b, a] }, asCustomer());
    expect(codes(customer.body)).toEqual(['FORBIDDEN']);
    const visitor = await gql(REMOVE, { productId: '1', key: a });
    expect(codes(visitor.body)).toEqual(['UNAUTHENTICATED']);
    expect((await productPhotos('1')).photos.map((photo) => photo.key)).toEqual([a, b]);
  });
});

describe('photos are served at the shop sizes only', () => {
  async function stored() {
    const added = await upload('1', { bytes: await pngPhoto(1600, 1000), alt: ALT });
    return added.body.photo?.key ?? '';
  }

  it('resizes to the card, the product page and the social preview', async () => {
    const key = await stored();
    const card = await served(photoUrl(key, 'card'), 'image/webp,image/*');
    expect(card.response.status).toBe(200);
    expect(card.response.headers.get('content-type')).toBe('image/webp');
    expect(await measured(card.bytes)).toEqual({ format: 'image/webp', width: 480, height: 300 });

    const page = await served(photoUrl(key, 'page'), 'image/webp,image/*');
    expect(await measured(page.bytes)).toEqual({ format: 'image/webp', width: 1200, height: 750 });

    const social = await served(photoUrl(key, 'social'), 'image/webp,image/*');
    expect(await measured(social.bytes)).toMatchObject({ width: 1200, height: 630 });

    for (const { response } of [card, page, social]) {
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toContain('Accept');
    }
  });

  it('answers AVIF, WebP or JPEG by what the browser accepts', async () => {
    const key = await stored();
    const avif = await served(photoUrl(key, 'card'), 'image/avif,image/webp,*/*');
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    // An ISO media file of brand avif (the local binding's info reads AVIF as "heif").
    expect(new TextDecoder().decode(avif.bytes.subarray(4, 12))).toBe('ftypavif');
    const jpeg = await served(photoUrl(key, 'card'), '*/*');
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(await measured(jpeg.bytes)).toEqual({ format: 'image/jpeg', width: 480, height: 300 });
  });

  it('answers from the location cache once a size was made', async () => {
    const key = await stored();
    await served(photoUrl(key, 'card'), 'image/webp');
    await env.PHOTOS.delete(key);
    const again = await served(photoUrl(key, 'card'), 'image/webp');
    expect(again.response.status).toBe(200);
    expect((await measured(again.bytes)).width).toBe(480);
  });

  it('is 404, never 500, for any other size or key', async () => {
    const key = await stored();
    for (const url of [
      `/photos/${key}/640`,
      `/photos/${key}/original`,
      `/photos/${key}/constructor`,
      `/photos/${'0'.repeat(64)}/card`,
      '/photos/not-a-key/card',
      `/photos/${key.toUpperCase()}/card`,
    ]) {
      const { response, bytes } = await served(url);
      expect(response.status, url).toBe(404);
      expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({
        errors: [{ message: 'Foto non trovata.', extensions: { code: 'NOT_FOUND' } }],
      });
    }
  });
});
