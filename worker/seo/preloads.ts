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
 * What the client's code in index.html is fetched after, on a page the HTML already paints
 * (worker/seo/first-paint.ts): its image and styles first, so the first paint waits for no script.
 */
export const AFTER_FIRST_PAINT = 'low';

/**
 * The <link> tags that start the page's largest image and, on a page the client draws from
 * nothing, its code (the client's start and the page's modules) with the HTML, instead of after the
 * entry script has run and asked for them (docs/product.md#routes-and-access). A page the HTML
 * paints starts its client once that paint is on screen (web/main.tsx) and fetches the code then:
 * preloaded, it would arrive before the largest element's paint on a phone and delay it. Without a
 * manifest, the image alone.
 */
export function preloadTags(
  preloads: PagePreloads,
  manifest: BuildManifest | null,
  paintedFirst: boolean,
): string {
  const scripts = manifest && !paintedFirst ? pageScripts(manifest, preloads.pageModules) : [];
  const tags = scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`);
  const { image } = preloads;
  if (image) {
    const media = image.media ? ` media="${escapeHtml(image.media)}"` : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(image.href)}" fetchpriority="high"${media} />`,
    );
  }
  return tags.join('');
}
