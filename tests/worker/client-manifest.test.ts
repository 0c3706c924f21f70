import { describe, expect, it } from 'vitest';
import { type BuildManifest, MANIFEST_PATH } from '../../schema/build-manifest';
import { clientManifest } from '../../worker/seo/client-manifest';

const MANIFEST: BuildManifest = { 'index.html': { file: 'assets/index-abc.js', isEntry: true } };

/** Static assets that count the manifest's reads; `answer` decides each one. */
function countingAssets(answer: () => Promise<Response>) {
  const reads: string[] = [];
  const assets = {
    async fetch(input: RequestInfo | URL) {
      reads.push(new URL(input instanceof Request ? input.url : input).pathname);
      return answer();
    },
  } as unknown as Fetcher;
  return { assets, reads };
}

describe("the client's build manifest", () => {
  it('is read by each request that finds none kept, never through another request’s pending read', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { assets, reads } = countingAssets(async () => {
      await held;
      return Response.json(MANIFEST);
    });
    const first = clientManifest(assets);
    const second = clientManifest(assets);
    release();
    expect(await first).toEqual(MANIFEST);
    expect(await second).toEqual(MANIFEST);
    expect(reads).toEqual([MANIFEST_PATH, MANIFEST_PATH]);
  });

  it('keeps the value once read: later requests read nothing', async () => {
    const { assets, reads } = countingAssets(async () => Response.json(MANIFEST));
    await clientManifest(assets);
    expect(await clientManifest(assets)).toEqual(MANIFEST);
    expect(reads).toHaveLength(1);
  });

  it('keeps "no manifest" too (vite dev), but reads again after a failed read', async () => {
    const missing = countingAssets(async () => new Response('Not Found', { status: 404 }));
    expect(await clientManifest(missing.assets)).toBeNull();
    expect(await clientManifest(missing.assets)).toBeNull();
    expect(missing.reads).toHaveLength(1);

    let fail = true;
    const flaky = countingAssets(async () => {
      if (fail) throw new Error('assets unavailable');
      return Response.json(MANIFEST);
    });
    expect(await clientManifest(flaky.assets)).toBeNull();
    fail = false;
    expect(await clientManifest(flaky.assets)).toEqual(MANIFEST);
    expect(flaky.reads).toHaveLength(2);
  });
});
