import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../playwright.config';
import { ROOT } from '../../scripts/local-stack';

const WRAPPER = join(ROOT, 'scripts', 'e2e-chromium.sh');

/** The arguments the wrapper hands the browser, one a line, from a stand-in that prints them. */
function browserArguments(args: string[]): string[] {
  const browser = join(mkdtempSync(join(tmpdir(), 'e2e-chromium-')), 'chromium');
  writeFileSync(browser, '#!/bin/sh\nprintf "%s\\n" "$@"\n');
  chmodSync(browser, 0o755);
  const printed = execFileSync(WRAPPER, args, {
    env: { ...process.env, CHROMIUM_PATH: browser },
    encoding: 'utf8',
  });
  return printed.trimEnd().split('\n');
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
});
