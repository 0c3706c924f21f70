/**
 * Fails `npm test` when any public page's initial JS (the entry, the client it starts, the page's module and what they
 * import) outgrows its budget, or when the Firebase Auth SDK becomes part of it. Reads the build
 * `npm test` just made.
 */
import { AUTH_SDK_MODULE, BUDGETS } from '../bench/budgets.ts';
import { initialChunks, kb, pageWeight, publicPages, readManifest } from './bundle-size.ts';

const manifest = readManifest();
const pages = publicPages(manifest);
const failures: string[] = [];
if (pages.length === 0) failures.push('no public pages found in the build manifest');
let heaviest = { page: '', kb: 0 };
for (const page of pages) {
  const js = kb(pageWeight(manifest, page).jsGzipBytes);
  if (js > heaviest.kb) heaviest = { page, kb: js };
  if (js > BUDGETS.initialJsGzipKb) {
    failures.push(
      `${page}: ${js} KB of initial JS (gzip), over the ${BUDGETS.initialJsGzipKb} KB budget`,
    );
  }
  if (initialChunks(manifest, page).has(AUTH_SDK_MODULE)) {
    failures.push(`${page}: loads the auth SDK (${AUTH_SDK_MODULE}) before any interaction`);
  }
}
if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log(
  `Bundle budget: ${pages.length} public pages within ${BUDGETS.initialJsGzipKb} KB of initial JS (heaviest: ${heaviest.page}, ${heaviest.kb} KB gzip).`,
);
