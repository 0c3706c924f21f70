import { type BrowserContext, expect, type Page } from '@playwright/test';
import { E2E_AUTH_URL } from '../../../scripts/e2e-ports';
import { addressFields, fillIn } from './forms';

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
      const response = await fetch(`${E2E_AUTH_URL}/emulator/v1/projects/demo-shop/oobCodes`);
      const { oobCodes } = (await response.json()) as {
        oobCodes: { email: string; requestType: string; oobCode: string }[];
      };
      found = oobCodes.filter((c) => c.email === email && c.requestType === type).at(-1)?.oobCode;
      return found;
    })
    .toBeTruthy();
  return found as string;
}

/** Follows the link Firebase would have e-mailed (see emailedCode). */
export async function followEmailedLink(
  page: Page,
  mode: 'verifyEmail' | 'resetPassword',
  code: string,
) {
  await page.goto(`/verifyaccount?mode=${mode}&oobCode=${code}`);
}

/** /login: e-mail and password, or Google. */
export function loginForm(page: Page) {
  const email = page.getByLabel('E-mail');
  const password = page.getByLabel('Password', { exact: true });
  return {
    email,
    password,
    error: page.getByRole('alert'),
    async submit() {
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    },
    async signInWithGoogle() {
      await page.getByRole('button', { name: 'Accedi con Google' }).click();
    },
  };
}

export async function signIn(
  page: Page,
  account: { email: string; password: string },
  path = '/login',
) {
  await page.goto(path);
  const form = loginForm(page);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.submit();
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** What signing in through the form left in a browser, per account, once per worker. */
const sessions = new Map<string, Promise<Session>>();

/**
 * Signs in through the form in a context of its own and keeps what the browser then holds: the
 * user record, auth_exp, and Firebase's session in IndexedDB.
 */
async function signInOnce(page: Page, account: { email: string; password: string }) {
  const browser = page.context().browser();
  if (!browser) throw new Error('A page of a persistent context cannot share a session.');
  const context = await browser.newContext();
  try {
    const form = await context.newPage();
    await signIn(form, account);
    await expect(form).not.toHaveURL(/\/login/);
    await expect
      .poll(() => form.evaluate(() => ['user', 'auth_exp'].every((key) => localStorage[key])))
      .toBe(true);
    const session = await context.storageState({ indexedDB: true });
    // Firebase's record of the signed-in user, in its IndexedDB store.
    if (!JSON.stringify(session).includes('firebase:authUser:')) {
      throw new Error(`Signing in as ${account.email} left no Firebase session.`);
    }
    return session;
  } finally {
    await context.close();
  }
}

/**
 * `account` signed in on `page`, which then opens `path`, for tests that are not about signing in
 * (those use the form: `signIn`). The form is filled once per worker and account; every later page
 * gets what it left in the browser, as a returning customer has it. The page's context must hold
 * nothing yet: its storage is replaced.
 */
export async function signedIn(
  page: Page,
  account: { email: string; password: string },
  path: string,
) {
  let session = sessions.get(account.email);
  if (!session) {
    session = signInOnce(page, account);
    sessions.set(account.email, session);
    // A failed sign-in is not kept: the next test tries again.
    session.catch(() => sessions.delete(account.email));
  }
  await page.context().setStorageState(await session);
  await page.goto(path);
}

/** The Auth Emulator's stand-in for Google's account chooser. */
export function googleChooser(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Accesso con Google (emulatore locale)' });
  return {
    async choose(account: { email: string; name: string }) {
      await dialog.getByLabel('E-mail Google').fill(account.email);
      await dialog.getByLabel('Nome').fill(account.name);
      await dialog.getByRole('button', { name: 'Continua come questo account' }).click();
    },
  };
}

/** /registrazione: a new customer's account. */
export function registration(page: Page) {
  const confirmPassword = page.getByLabel('Conferma password');
  return {
    confirmPassword,
    created: page.getByText(/Account creato!/),
    verificationSent: page.getByText(/Account creato! Ti abbiamo inviato un link di verifica/),
    async open() {
      await page.goto('/registrazione');
    },
    async fill(account: { name: string; email: string; password: string; confirm?: string }) {
      await page.getByLabel('Nome e cognome').fill(account.name);
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await confirmPassword.fill(account.confirm ?? account.password);
    },
    async acceptTerms() {
      await page.getByLabel(/Accetto le condizioni/).check();
    },
    async submit() {
      await page.getByRole('button', { name: 'Crea account' }).click();
    },
  };
}

/** /reset-password: asking for the link, then choosing the new password it leads to. */
export function passwordReset(page: Page) {
  return {
    linkSent: page.getByText(/ti abbiamo inviato un link per scegliere una nuova password/),
    newPasswordFor: (email: string) => page.getByText(`Nuova password per ${email}`),
    saved: page.getByText('Password aggiornata. Ora puoi accedere con la nuova password.'),
    async askForLink(email: string) {
      await page.goto('/reset-password');
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Invia il link' }).click();
    },
    async choose(password: string) {
      await page.getByLabel('Nuova password').fill(password);
      await page.getByLabel('Conferma password').fill(password);
      await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    },
  };
}

/** /profilo and its pages: the signed-in customer's own area. */
export function accountArea(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1 }),
    says: (text: string) => page.getByText(text),
    /** The profile's name field on "Informazioni". */
    name: page.getByLabel('Nome', { exact: true }),
    favourites: page.getByRole('list', { name: 'Prodotti preferiti' }),
    async open(path = '/profilo') {
      await page.goto(path);
    },
    /** A page of the area, from its menu: Informazioni, Indirizzi, Preferiti, … */
    async goTo(name: string) {
      await page
        .getByRole('navigation', { name: 'Il mio account' })
        .getByRole('link', { name })
        .click();
    },
    async save() {
      await page.getByRole('button', { name: 'Salva' }).click();
    },
    async signOut() {
      await page.getByRole('button', { name: 'Esci' }).click();
    },
  };
}

/** An address as the address book's form takes it. */
export interface SavedAddress {
  label?: string;
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
}

/** /profilo/indirizzi: the saved addresses and the form that adds one. */
export function addressBook(page: Page) {
  const fields = { label: page.getByLabel("Nome dell'indirizzo"), ...addressFields(page) };
  return {
    ...fields,
    saved: page.getByRole('list', { name: 'Indirizzi salvati' }),
    async open() {
      await page.goto('/profilo/indirizzi');
    },
    async add() {
      await page.getByRole('button', { name: 'Aggiungi un indirizzo' }).click();
    },
    async fill(address: Partial<SavedAddress>) {
      await fillIn(fields, address);
    },
    async save() {
      await page.getByRole('button', { name: 'Salva indirizzo' }).click();
    },
  };
}
