import { axeViolations } from './support/accessibility';
import { newEmail } from './support/accounts';
import { staffPage } from './support/admin';
import { cart } from './support/cart';
import { checkout, GUEST } from './support/checkout';
import { orderPage } from './support/orders';
import { PRODUCTS } from './support/reserved';
import { sentMail } from './support/sent-mail';
import { expect, type Page, test } from './support/test';

/*
 * A guest pays one pair of AirPods (shared, see reserved.ts) online, on the Stripe stand-in the
 * e2e stack runs (scripts/stripe-stand-in.ts), from an address of its own: the order, its page
 * and its e-mails are this test's alone (docs/product.md#payments-online).
 */

test.use({ bypassCSP: true });
// Checkout, the provider's page, the way back and the staff's mailbox, with axe at each stop.
test.slow();

const ONLINE = 'Carta, PayPal, Satispay o Klarna';
const TEST_PAGE = 'Pagamento di prova — nessun addebito reale';

/** The stand-in's page: plainly a test, with the amount and «Paga» and «Rifiuta». */
function providerPage(page: Page) {
  return {
    heading: page.getByRole('heading', { name: TEST_PAGE }),
    pay: page.getByRole('button', { name: 'Paga', exact: true }),
    refuse: page.getByRole('button', { name: 'Rifiuta', exact: true }),
  };
}

/** The order page's online payment, as the buyer reads it. */
function onlinePayment(page: Page) {
  return {
    verifying: page.getByRole('heading', { name: 'Stiamo verificando il pagamento' }),
    toPay: page.getByRole('heading', { name: 'Pagamento da completare' }),
    paid: page.getByText('Pagamento ricevuto: hai pagato online con Stripe.'),
    refused: page.getByText(
      'Il pagamento non è andato a buon fine e non ti è stato addebitato nulla: puoi riprovare.',
    ),
    late: page.getByText('La conferma di Stripe sta tardando: non serve pagare di nuovo.'),
    payNow: page.getByRole('button', { name: 'Paga ora' }),
    /** The state beside the heading (the timeline below names it too). */
    status: page.getByRole('main').getByText('Pagato', { exact: true }).first(),
  };
}

/** Checks out the cart online as a guest of its own; the browser is then on the provider's page. */
async function checkOutOnline(page: Page, prefix: string) {
  const violations: string[] = [];
  const email = newEmail(prefix);
  await cart(page).addFromProductPage(PRODUCTS.airPods.id);
  const form = checkout(page);
  await form.open();
  await form.fill({ ...GUEST, email });
  await form.pay(ONLINE);
  await form.acceptTerms();
  violations.push(...(await axeViolations(page, 'checkout, paying online')));
  await form.continueToSummary();
  await expect(form.summary).toContainText(ONLINE);
  await expect(
    form.says("Confermando l'ordine passi alla pagina sicura di Stripe per pagare."),
  ).toBeVisible();
  // The order's id, read from the answer before the browser leaves for the provider's page.
  let orderId = '';
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    if ((route.request().postData() ?? '').includes('mutation PlaceOrder')) {
      const body = (await response.json()) as { data?: { placeOrder?: { order: { id: string } } } };
      orderId = body.data?.placeOrder?.order.id ?? '';
    }
    await route.fulfill({ response });
  });
  await form.confirm();
  const provider = providerPage(page);
  // Placing the order asks the provider for its page before the buyer is sent there.
  await expect(provider.heading).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Da pagare: .+ a RL-/)).toBeVisible();
  violations.push(...(await axeViolations(page, "the provider's test page")));
  expect(orderId).not.toBe('');
  await page.unroute('**/graphql');
  return { email, orderId, provider, violations };
}

/**
 * «Paga» with Stripe's word held back: the buyer is sent back to the order as the provider's page
 * would send them, and the page's own form is sent to the provider only once the order page has
 * said it is verifying, so what the buyer sees before Stripe confirms is checked, not raced.
 */
async function payWithTheWordHeldBack(page: Page, orderId: string) {
  const back = `/order/${orderId}?pagamento=ok`;
  let held: { url: string; form: string } | null = null;
  await page.route('**/pay/*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    held = { url: route.request().url(), form: route.request().postData() ?? '' };
    await route.fulfill({
      status: 303,
      headers: { location: new URL(back, test.info().project.use.baseURL).href },
    });
  });
  await providerPage(page).pay.click();
  await expect(page).toHaveURL(back);
  return async () => {
    if (!held) throw new Error('«Paga» reached no provider page');
    const answer = await page.request.post(held.url, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: held.form,
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(new URL(answer.headers().location ?? '').pathname).toBe(`/order/${orderId}`);
  };
}

/** Back from paying: the page says paid once the order is «Pagato», and offers nothing to pay. */
async function seePaid(page: Page, violations: string[]) {
  const payment = onlinePayment(page);
  await expect(payment.paid).toBeVisible({ timeout: 15_000 });
  await expect(payment.status).toBeVisible();
  await expect(payment.payNow).toHaveCount(0);
  violations.push(...(await axeViolations(page, 'the order page, paid')));
  return orderPage(page).number();
}

/** Staff read the «Pagamento ricevuto» e-mail the provider's word wrote to the buyer. */
async function seePaymentMail(page: Page, number: string, email: string) {
  const staff = await (await page.context().browser()?.newContext())?.newPage();
  if (!staff) throw new Error('No browser to open the staff area in');
  await staffPage(staff);
  const row = await sentMail(staff).find(number, `Pagamento ricevuto per l'ordine ${number}`);
  await expect(row).toContainText(email);
  await expect(row).toContainText('order.payment-received');
  await staff.context().close();
}

test('a guest pays by card on the provider page and sees the order paid, with its e-mail', async ({
  page,
}) => {
  const { email, orderId, violations } = await checkOutOnline(page, 'paga-online');
  // The order page's own clock, so its half a minute of asking runs at once (see below).
  await page.clock.install();
  const stripeSays = await payWithTheWordHeldBack(page, orderId);
  const payment = onlinePayment(page);
  await expect(payment.verifying).toBeVisible();
  await expect(payment.paid).toHaveCount(0);
  await expect(payment.payNow).toHaveCount(0);
  violations.push(...(await axeViolations(page, 'the order page, verifying')));
  // Half a minute without Stripe's word: late, and still nothing to pay again. Each jump of the
  // page's clock fires the ask then due, and the page sets the next once it has drawn: it jumps
  // again until the tenth has been asked.
  await expect(async () => {
    await page.clock.fastForward(3000);
    await expect(payment.late).toBeVisible({ timeout: 200 });
  }).toPass({ intervals: [100], timeout: 30_000 });
  await expect(payment.payNow).toHaveCount(0);
  await stripeSays();
  // As the page asks: it has stopped asking by itself.
  await page.reload();
  const number = await seePaid(page, violations);
  expect(violations).toEqual([]);
  await seePaymentMail(page, number, email);
});

test('a refused payment leaves the order payable, and paying again works', async ({ page }) => {
  const { email, orderId, provider, violations } = await checkOutOnline(page, 'rifiuta-online');
  await provider.refuse.click();
  const payment = onlinePayment(page);
  await expect(page).toHaveURL(`/order/${orderId}?pagamento=annullato`);
  await expect(payment.refused).toBeVisible();
  await expect(payment.toPay).toBeVisible();
  await expect(payment.status).toHaveCount(0);
  violations.push(...(await axeViolations(page, 'the order page, refused')));

  await payment.payNow.click();
  await expect(provider.heading).toBeVisible({ timeout: 15_000 });
  await provider.pay.click();
  await expect(page).toHaveURL(`/order/${orderId}?pagamento=ok`);
  const number = await seePaid(page, violations);
  expect(violations).toEqual([]);
  await seePaymentMail(page, number, email);
});
