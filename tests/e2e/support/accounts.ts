import { expect, type Page } from '@playwright/test';

const AUTH_EMULATOR = `http://127.0.0.1:${process.env.E2E_AUTH_PORT ?? 9199}`;

export const CUSTOMER = {
  email: 'cliente@negozio.test',
  password: 'Cliente123!',
  name: 'Chiara Rinaldi',
};
export const ADMIN = {
  email: 'admin@negozio.test',
  password: 'Admin123!',
  name: 'Staff RiparoLab',
};

/** A new address for every call, so tests that register never collide. */
export function newEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.it`;
}

/** The link Firebase would have e-mailed: the emulator keeps every out-of-band code. */
export async function emailedCode(
  email: string,
  type: 'VERIFY_EMAIL' | 'PASSWORD_RESET',
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/demo-shop/oobCodes`);
      const { oobCodes } = (await response.json()) as {
        oobCodes: { email: string; requestType: string; oobCode: string }[];
      };
      found = oobCodes.filter((c) => c.email === email && c.requestType === type).at(-1)?.oobCode;
      return found;
    })
    .toBeTruthy();
  return found as string;
}

export async function signIn(
  page: Page,
  account: { email: string; password: string },
  path = '/login',
) {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}
