import { expect, type Locator, type Page } from '@playwright/test';
import { pngPhoto } from '../../helpers/png-photo';

/** The photo panel of the product open in the shop module (docs/product.md#product-photos). */
export function staffPhotos(page: Page) {
  const panel = page.getByRole('region', { name: /^Foto di / });
  return {
    panel,
    /** Uploads a PNG of these dimensions with its alt text, and waits for it in the list. */
    async upload(alt: string, width: number, height: number) {
      const bytes = await pngPhoto(width, height, 90);
      await panel.getByLabel('Foto', { exact: true }).setInputFiles({
        name: 'foto-prodotto.png',
        mimeType: 'image/png',
        buffer: Buffer.from(bytes),
      });
      await panel.getByLabel('Testo alternativo').fill(alt);
      await panel.getByRole('button', { name: 'Carica foto' }).click();
      await expect(page.getByText('Foto caricata.')).toBeVisible();
      await expect(panel.getByRole('img', { name: alt })).toBeVisible();
    },
  };
}

/**
 * The address an image on the page was loaded from, once the browser has it: of a srcset, the
 * source it chose.
 */
export async function shownSource(image: Locator): Promise<string> {
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
}

/**
 * The size of the image an address serves, in pixels: loaded alone, with no srcset whose width
 * descriptors would scale what the browser reports.
 */
export function sizeAt(page: Page, path: string) {
  return page.evaluate(
    (src) =>
      new Promise<{ width: number; height: number }>((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
        img.onerror = () => reject(new Error(`${src} did not load`));
        img.src = src;
      }),
    path,
  );
}
