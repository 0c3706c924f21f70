import { newEmail } from './support/accounts';
import { staffPage } from './support/admin';
import { productPage } from './support/catalogue';
import { newsletterLinkPage } from './support/newsletter';
import { reserved } from './support/reserved';
import { sentMail } from './support/sent-mail';
import { staffAdd } from './support/staff-catalogue';
import { backInStockForm, STOCK_ALERT_MAIL, stockInShopModule } from './support/stock-alerts';
import { expect, test } from './support/test';

/*
 * The PlayStation, reserved for this spec (tests/e2e/support/reserved.ts), is the catalogue's
 * sold-out product, which other specs check as such (the cart's
 * sold-out line, the "Solo disponibili" count). Staff put it on sale only for the moment the
 * back-in-stock e-mail needs and take it off sale straight after (and, should the test fail
 * midway, when it ends), so the window in which another spec could see it on sale is one save.
 */
const [PS5] = reserved('stock-alert').products;
/** The request is for the colour and size chosen on the page: its first ones unless changed. */
const STANDARD = `${PS5.name} · Bianco · 1TB Standard`;

test.describe('back-in-stock alerts', () => {
  let onSale = false;

  test.afterEach(async ({ browser }) => {
    if (!onSale) return;
    const context = await browser.newContext();
    const shop = stockInShopModule(await staffPage(await context.newPage()));
    await shop.open();
    await shop.setStock(PS5.name, 0, false);
    await context.close();
  });

  test('a guest asks for the variant chosen, confirms from the e-mail, and one e-mail says it is back once staff restock it', async ({
    page,
    browser,
  }) => {
    const email = newEmail('avviso');
    const product = productPage(page);
    await product.open(PS5.id);
    await expect(product.soldOutButton).toBeVisible();
    const form = backInStockForm(page);
    await product.choose('1TB Digital');
    await expect(
      form.says(`appena ${PS5.name} · Bianco · 1TB Digital torna in vendita`, { exact: false }),
    ).toBeVisible();
    await product.choose('1TB Standard');
    await expect(form.says(`appena ${STANDARD} torna in vendita`, { exact: false })).toBeVisible();
    await form.request(email);
    await expect(
      form.says(
        `Ti abbiamo inviato un'e-mail a ${email}: apri il link che contiene per confermare l'avviso.`,
      ),
    ).toBeVisible();

    const staffContext = await browser.newContext();
    const staff = await staffPage(await staffContext.newPage());
    const posta = sentMail(staff);
    await posta.find(email, STOCK_ALERT_MAIL.confirmation(STANDARD));
    const confirmLink = await posta.linkIn(
      STOCK_ALERT_MAIL.confirmation(STANDARD),
      "Conferma l'avviso",
    );
    expect(new URL(confirmLink).pathname).toBe('/avvisi/conferma');

    const shop = stockInShopModule(staff);
    await shop.open();
    // Not waiting until the link is followed.
    await expect(await shop.waitingAlerts(PS5.name)).toHaveText('—');

    await page.goto(confirmLink);
    const confirmPage = newsletterLinkPage(page);
    await expect(confirmPage.heading).toHaveText("Conferma l'avviso di disponibilità");
    await confirmPage.press("Conferma l'avviso");
    await expect(
      confirmPage.says(
        `Avviso confermato: ti scriveremo a ${email} appena ${STANDARD} torna disponibile.`,
      ),
    ).toBeVisible();

    await shop.open();
    // One request, for one variant: counted for the product and, under it, for the variant.
    await expect(await shop.waitingAlerts(PS5.name)).toHaveText(/^1\s*Bianco · 1TB Standard: 1$/);
    onSale = true;
    await shop.setStock(PS5.name, 2, true);
    await shop.setStock(PS5.name, 0, false);
    onSale = false;
    await expect(await shop.waitingAlerts(PS5.name)).toHaveText('—');

    await posta.find(email, STOCK_ALERT_MAIL.backInStock(STANDARD));
    const productLink = await posta.linkIn(
      STOCK_ALERT_MAIL.backInStock(STANDARD),
      'Vai al prodotto',
    );
    expect(new URL(productLink).pathname).toBe(`/product-overview/${PS5.id}`);
    await staffContext.close();
  });

  test('on a product still on sale, the variant chosen that is out offers its own request', async ({
    page,
    browser,
  }) => {
    // Staff add a product, then a shopper opens it: two sessions, as variant-grade's 90 s allow.
    test.slow();
    // A product of this run: staff hold none apart for its Grande, while the Piccola sells.
    const name = `Cover E2E-avviso ${Date.now().toString(36)}`;
    const { id, staff } = await staffAdd(page, {
      name,
      brand: 'Spigen',
      department: 'Accessori',
      price: '19,00',
      sizes: 'Piccola, Grande',
    });
    await staff.holdVariant('Nero · Grande', 0);

    const shopper = await browser.newContext();
    const shopperPage = await shopper.newPage();
    const product = productPage(shopperPage);
    await product.open(id);
    await expect(product.addToCartButton).toBeVisible();
    const form = backInStockForm(shopperPage);
    await expect(form.region).toBeHidden();
    await product.choose('Grande');
    await expect(product.soldOutButton).toBeVisible();
    await expect(
      form.says(`appena ${name} · Nero · Grande torna in vendita`, { exact: false }),
    ).toBeVisible();
    const email = newEmail('variante');
    await form.request(email);
    await expect(
      form.says(
        `Ti abbiamo inviato un'e-mail a ${email}: apri il link che contiene per confermare l'avviso.`,
      ),
    ).toBeVisible();
    await product.choose('Piccola');
    await expect(form.region).toBeHidden();
    await expect(product.addToCartButton).toBeVisible();
    await shopper.close();
    await staff.archive(name);
  });
});
