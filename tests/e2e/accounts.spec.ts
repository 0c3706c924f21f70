import {
  accountArea,
  addressBook,
  CUSTOMER,
  emailedCode,
  followEmailedLink,
  googleChooser,
  loginForm,
  newEmail,
  passwordReset,
  registration,
  signIn,
} from './support/accounts';
import { listing, productPage } from './support/catalogue';
import { checkout } from './support/checkout';
import { enter, expectError } from './support/forms';
import { reserved } from './support/reserved';
import { mobileMenu, shell } from './support/shell';
import { expect, test } from './support/test';

test('a new customer registers, verifies, and uses the account area', async ({ page }) => {
  const email = newEmail('giulia');
  const signUp = registration(page);
  await signUp.open();
  await signUp.fill({ name: 'Giulia Bianchi', email, password: 'segreta1' });
  await signUp.acceptTerms();
  await signUp.submit();
  await expect(signUp.verificationSent).toBeVisible();
  await expect(shell(page).accountLink).toHaveText('GB');

  await followEmailedLink(page, 'verifyEmail', await emailedCode(email, 'VERIFY_EMAIL'));
  await expect(shell(page).notice('Indirizzo e-mail verificato. Grazie!')).toBeVisible();

  const account = accountArea(page);
  await account.open();
  await expect(account.heading).toHaveText('Il mio account');
  await expect(account.says('Ciao Giulia Bianchi!')).toBeVisible();
  await expect(account.says('Il tuo indirizzo non è ancora verificato.')).toHaveCount(0);

  await account.goTo('Informazioni');
  await account.name.fill('giulia maria bianchi');
  await account.save();
  await expect(account.says('Nome aggiornato.')).toBeVisible();
  await expect(shell(page).accountLink).toHaveText('GM');

  await account.goTo('Indirizzi');
  const addresses = addressBook(page);
  await addresses.add();
  await addresses.fill({
    firstName: 'Giulia',
    lastName: 'Bianchi',
    phone: '333 765 4321',
    street: 'Via Po 12',
  });
  await enter(addresses.postalCode, '1012');
  await expectError(addresses.postalCode, 'Il CAP deve avere 5 cifre.');
  await addresses.fill({ postalCode: '10123', city: 'Torino', province: 'TO' });
  await addresses.save();
  await expect(addresses.saved).toContainText('Via Po 12');
  await expect(addresses.saved).toContainText('Predefinito');

  const product = productPage(page);
  await product.open(2);
  await product.favourite('Galaxy S24 Ultra').click();
  await expect(shell(page).notice('Galaxy S24 Ultra è nei tuoi preferiti.')).toBeVisible();
  await expect(product.unfavourite('Galaxy S24 Ultra')).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(shell(page).accountLink).toHaveText('GM');
  await account.open('/profilo/preferiti');
  await expect(account.favourites).toContainText('Galaxy S24 Ultra');
  await addresses.open();
  await expect(addresses.saved).toContainText('Via Po 12');

  await checkout(page).open();
  await expect(page).toHaveURL('/checkout-forms');
  await account.open();
  await account.signOut();
  await expect(page).toHaveURL('/');
  await expect(shell(page).accountLink).toHaveAttribute('href', '/login');
  await expect(page.evaluate(() => localStorage.getItem('user'))).resolves.toBeNull();
});

test('a signed-in buyer finds the default address filled in at checkout', async ({ page }) => {
  // Chiara's address book is this spec's alone (tests/e2e/support/reserved.ts).
  const [{ account: CHIARA }] = reserved('accounts').accounts;
  await signIn(page, CHIARA);
  await expect(page).toHaveURL('/profilo');
  const addresses = addressBook(page);
  await addresses.open();
  await addresses.add();
  await addresses.fill({
    label: 'Casa',
    firstName: 'Chiara',
    lastName: 'Rinaldi',
    phone: '333 1234567',
    street: 'Corso Vittorio Emanuele 3',
    postalCode: '80121',
    city: 'Napoli',
    province: 'NA',
  });
  await addresses.save();
  await expect(addresses.saved).toContainText('Napoli');

  const product = productPage(page);
  await product.open(6);
  await product.addToCart();
  const form = checkout(page);
  await form.open();
  await expect(form.city).toHaveValue('Napoli');
  await expect(form.email).toHaveValue(CHIARA.email);
  await expect(form.savedAddress).toBeVisible();
});

test('a deep link into the profile goes to login and comes back after signing in', async ({
  page,
}) => {
  await page.goto('/profilo/preferiti?ordine=recenti');
  await expect(page).toHaveURL(
    `/login?redirect=${encodeURIComponent('/profilo/preferiti?ordine=recenti')}`,
  );
  const login = loginForm(page);
  await login.email.fill(CUSTOMER.email);
  await login.password.fill('sbagliata');
  await login.submit();
  await expect(login.error).toHaveText('E-mail o password non corretti.');
  await login.password.fill(CUSTOMER.password);
  await login.submit();
  await expect(page).toHaveURL('/profilo/preferiti?ordine=recenti');
  await expect(accountArea(page).heading).toHaveText('Preferiti');
});

test('a session past its auth_exp is signed out on reload', async ({ page }) => {
  await signIn(page, CUSTOMER);
  await expect(shell(page).accountLink).toHaveText('CR');
  await page.evaluate(() => localStorage.setItem('auth_exp', String(Date.now() - 1000)));
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_exp'))).toBeNull();
  await expect(shell(page).accountLink).toHaveAttribute('href', '/login');
  await expect(page.evaluate(() => localStorage.getItem('user'))).resolves.toBeNull();
  await accountArea(page).open();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('the mobile menu shows who is signed in, and Esci goes home', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, CUSTOMER, '/login?redirect=%2Facademy');
  await expect(page).toHaveURL('/academy');
  const menu = mobileMenu(page);
  await menu.open();
  await expect(menu.dialog).toContainText('Chiara Rinaldi');
  await expect(menu.dialog).toContainText(CUSTOMER.email);
  await expect(menu.link('Il mio account')).toHaveAttribute('href', '/profilo');
  await menu.signOut();
  await expect(menu.dialog).toBeHidden();
  await expect(page).toHaveURL('/');
  await expect(shell(page).accountLink).toHaveAttribute('href', '/login');
});

test('Google sign-in through the emulator', async ({ page }) => {
  await page.goto('/login');
  await loginForm(page).signInWithGoogle();
  await googleChooser(page).choose({ email: newEmail('google'), name: 'Marco Esposito' });
  await expect(page).toHaveURL('/profilo');
  await expect(shell(page).accountLink).toHaveText('ME');
});

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  const email = newEmail('reset');
  const signUp = registration(page);
  await signUp.open();
  await signUp.fill({ name: 'Anna Verdi', email, password: 'vecchia1', confirm: 'vecchia2' });
  await signUp.confirmPassword.blur();
  await expectError(signUp.confirmPassword, 'I valori non coincidono.');
  await enter(signUp.confirmPassword, 'vecchia1');
  await signUp.acceptTerms();
  await signUp.submit();
  await expect(signUp.created).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();

  const reset = passwordReset(page);
  await reset.askForLink(email);
  await expect(reset.linkSent).toBeVisible();
  await followEmailedLink(page, 'resetPassword', await emailedCode(email, 'PASSWORD_RESET'));
  await expect(page).toHaveURL(/\/reset-password\?mode=resetPassword/);
  await expect(reset.newPasswordFor(email)).toBeVisible();
  await reset.choose('nuova123');
  await expect(reset.saved).toBeVisible();
  await signIn(page, { email, password: 'nuova123' });
  await expect(page).toHaveURL('/profilo');
});

test('a signed-out heart asks to sign in', async ({ page }) => {
  await page.goto('/shop');
  await listing(page).favourite('iPhone 15 Pro').click();
  const toast = shell(page).toast('Accedi per salvare i prodotti nei preferiti.');
  await expect(toast).toBeVisible();
  await toast.getByRole('link', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/shop')}`);
});
