import { type BuildManifest, MANIFEST_PATH } from '../../schema/build-manifest';

/**
 * The manifest once read, per assets binding. Only the value is kept across requests, never the
 * pending read: workerd cancels a request awaiting a promise another request created once that
 * request ends, so each request that finds nothing here reads for itself (as google-keys.ts).
 */
const manifests = new WeakMap<Fetcher, { manifest: BuildManifest | null }>();

/**
 * The client's build manifest, read from static assets once per isolate (the build writes it beside
 * the client's files, vite.config.ts). Null when there is none, as under `vite dev`: pages are then
 * served without preloads. A failed read is tried again by the next request.
 */
export async function clientManifest(assets: Fetcher): Promise<BuildManifest | null> {
  const known = manifests.get(assets);
  if (known) return known.manifest;
  try {
    const response = await assets.fetch(
      new Request(new URL(MANIFEST_PATH, 'https://assets.invalid')),
    );
    const manifest = response.ok ? ((await response.json()) as BuildManifest) : null;
    manifests.set(assets, { manifest });
    return manifest;
  } catch {
    return null;
  }
}
