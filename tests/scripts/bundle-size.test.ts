import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  initialChunks,
  largestLazyChunk,
  pageWeight,
  publicPages,
  readManifest,
} from '../../scripts/bundle-size';

/**
 * A small build: a tiny entry that starts the client (start.tsx, React), two pages sharing a chunk,
 * a lazy SDK and a staff page.
 */
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string> = {
    'assets/index.js': 'entry;'.repeat(20),
    'assets/start.js': 'start;'.repeat(200),
    'assets/react.js': 'react;'.repeat(500),
    'assets/home.js': 'home;'.repeat(50),
    'assets/shop.js': 'shop;'.repeat(60),
    'assets/card.js': 'card;'.repeat(40),
    'assets/firebase.js': Array.from({ length: 3000 }, (_, i) => `sdk${i * 7919};`).join(''),
    'assets/admin.js': 'admin;'.repeat(30),
    'assets/index.css': 'body{}'.repeat(20),
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      css: ['assets/index.css'],
      dynamicImports: ['start.tsx'],
    },
    'start.tsx': {
      file: 'assets/start.js',
      isDynamicEntry: true,
      imports: ['_react.js', 'index.html'],
      dynamicImports: [
        'catalogue/HomePage.tsx',
        'catalogue/ShopPage.tsx',
        'account/firebase.ts',
        'admin/AdminPage.tsx',
      ],
    },
    '_react.js': { file: 'assets/react.js' },
    '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
    'catalogue/HomePage.tsx': {
      file: 'assets/home.js',
      isDynamicEntry: true,
      imports: ['_card.js', '_react.js'],
    },
    'catalogue/ShopPage.tsx': {
      file: 'assets/shop.js',
      isDynamicEntry: true,
      imports: ['_card.js'],
    },
    'account/firebase.ts': { file: 'assets/firebase.js', isDynamicEntry: true },
    'admin/AdminPage.tsx': { file: 'assets/admin.js', isDynamicEntry: true },
  };
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('page weight from the build manifest', () => {
  const dir = fakeBuild();
  const manifest = readManifest(dir);

  it('lists the public pages, leaving out the staff pages and modules that are not pages', () => {
    expect(publicPages(manifest)).toEqual(['catalogue/HomePage.tsx', 'catalogue/ShopPage.tsx']);
  });

  it('counts the entry, the client it starts, the page and their static imports once each, not lazy ones', () => {
    expect([...initialChunks(manifest, 'catalogue/HomePage.tsx')].sort()).toEqual(
      ['_card.js', '_react.js', 'catalogue/HomePage.tsx', 'index.html', 'start.tsx'].sort(),
    );
    const home = pageWeight(manifest, 'catalogue/HomePage.tsx', dir);
    expect(home.files).toEqual(
      expect.arrayContaining([
        'assets/index.js',
        'assets/start.js',
        'assets/react.js',
        'assets/home.js',
        'assets/index.css',
      ]),
    );
    expect(home.files).not.toContain('assets/firebase.js');
    expect(home.jsGzipBytes).toBeGreaterThan(0);
    expect(home.cssGzipBytes).toBeGreaterThan(0);
  });

  it('names the largest chunk loaded only on demand, the client started after the paint aside', () => {
    expect(largestLazyChunk(manifest, dir).file).toBe('assets/firebase.js');
  });
});
