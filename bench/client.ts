/**
 * The client as a visitor gets it: what a page downloads before any interaction, measured in
 * Chromium, and the Lighthouse mobile scores.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { kb } from '../scripts/bundle-size.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startDebuggableChromium } from './chromium.ts';

export interface PageLoad {
  path: string;
  jsGzipKb: number;
  cssGzipKb: number;
  scripts: number;
  authSdkLoaded: boolean;
}

export interface LighthouseRun {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const AUTH_SDK = /\/assets\/firebase-[\w-]+\.js$/;

/** Loads each page in a fresh browser context and weighs its JS and CSS, gzip level 9. */
export async function measurePageLoads(baseUrl: string, paths: readonly string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const loads: PageLoad[] = [];
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const bodies: Promise<{ type: string; url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(
        response.body().then((body) => ({
          type,
          url: response.url(),
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const files = await Promise.all(bodies);
    const sum = (type: string) =>
      kb(files.filter((f) => f.type === type).reduce((total, f) => total + f.gzip, 0));
    loads.push({
      path,
      jsGzipKb: sum('script'),
      cssGzipKb: sum('stylesheet'),
      scripts: files.filter((f) => f.type === 'script').length,
      authSdkLoaded: files.some((f) => AUTH_SDK.test(new URL(f.url).pathname)),
    });
    await context.close();
  }
  const version = browser.version();
  await browser.close();
  return { loads, chromiumVersion: version };
}

/** Lighthouse's own advice: one run varies, the median of several does not. */
export const LIGHTHOUSE_RUNS_PER_PAGE = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function lighthouseOnce(port: number, url: string, path: string): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(value('total-blocking-time')),
  };
}

/** Lighthouse's default (mobile) configuration; per page, the run with the median performance. */
export async function runLighthouse(baseUrl: string, paths: readonly string[]) {
  const browser = await startDebuggableChromium();
  const runs: LighthouseRun[] = [];
  try {
    for (const path of paths) {
      const attempts: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS_PER_PAGE; i++) {
        attempts.push(await lighthouseOnce(browser.port, `${baseUrl}${path}`, path));
      }
      attempts.sort((a, b) => a.performance - b.performance);
      const median = attempts[Math.floor(attempts.length / 2)];
      if (median) runs.push(median);
    }
  } finally {
    browser.stop();
  }
  return runs;
}
