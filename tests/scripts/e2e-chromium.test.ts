import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../playwright.config';
import { ROOT } from '../../scripts/local-stack';

const WRAPPER = join(ROOT, 'scripts', 'e2e-chromium.sh');

/** A stand-in browser named `name` that prints its name, then its arguments one a line. */
function standIn(name: string): string {
  const browser = join(mkdtempSync(join(tmpdir(), 'e2e-chromium-')), name);
  writeFileSync(browser, `#!/bin/sh\nprintf "%s\\n" ${name} "$@"\n`);
  chmodSync(browser, 0o755);
  return browser;
}

/** What the wrapper starts given `args` and `env`: the browser's name, then its arguments. */
function started(args: string[], env: NodeJS.ProcessEnv): string[] {
  const { CHROMIUM_PATH: _, HEADLESS_SHELL_PATH: __, ...inherited } = process.env;
  const printed = execFileSync(WRAPPER, args, { env: { ...inherited, ...env }, encoding: 'utf8' });
  return printed.trimEnd().split('\n');
}

/** The arguments the wrapper hands the browser CHROMIUM_PATH names. */
function browserArguments(args: string[]): string[] {
  return started(args, { CHROMIUM_PATH: standIn('chromium') }).slice(1);
}

describe("the end-to-end tests' Chromium", () => {
  it('is started through the wrapper', () => {
    expect(config.use?.launchOptions?.executablePath).toBe(WRAPPER);
  });

  it("keeps Playwright's disabled features, and its other arguments in their order", () => {
    expect(
      browserArguments([
        '--no-sandbox',
        '--disable-features=PaintHolding,MediaRouter',
        '--mute-audio',
      ]),
    ).toEqual([
      '--no-sandbox',
      '--mute-audio',
      '--disable-features=PaintHolding,MediaRouter,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
  });

  it('merges every --disable-features into the one Chromium reads, the last', () => {
    const args = browserArguments(['--disable-features=A', 'about:blank', '--disable-features=B']);
    expect(args.filter((arg) => arg.startsWith('--disable-features='))).toEqual([
      '--disable-features=A,B,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
    expect(args).toContain('about:blank');
  });

  it('turns off the omnibox popup even when nothing else is disabled', () => {
    expect(browserArguments(['--headless'])).toEqual([
      '--headless',
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
  });

  it('runs headless in the headless shell, without the browser named', () => {
    expect(started(['--headless'], { HEADLESS_SHELL_PATH: standIn('shell') })).toEqual([
      'shell',
      '--headless',
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
  });

  it('runs the browser CHROMIUM_PATH names, headless too', () => {
    const env = { CHROMIUM_PATH: standIn('chromium'), HEADLESS_SHELL_PATH: standIn('shell') };
    expect(started(['--headless'], env)[0]).toBe('chromium');
  });
});
