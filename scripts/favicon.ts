/**
 * Writes web/public/favicon.ico (16, 32 and 48 px) and apple-touch-icon.png (180 px) from
 * web/public/favicon.svg, the header's logo (web/app/Logo.tsx), drawn by Chromium. Run again after
 * changing the SVG; browsers that read SVG icons take favicon.svg itself (web/index.html).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../bench/chromium.ts';

const file = (name: string) => fileURLToPath(new URL(`../web/public/${name}`, import.meta.url));
const ICO_SIZES = [16, 32, 48];
const TOUCH_SIZE = 180;

const svg = readFileSync(file('favicon.svg'), 'utf8');
// iOS rounds the corners itself and shows transparency as black: the touch icon fills its square.
const squareSvg = svg.replace(/ rx="[\d.]+"/, '');

/** An ICO file whose images are PNGs, as every browser since Vista-era Windows reads them. */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  const draw = async (source: string, size: number) => {
    await page.setViewportSize({ width: size, height: size });
    const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    return page.screenshot({ omitBackground: true, type: 'png' });
  };
  const images = [];
  for (const size of ICO_SIZES) images.push({ size, png: await draw(svg, size) });
  writeFileSync(file('favicon.ico'), ico(images));
  writeFileSync(file('apple-touch-icon.png'), await draw(squareSvg, TOUCH_SIZE));
} finally {
  await browser.close();
}
