import { expect, test } from '@playwright/test';
import { CUSTOMER, emailedCode, newEmail, signIn } from './support/accounts';
import { shell } from './support/shell';

test('a new customer registers, verifies, and uses the account area', async ({ page }) => {
  const email = newEmail('giulia');
  await page.goto('/registrazione');
  await page.getByLabel('Nome e cognome').fill('Giulia Bianchi');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('segreta1');
  await page.getByLabel('Conferma password').fill('segreta1');
  await page.getByLabel(/Accetto le condizioni/).check();
  await page.getByRole('button', { name: 'Crea account' }).click();
  await expect(
    page.getByText(/Account creato! Ti abbiamo inviato un link di verifica/),
  ).toBeVisible();
  await expect(shell(page).accountLink).toHaveText('GB');

  const code = await emailedCode(email, 'VERIFY_EMAIL');
  await page.goto(`/verifyaccount?mode=verifyEmail&oobCode=${code}`);
  await expect(page.getByText('Indirizzo e-mail verificato. Grazie!')).toBeVisible();

  await page.goto('/profilo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il mio account');
  await expect(page.getByText('Ciao Giulia Bianchi!')).toBeVisible();
  await expect(page.getByText('Il tuo indirizzo non è ancora verificato.')).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Il mio account' })
    .getByRole('link', { name: 'Informazioni' })
    .click();
  await page.getByLabel('Nome', { exact: true }).fill('giulia maria bianchi');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Nome aggiornato.')).toBeVisible();
  await expect(shell(page).accountLink).toHaveText('GM');

  await page
    .getByRole('navigation', { name: 'Il mio account' })
    .getByRole('link', { name: 'Indirizzi' })
    .click();
  await page.getByRole('button', { name: 'Aggiungi un indirizzo' }).click();
  await page.getByLabel('Nome', { exact: true }).fill('Giulia');
  await page.getByLabel('Cognome').fill('Bianchi');
  await page.getByLabel('Telefono').fill('333 765 4321');
  await page.getByLabel('Indirizzo', { exact: true }).fill('Via Po 12');
  await page.getByLabel('CAP').fill('1012');
  await page.getByLabel('CAP').blur();
  await expect(page.getByLabel('CAP')).toHaveAccessibleDescription('Il CAP deve avere 5 cifre.');
  await page.getByLabel('CAP').fill('10123');
  await page.getByLabel('Città').fill('Torino');
  await page.getByLabel('Provincia').fill('TO');
  await page.getByRole('button', { name: 'Salva indirizzo' }).click();
  const saved = page.getByRole('list', { name: 'Indirizzi salvati' });
  await expect(saved).toContainText('Via Po 12');
  await expect(saved).toContainText('Predefinito');

  await page.goto('/product-overview/2');
  await page.getByRole('button', { name: 'Aggiungi Galaxy S24 Ultra ai preferiti' }).click();
  await expect(page.getByText('Galaxy S24 Ultra è nei tuoi preferiti.')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Togli Galaxy S24 Ultra dai preferiti' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(shell(page).accountLink).toHaveText('GM');
  await page.goto('/profilo/preferiti');
  await expect(page.getByRole('list', { name: 'Prodotti preferiti' })).toContainText(
    'Galaxy S24 Ultra',
  );
  await page.goto('/profilo/indirizzi');
  await expect(page.getByRole('list', { name: 'Indirizzi salvati' })).toContainText('Via Po 12');

  await page.goto('/checkout-forms');
  await expect(page).toHaveURL('/checkout-forms');
  await page.goto('/profilo');
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL('/');
  await expect(shell(page).accountLink).toHaveAttribute('href', '/login');
  await expect(page.evaluate(() => localStorage.getItem('user'))).resolves.toBeNull();
});

test('a signed-in buyer finds the default address filled in at checkout', async ({ page }) => {
  await signIn(page, CUSTOMER);
  await expect(page).toHaveURL('/profilo');
  await page.goto('/profilo/indirizzi');
  await page.getByRole('button', { name: 'Aggiungi un indirizzo' }).click();
  await page.getByLabel("Nome dell'indirizzo").fill('Casa');
  await page.getByLabel('Nome', { exact: true }).fill('Chiara');
  await page.getByLabel('Cognome').fill('Rinaldi');
  await page.getByLabel('Telefono').fill('333 1234567');
  await page.getByLabel('Indirizzo', { exact: true }).fill('Corso Vittorio Emanuele 3');
  await page.getByLabel('CAP').fill('80121');
  await page.getByLabel('Città').fill('Napoli');
  await page.getByLabel('Provincia').fill('NA');
  await page.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(page.getByRole('list', { name: 'Indirizzi salvati' })).toContainText('Napoli');

  await page.goto('/product-overview/6');
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await page.goto('/checkout-forms');
  await expect(page.getByLabel('Città')).toHaveValue('Napoli');
  await expect(page.getByLabel('E-mail')).toHaveValue(CUSTOMER.email);
  await expect(page.getByLabel('Usa un indirizzo salvato')).toBeVisible();
});

test('a deep link into the profile goes to login and comes back after signing in', async ({
  page,
}) => {
  await page.goto('/profilo/preferiti?ordine=recenti');
  await expect(page).toHaveURL(
    `/login?redirect=${encodeURIComponent('/profilo/preferiti?ordine=recenti')}`,
  );
  await page.getByLabel('E-mail').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill('sbagliata');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail o password non corretti.');
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL('/profilo/preferiti?ordine=recenti');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preferiti');
});

test('a session past its auth_exp is signed out on reload', async ({ page }) => {
  await signIn(page, CUSTOMER);
  await expect(shell(page).accountLink).toHaveText('CR');
  await page.evaluate(() => localStorage.setItem('auth_exp', String(Date.now() - 1000)));
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_exp'))).toBeNull();
  await expect(shell(page).accountLink).toHaveAttribute('href', '/login');
  await expect(page.evaluate(() => localStorage.getItem('user'))).resolves.toBeNull();
  await page.goto('/profilo');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('the mobile menu shows who is signed in, and Esci goes home', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, CUSTOMER, '/login?redirect=%2Facademy');
  await expect(page).toHaveURL('/academy');
  await shell(page).menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toContainText('Chiara Rinaldi');
  await expect(menu).toContainText(CUSTOMER.email);
  await expect(menu.getByRole('link', { name: 'Il mio account' })).toHaveAttribute(
    'href',
    '/profilo',
  );
  await menu.getByRole('button', { name: 'Esci' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/');
  await expect(shell(page).accountLink).toHaveAttribute('href', '/login');
});

test('Google sign-in through the emulator', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Accedi con Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Accesso con Google (emulatore locale)' });
  await chooser.getByLabel('E-mail Google').fill(newEmail('google'));
  await chooser.getByLabel('Nome').fill('Marco Esposito');
  await chooser.getByRole('button', { name: 'Continua come questo account' }).click();
  await expect(page).toHaveURL('/profilo');
  await expect(shell(page).accountLink).toHaveText('ME');
});

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  const email = newEmail('reset');
  await page.goto('/registrazione');
  await page.getByLabel('Nome e cognome').fill('Anna Verdi');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('vecchia1');
  await page.getByLabel('Conferma password').fill('vecchia2');
  await page.getByLabel('Conferma password').blur();
  await expect(page.getByLabel('Conferma password')).toHaveAccessibleDescription(
    'I valori non coincidono.',
  );
  await page.getByLabel('Conferma password').fill('vecchia1');
  await page.getByLabel('Conferma password').blur();
  await page.getByLabel(/Accetto le condizioni/).check();
  await page.getByRole('button', { name: 'Crea account' }).click();
  await expect(page.getByText(/Account creato!/)).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();

  await page.goto('/reset-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(
    page.getByText(/ti abbiamo inviato un link per scegliere una nuova password/),
  ).toBeVisible();
  const code = await emailedCode(email, 'PASSWORD_RESET');
  await page.goto(`/verifyaccount?mode=resetPassword&oobCode=${code}`);
  await expect(page).toHaveURL(/\/reset-password\?mode=resetPassword/);
  await expect(page.getByText(`Nuova password per ${email}`)).toBeVisible();
  await page.getByLabel('Nuova password').fill('nuova123');
  await page.getByLabel('Conferma password').fill('nuova123');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(
    page.getByText('Password aggiornata. Ora puoi accedere con la nuova password.'),
  ).toBeVisible();
  await signIn(page, { email, password: 'nuova123' });
  await expect(page).toHaveURL('/profilo');
});

test('a signed-out heart asks to sign in', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Aggiungi iPhone 15 Pro ai preferiti' }).click();
  const toast = page
    .getByRole('status')
    .filter({ hasText: 'Accedi per salvare i prodotti nei preferiti.' });
  await expect(toast).toBeVisible();
  await toast.getByRole('link', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/shop')}`);
});
