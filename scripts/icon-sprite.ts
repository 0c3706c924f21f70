/**
 * Writes web/ui/icons.svg, the sprite the Icon component draws from, out of
 * web/ui/icon-paths.ts. `--check` compares instead of writing, so a stale sprite fails the build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FILLED_ICON_PATHS, ICON_PATHS } from '../web/ui/icon-paths.ts';

const SPRITE = fileURLToPath(new URL('../web/ui/icons.svg', import.meta.url));

const symbol = (name: string, path: string) =>
  `  <symbol id="${name}" viewBox="0 0 24 24">${path}</symbol>`;

/** Stroked icons inherit the stroke the Icon component sets; filled ones override it. */
export function renderSprite(stroked: Record<string, string>, filled: Record<string, string>) {
  const symbols = [
    ...Object.entries(stroked).map(([name, d]) => symbol(name, `<path d="${d}"/>`)),
    ...Object.entries(filled).map(([name, d]) =>
      symbol(name, `<path fill="currentColor" stroke="none" d="${d}"/>`),
    ),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

const sprite = renderSprite(ICON_PATHS, FILLED_ICON_PATHS);
if (process.argv.includes('--check')) {
  if (readFileSync(SPRITE, 'utf8') !== sprite) {
    console.error('web/ui/icons.svg is stale: run npm run generate');
    process.exit(1);
  }
} else {
  writeFileSync(SPRITE, sprite);
}
