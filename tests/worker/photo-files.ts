import { env } from 'cloudflare:workers';

/** A test's PNG (tests/helpers/png-photo.ts) as the JPEG or WebP the Images binding makes of it. */
export async function convertedPhoto(
  png: Uint8Array<ArrayBuffer>,
  format: 'image/jpeg' | 'image/webp',
): Promise<Uint8Array<ArrayBuffer>> {
  const output = await env.IMAGES.input(new Blob([png]).stream()).output({ format });
  return new Uint8Array(await output.response().arrayBuffer());
}

/** A 1x1 GIF: an image, of a type the shop does not take. */
export const GIF = Uint8Array.from(
  atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  (char) => char.charCodeAt(0),
);

/** What the Images binding reads of an image: its type and dimensions. */
export async function measured(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>) {
  const info = await env.IMAGES.info(new Blob([bytes]).stream());
  return 'width' in info
    ? { format: info.format, width: info.width, height: info.height }
    : { format: info.format };
}
