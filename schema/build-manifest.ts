/**
 * Vite's build manifest (dist/client/.vite/manifest.json): which files each module of the client
 * became, and what each statically imports. The Worker reads it to preload a page's code
 * (worker/seo/client-manifest.ts); the bundle budget weighs pages with it.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The client's entry, as the manifest names it. */
export const MANIFEST_ENTRY = 'index.html';

/**
 * The client proper (React, the providers, the router), which the entry imports once the page can
 * show itself (web/main.tsx): part of every page's code, though not of the entry's.
 */
export const MANIFEST_START = 'start.tsx';

/**
 * Where the build leaves the manifest among the client's files. Static assets hold it so the Worker
 * can read it; the Worker answers a visitor's request for it with 404 (worker/http/site.ts).
 */
export const MANIFEST_DIR = '/.vite/';
export const MANIFEST_PATH = `${MANIFEST_DIR}manifest.json`;

/** Manifest keys a module needs before it runs: itself, then its static imports, depth first. */
export function staticImports(
  manifest: BuildManifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticImports(manifest, imported, seen);
  return seen;
}

/**
 * The script files (absolute paths) the client's start and the page modules need beyond what the
 * entry already loads, each module's own file before its imports'. A module the build does not have
 * adds nothing.
 */
export function pageScripts(manifest: BuildManifest, pageModules: readonly string[]): string[] {
  const entry = staticImports(manifest, MANIFEST_ENTRY);
  const needed = new Set<string>();
  for (const module of [MANIFEST_START, ...pageModules]) staticImports(manifest, module, needed);
  return [...needed]
    .filter((key) => !entry.has(key))
    .flatMap((key) => {
      const file = manifest[key]?.file;
      return file?.endsWith('.js') ? [`/${file}`] : [];
    });
}
