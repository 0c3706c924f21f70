import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_getVarsForDev, unstable_readConfig } from 'wrangler';
import { exampleDevVars, ROOT } from '../../scripts/local-stack';

/** A checkout with a developer's .dev.vars beside the committed files. */
function checkoutWithDevVars(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dev-vars-'));
  copyFileSync(join(ROOT, 'wrangler.toml'), join(dir, 'wrangler.toml'));
  copyFileSync(join(ROOT, '.dev.vars.example'), join(dir, '.dev.vars'));
  copyFileSync(join(ROOT, '.dev.vars.production'), join(dir, '.dev.vars.production'));
  return join(dir, 'wrangler.toml');
}

/** What `wrangler dev` and the Vite plugin's build add to the config's vars from local files. */
const localVars = (configPath: string, environment?: string) =>
  Object.fromEntries(
    Object.entries(unstable_getVarsForDev(configPath, undefined, {}, environment, true)).map(
      ([name, binding]) => [name, binding.value],
    ),
  );

describe('the local settings', () => {
  it('turn the emulator on for local development', () => {
    expect(exampleDevVars()).toMatchObject({
      ENVIRONMENT: 'development',
      // `npm start`'s address: no local e-mail takes its links from a request's Host.
      SHOP_ORIGIN: 'http://localhost:8787',
      FIREBASE_PROJECT_ID: expect.stringMatching(/^demo-/),
      AUTH_EMULATOR: 'true',
      ADMIN_EMAILS: 'admin@negozio.test',
    });
    expect(localVars(checkoutWithDevVars())).toEqual(exampleDevVars());
  });

  it('never reach a production build, even with a .dev.vars in the checkout', () => {
    expect(localVars(checkoutWithDevVars(), 'production')).toEqual({});
  });

  it.each([
    ['wrangler deploy', undefined],
    ['wrangler deploy --env production', 'production'],
  ])('are not in what `%s` ships', (_command, env) => {
    const { vars } = unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env });
    expect(vars.ENVIRONMENT).toBe('production');
    expect(vars).not.toHaveProperty('AUTH_EMULATOR');
    expect(String(vars.ADMIN_EMAILS ?? '')).not.toContain('negozio.test');
  });
});
