import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { deploySignInProblem } from '../../scripts/deploy-sign-in';

const settingsOf = (file: string) =>
  parseEnv(readFileSync(new URL(`../../web/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

describe('the production build’s sign-in settings', () => {
  it('refuse the local settings, which point every browser at the Auth Emulator', () => {
    expect(deploySignInProblem(settingsOf('.env'))).toMatch(/AUTH_EMULATOR_URL empty/);
  });

  it('refuse a demo project or none', () => {
    const real = { ...settingsOf('.env.deploy.example'), VITE_FIREBASE_PROJECT_ID: 'demo-shop' };
    expect(deploySignInProblem(real)).toMatch(/shop's Firebase project/);
    expect(deploySignInProblem({})).toMatch(/shop's Firebase project/);
  });

  it('take a real project with no emulator, as the example is filled in', () => {
    expect(deploySignInProblem(settingsOf('.env.deploy.example'))).toBeNull();
    expect(
      deploySignInProblem({
        VITE_FIREBASE_PROJECT_ID: 'riparolab-prod',
        VITE_FIREBASE_API_KEY: 'k',
      }),
    ).toBeNull();
  });
});
