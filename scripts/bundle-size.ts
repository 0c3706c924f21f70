/**
 * What each public page downloads before any interaction, read from Vite's build manifest: the
 * entry and the client it starts (web/start.tsx) with their static imports, plus the page's lazy
 * route module with its own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  type BuildManifest,
  MANIFEST_ENTRY as ENTRY,
  MANIFEST_PATH,
  MANIFEST_START as START,
  staticImports,
} from '../schema/build-manifest.ts';

export const CLIENT_DIR = 'dist/client';

export interface PageWeight {
  /** The page's module, as the manifest names it (e.g. "catalogue/HomePage.tsx"). */
  page: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: string[];
}

export function readManifest(clientDir = CLIENT_DIR): BuildManifest {
  return JSON.parse(readFileSync(join(clientDir, MANIFEST_PATH), 'utf8')) as BuildManifest;
}

/** gzip at level 9, as a CDN serves it. */
export function gzipBytes(clientDir: string, file: string): number {
  return gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
}

/** Manifest keys a chunk needs statically, itself included; a page the build lacks is an error. */
function staticClosure(
  manifest: BuildManifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  return staticImports(manifest, key, seen);
}

/** What every page runs: the entry and the client it starts, though later, with their imports. */
function clientChunks(manifest: BuildManifest): Set<string> {
  return staticClosure(manifest, START, staticClosure(manifest, ENTRY));
}

export function initialChunks(manifest: BuildManifest, routeModule: string): Set<string> {
  return staticClosure(manifest, routeModule, clientChunks(manifest));
}

/**
 * Every page of the public site: the lazy page modules the client can load, staff pages aside
 * (the staff area in admin/, each domain's staff screens in <domain>/staff/).
 */
export function publicPages(manifest: BuildManifest): string[] {
  const lazy = [...clientChunks(manifest)].flatMap((key) => manifest[key]?.dynamicImports ?? []);
  return [...new Set(lazy)].filter(
    (key) => key.endsWith('Page.tsx') && !key.startsWith('admin/') && !key.includes('/staff/'),
  );
}

export function pageWeight(
  manifest: BuildManifest,
  page: string,
  clientDir = CLIENT_DIR,
): PageWeight {
  const chunks = [...initialChunks(manifest, page)].flatMap((key) => manifest[key] ?? []);
  const js = [...new Set(chunks.map((chunk) => chunk.file))];
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipBytes(clientDir, f), 0);
  return { page, jsGzipBytes: sum(js), cssGzipBytes: sum(css), files: [...js, ...css] };
}

/** The biggest chunk loaded only on demand, and its gzip size. */
export function largestLazyChunk(manifest: BuildManifest, clientDir = CLIENT_DIR) {
  const eager = clientChunks(manifest);
  let largest = { file: '', gzipBytes: 0 };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (eager.has(key) || !chunk.file.endsWith('.js')) continue;
    const gzipBytesOfChunk = gzipBytes(clientDir, chunk.file);
    if (gzipBytesOfChunk > largest.gzipBytes)
      largest = { file: chunk.file, gzipBytes: gzipBytesOfChunk };
  }
  return largest;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
