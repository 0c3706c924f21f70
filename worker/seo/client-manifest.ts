import { type BuildManifest, MANIFEST_PATH } from '../../schema/build-manifest';

const manifests = new WeakMap<Fetcher, Promise<BuildManifest | null>>();

/**
 * The client's build manifest, read from static assets once per isolate (the build writes it beside
 * the client's files, vite.config.ts). Null when there is none, as under `vite dev`: pages are then
 * served without preloads. A failed read is tried again by the next request.
 */
export function clientManifest(assets: Fetcher): Promise<BuildManifest | null> {
  let manifest = manifests.get(assets);
  if (!manifest) {
    manifest = assets
      .fetch(new Request(new URL(MANIFEST_PATH, 'https://assets.invalid')))
      .then((response) => (response.ok ? (response.json() as Promise<BuildManifest>) : null))
      .catch(() => {
        manifests.delete(assets);
        return null;
      });
    manifests.set(assets, manifest);
  }
  return manifest;
}
