import { type BuildManifest, pageScripts } from '../../schema/build-manifest';
import { escapeHtml } from './html';

/** The page's largest image, fetched before the script that draws it asks. */
export interface PreloadImage {
  href: string;
  /** When the page shows it only on some screens. */
  media?: string;
}

/** What a page needs first: its modules' code and its largest image. */
export interface PagePreloads {
  /** Page modules as the build manifest names them (schema/route-pages.ts). */
  pageModules: readonly string[];
  image: PreloadImage | null;
}

/**
 * What the code is fetched after, on a page the HTML already paints (worker/seo/first-paint.ts):
 * its image and styles first, so the first paint waits for no script.
 */
export const AFTER_FIRST_PAINT = 'low';

/**
 * The <link> tags that start the page's own code and its largest image with the HTML, instead of
 * after the entry script has run and asked for them (docs/product.md#routes-and-access). Without a
 * manifest, the image alone.
 */
export function preloadTags(
  preloads: PagePreloads,
  manifest: BuildManifest | null,
  paintedFirst: boolean,
): string {
  const scripts = manifest ? pageScripts(manifest, preloads.pageModules) : [];
  const priority = paintedFirst ? ` fetchpriority="${AFTER_FIRST_PAINT}"` : '';
  const tags = scripts.map(
    (file) => `<link rel="modulepreload" crossorigin href="${file}"${priority} />`,
  );
  const { image } = preloads;
  if (image) {
    const media = image.media ? ` media="${escapeHtml(image.media)}"` : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(image.href)}" fetchpriority="high"${media} />`,
    );
  }
  return tags.join('');
}
